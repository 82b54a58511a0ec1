import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { AdminPager, AdminSearch, userName } from '~/components/admin/admin-list'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger, dialogShouldRevalidate } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextField } from '~/components/ui/field'
import { ADMIN_USER_TYPE_OPTIONS } from '~/domain/users'
import { signedInUser } from '~/lib/context'
import { DomainError } from '~/lib/errors'
import { formatDate } from '~/lib/format'
import { parseSubmission } from '~/lib/forms.server'
import { pagePath } from '~/lib/http.server'
import { redirectWithToast } from '~/lib/toast.server'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { createUserAsAdmin, listUsers } from '~/models/admin.server'
import { adminListQuerySchema, createAdminSchema } from '~/schemas/admin'
import type { Route } from './+types/admins'

/**
 * /admin/admins, Admin Management (001 §2): the admins, and Add New Admin — an account of any type, admin by default
 * — through the same model and schema as POST /api/admin/create-admin.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = adminListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { page: await listUsers(query, { userType: 'admin' }) }
}

export const shouldRevalidate = dialogShouldRevalidate

const CREATE_FAILED = 'Failed to create admin user'

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
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
  return redirectWithToast(request, pagePath(request).pathname, { title: 'Success', description: 'Admin user created successfully' })
}

export function meta() {
  return [{ title: 'Admin Management | Startup Asia' }]
}

export default function AdminManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1">
          <AdminSearch q={page.q} label="Search admins" placeholder="Name or e-mail" />
        </div>
        <DialogTrigger name="add-admin" className={buttonClasses()}>
          Add New Admin
        </DialogTrigger>
      </div>
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{userName(user)}</p>
              <p className="break-all text-gray-600">{user.email}</p>
            </div>
            <p className="text-gray-600">Admin since {formatDate(user.createdAt)}</p>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="admins" />
      <Dialog name="add-admin" title="Add New Admin" description="Create an account; it can sign in straight away.">
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
  // Field errors (a taken e-mail) stay under their field; a refusal with no field gets the toast.
  useFormErrorToast(lastResult?.error?.email ? undefined : lastResult, { title: 'Error', fallback: CREATE_FAILED })
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
      <TextField label="Email" meta={fields.email} type="email" autoComplete="off" required />
      <TextField label="Password" meta={fields.password} type="password" autoComplete="new-password" required hint="At least 8 characters" />
      <TextField label="First Name" meta={fields.firstName} autoComplete="off" />
      <TextField label="Last Name" meta={fields.lastName} autoComplete="off" />
      <SelectField label="User Type" meta={fields.userType} options={ADMIN_USER_TYPE_OPTIONS} placeholder="Select a type" />
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <DialogSubmitButton pendingLabel="Creating...">Create Admin</DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
