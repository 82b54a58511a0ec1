import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Trans, useTranslation } from '~/browser/i18n-react'
import { data, type ShouldRevalidateFunction } from 'react-router'
import { z } from 'zod'
import { AdminPager, AdminSearch, useUserName } from '~/components/admin/admin-list'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger, dialogShouldRevalidate } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextField } from '~/components/ui/field'
import { ADMIN_USER_TYPE_OPTIONS, USER_TYPE_LABELS } from '~/domain/users'
import { adminFrom } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { formatDate, initialOf } from '~/shared/format'
import { parseSubmission } from '~/server/forms.server'
import { pagePath, parseId } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { canDeleteUser } from '~/shared/permissions'
import { redirectWithToast } from '~/server/toast.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { EMAIL_CANNOT_BE_CHANGED, USER_NOT_FOUND } from '~/domain/admin'
import type { UserActivity } from '~/models/admin.server'
import { deleteUserAsAdmin, getUserForAdmin, listUsers, updateUserAsAdmin } from '~/models/admin.server'
import { adminListQuerySchema, adminUpdateUserSchema } from '~/schemas/admin'
import type { Route } from './+types/users'

/**
 * /admin/users, User Management (001 §2): the user list (10 a page, searched by name or e-mail), the user detail
 * dialog with the user's real recent activity, Edit User and Delete User. The same model functions and schema as
 * /api/admin/users and /api/admin/users/{id}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const url = new URL(request.url)
  const query = adminListQuerySchema.parse(Object.fromEntries(url.searchParams))
  const selectedId = parseId(url.searchParams.get('user') ?? undefined)
  const [page, selected] = await Promise.all([
    listUsers(admin, query),
    selectedId ? getUserForAdmin(admin, selectedId).catch(() => null) : null,
  ])
  return { page, selected, adminId: admin.id }
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) => dialogShouldRevalidate(args)

export const handle = { i18n: ['admin'] } satisfies I18nHandle

const UPDATE_FAILED = 'Failed to update user'
const DELETE_FAILED = 'Failed to delete user'

/** The list's URL without the dialog: where a successful change lands. */
function listUrl(request: Request): string {
  const { pathname, search } = pagePath(request)
  const params = new URLSearchParams(search)
  params.delete('dialog')
  params.delete('user')
  const text = params.toString()
  return text ? `${pathname}?${text}` : pathname
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const t = getT(context, 'admin')
  const formData = await request.formData()
  const intent = formData.get('intent') === 'delete' ? ('delete' as const) : ('update' as const)
  const id = parseId(new URL(request.url).searchParams.get('user') ?? undefined)
  const submission = parseSubmission(formData, intent === 'update' ? adminUpdateUserSchema : z.object({}))
  try {
    if (!id) throw new DomainError(404, USER_NOT_FOUND)
    if (intent === 'delete') {
      await deleteUserAsAdmin(admin, id)
      return redirectWithToast(request, listUrl(request), { title: t('toast.success'), description: t('users.deleted') })
    }
    if (submission.status !== 'success') return data({ intent, result: submission.reply() }, { status: 400 })
    await updateUserAsAdmin(admin, id, adminUpdateUserSchema.parse(submission.value))
    return redirectWithToast(request, listUrl(request), { title: t('toast.success'), description: t('users.updated') })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      { intent, result: submission.reply({ formErrors: [error.message], ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) }) },
      { status: error.status },
    )
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.users')} | ${metaT(matches, 'common')('site.name')}` }]
}

type LoaderData = Route.ComponentProps['loaderData']
type Selected = NonNullable<LoaderData['selected']>

export default function UserManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const userName = useUserName()
  const { page, selected, adminId } = loaderData
  const notFound = <p>{message(USER_NOT_FOUND)}</p>
  return (
    <>
      <AdminSearch q={page.q} label={t('users.search')} placeholder={t('users.searchPlaceholder')} />
      <ul aria-label={t('users.list')} className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-gray-900">{userName(user)}</p>
              <p className="break-all text-gray-600">{user.email}</p>
            </div>
            <p className="text-gray-700">{message(USER_TYPE_LABELS[user.userType])}</p>
            <p className="whitespace-nowrap text-gray-600">{t('users.memberSince', { date: formatDate(user.createdAt, locale) })}</p>
            <DialogTrigger
              name="user"
              params={{ user: String(user.id) }}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
              aria-label={t('users.viewLabel', { name: userName(user), email: user.email })}
            >
              {t('action.view')}
            </DialogTrigger>
          </li>
        ))}
      </ul>
      {page.items.length === 0 ? <p className="p-6 text-center text-gray-600">{t('users.noMatch')}</p> : null}
      <AdminPager page={page} noun="users" />

      <Dialog name="user" title={t('users.detailTitle')} params={['user']}>
        {selected ? <UserDetail selected={selected} adminId={adminId} /> : notFound}
      </Dialog>
      <Dialog name="edit-user" title={t('users.editTitle')} params={['user']}>
        {selected ? (
          <EditUserForm key={selected.user.id} user={selected.user} lastResult={actionData?.intent === 'update' ? actionData.result : undefined} />
        ) : (
          notFound
        )}
      </Dialog>
      <Dialog name="delete-user" title={t('users.deleteTitle')} params={['user']}>
        {selected ? (
          <DeleteUserForm user={selected.user} adminId={adminId} lastResult={actionData?.intent === 'delete' ? actionData.result : undefined} />
        ) : (
          notFound
        )}
      </Dialog>
    </>
  )
}

