import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ShouldRevalidateFunction } from 'react-router'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { StartupLogo, logoSource } from '~/components/startup-logo'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger, dialogShouldRevalidate } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { LogoPicker } from '~/components/ui/logo-picker'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { ADMIN_STAGES, SECTORS, sectorLabel, stageLabel } from '~/domain/startups'
import { LOGO_MAX_BYTES } from '~/domain/uploads'
import { signedInUser } from '~/lib/context'
import { DomainError } from '~/lib/errors'
import { foundingYear, formatDate } from '~/lib/format'
import { parseSubmission } from '~/lib/forms.server'
import { pagePath, parseId } from '~/lib/http.server'
import { redirectWithToast } from '~/lib/toast.server'
import { readPageForm } from '~/lib/uploads.server'
import { useFormErrorToast } from '~/lib/use-form-error-toast'
import { getStartupForAdmin, listStartupsForAdmin } from '~/models/admin.server'
import { setStartupLogo, updateStartup } from '~/models/startups.server'
import { adminListQuerySchema } from '~/schemas/admin'
import { updateStartupSchema } from '~/schemas/startup'
import type { Route } from './+types/startups'

/**
 * /admin/startups, Startups Management (001 §2): every startup with its logo or initial, industry and stage; the
 * detail dialog with the audit log of admin changes; Edit Startup ('Admin Management Mode') through the same model and
 * schema as PATCH /api/startups/{id}, with the logo upload of POST /api/upload/startup-logo/{id}.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = adminListQuerySchema.parse(Object.fromEntries(url.searchParams))
  const selectedId = parseId(url.searchParams.get('startup') ?? undefined)
  const [page, selected] = await Promise.all([
    listStartupsForAdmin(query),
    selectedId ? getStartupForAdmin(selectedId).catch(() => null) : null,
  ])
  return { page, selected }
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) => dialogShouldRevalidate(args)

const UPDATE_FAILED = 'Failed to update startup'

function listUrl(request: Request): string {
  const { pathname, search } = pagePath(request)
  const params = new URLSearchParams(search)
  params.delete('dialog')
  params.delete('startup')
  const text = params.toString()
  return text ? `${pathname}?${text}` : pathname
}

const refused = (error: DomainError) =>
  data(
    {
      result: {
        status: 'error' as const,
        error: { '': [error.message], ...(error.status === 413 || error.status === 415 ? { logo: [error.message] } : error.fieldErrors) },
      } satisfies SubmissionResult<string[]>,
    },
    { status: error.status },
  )

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
  const id = parseId(new URL(request.url).searchParams.get('startup') ?? undefined)
  if (!id) return refused(new DomainError(404, STARTUP_NOT_FOUND))
  let formData: FormData
  try {
    // The logo streams in with the form (multipart), held to 5 MB as it arrives.
    formData = await readPageForm(request, { maxFileSize: LOGO_MAX_BYTES, fileFields: ['logo'] })
  } catch (error) {
    if (error instanceof DomainError) return refused(error)
    throw error
  }
  const submission = parseSubmission(formData, updateStartupSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const logo = formData.get('logo')
  const hasLogo = logo instanceof File && logo.size > 0
  try {
    if (hasLogo) await setStartupLogo(admin, id, logo)
    const removeLogo = !hasLogo && formData.get('removeLogo') === 'on'
    await updateStartup(admin, id, { ...submission.value, ...(removeLogo && { logoUrl: null }) })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        result: submission.reply({
          formErrors: [error.message],
          fieldErrors: error.status === 415 || error.status === 400 ? { logo: [error.message] } : error.fieldErrors,
        }),
      },
      { status: error.status },
    )
  }
  return redirectWithToast(request, listUrl(request), {
    title: hasLogo ? 'Logo uploaded successfully' : 'Success',
    description: 'Startup updated successfully',
  })
}

export function meta() {
  return [{ title: 'Startups Management | Startup Asia' }]
}

type Selected = NonNullable<Route.ComponentProps['loaderData']['selected']>

const stageBadge = (stage: string | null) => (stage ? stageLabel(stage) : 'Active')

export default function StartupsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { page, selected } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label="Search startups" placeholder="Startup name" />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((startup) => (
          <li key={startup.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <StartupLogo startup={startup} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-gray-900">{startup.name}</p>
              <p className="text-sm text-gray-600">{startup.sector ? sectorLabel(startup.sector) : 'Not specified'}</p>
            </div>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{stageBadge(startup.stage)}</span>
            {!startup.isActive ? <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-700">Inactive</span> : null}
            <div className="flex gap-2">
              <DialogTrigger
                name="startup"
                params={{ startup: String(startup.id) }}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={`View ${startup.name}`}
              >
                View
              </DialogTrigger>
              <DialogTrigger
                name="edit-startup"
                params={{ startup: String(startup.id) }}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={`Edit ${startup.name}`}
              >
                Edit
              </DialogTrigger>
            </div>
          </li>
        ))}
      </ul>
      {page.items.length === 0 ? <p className="p-6 text-center text-gray-600">No startups match this search.</p> : null}
      <AdminPager page={page} noun="startups" />

      <Dialog name="startup" title="Startup Details" params={['startup']} size="lg">
        {selected ? <StartupDetail startup={selected} /> : <p>{STARTUP_NOT_FOUND}</p>}
      </Dialog>
      <Dialog name="edit-startup" title="Edit Startup" description="Admin Management Mode" params={['startup']} size="lg">
        {selected ? <EditStartupForm key={selected.id} startup={selected} lastResult={actionData?.result} /> : <p>{STARTUP_NOT_FOUND}</p>}
      </Dialog>
    </>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-500">{label}</dt>
      <dd className="font-medium break-words text-gray-900">{children}</dd>
    </div>
  )
}

function StartupDetail({ startup }: { startup: Selected }) {
  return (
    <div>
      <div className="flex items-center gap-4">
        <StartupLogo startup={startup} size="lg" labelled />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-gray-900">{startup.name}</p>
          <p className="text-gray-600">{startup.sector ? sectorLabel(startup.sector) : 'Not specified'}</p>
          {startup.managingAdmin ? (
            <span className="mt-1 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">Managed by Admin</span>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label="Company name">{startup.name}</Fact>
        <Fact label="Industry">{startup.sector ? sectorLabel(startup.sector) : 'Not specified'}</Fact>
        <Fact label="Stage">{stageBadge(startup.stage)}</Fact>
        <Fact label="Founded">{startup.foundingDate ? foundingYear(startup.foundingDate) : 'Not specified'}</Fact>
        <Fact label="Managing admin">{startup.managingAdmin ?? 'None'}</Fact>
        <Fact label="Last updated">
          {formatDate(startup.updatedAt)}
          {startup.lastUpdatedBy ? ` by ${startup.lastUpdatedBy}` : ''}
        </Fact>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">Description</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700">{startup.description || 'No description'}</p>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">Admin changes</h3>
      {startup.audit.length ? (
        <ol className="mt-1 space-y-2 text-sm">
          {startup.audit.map((entry) => (
            <li key={entry.id} className="rounded-md bg-gray-50 p-2">
              <p className="text-gray-900">
                <span className="font-medium break-all">{entry.adminEmail}</span> · {entry.action} · {formatDate(entry.createdAt)}
              </p>
              <ul className="mt-1 text-gray-700">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field} className="break-words">
                    {field}: {describe(change.before)} → {describe(change.after)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-gray-600">No admin changes yet.</p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Close</DialogClose>
        <DialogTrigger name="edit-startup" params={{ startup: String(startup.id) }} className={buttonClasses()}>
          Edit Startup
        </DialogTrigger>
      </div>
    </div>
  )
}

function describe(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

interface EditShape {
  name?: string
  industry?: string
  stage?: string
  description?: string
}

function EditStartupForm({ startup, lastResult }: { startup: Selected; lastResult: SubmissionResult<string[]> | undefined }) {
  useFormErrorToast(lastResult, { title: 'Error', fallback: UPDATE_FAILED })
  const [form, fields] = useForm<EditShape>({
    id: 'edit-startup',
    lastResult,
    defaultValue: { name: startup.name, industry: startup.sector ?? '', stage: startup.stage ?? '', description: startup.description ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateStartupSchema }),
    shouldRevalidate: 'onInput',
  })
  const stages = (ADMIN_STAGES as readonly string[]).includes(startup.stage ?? '') || !startup.stage ? ADMIN_STAGES : [startup.stage, ...ADMIN_STAGES]
  const logoError = lastResult?.error?.logo?.[0]
  return (
    <DialogForm {...getFormProps(form)} encType="multipart/form-data" className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label="Company Name" meta={fields.name} required />
      <LogoPicker currentLogo={logoSource(startup)} error={logoError} />
      <SelectField
        label="Industry"
        meta={fields.industry}
        options={Object.entries(SECTORS).map(([value, label]) => ({ value, label }))}
        placeholder="Select an industry"
      />
      <SelectField
        label="Stage"
        meta={fields.stage}
        options={stages.map((value) => ({ value, label: stageLabel(value) }))}
        placeholder="Select a stage"
      />
      <TextareaField label="Description" meta={fields.description} rows={5} />
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Changes are logged and attributed to you as the managing admin.
      </p>
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>Cancel</DialogClose>
        <DialogSubmitButton pendingLabel="Updating...">Update Startup</DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
