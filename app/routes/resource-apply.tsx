import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslation } from '~/browser/i18n-react'
import { data, Form, href, Link } from 'react-router'
import type { z } from 'zod'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField, TextField } from '~/components/ui/field'
import { EnterSubmitsDefault, ListField } from '~/components/ui/list-field'
import {
  APPLICATION_RECEIVED,
  APPLICATION_STATE_LABELS,
  MAX_PENDING_APPLICATIONS,
  MAX_SPECIALTIES,
  RESOURCE_LOCATIONS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type ApplicationState,
} from '~/domain/resources'
import { labelFor } from '~/domain/vocabulary'
import { signedInUser } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import { parseSubmission } from '~/server/forms.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { redirectWithToast } from '~/server/toast.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import { applyToJoin, listMyApplications } from '~/models/resources.server'
import { applyAsInvestor } from '~/models/investors.server'
import { applyAsMentor } from '~/models/mentors.server'
import { resourceApplicationSchema } from '~/schemas/resources'
import { investorInputSchema, mentorInputSchema } from '~/schemas/investors'
import { parseDirectoryForm } from '~/services/directory-admin.server'
import { ApplyKindIntro, ApplyKindNav, DirectoryApplyForm, type ApplyAs } from '~/components/directory/apply-forms'
import type { Route } from './+types/resource-apply'

/**
 * /resources/apply — Apply to Join (000 §2's banner; docs/decisions/0039-apply-to-join.md). Behind the signed-in
 * layout: visitors sign in and come back. The form is POST /api/resources' schema and model; it works without
 * JavaScript (specialties are added with a round trip that keeps every value). Below it, the member's listings and
 * where each stands: 'Pending review' until an admin decides. `?as=investor` / `?as=mentor` (links) offer the investor
 * and mentor directories' application instead (docs/decisions/0117): the schemas and models of POST /api/investors and
 * POST /api/mentors, an unverified record the member owns until an admin verifies it.
 */
const LISTS = ['specialties'] as const
const APPLY_FAILED = 'Failed to submit your listing'
/** A URL's beginning, the same in every language. */
const URL_PLACEHOLDER = 'https://'

export const handle = { i18n: ['resources', 'directory'] } satisfies I18nHandle

const applyAs = (url: URL): ApplyAs | null => {
  const as = url.searchParams.get('as')
  return as === 'investor' || as === 'mentor' ? as : null
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  return { applications: await listMyApplications(user.id), email: user.email, as: applyAs(new URL(request.url)) }
}

/** An application to the investor or mentor directory: the /api twin's schema and model, 400/409 with the values kept. */
async function applyToDirectory(request: Request, context: Route.ActionArgs['context'], raw: FormData, as: ApplyAs) {
  const user = context.get(signedInUser)
  const parsed = as === 'investor' ? parseDirectoryForm(raw, investorInputSchema) : parseDirectoryForm(raw, mentorInputSchema)
  if (!parsed.success) return data({ directory: parsed.result }, { status: 400 })
  try {
    if (as === 'investor') await applyAsInvestor(user, parsed.data as z.output<typeof investorInputSchema>)
    else await applyAsMentor(user, parsed.data as z.output<typeof mentorInputSchema>)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const values = Object.fromEntries([...raw].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    return data({ directory: { values, errors: { form: error.message } } }, { status: error.status })
  }
  const t = getT(context, 'directory')
  return redirectWithToast(request, `${href('/resources/apply')}?as=${as}`, { title: t('apply.received'), description: t('apply.receivedDescription') })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const raw = await request.formData()
  const intent = raw.get('intent')
  if (intent === 'apply-investor') return applyToDirectory(request, context, raw, 'investor')
  if (intent === 'apply-mentor') return applyToDirectory(request, context, raw, 'mentor')
  const roundTrip = isListRoundTrip(raw, LISTS)
  const submission = parseSubmission(foldPendingEntries(raw, LISTS, { validateOnly: roundTrip }), resourceApplicationSchema)
  if (submission.status !== 'success') {
    // Adding a specialty is not a failed submit: 200 with the values and only the list's own errors.
    const result = submission.reply()
    if (submission.status !== 'error') result.error = listErrorsOnly(result.error, LISTS)
    return data({ result }, { status: submission.status === 'error' ? 400 : 200 })
  }
  try {
    await applyToJoin(user, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status })
  }
  const t = getT(context, 'resources')
  return redirectWithToast(request, `${href('/resources/apply')}#your-listings`, {
    title: t('apply.received'),
    description: t(APPLICATION_RECEIVED),
  })
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'resources')
  return [{ title: t('apply.metaTitle') }]
}

interface ApplicationFormShape {
  name: string
  type: string
  location: string
  description: string
  website: string
  email: string
  specialties: string[]
}

