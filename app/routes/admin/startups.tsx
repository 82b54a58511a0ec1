import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '~/browser/i18n-react'
import { data, type ShouldRevalidateFunction } from 'react-router'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { StartupLogo } from '~/components/startup-logo'
import { uploadedLogoSource } from '~/shared/startup-logo'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton, DialogTrigger, dialogShouldRevalidate } from '~/components/ui/dialog'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { LogoPicker } from '~/components/ui/logo-picker'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { ADMIN_STAGE_CHOICES, SECTORS, sectorLabel, stageLabel } from '~/domain/startups'
import { LOGO_MAX_BYTES, LOGO_UPLOAD_FAILED } from '~/domain/uploads'
import { adminFrom } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { foundingYear, formatDate } from '~/shared/format'
import { parseSubmission } from '~/server/forms.server'
import { pagePath, parseId } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { readPageForm } from '~/server/uploads.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
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
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const url = new URL(request.url)
  const query = adminListQuerySchema.parse(Object.fromEntries(url.searchParams))
  const selectedId = parseId(url.searchParams.get('startup') ?? undefined)
  const [page, selected] = await Promise.all([
    listStartupsForAdmin(admin, query),
    selectedId ? getStartupForAdmin(admin, selectedId).catch(() => null) : null,
  ])
  return { page, selected }
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) => dialogShouldRevalidate(args)

