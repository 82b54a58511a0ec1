import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, href, redirect, useLocation, useSearchParams } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import { ContactFormParts } from '~/components/contact-form-parts'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { SALES_INQUIRY_SENT, SALES_TEAM_SIZES } from '~/domain/sales-inquiries'
import { guardSalesRate, submitSalesInquiry } from '~/models/sales-inquiries.server'
import { salesInquirySchema } from '~/schemas/sales-inquiries'
import { clientIp } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/contact-sales'

export const handle = { i18n: ['site'] } satisfies I18nHandle

/** The query parameter the page answers a stored request with (a plain redirect: the form is empty again). */
const SENT_PARAM = 'sent'

/**
 * /contact-sales (issue 44 item 4, docs/decisions/0142-enterprise-contact-sales.md): Enterprise's "Contact sales" —
 * name, work e-mail, company, phone, team size and what the team wants — parsed by the schema POST
 * /api/sales-inquiries parses and stored by the same model, which tells every admin. A plain form: works without
 * JavaScript; bad input comes back with every value kept. Open to visitors; a signed-in sender is linked to the request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), salesInquirySchema)
  try {
    await guardSalesRate(clientIp(context))
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    await submitSalesInquiry(submission.value, await getUser(request))
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
  return redirect(`${href('/contact-sales')}?${SENT_PARAM}=1`, 303)
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'site')
  return [{ title: t('sales.meta.title') }, { name: 'description', content: t('sales.meta.description') }]
}

export default function ContactSales({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('site')
  const message = useMessage()
  const pending = useIsPending({ state: 'submitting' })
  const [searchParams] = useSearchParams()
  const sent = searchParams.has(SENT_PARAM) && !actionData
  const { key } = useLocation()
  const [form, fields] = useForm({
    id: `contact-sales-${key}`,
    lastResult: actionData?.result,
    ...useLazyValidation(() => zodValidator(import('~/schemas/sales-inquiries').then((m) => m.salesInquirySchema))),
  })
  const sizes = SALES_TEAM_SIZES.map((size) => ({ value: size, label: t('sales.teamSize.option', { size }) }))
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold break-words text-gray-900">{t('sales.title')}</h1>
      <p className="mt-3 text-lg text-gray-700">{t('sales.lead')}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-gray-700">
        <li>{t('sales.point.api')}</li>
        <li>{t('sales.point.analytics')}</li>
        <li>{t('sales.point.events')}</li>
      </ul>
      {sent ? (
        <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {message(SALES_INQUIRY_SENT)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <FormErrors errors={form.errors} id={form.errorId} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('sales.field.name')} meta={fields.name} autoComplete="name" required />
          <TextField label={t('sales.field.email')} meta={fields.email} type="email" autoComplete="email" required />
          <TextField label={t('sales.field.company')} meta={fields.company} autoComplete="organization" required />
          <TextField label={t('sales.field.phone')} meta={fields.phone} autoComplete="tel" />
        </div>
        <SelectField label={t('sales.field.teamSize')} meta={fields.teamSize} options={sizes} placeholder={t('sales.field.teamSizePlaceholder')} required />
        <TextareaField label={t('sales.field.message')} meta={fields.message} rows={6} required />
        <ContactFormParts trapId="sales-trap" />
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending ? t('contact.sending') : t('sales.send')}
        </button>
      </Form>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
