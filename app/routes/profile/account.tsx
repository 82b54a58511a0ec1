import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, Link } from 'react-router'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextField } from '~/components/ui/field'
import { formatDate } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import { userTypeLabel, type PublicUser } from '~/shared/user'
import { changePasswordFormSchema, profileSchema } from '~/schemas/auth'
import { EDIT_PARAM, PASSWORD_CHANGE_FAILED, UPDATE_FAILED, type ProfileActionData } from './shared'

const card = 'rounded-xl border border-gray-200 bg-white p-5 shadow-sm'
const CLOSED_HREF = '/profile'

/** A refusal's toast (with JavaScript), once per answer: the field error says the same under its field. */
function useAnswerToast(answer: ProfileActionData | undefined) {
  const shown = useRef<ProfileActionData | undefined>(undefined)
  useEffect(() => {
    if (!answer?.toast || shown.current === answer) return
    shown.current = answer
    showToast({ ...answer.toast, type: 'error' })
  }, [answer])
}

/** Moves focus into a form that just opened in place, so keyboard users land in it. */
function useFocusFirstField() {
  const ref = useRef<HTMLFormElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus()
  }, [])
  return ref
}

/** 001 §2: the profile in view mode, Edit opens the form; Save or Cancel closes it, Cancel restoring the values. */
export function ProfileSection({ user, open, answer }: { user: PublicUser; open: boolean; answer?: ProfileActionData }) {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="profile-heading" className={card}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-heading" className="text-lg font-semibold text-gray-900">
          {t('info.heading')}
        </h2>
        {open ? null : (
          <Link to={`?${EDIT_PARAM}=profile`} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('info.edit')}
          </Link>
        )}
      </div>
      {open ? <ProfileForm user={user} answer={answer} /> : <ProfileView user={user} />}
    </section>
  )
}

function ProfileView({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile')
  const message = useMessage()
  const locale = useIntlLocale()
  const rows: [string, React.ReactNode][] = [
    [t('field.firstName'), user.firstName || '—'],
    [t('field.lastName'), user.lastName || '—'],
    [
      t('field.email'),
      <>
        {user.email}{' '}
        <span className={`ml-1 text-xs font-medium ${user.isEmailVerified ? 'text-green-700' : 'text-gray-500'}`}>
          {user.isEmailVerified ? t('info.verified') : t('info.notVerified')}
        </span>
      </>,
    ],
    [t('info.accountType'), message(userTypeLabel(user.userType))],
    [t('info.memberSince'), formatDate(user.createdAt, locale)],
  ]
  return (
    <dl className="divide-y divide-gray-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-3">
          <dt className="text-gray-500">{label}</dt>
          <dd className="font-medium break-words text-gray-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function ProfileForm({ user, answer }: { user: PublicUser; answer?: ProfileActionData }) {
  const { t } = useTranslation('profile')
  const saving = useIsPending({ intent: 'update-profile' })
  useFormErrorToast(answer?.toast ? undefined : answer?.result, {
    title: t(UPDATE_FAILED.title),
    fallback: t(UPDATE_FAILED.fallback),
  })
  useAnswerToast(answer)
  const ref = useFocusFirstField()
  const [form, fields] = useForm({
    id: 'edit-profile',
    lastResult: answer?.result,
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  })
  return (
    <Form method="post" preventScrollReset ref={ref} {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('field.firstName')} meta={fields.firstName} autoComplete="given-name" required />
        <TextField label={t('field.lastName')} meta={fields.lastName} autoComplete="family-name" required />
      </div>
      <TextField label={t('field.email')} meta={fields.email} type="email" autoComplete="email" required />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={CLOSED_HREF} preventScrollReset className={buttonClasses({ variant: 'ghost' })}>
          {t('actions.cancel', { ns: 'common' })}
        </Link>
        <button type="submit" name="intent" value="update-profile" disabled={saving} className={buttonClasses()}>
          {saving ? t('actions.saving', { ns: 'common' }) : t('actions.save', { ns: 'common' })}
        </button>
      </div>
    </Form>
  )
}

/** 001 §2, §5: the change-password form, opened and closed like the edit mode. */
export function PasswordSection({ open, answer }: { open: boolean; answer?: ProfileActionData }) {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="password-heading" className={card}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
          {t('password.heading')}
        </h2>
        {open ? null : (
          <Link to={`?${EDIT_PARAM}=password`} preventScrollReset className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('password.change')}
          </Link>
        )}
      </div>
      <p className="text-sm text-gray-600">
        {t('password.note')}
      </p>
      {open ? <PasswordForm answer={answer} /> : null}
    </section>
  )
}

function PasswordForm({ answer }: { answer?: ProfileActionData }) {
  const { t } = useTranslation('profile')
  const changing = useIsPending({ intent: 'change-password' })
  useFormErrorToast(answer?.toast ? undefined : answer?.result, {
    title: t(PASSWORD_CHANGE_FAILED.title),
    fallback: t(PASSWORD_CHANGE_FAILED.fallback),
  })
  useAnswerToast(answer)
  const ref = useFocusFirstField()
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: answer?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordFormSchema }),
  })
  return (
    <Form method="post" preventScrollReset ref={ref} {...getFormProps(form)} className="mt-4 space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label={t('password.current')} meta={fields.currentPassword} type="password" autoComplete="current-password" required />
      <TextField
        label={t('password.new')}
        meta={fields.newPassword}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.hint')}
      />
      <TextField label={t('password.confirm')} meta={fields.confirmPassword} type="password" autoComplete="new-password" required />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={CLOSED_HREF} preventScrollReset className={buttonClasses({ variant: 'ghost' })}>
          {t('actions.cancel', { ns: 'common' })}
        </Link>
        <button type="submit" name="intent" value="change-password" disabled={changing} className={buttonClasses()}>
          {changing ? t('password.changing') : t('password.change')}
        </button>
      </div>
    </Form>
  )
}

/** 001 §2: account deletion shows 'Feature Coming Soon' and is not available. */
export function DangerZone() {
  const { t } = useTranslation('profile')
  return (
    <section aria-labelledby="danger-heading" className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
      <h2 id="danger-heading" className="text-lg font-semibold text-red-700">
        {t('danger.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t('danger.note')}
      </p>
      <Form method="post" preventScrollReset className="mt-4">
        <button
          type="submit"
          name="intent"
          value="delete-account"
          className={buttonClasses({ variant: 'outline', className: 'border-red-300 text-red-700 hover:bg-red-50' })}
        >
          {t('danger.delete')}
        </button>
      </Form>
    </section>
  )
}
