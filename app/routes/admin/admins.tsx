import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '~/browser/i18n-react'
import { data } from 'react-router'
import { AdminPager, AdminSearch, useUserName } from '~/components/admin/admin-list'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger, dialogShouldRevalidate } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextField } from '~/components/ui/field'
import { ADMIN_USER_TYPE_OPTIONS } from '~/domain/users'
import { adminFrom } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import { parseSubmission } from '~/server/forms.server'
import { pagePath } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { createUserAsAdmin, listUsers } from '~/models/admin.server'
import { adminListQuerySchema, createAdminSchema } from '~/schemas/admin'
import type { Route } from './+types/admins'

/**
 * /admin/admins, Admin Management (001 §2): the admins, and Add New Admin — an account of any type, admin by default
 * — through the same model and schema as POST /api/admin/create-admin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const query = adminListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { page: await listUsers(admin, query, { userType: 'admin' }) }
}

export const shouldRevalidate = dialogShouldRevalidate

// 'auth': the password rules' messages (app/schemas/password.ts).
export const handle = { i18n: ['admin', 'auth'] } satisfies I18nHandle

const CREATE_FAILED = 'Failed to create admin user'

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const submission = parseSubmission(await request.formData(), createAdminSchema)
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  try {
    await createUserAsAdmin(admin, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        result: submission.reply({
          hideFields: ['password'],
          formErrors: [error.message],
          ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
        }),
      },
      { status: error.status },
    )
  }
  const t = getT(context, 'admin')
  return redirectWithToast(request, pagePath(request).pathname, { title: t('toast.success'), description: t('admins.created') })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.admins')} | ${metaT(matches, 'common')('site.name')}` }]
}

export default function AdminManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const userName = useUserName()
  const { page } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <AdminSearch q={page.q} label={t('admins.search')} placeholder={t('users.searchPlaceholder')} />
        </div>
        <DialogTrigger name="add-admin" className={buttonClasses()}>
          {t('admins.add')}
        </DialogTrigger>
      </div>
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{userName(user)}</p>
              <p className="break-all text-gray-600">{user.email}</p>
            </div>
            <p className="text-gray-600">{t('admins.since', { date: formatDate(user.createdAt, locale) })}</p>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="admins" />
      <Dialog name="add-admin" title={t('admins.add')} description={t('admins.addDescription')}>
        <AddAdminForm lastResult={actionData?.result} />
      </Dialog>
    </>
  )
}

interface AddAdminShape {
  email?: string
  password?: string
  firstName?: string
  lastName?: string
  userType?: string
}

function AddAdminForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  // Field errors (a taken e-mail) stay under their field; a refusal with no field gets the toast.
  useFormErrorToast(lastResult?.error?.email ? undefined : lastResult, { title: t('toast.error'), fallback: CREATE_FAILED })
  const [form, fields] = useForm<AddAdminShape>({
    id: 'add-admin',
    lastResult,
    defaultValue: { userType: 'admin' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAdminSchema }),
    shouldRevalidate: 'onInput',
  })
  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={lastResult?.error?.email ? undefined : form.errors} id={form.errorId} />
      <TextField label={t('users.email')} meta={fields.email} type="email" autoComplete="off" required />
      <TextField
        label={t('admins.password')}
        meta={fields.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t('admins.passwordHint')}
      />
      <TextField label={t('users.firstName')} meta={fields.firstName} autoComplete="off" />
      <TextField label={t('users.lastName')} meta={fields.lastName} autoComplete="off" />
      <SelectField
        label={t('users.userTypeField')}
        meta={fields.userType}
        options={ADMIN_USER_TYPE_OPTIONS.map((option) => ({ value: option.value, label: message(option.label) }))}
        placeholder={t('users.selectType')}
      />
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.cancel')}</DialogClose>
        <DialogSubmitButton pendingLabel={t('admins.creating')}>{t('admins.create')}</DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