// 'startups': the startup form's messages (app/schemas/startup.ts) and the logo upload's.
export const handle = { i18n: ['admin', 'startups'] } satisfies I18nHandle

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
  const admin = adminFrom(context)
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
  const t = getT(context, 'admin')
  return redirectWithToast(request, listUrl(request), {
    title: hasLogo ? t('startups.logoUploaded') : t('toast.success'),
    description: t('startups.updated'),
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.startups')} | ${metaT(matches, 'common')('site.name')}` }]
}

type Selected = NonNullable<Route.ComponentProps['loaderData']['selected']>

/** A startup's industry and stage as the page shows them: vocabulary in the page's language, or the admin's fallbacks. */
function useStartupLabels() {
  const { t } = useTranslation('admin')
  const message = useMessage()
  return {
    sector: (sector: string | null) => (sector ? message(sectorLabel(sector)) : t('startups.notSpecified')),
    stage: (stage: string | null) => (stage ? message(stageLabel(stage)) : t('startups.active')),
  }
}

export default function StartupsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const labels = useStartupLabels()
  const { page, selected } = loaderData
  const notFound = <p>{message(STARTUP_NOT_FOUND)}</p>
  return (
    <>
      <AdminSearch q={page.q} label={t('startups.search')} placeholder={t('startups.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((startup) => (
          <li key={startup.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <StartupLogo startup={startup} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-gray-900">{startup.name}</p>
              <p className="text-sm text-gray-600">{labels.sector(startup.sector)}</p>
            </div>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">{labels.stage(startup.stage)}</span>
            {!startup.isActive ? (
              <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs text-gray-700">{t('status.inactive')}</span>
            ) : null}
            <div className="flex gap-2">
              <DialogTrigger
                name="startup"
                params={{ startup: String(startup.id) }}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t('startups.viewLabel', { name: startup.name })}
              >
                {t('action.view')}
              </DialogTrigger>
              <DialogTrigger
                name="edit-startup"
                params={{ startup: String(startup.id) }}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                aria-label={t('startups.editLabel', { name: startup.name })}
              >
                {t('action.edit')}
              </DialogTrigger>
            </div>
          </li>
        ))}
      </ul>
      {page.items.length === 0 ? <p className="p-6 text-center text-gray-600">{t('startups.noMatch')}</p> : null}
      <AdminPager page={page} noun="startups" />

      <Dialog name="startup" title={t('startups.detailTitle')} params={['startup']} size="lg">
        {selected ? <StartupDetail startup={selected} /> : notFound}
      </Dialog>
      <Dialog name="edit-startup" title={t('startups.editTitle')} description={t('startups.managementMode')} params={['startup']} size="lg">
        {selected ? <EditStartupForm key={selected.id} startup={selected} lastResult={actionData?.result} /> : notFound}
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
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const labels = useStartupLabels()
  return (
    <div>
      <div className="flex items-center gap-4">
        <StartupLogo startup={startup} size="lg" labelled />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-gray-900">{startup.name}</p>
          <p className="text-gray-600">{labels.sector(startup.sector)}</p>
          {startup.managingAdmin ? (
            <span className="mt-1 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800">
              {t('startups.managedByAdmin')}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <Fact label={t('startups.companyName')}>{startup.name}</Fact>
        <Fact label={t('startups.industry')}>{labels.sector(startup.sector)}</Fact>
        <Fact label={t('startups.stage')}>{labels.stage(startup.stage)}</Fact>
        <Fact label={t('startups.founded')}>
          {startup.foundingDate ? foundingYear(startup.foundingDate) : t('startups.notSpecified')}
        </Fact>
        <Fact label={t('startups.managingAdmin')}>{startup.managingAdmin ?? t('startups.none')}</Fact>
        <Fact label={t('startups.lastUpdated')}>
          {formatDate(startup.updatedAt, locale)}
          {startup.lastUpdatedBy ? t('startups.by', { name: startup.lastUpdatedBy }) : ''}
        </Fact>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">{t('startups.description')}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-700">{startup.description || t('startups.noDescription')}</p>
      <h3 className="mt-4 text-sm font-semibold text-gray-900">{t('startups.adminChanges')}</h3>
      {startup.audit.length ? (
        <ol className="mt-1 space-y-2 text-sm">
          {startup.audit.map((entry) => (
            <li key={entry.id} className="rounded-md bg-gray-50 p-2">
              <p className="text-gray-900">
                <span className="font-medium break-all">{entry.adminEmail}</span>
                {SEPARATOR}
                {entry.action}
                {SEPARATOR}
                {formatDate(entry.createdAt, locale)}
              </p>
              <ul className="mt-1 text-gray-700">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field} className="break-words">
                    {changeLine(field, change)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-gray-600">{t('startups.noAdminChanges')}</p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.close')}</DialogClose>
        <DialogTrigger name="edit-startup" params={{ startup: String(startup.id) }} className={buttonClasses()}>
          {t('startups.editTitle')}
        </DialogTrigger>
      </div>
    </div>
  )
}

/** The audit log is data (field names and values as stored): shown as written, between separators. */
const SEPARATOR = ' \u00B7 '

function changeLine(field: string, change: { before: unknown; after: unknown }): string {
  return `${field}: ${describe(change.before)} \u2192 ${describe(change.after)}`
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
  const { t } = useTranslation('admin')
  const message = useMessage()
  useFormErrorToast(lastResult, { title: t('toast.error'), fallback: lastResult?.error?.logo ? message(LOGO_UPLOAD_FAILED) : UPDATE_FAILED })
  const [form, fields] = useForm<EditShape>({
    id: 'edit-startup',
    lastResult,
    defaultValue: { name: startup.name, industry: startup.sector ?? '', stage: startup.stage ?? '', description: startup.description ?? '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updateStartupSchema }),
    shouldRevalidate: 'onInput',
  })
  // The spec's six words, stored as the platform's stages; a startup at another stage keeps it on offer.
  const stages: { label: string; value: string }[] = [...ADMIN_STAGE_CHOICES]
  if (startup.stage && !stages.some((choice) => choice.value === startup.stage)) {
    stages.unshift({ label: stageLabel(startup.stage), value: startup.stage })
  }
  const logoError = lastResult?.error?.logo?.[0]
  const logoMessage = logoError ? message(logoError) : undefined
  return (
    <DialogForm {...getFormProps(form)} encType="multipart/form-data" className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label={t('startups.companyNameField')} meta={fields.name} required />
      <LogoPicker currentLogo={uploadedLogoSource(startup)} error={logoMessage} />
      <SelectField
        label={t('startups.industry')}
        meta={fields.industry}
        options={Object.entries(SECTORS).map(([value, label]) => ({ value, label: message(label) }))}
        placeholder={t('startups.selectIndustry')}
      />
      <SelectField
        label={t('startups.stage')}
        meta={fields.stage}
        options={stages.map(({ value, label }) => ({ value, label: message(label) }))}
        placeholder={t('startups.selectStage')}
      />
      <TextareaField label={t('startups.description')} meta={fields.description} rows={5} />
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('startups.logged')}</p>
      <div className="flex justify-end gap-2">
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('action.cancel')}</DialogClose>
        <DialogSubmitButton pendingLabel={t('users.updating')}>{t('startups.update')}</DialogSubmitButton>
      </div>
    </DialogForm>
  )
}
