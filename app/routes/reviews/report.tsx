import { data, Form, href, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { buttonClasses } from '~/components/ui/button'
import { REPORT_DETAILS_MAX, REPORT_REASONS, REVIEW_MESSAGES } from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { reportReview } from '~/models/reviews.server'
import { reviewReportSchema } from '~/schemas/reviews'
import { signedInUser } from '~/server/context'
import { parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/report'

/**
 * /startup/{id}/reviews/{reviewId}/report (docs/decisions/0119-anonymous-reviews.md): a signed-in member reports a
 * review to the admins' queue; the schema and model of POST /api/startups/{id}/reviews/{reviewId}/report.
 */
export const handle = { i18n: ['reviews'] } satisfies I18nHandle

/** An id from the URL; anything else is the page's 404 (never a server error). */
function pageId(value: string | undefined, message: string): number {
  const id = parseId(value)
  if (id === null) throw data({ message }, { status: 404 })
  return id
}

export function loader({ params, context }: Route.LoaderArgs) {
  context.get(signedInUser)
  return {
    startupId: pageId(params.id, STARTUP_NOT_FOUND),
    reviewId: pageId(params.reviewId, REVIEW_MESSAGES.notFound),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const startupId = pageId(params.id, STARTUP_NOT_FOUND)
  const reviewId = pageId(params.reviewId, REVIEW_MESSAGES.notFound)
  const formData = await request.formData()
  const values = {
    reason: String(formData.get('reason') ?? ''),
    details: String(formData.get('details') ?? ''),
  }
  const parsed = reviewReportSchema.safeParse(values)
  if (!parsed.success)
    return data(
      {
        message: parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.reasonRequired,
        values,
      },
      { status: 400 },
    )
  try {
    await reportReview(user, startupId, reviewId, parsed.data)
  } catch (error) {
    if (error instanceof DomainError && error.status !== 404)
      return data({ message: error.message, values }, { status: error.status })
    if (error instanceof DomainError) throw data({ message: error.message }, { status: 404 })
    throw error
  }
  return redirectWithToast(request, `${href('/startup/:id', { id: String(startupId) })}?tab=reviews`, {
    title: getT(context, 'reviews')('report.sent'),
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: `${metaT(matches, 'reviews')('meta.report')} | ${metaT(matches, 'common')('site.name')}`,
    },
  ]
}

export default function ReportReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews')
  const message = useMessage()
  const sending = useIsPending({ state: 'submitting' })
  const chosen = actionData?.values?.reason ?? ''
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <Link
        to={`${href('/startup/:id', { id: String(loaderData.startupId) })}?tab=reviews`}
        className="text-sm text-brand-700 hover:underline"
      >
        {t('back')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('meta.report')}</h1>
      <p className="mt-2 text-gray-600">{t('report.intro')}</p>
      {actionData ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {message(actionData.message)}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-700">{t('report.reason')}</legend>
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm text-gray-800">
              <input type="radio" name="reason" value={reason} defaultChecked={chosen === reason} />
              {t(`reason.${reason}`)}
            </label>
          ))}
        </fieldset>
        <label className="block text-sm font-medium text-gray-700">
          {t('report.details')}
          <textarea
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            defaultValue={actionData?.values?.details ?? ''}
            className="mt-1 block w-full rounded-md border border-gray-300 p-2"
          />
        </label>
        <div className="flex justify-end">
          <button type="submit" disabled={sending} className={buttonClasses()}>
            {sending ? t('report.sending') : t('report.send')}
          </button>
        </div>
      </Form>
    </main>
  )
}
