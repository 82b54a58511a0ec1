import { getFormProps, useForm } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { data, Form, Link, useSearchParams } from 'react-router'
import { FormErrors, TextField } from '~/components/ui/field'
import { SignInRefused, signInWithForm } from '~/services/auth.server'
import { clientIp } from '~/server/context'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { requireAnonymous } from '~/services/permissions.server'
import { safeRedirect } from '~/shared/safe-redirect'
import { useClearHiddenFields, useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import { redirectWithToast } from '~/server/toast.server'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import type { Route } from './+types/auth'

export const handle = { i18n: ['auth'] } satisfies I18nHandle

/** Never sent back to the browser: emptied after a refusal, with JavaScript or without. */
const HIDDEN = ['password'] as const

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { user, redirectTo, headers } = await signInWithForm(request, clientIp(context))
    const t = getT(context, 'auth')
    return redirectWithToast(
      request,
      safeRedirect(redirectTo),
      { title: t('signIn.toastTitle'), description: t('signIn.toastDescription', { email: user.email }) },
      { headers },
    )
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error
    // Wrong credentials are said under the password (issue 46 item 6, docs/decisions/0126); other refusals (too many
    // attempts) at the form's top. The e-mail is kept; the password never comes back.
    const byPassword = error.status === 401 && error.formError
    const reply = byPassword
      ? { fieldErrors: { password: [error.formError as string] } }
      : { formErrors: error.formError ? [error.formError] : undefined }
    return data(
      { result: error.submission.reply({ ...reply, hideFields: [...HIDDEN] }) },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return [{ title: t('signIn.metaTitle') }, { name: 'description', content: t('signIn.subtitle') }]
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const pending = useIsPending({ state: 'submitting' })
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: actionData?.result,
    ...useLazyValidation(() => zodValidator(import('~/schemas/auth').then((m) => m.loginSchema))),
  })

  useFormErrorToast(actionData?.result, {
    title: t('signIn.failedTitle'),
    fallback: t('Invalid email or password', { ns: 'common' }),
    fields: HIDDEN,
  })
  // As without JavaScript, the password is emptied after a refusal, and its error is the server's, not 'required'.
  useClearHiddenFields(actionData?.result, form.id, HIDDEN)

  // 001 §8: a visitor the signed-in guard sent here from the dashboard is told why.
  const fromDashboard = /^\/dashboard(?:[/?#]|$)/.test(searchParams.get('redirectTo') ?? '')

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      {fromDashboard ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('Please log in to access your dashboard.')}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField label={t('field.email')} meta={fields.email} type="email" autoComplete="email" />
        <TextField label={t('field.password')} meta={fields.password} type="password" autoComplete="current-password" />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
            {t('signIn.forgot')}
          </Link>
        </p>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('signIn.pending') : t('signIn.submit')}
        </button>
      </Form>
      <div id="join" className="mt-6 scroll-mt-20 text-center text-sm text-gray-600">
        <p>{t('signIn.joinAs')}</p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Link to="/signup-startup" className="rounded-md border border-gray-300 px-3 py-2 font-medium hover:bg-gray-50">
            {t('signIn.forStartups')}
          </Link>
          <Link to="/signup-public" className="rounded-md border border-gray-300 px-3 py-2 font-medium hover:bg-gray-50">
            {t('signIn.forCommunity')}
          </Link>
        </div>
      </div>
    </AuthCard>
  )
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-gray-600">{subtitle}</p>
        {children}
      </div>
    </main>
  )
}
