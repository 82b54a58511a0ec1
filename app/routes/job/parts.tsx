import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, href, Link } from 'react-router'
import { StatusBadge } from '~/components/application-status'
import { TechTags, useLevelText, useSalaryWords } from '~/components/job-card'
import { externalHref } from '~/components/startup-profile/links'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, TextareaField, TextField } from '~/components/ui/field'
import {
  APPLICATION_TRANSITIONS,
  JOB_TYPE_LABELS,
  type ApplicationStatus,
} from '~/domain/jobs'
import { labelFor } from '~/domain/vocabulary'
import { formatDate } from '~/shared/format'
import { StartupLogo } from '~/components/startup-logo'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatSalary } from '~/shared/money'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { useIsPending } from '~/browser/use-is-pending'
import type { Applicant } from '~/models/job-applications.server'
import type { JobDetail } from '~/models/jobs.server'
import { DialogTrigger } from '~/components/ui/dialog'
import { EDIT_JOB_DIALOG } from './edit-job-dialog'
import { applySchema } from '~/schemas/job'

/** What the job page's action answers when it does not redirect (route.tsx writes it, the panels read it). */
export type JobActionData =
  | { intent: 'apply'; result: SubmissionResult<string[]> }
  | { intent: 'edit-job'; result: SubmissionResult<string[]> }
  | { intent: 'move' | 'close' | 'reopen' | 'unknown'; message: string }

const card = 'rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6'
/** An address, the same in every language. */
const URL_PLACEHOLDER = 'https://'

/** What the team's buttons say for each move (app/domain/jobs.ts APPLICATION_ACTION_LABELS), as catalogue keys. */
const ACTION_KEYS = {
  new: 'action.new',
  reviewing: 'action.reviewing',
  rejected: 'action.rejected',
  hired: 'action.hired',
} as const satisfies Record<ApplicationStatus, string>

/** The title block: the company's logo (or initial), title, the startup (a link to its profile), and the job's facts. */
export function JobHeader({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  const locale = useIntlLocale()
  const salaryWords = useSalaryWords()
  const level = useLevelText()(job.experienceLevel)
  return (
    <header className={card}>
      <div className="flex flex-wrap items-start gap-4">
        {/* The startup's uploaded logo when it has one, its initial otherwise, as on its profile and cards. */}
        <StartupLogo startup={job.startup} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words text-gray-900 sm:text-3xl">{job.title}</h1>
            {job.isActive ? null : (
              <span className="rounded-full bg-gray-800 px-2.5 py-0.5 text-xs font-semibold text-white">{t('job.closed')}</span>
            )}
          </div>
          <p className="mt-1 text-gray-700">
            <Link
              to={href('/startup/:id', { id: String(job.startup.id) })}
              className="font-medium break-words text-brand-700 hover:underline"
            >
              {job.startup.name}
            </Link>
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t('job.type')} value={message(labelFor(JOB_TYPE_LABELS, job.type))} />
        <Fact
          label={t('job.location')}
          value={[job.location ? message(job.location) : '', job.isRemote ? t('card.remoteOk') : ''].filter(Boolean).join(' · ') || '—'}
        />
        <Fact label={t('job.salary')} value={formatSalary(job.salary, salaryWords, locale)} />
        <Fact label={t('job.experience')} value={level || '—'} />
        <Fact label={t('job.posted')} value={formatDate(job.createdAt, locale)} />
      </dl>
    </header>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-gray-900">{value}</dd>
    </div>
  )
}