/** A recent action in the page's language; the name in it (a startup, an event…) is shown as written. */
function activityText(t: ReturnType<typeof useTranslation<'admin'>>['t'], item: UserActivity): string {
  return t(`activity.${item.kind}`, { name: item.name })
}

function UserDetail({ selected, adminId }: { selected: Selected; adminId: number }) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const userName = useUserName()
  const { user, activity } = selected
  const deletable = canDeleteUser({ id: adminId, userType: 'admin' }, user)
  return (
    <div>
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700">
          {initialOf(user.firstName ?? user.email)}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-gray-900">{userName(user)}</p>
          <p className="break-all text-gray-600">{user.email}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-500">{t('users.userType')}</dt>
          <dd className="font-medium text-gray-900">{message(USER_TYPE_LABELS[user.userType])}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('users.memberSinceLabel')}</dt>
          <dd className="font-medium text-gray-900">{formatDate(user.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="text-gray-500">{t('users.status')}</dt>
          <dd className="font-medium text-green-700">{t('users.active')}</dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{t('users.recentActivities')}</h3>
      {activity.length ? (
        <ul className="mt-2 space-y-1 text-sm text-gray-700">
          {activity.map((item, index) => (
            <li key={index} className="flex flex-wrap justify-between gap-2">
              <span className="min-w-0 break-words">{activityText(t, item)}</span>
              <span className="text-gray-500">{formatDate(item.at, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t('users.noActivity')}</p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.close')}</DialogClose>
        <DialogTrigger name="edit-user" params={{ user: String(user.id) }} className={buttonClasses({ variant: 'outline' })}>
          {t('users.editUser')}
        </DialogTrigger>
        {deletable ? (
          <DialogTrigger name="delete-user" params={{ user: String(user.id) }} className={buttonClasses({ variant: 'outline', className: 'text-red-700' })}>
            {t('users.deleteUser')}
          </DialogTrigger>
        ) : null}
      </div>
    </div>
  )
}

type Result = SubmissionResult<string[]> | undefined
interface EditUserShape {
  firstName?: string
  lastName?: string
  userType: string
}

function EditUserForm({ user, lastResult }: { user: Selected['user']; lastResult: Result }) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  useFormErrorToast(lastResult, { title: t('toast.error'), fallback: UPDATE_FAILED })
  const [form, fields] = useForm<EditUserShape>({
    id: 'edit-user',
    lastResult,
    defaultValue: { firstName: user.firstName ?? '', lastName: user.lastName ?? '', userType: user.userType },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminUpdateUserSchema }),
    shouldRevalidate: 'onInput',
  })
  return (
    <DialogForm {...getFormProps(form)} className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor="edit-user-email" className="block text-sm font-medium text-gray-700">
          {t('users.email')}
        </label>
        <input
          type="email"
          id="edit-user-email"
          value={user.email}
          readOnly
          aria-describedby="edit-user-email-hint"
          className="mt-1 block w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 text-sm text-gray-600"
        />
        <p id="edit-user-email-hint" className="mt-1 text-xs text-gray-500">
          {message(EMAIL_CANNOT_BE_CHANGED)}
        </p>
      </div>
      <TextField label={t('users.firstName')} meta={fields.firstName} autoComplete="off" />
      <TextField label={t('users.lastName')} meta={fields.lastName} autoComplete="off" />
      <SelectField
        label={t('users.userTypeField')}
        meta={fields.userType}
        options={ADMIN_USER_TYPE_OPTIONS.map((option) => ({ value: option.value, label: message(option.label) }))}
        placeholder={t('users.selectType')}
        required
      />
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.cancel')}</DialogClose>
        <DialogSubmitButton intent="update" pendingLabel={t('users.updating')}>
          {t('users.update')}
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}

function DeleteUserForm({ user, adminId, lastResult }: { user: Selected['user']; adminId: number; lastResult: Result }) {
  const { t } = useTranslation('admin')
  const userName = useUserName()
  useFormErrorToast(lastResult, { title: t('toast.error'), fallback: DELETE_FAILED })
  const formErrors = lastResult?.error?.['']
  if (!canDeleteUser({ id: adminId, userType: 'admin' }, user)) {
    return <p className="text-sm text-gray-700">{t('users.cannotDelete')}</p>
  }
  return (
    <DialogForm className="space-y-4">
      <FormErrors errors={formErrors ?? undefined} />
      <p className="text-sm text-gray-700">
        <Trans
          t={t}
          i18nKey="users.deleteConfirm"
          values={{ name: userName(user), email: user.email }}
          components={{ strong: <strong className="break-words" /> }}
        />
      </p>
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.cancel')}</DialogClose>
        <DialogSubmitButton intent="delete" pendingLabel={t('users.deleting')} variant="primary" className="bg-red-600 hover:bg-red-700">
          {t('users.deleteUser')}
        </DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
