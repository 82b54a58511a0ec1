import { getFormProps, useForm } from '@conform-to/react'
import { data, Form } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextField } from '~/components/ui/field'
import { grantJobCredits, listJobCreditGrants } from '~/models/job-credits.server'
import { grantJobCreditsSchema } from '~/schemas/job-credits'
import { adminFrom } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { pagePath } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/jobs-credit'

/**
 * /admin/jobs-credit, Jobs Credit Management (001 §2's sidebar; issue 44 item 3, docs/decisions/0138): grant a startup
 * job-post credits beyond its plan's monthly posts, or take unused ones back, with a reason — audited — through the
 * same schema and model as POST /api/admin/job-credits; the latest grants below. A plain form: works without
 * JavaScript.
 */
export async function loader({ context }: Route.LoaderArgs) {
  adminFrom(context)
  return { grants: await listJobCreditGrants() }
}

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const submission = parseSubmission(await request.formData(), grantJobCreditsSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const after = await grantJobCredits(admin, submission.value)
    const t = getT(context, 'admin')
    return redirectWithToast(request, pagePath(request).pathname, {
      title: t('toast.success'),
      description: t('credits.granted', { count: after.creditsLeft }),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const reply = submission.reply({ formErrors: [error.message], ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) })
    return data({ result: reply }, { status: error.status })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.jobs-credit')} | ${metaT(matches, 'common')('site.name')}` }]
}

export default function JobsCreditManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  useFormErrorToast(actionData?.result, { title: t('toast.error'), fallback: t('credits.failed') })
  const [form, fields] = useForm<{ startupId: string; amount: string; reason: string }>({ id: 'grant-credits', lastResult: actionData?.result, shouldRevalidate: 'onSubmit' })
  return (
    <>
      <section aria-labelledby="grant-heading" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="grant-heading" className="text-lg font-semibold text-gray-900">
          {t('credits.grantHeading')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('credits.intro')}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4 sm:grid-cols-3">
          <FormErrors errors={form.errors?.map(message)} id={form.errorId} />
          <TextField label={t('credits.startupId')} meta={fields.startupId} type="number" inputMode="numeric" min="1" required />
          <TextField label={t('credits.amount')} meta={fields.amount} type="number" inputMode="numeric" required />
          <TextField label={t('credits.reason')} meta={fields.reason} required />
          <div className="sm:col-span-3">
            <button type="submit" className={buttonClasses()}>
              {t('credits.submit')}
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="grants-heading" className="mt-6">
        <h2 id="grants-heading" className="text-lg font-semibold text-gray-900">
          {t('credits.latest')}
        </h2>
        {loaderData.grants.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('credits.none')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="py-2 pr-4">{t('credits.when')}</th>
                  <th scope="col" className="py-2 pr-4">{t('credits.startup')}</th>
                  <th scope="col" className="py-2 pr-4">{t('credits.amount')}</th>
                  <th scope="col" className="py-2 pr-4">{t('credits.reason')}</th>
                  <th scope="col" className="py-2 pr-4">{t('credits.by')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {loaderData.grants.map((grant) => (
                  <tr key={grant.id}>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDate(grant.createdAt, locale)}</td>
                    <td className="py-2 pr-4">{t('credits.startupNamed', { name: grant.startupName, id: grant.startupId })}</td>
                    <td className="py-2 pr-4 tabular-nums">{grant.amount > 0 ? `+${grant.amount}` : String(grant.amount)}</td>
                    <td className="py-2 pr-4 break-words">{grant.reason}</td>
                    <td className="py-2 pr-4">{grant.grantedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