export default function ApplyToJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { applications, email, as } = loaderData
  const { t } = useTranslation('resources')
  const directoryResult = actionData && 'directory' in actionData ? actionData.directory : undefined
  const resourceResult = actionData && 'result' in actionData ? actionData.result : undefined
  return (
    <main className="mx-auto w-full max-w-3xl space-y-10 px-4 py-10">
      <div>
        <Link to={href('/resources')} className="text-sm font-medium text-brand-700 hover:underline">
          {t('detail.back')}
        </Link>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('apply.title')}</h1>
        {as ? <ApplyKindIntro as={as} /> : <p className="mt-2 text-gray-600">{t('apply.intro')}</p>}
        <ApplyKindNav as={as} />
      </div>
      {as ? (
        <DirectoryApplyForm as={as} result={directoryResult} />
      ) : (
        <ApplicationForm lastResult={resourceResult} defaultEmail={email} />
      )}
      <MyListings applications={applications} />
    </main>
  )
}

function ApplicationForm({ lastResult, defaultEmail }: { lastResult: SubmissionResult<string[]> | undefined; defaultEmail: string }) {
  const { t } = useTranslation('resources')
  const message = useMessage()
  useFormErrorToast(lastResult, { title: t('apply.errorTitle'), fallback: t(APPLY_FAILED) })
  const pending = useIsPending({ intent: 'apply', state: 'submitting' })
  const [form, fields] = useForm<ApplicationFormShape, unknown>({
    id: 'apply-to-join',
    lastResult,
    defaultValue: { email: defaultEmail },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(foldPendingEntries(formData, LISTS, { validateOnly: false }), { schema: resourceApplicationSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <EnterSubmitsDefault />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField label={t('apply.name')} meta={fields.name} required placeholder={t('apply.namePlaceholder')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('filters.type')}
          meta={fields.type}
          required
          placeholder={t('apply.selectType')}
          options={RESOURCE_TYPES.map((type) => ({ value: type, label: message(RESOURCE_TYPE_LABELS[type]) }))}
        />
        <SelectField
          label={t('filters.location')}
          meta={fields.location}
          required
          placeholder={t('apply.selectLocation')}
          options={RESOURCE_LOCATIONS.map((city) => ({ value: city, label: city }))}
        />
      </div>
      <TextareaField
        label={t('apply.description')}
        meta={fields.description}
        required
        rows={5}
        placeholder={t('apply.descriptionPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('detail.email')}
          meta={fields.email}
          type="email"
          required
          autoComplete="email"
          hint={t('apply.emailHint')}
        />
        <TextField label={t('card.website')} meta={fields.website} type="url" placeholder={URL_PLACEHOLDER} />
      </div>
      <ListField
        form={form}
        meta={fields.specialties}
        label={t('apply.specialties', { max: MAX_SPECIALTIES })}
        addLabel={t('apply.addSpecialty')}
        placeholder={t('apply.specialtiesPlaceholder')}
        maxEntries={MAX_SPECIALTIES}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={href('/resources')} className={buttonClasses({ variant: 'ghost' })}>
          {t('apply.cancel')}
        </Link>
        <button type="submit" name="intent" value="apply" disabled={pending} className={buttonClasses({ size: 'lg' })}>
          {pending ? t('apply.submitting') : t('apply.submit')}
        </button>
      </div>
    </Form>
  )
}

const STATE_STYLES: Record<ApplicationState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  listed: 'bg-green-100 text-green-800',
  declined: 'bg-gray-100 text-gray-700',
}

function MyListings({ applications }: { applications: Awaited<ReturnType<typeof listMyApplications>> }) {
  const { t } = useTranslation('resources')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <section aria-labelledby="your-listings-heading" id="your-listings">
      <h2 id="your-listings-heading" className="text-xl font-semibold text-gray-900">
        {t('apply.yourListings')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('apply.pendingLimit', { count: MAX_PENDING_APPLICATIONS })}</p>
      {applications.length === 0 ? (
        <p className="mt-4 text-sm text-gray-500">{t('apply.noListings')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white">
          {applications.map((application) => (
            <li key={application.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={href('/resources/:id', { id: String(application.id) })}
                  className="font-medium break-words text-brand-700 hover:underline"
                >
                  {application.name}
                </Link>
                <p className="text-sm text-gray-600">
                  {message(labelFor(RESOURCE_TYPE_LABELS, application.type))}
                  {application.location ? ` · ${application.location}` : ''}
                  {application.submittedAt
                    ? ` · ${t('apply.submittedOn', { date: formatDate(application.submittedAt, locale) })}`
                    : ''}
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLES[application.state]}`}>
                {message(APPLICATION_STATE_LABELS[application.state])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
