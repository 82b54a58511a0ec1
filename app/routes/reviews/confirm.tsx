import { data, Form, href, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { buttonClasses } from '~/components/ui/button'
import { REVIEW_MESSAGES } from '~/domain/reviews'
import { confirmReviewVerification } from '~/models/review-verifications.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/confirm'

/**
 * /review-verification?token=… (docs/decisions/0119-anonymous-reviews.md): the e-mailed link shows a button and the
 * button confirms (mail scanners that open links do not use them up); the same model as POST
 * /api/review-verifications/confirm. Then the write page.
 */
export const handle = { i18n: ['reviews'] } satisfies I18nHandle

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  try {
    const { startupId } = await confirmReviewVerification(String(formData.get('token') ?? ''))
    return redirectWithToast(request, href('/startup/:id/review', { id: String(startupId) }), {
      title: getT(context, 'reviews')('confirm.done'),
    })
  } catch (error) {
    if (error instanceof DomainError) return data({ message: error.message }, { status: error.status })
    throw error
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: `${metaT(matches, 'reviews')('meta.confirm')} | ${metaT(matches, 'common')('site.name')}`,
    },
    { name: 'description', content: metaT(matches, 'reviews')('confirm.intro') },
  ]
}

export default function ConfirmReviewAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('reviews')
  const message = useMessage()
  const confirming = useIsPending({ state: 'submitting' })
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{t('meta.confirm')}</h1>
      {actionData ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {message(actionData.message)}
        </p>
      ) : null}
      {loaderData.token ? (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-gray-600">{t('confirm.intro')}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" disabled={confirming} className={buttonClasses()}>
            {t('confirm.action')}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-gray-600">{message(REVIEW_MESSAGES.linkInvalid)}</p>
      )}
      <Link to={href('/discover')} className="mt-6 inline-block text-sm text-brand-700 hover:underline">
        {t('back')}
      </Link>
    </main>
  )
}