/** Description, requirements, every tech tag, and the company. */
export function JobBody({ job, culture }: { job: JobDetail; culture: readonly string[] }) {
  const { t } = useTranslation('jobs')
  return (
    <div className="space-y-6">
      <section aria-labelledby="job-description" className={card}>
        <h2 id="job-description" className="text-lg font-semibold">
          {t('job.aboutRole')}
        </h2>
        <p className="mt-3 break-words whitespace-pre-line text-gray-700">{job.description || t('job.noDescription')}</p>
      </section>
      {job.requirements ? (
        <section aria-labelledby="job-requirements" className={card}>
          <h2 id="job-requirements" className="text-lg font-semibold">
            {t('job.requirements')}
          </h2>
          <p className="mt-3 break-words whitespace-pre-line text-gray-700">{job.requirements}</p>
        </section>
      ) : null}
      {job.techStack.length ? (
        <section aria-labelledby="job-tech" className={card}>
          <h2 id="job-tech" className="text-lg font-semibold">
            {t('job.techStack')}
          </h2>
          <div className="mt-3">
            <TechTags techStack={job.techStack} label={t('card.technologies', { title: job.title })} limit={job.techStack.length} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="job-company" className={card}>
        <h2 id="job-company" className="text-lg font-semibold">
          {t('job.aboutCompany', { company: job.startup.name })}
        </h2>
        {job.startup.location ? <p className="mt-1 text-sm text-gray-600">{job.startup.location}</p> : null}
        {job.startup.description ? (
          <p className="mt-3 line-clamp-4 break-words text-gray-700">{job.startup.description}</p>
        ) : null}
        {/* Its culture values (issue 42), in the page's language from the loader. */}
        {culture.length ? (
          <div className="mt-3">
            <TechTags techStack={culture} label={t('talent.culture')} limit={culture.length} />
          </div>
        ) : null}
        <Link
          to={href('/startup/:id', { id: String(job.startup.id) })}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}
        >
          {t('job.viewStartup')}
        </Link>
      </section>
    </div>
  )
}

/**
 * The candidate's side: sign in to apply; the apply form (a short note and an optional CV or portfolio link, a plain
 * form post); or, once applied, 'Applied' with where the application stands.
 */
export function ApplyPanel({
  job,
  signedIn,
  application,
  actionData,
}: {
  job: JobDetail
  signedIn: boolean
  application: { status: ApplicationStatus; createdAt: Date } | null
  actionData: JobActionData | undefined
}) {
  const { t } = useTranslation('jobs')
  const locale = useIntlLocale()
  const jobPath = href('/jobs/:id', { id: String(job.id) })
  if (application) {
    return (
      <section aria-labelledby="apply-heading" className={card}>
        <h2 id="apply-heading" className="text-lg font-semibold text-green-800">
          {t('apply.applied')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          {t('apply.appliedOn', { date: formatDate(application.createdAt, locale) })} {t('apply.status')}{' '}
          <StatusBadge status={application.status} />
        </p>
        <Link to="/dashboard" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          {t('apply.seeAll')}
        </Link>
      </section>
    )
  }
  if (!signedIn) {
    return (
      <section aria-labelledby="apply-heading" className={card}>
        <h2 id="apply-heading" className="text-lg font-semibold">
          {t('apply.heading')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t('apply.signInText', { company: job.startup.name })}</p>
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(jobPath)}`}
          className={buttonClasses({ className: 'mt-4 w-full' })}
        >
          {t('apply.signIn')}
        </Link>
      </section>
    )
  }
  return <ApplyForm job={job} lastResult={actionData?.intent === 'apply' ? actionData.result : undefined} />
}

function ApplyForm({
  job,
  lastResult,
}: {
  job: JobDetail
  lastResult: Extract<JobActionData, { intent: 'apply' }>['result'] | undefined
}) {
  const { t } = useTranslation('jobs')
  useFormErrorToast(lastResult, { title: t('apply.failedTitle'), fallback: t('apply.failed') })
  const pending = useIsPending({ intent: 'apply' })
  const [form, fields] = useForm<{ note: string; link: string }, unknown>({
    id: 'apply',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applySchema }),
  })
  return (
    <section aria-labelledby="apply-heading" className={card}>
      <h2 id="apply-heading" className="text-lg font-semibold">
        {t('apply.heading')}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextareaField
          label={t('apply.note')}
          meta={fields.note}
          rows={5}
          required
          placeholder={t('apply.notePlaceholder', { company: job.startup.name })}
        />
        <TextField
          label={t('apply.link')}
          meta={fields.link}
          type="url"
          placeholder={URL_PLACEHOLDER}
          hint={t('apply.linkHint')}
        />
        {/* On a phone the button stays at the screen's foot while the form is in sight, so Apply is on the first
            screen under a long title (issue 46 item 4, docs/decisions/0132). */}
        <button
          type="submit"
          name="intent"
          value="apply"
          disabled={pending}
          className={buttonClasses({ className: 'w-full shadow-md max-lg:sticky max-lg:bottom-3' })}
        >
          {pending ? t('apply.pending') : t('apply.submit')}
        </button>
      </Form>
    </section>
  )
}

/** Raises the toast for a refused move, close or reopen (the message is also on the page without JavaScript). */
function useActionErrorToast(actionData: JobActionData | undefined, intents: readonly string[]) {
  const { t } = useTranslation('jobs')
  const translate = useMessage()
  const raw = actionData && 'message' in actionData && intents.includes(actionData.intent) ? actionData.message : null
  // The server's English message, in the page's language.
  const message = raw ? translate(raw) : null
  const title = t('manage.errorTitle')
  useEffect(() => {
    if (message) showToast({ title, description: message, type: 'error' })
  }, [actionData, message, title])
  return message
}

/** The team's side: how many have applied, and closing or reopening the job. */
export function ManagePanel({
  job,
  applicantCount,
  actionData,
}: {
  job: JobDetail
  applicantCount: number
  actionData: JobActionData | undefined
}) {
  const message = useActionErrorToast(actionData, ['close', 'reopen'])
  const pending = useIsPending({ intent: job.isActive ? 'close' : 'reopen' })
  const { t } = useTranslation('jobs')
  return (
    <section aria-labelledby="manage-heading" className={card}>
      <h2 id="manage-heading" className="text-lg font-semibold">
        {t('manage.heading')}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        {t('manage.applicants', { count: applicantCount })}{' '}
        {job.isActive ? t('manage.open') : t('manage.closedNote')}
      </p>
      {applicantCount > 0 ? (
        <a href="#applicants" className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
          {t('manage.review')}
        </a>
      ) : null}
      {message ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <DialogTrigger name={EDIT_JOB_DIALOG} className={buttonClasses({ variant: 'outline', className: 'mt-4 w-full' })}>
        {t('edit.open')}
      </DialogTrigger>
      <Form method="post" className="mt-3">
        <button
          type="submit"
          name="intent"
          value={job.isActive ? 'close' : 'reopen'}
          disabled={pending}
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          {job.isActive
            ? pending
              ? t('manage.closing')
              : t('manage.close')
            : pending
              ? t('manage.reopening')
              : t('manage.reopen')}
        </button>
      </Form>
    </section>
  )
}

/** The applicants, newest first, each with the moves its status allows (plain form posts). */
export function ApplicantsSection({
  applicants,
  actionData,
}: {
  applicants: Applicant[]
  actionData: JobActionData | undefined
}) {
  const message = useActionErrorToast(actionData, ['move'])
  const { t } = useTranslation('jobs')
  return (
    <section id="applicants" aria-labelledby="applicants-heading" className={card}>
      <h2 id="applicants-heading" className="text-lg font-semibold">
        {t('applicants.heading')}
      </h2>
      {message ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {applicants.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t('applicants.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200">
          {applicants.map((application) => (
            <li key={application.id} className="py-4 first:pt-0 last:pb-0">
              <ApplicantRow application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ApplicantRow({ application }: { application: Applicant }) {
  const { t } = useTranslation('jobs')
  const locale = useIntlLocale()
  const moves = APPLICATION_TRANSITIONS[application.status]
  const link = externalHref(application.link)
  const applied = ` · ${t('applicants.applied', { date: formatDate(application.createdAt, locale) })}`
  return (
    <article aria-label={t('applicants.from', { name: application.applicant.name })} className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-gray-900">{application.applicant.name}</h3>
          <p className="text-sm break-all text-gray-600">
            <a href={`mailto:${application.applicant.email}`} className="text-brand-700 hover:underline">
              {application.applicant.email}
            </a>
            {applied}
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <p className="break-words whitespace-pre-line text-sm text-gray-700">{application.note}</p>
      {link ? (
        <p className="text-sm break-all">
          <a href={link} rel="noopener noreferrer nofollow ugc" target="_blank" className="text-brand-700 hover:underline">
            {application.link}
          </a>
        </p>
      ) : null}
      {moves.length ? (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Form method="post" key={status}>
              <input type="hidden" name="applicationId" value={application.id} />
              <input type="hidden" name="status" value={status} />
              <button
                type="submit"
                name="intent"
                value="move"
                aria-label={t('action.label', { action: t(ACTION_KEYS[status]), name: application.applicant.name })}
                className={buttonClasses({ variant: status === 'rejected' ? 'ghost' : 'outline', size: 'sm' })}
              >
                {t(ACTION_KEYS[status])}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
    </article>
  )
}
