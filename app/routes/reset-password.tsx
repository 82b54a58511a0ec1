import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { useClearHiddenFields } from '~/browser/use-form-error-toast'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import { FormErrors, TextField } from '~/components/ui/field'
import { RESET_LINK_INVALID, resetPasswordFormSchema } from '~/schemas/auth'
import { clientIp } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { guardPasswordResetRate, isResetLinkLive, resetPassword } from '~/services/password-reset.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import { AuthCard } from './auth'
import type { Route } from './+types/reset-password'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

const HIDDEN = ['password', 'confirmPassword'] as const
/**
 * The link's token is in the address: it is not cached, and no other site sees it as a referrer. `same-origin`, not
 * `no-referrer`: with no-referrer a browser posts the form with `Origin: null`, which the edge's same-origin check refuses.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return data({ token, live: await isResetLinkLive(token) }, { headers: PRIVATE })
}

export function headers() {
  return PRIVATE
}

/** /reset-password?token=… (issue 40): calls what POST /api/auth/reset-password calls; then the member signs in. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), resetPasswordFormSchema)
  try {
    await guardPasswordResetRate(clientIp(context))
    if (submission.status !== 'success') {
      return data({ result: submission.reply({ hideFields: [...HIDDEN] }) }, { status: 400, headers: PRIVATE })
    }
    await resetPassword(request, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { result: submission.reply({ formErrors: [error.message], hideFields: [...HIDDEN] }) },
      {
        status: error.status,
        headers: { ...PRIVATE, ...(error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {}) },
      },
    )
  }
  const t = getT(context, 'auth')
  return redirectWithToast(request, '/auth', { title: t('reset.toastTitle'), description: t('reset.toastDescription') })
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('reset.metaTitle') }, { name: 'description', content: t('reset.subtitle') }, { name: 'robots', content: 'noindex' }]
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const message = useMessage()
  const pending = useIsPending({ state: 'submitting' })
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    ...useLazyValidation(() => zodValidator(import('~/schemas/auth').then((m) => m.resetPasswordFormSchema))),
  })
  // The server never sends passwords back: emptied with JavaScript too, so both modes read alike (0126).
  useClearHiddenFields(actionData?.result, form.id, HIDDEN)
  if (!loaderData.live) {
    return (
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {message(RESET_LINK_INVALID)}
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            {t('reset.newLink')}
          </Link>
        </p>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label={t('reset.newPassword')} meta={fields.password} type="password" autoComplete="new-password" />
        <TextField
          label={t('field.confirmPassword')}
          meta={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('reset.pending') : t('reset.submit')}
        </button>
      </Form>
    </AuthCard>
  )
}
