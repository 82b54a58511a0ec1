import { data, Form, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { FormErrors } from '~/components/ui/form-errors'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { getUser } from '~/services/auth.server'
import { resendVerificationLink, VERIFICATION_SENT, verifyEmail } from '~/services/email-verification.server'
import { requireUser } from '~/services/permissions.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import { AuthCard } from './auth'
import type { Route } from './+types/verify-email'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }

/**
 * /verify-email?token=… (issue 40): the link in the sign-up and change-of-address e-mails. Opening it verifies the
 * address it was sent to (once) and moves on — to /profile when this browser is signed in, else to sign in. A dead
 * link shows why, and to a signed-in member who still needs one, the button that sends a new link (a form post here,
 * the banner's too). Calls what POST /api/auth/verify-email and /api/auth/verify-email/resend call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const user = await getUser(request)
  try {
    const verified = await verifyEmail(token)
    const t = getT(context, 'auth')
    const signedInHere = user?.id === verified.userId
    return redirectWithToast(request, signedInHere ? '/profile' : '/auth', {
      title: t('verify.toastTitle'),
      description: t('verify.toastDescription', { email: verified.email }),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { error: error.message, canResend: Boolean(user && !user.isEmailVerified) },
      { status: error.status, headers: PRIVATE },
    )
  }
}

export function headers() {
  return PRIVATE
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context)
  try {
    const link = await resendVerificationLink(user)
    const t = getT(context, 'auth')
    const sent = t(VERIFICATION_SENT, { ns: ['auth', 'common'], defaultValue: VERIFICATION_SENT, email: link.email })
    return data({ sent, error: null })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { sent: null, error: error.message },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('verify.metaTitle') }, { name: 'description', content: t('verify.subtitle') }, { name: 'robots', content: 'noindex' }]
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const pending = useIsPending({ state: 'submitting' })
  const error = actionData ? actionData.error : loaderData.error
  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      {actionData?.sent ? (
        <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {actionData.sent}
        </p>
      ) : null}
      <FormErrors errors={error ? [error] : undefined} />
      {loaderData.canResend ? (
        <Form method="post" className="mt-4">
          <button
            type="submit"
            disabled={pending}
            className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? t('verify.pending') : t('verify.resend')}
          </button>
        </Form>
      ) : (
        <p className="mt-6 text-center text-sm">
          <Link to="/auth" className="font-medium text-brand-700 hover:underline">
            {t('forgot.backToSignIn')}
          </Link>
        </p>
      )}
    </AuthCard>
  )
}
