import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, href, redirect, useLocation, useSearchParams } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import { ContactFormParts } from '~/components/contact-form-parts'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { guardContactRate, sendContactMessage } from '~/models/contact.server'
import { CONTACT_SENT, CONTACT_TOPICS, type ContactTopic } from '~/domain/contact'
import { contactSchema } from '~/schemas/contact'
import { clientIp } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { languageOf } from '~/server/i18n.server'
import { contactAddress } from '~/server/mail/config.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/contact'

export const handle = { i18n: ['site'] } satisfies I18nHandle

/** The query parameter the page answers a sent message with (a plain redirect: the form is empty again). */
const SENT_PARAM = 'sent'

/**
 * /contact (issue 46 item 8, docs/decisions/0124): a form that works without JavaScript — name, e-mail, topic,
 * message — parsed by the schema POST /api/contact parses, and sent by the same model: an e-mail to the operator
 * through the outbox. Every attempt from an address is counted first; bad input comes back with every value kept.
 */
export function loader(_: Route.LoaderArgs) {
  return { contactEmail: contactAddress() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), contactSchema)
  try {
    await guardContactRate(clientIp(context))
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
    await sendContactMessage(submission.value, languageOf(context))
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
  return redirect(`${href('/contact')}?${SENT_PARAM}=1`, 303)
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'site')
  return [{ title: t('contact.meta.title') }, { name: 'description', content: t('contact.meta.description') }]
}

const isTopic = (value: string | null): value is ContactTopic => (CONTACT_TOPICS as readonly (string | null)[]).includes(value)

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('site')
  const message = useMessage()
  const pending = useIsPending({ state: 'submitting' })
  const [searchParams] = useSearchParams()
  const sent = searchParams.has(SENT_PARAM) && !actionData
  const asked = searchParams.get('topic')
  // A form per visit of the URL: after a message is sent (a redirect here), the form starts empty again.
  const { key } = useLocation()
  const [form, fields] = useForm({
    id: `contact-${key}`,
    lastResult: actionData?.result,
    defaultValue: { topic: isTopic(asked) ? asked : '' },
    ...useLazyValidation(() => zodValidator(import('~/schemas/contact').then((m) => m.contactSchema))),
  })
  const topics = CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`contact.topic.${topic}`) }))
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold break-words text-gray-900">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-gray-700">{t('contact.lead')}</p>
      <p className="mt-2 break-words text-gray-700">{t('contact.byEmail', { email: loaderData.contactEmail })}</p>
      {sent ? (
        <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {message(CONTACT_SENT)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label={t('contact.field.name')} meta={fields.name} autoComplete="name" required />
        <TextField label={t('contact.field.email')} meta={fields.email} type="email" autoComplete="email" required />
        <SelectField label={t('contact.field.topic')} meta={fields.topic} options={topics} placeholder={t('contact.field.topicPlaceholder')} required />
        <TextareaField label={t('contact.field.message')} meta={fields.message} rows={7} required />
        <ContactFormParts trapId="contact-trap" />
        <button type="submit" disabled={pending} className={buttonClasses()}>
          {pending ? t('contact.sending') : t('contact.send')}
        </button>
      </Form>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
