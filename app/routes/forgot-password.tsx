import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import { FormErrors, TextField } from '~/components/ui/field'
import { forgotPasswordSchema } from '~/schemas/auth'
import { clientIp } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { guardPasswordResetRate, requestPasswordReset, RESET_REQUESTED } from '~/services/password-reset.server'
import { requireAnonymous } from '~/services/permissions.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import { AuthCard } from './auth'
import type { Route } from './+types/forgot-password'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

/**
 * /forgot-password (issue 40): the same answer whether or not the address has an account, and the address kept in
 * the form, so a member who mistyped it can see so. Calls what POST /api/auth/forgot-password calls.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), forgotPasswordSchema)
  try {
    await guardPasswordResetRate(clientIp(context))
    if (submission.status !== 'success') return data({ result: submission.reply(), sent: null }, { status: 400 })
    await requestPasswordReset(submission.value)
    return data({ result: submission.reply(), sent: RESET_REQUESTED })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message] }), sent: null },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('forgot.metaTitle') }, { name: 'description', content: t('forgot.subtitle') }]
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const message = useMessage()
  const pending = useIsPending({ state: 'submitting' })
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    ...useLazyValidation(() => zodValidator(import('~/schemas/auth').then((m) => m.forgotPasswordSchema))),
  })
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {actionData?.sent ? (
        <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {message(actionData.sent)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label={t('field.email')} meta={fields.email} type="email" autoComplete="email" />
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('forgot.pending') : actionData?.sent ? t('forgot.again') : t('forgot.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        <Link to="/auth" className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
