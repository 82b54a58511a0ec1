import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, Link, useSearchParams } from 'react-router'
import { useClearHiddenFields, useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import { useLazyValidation, zodValidator } from '~/browser/lazy-validation'
import { FormErrors, TextField } from './ui/field'

const PASSWORDS = ['password', 'confirmPassword'] as const

/** /signup-startup and /signup-public: same fields, different title and account type. */
export function SignupForm({
  title,
  subtitle,
  other,
  lastResult,
}: {
  title: string
  subtitle: string
  other: { href: string; label: string }
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('auth')
  const [searchParams] = useSearchParams()
  const pending = useIsPending({ state: 'submitting' })
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult,
    ...useLazyValidation(() => zodValidator(import('~/schemas/auth').then((m) => m.signupFormSchema))),
  })

  useFormErrorToast(lastResult, { title: t('signUp.failedTitle'), fallback: t('signUp.failedFallback') })
  // The server never sends passwords back: emptied with JavaScript too, so both modes read alike (0126).
  useClearHiddenFields(lastResult, form.id, PASSWORDS)

  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <Link to="/" className="text-sm text-brand-600 hover:underline">
        {t('signUp.backToHome')}
      </Link>
      <div className="mt-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-gray-600">{subtitle}</p>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? ''} />
          <FormErrors errors={form.errors} id={form.errorId} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField label={t('field.firstName')} meta={fields.firstName} autoComplete="given-name" />
            <TextField label={t('field.lastName')} meta={fields.lastName} autoComplete="family-name" />
          </div>
          <TextField label={t('field.email')} meta={fields.email} type="email" autoComplete="email" />
          <TextField label={t('field.password')} meta={fields.password} type="password" autoComplete="new-password" />
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
            {pending ? t('signUp.pending') : t('signUp.submit')}
          </button>
        </Form>
        <div className="mt-6 space-y-2 text-center text-sm text-gray-600">
          <p>
            {t('signUp.haveAccount')}{' '}
            <Link to="/auth" className="font-medium text-brand-600 hover:underline">
              {t('signUp.signIn')}
            </Link>
          </p>
          <p>
            <Link to={other.href} className="font-medium text-brand-600 hover:underline">
              {other.label}
            </Link>
          </p>
        </div>
      </div>
    </main>
  )
}
