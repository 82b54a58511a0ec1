import { useTranslation } from '~/browser/i18n-react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { buttonClasses } from '~/components/ui/button'
import { ViewCounter } from '~/components/analytics/view-counter'
import { APPLICATION_STATUS_LABELS, JOB_NOT_FOUND } from '~/domain/jobs'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { jobPostingJsonLd } from '~/shared/job-posting'
import { pagePath, parseId } from '~/server/http.server'
import { canManageJobs } from '~/shared/permissions'
import { requireUser } from '~/services/permissions.server'
import { redirectWithToast } from '~/server/toast.server'
import { applyToJob, findMyApplication, listJobApplicants, moveApplication } from '~/models/job-applications.server'
import { editJob, getJobWithAccess, setJobActive, type JobDetail } from '~/models/jobs.server'
import { editJobSchema } from '~/schemas/job'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { JOB_LISTS } from '~/routes/talent-hub/messages'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { dialogShouldRevalidate, openDialogName } from '~/shared/dialog-url'
import { useLocation } from 'react-router'
import { EDIT_JOB_DIALOG, EDIT_JOB_INTENT } from './edit-job-dialog'
import type { JobFormDefaults } from '~/routes/talent-hub/post-job-dialog'

const EditJobDialog = lazyComponent(() => import('./edit-job-dialog').then((module) => module.EditJobDialog))

/** The job as the Edit Job form starts: its fields as the Post Job form holds them. */
function editFormValues(job: JobDetail): JobFormDefaults {
  return {
    title: job.title,
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    location: job.location ?? '',
    type: job.type,
    experienceLevel: job.experienceLevel ?? '',
    techStack: job.techStack,
    isRemote: job.isRemote,
    salary: job.salary ? { min: job.salary.min, max: job.salary.max, currency: job.salary.currency } : { currency: 'USD' },
  }
}
import type jobsCatalogue from '~/locales/en/jobs'
import { applicationStatusSchema, applySchema } from '~/schemas/job'
import { ApplicantsSection, ApplyPanel, JobBody, JobHeader, ManagePanel, type JobActionData } from './parts'
import { fitPreferencesFor, withFit } from '~/models/job-fit.server'
import { cultureLabeller, fitViewer } from '~/services/culture-fit.server'
import { getDb } from '~/server/db.server'
import { FitLine } from '~/components/job-card'
import type { Route } from './+types/route'

/**
 * /jobs/{id} (docs/decisions/0029-job-page.md): the whole job with its startup, JobPosting structured data, and the
 * apply form (docs/decisions/0028-job-applications.md). Its startup's team sees the applicants instead and moves each
 * new → reviewing → rejected / hired, and may close or reopen the job. Unknown and closed jobs are 'Job Not Found'
 * (the team still sees its closed jobs).
 */
export const handle = { i18n: ['jobs'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const user = await getUser(request)
  const found = id === null ? null : await getJobWithAccess(id, user)
  if (!found) throw data({ message: JOB_NOT_FOUND }, { status: 404 })
  const { job, access } = found
  const manages = Boolean(user && canManageJobs(user, access))
  const [application, applicants, preferences] = await Promise.all([
    user && !manages ? findMyApplication(user.id, job.id) : null,
    user && manages ? listJobApplicants(user, job.id) : null,
    fitPreferencesFor(user?.id),
  ])
  const url = new URL(request.url)
  // The startup's culture values in the request's language, and the member's culture fit (docs/decisions/0118).
  const [fitted] = preferences ? await withFit(await getDb(), [job], preferences) : [null]
  return {
    culture: job.startup.cultureValues.map(cultureLabeller(context)),
    fit: fitted ? fitViewer(context)(fitted.fit) : null,
    // The Edit Job dialog's values (docs/decisions/0110-after-posting.md).
    editValues: manages ? editFormValues(job) : null,
    job,
    signedIn: user !== null,
    manages,
    application,
    applicants,
    pageUrl: `${url.origin}${pagePath(request).pathname}`,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = getT(context, 'jobs')
  const id = parseId(params.id)
  const user = await requireUser(request)
  if (id === null) throw data({ message: JOB_NOT_FOUND }, { status: 404 })
  const formData = await request.formData()
  const jobPath = href('/jobs/:id', { id: String(id) })
  const intent = formData.get('intent')
  switch (intent) {
    case 'apply': {
      const submission = parseSubmission(formData, applySchema)
      if (submission.status !== 'success') {
        return data({ intent, result: submission.reply() } satisfies JobActionData, { status: 400 })
      }
      try {
        const application = await applyToJob(user, id, submission.value)
        return redirectWithToast(request, jobPath, {
          title: t('apply.sent.title'),
          description: t('apply.sent.description', { company: application.startup.name }),
        })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return data(
          { intent, result: submission.reply({ formErrors: [error.message] }) } satisfies JobActionData,
          { status: error.status },
        )
      }
    }
    case 'move': {
      const applicationId = parseId(String(formData.get('applicationId') ?? ''))
      const parsed = applicationStatusSchema.safeParse({ status: formData.get('status') })
      if (applicationId === null || !parsed.success) {
        return data({ intent, message: 'Choose an application and a status' } satisfies JobActionData, { status: 400 })
      }
      try {
        const moved = await moveApplication(user, applicationId, parsed.data.status)
        return redirectWithToast(request, `${jobPath}#applicants`, {
          title: t('applicants.moved.title'),
          description: t('applicants.moved.description', {
            name: moved.applicant.name,
            // The status label is its own key in the jobs catalogue.
            status: t(APPLICATION_STATUS_LABELS[moved.status] as keyof typeof jobsCatalogue),
          }),
        })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return data({ intent, message: error.message } satisfies JobActionData, { status: error.status })
      }
    }
    case EDIT_JOB_INTENT: {
      const roundTrip = isListRoundTrip(formData, JOB_LISTS)
      const submission = parseSubmission(foldPendingEntries(formData, JOB_LISTS, { validateOnly: roundTrip }), editJobSchema)
      if (submission.status !== 'success') {
        // A list round trip (Add, Remove, Enter in the tech box) is 200 with the list's own errors; a failure is 400.
        const result = submission.reply()
        if (submission.status !== 'error') result.error = listErrorsOnly(result.error, JOB_LISTS)
        return data({ intent, result } satisfies JobActionData, { status: submission.status === 'error' ? 400 : 200 })
      }
      try {
        await editJob(user, id, submission.value)
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return data(
          { intent, result: submission.reply({ formErrors: [error.message] }) } satisfies JobActionData,
          { status: error.status },
        )
      }
      return redirectWithToast(request, jobPath, { title: t('edit.saved.title'), description: t('edit.saved.description') })
    }
    case 'close':
    case 'reopen': {
      try {
        await setJobActive(user, id, intent === 'reopen')
        return redirectWithToast(request, jobPath, {
          title: intent === 'close' ? t('manage.closed.title') : t('manage.reopened.title'),
          description: intent === 'close' ? t('manage.closed.description') : t('manage.reopened.description'),
        })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return data({ intent, message: error.message } satisfies JobActionData, { status: error.status })
      }
    }
    default:
      return data({ intent: 'unknown', message: 'Unknown action' } satisfies JobActionData, { status: 400 })
  }
}

export const shouldRevalidate = dialogShouldRevalidate

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'jobs')
  if (!loaderData) return [{ title: t('job.notFoundTitle') }]
  const { job, pageUrl } = loaderData
  return [
    { title: t('job.metaTitle', { title: job.title, company: job.startup.name }) },
    ...(job.description ? [{ name: 'description', content: job.description.slice(0, 160) }] : []),
    // Only open jobs are offered to search engines; a closed job's page is for its team.
    ...(job.isActive ? [{ 'script:ld+json': jobPostingJsonLd(job, pageUrl) }] : []),
  ]
}

export default function JobPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, signedIn, manages, application, applicants, editValues, culture, fit } = loaderData
  const { t } = useTranslation('jobs')
  const location = useLocation()
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to="/talent-hub" className="text-sm font-medium text-brand-700 hover:underline">
        {t('job.back')}
      </Link>
      <JobHeader job={job} />
      {fit ? <FitLine fit={fit} className="job-fit block" /> : null}
      {/* The apply panel first, so on a phone it follows the title block on the first screen; from a laptop up it
          sits beside the description (issue 46 item 4, docs/decisions/0132). */}
      <div className="grid gap-6 lg:grid-cols-3">
        <aside className="min-w-0 space-y-6 lg:col-start-3 lg:row-start-1" aria-label={t('apply.aside')}>
          {manages ? (
            <ManagePanel job={job} applicantCount={applicants?.length ?? 0} actionData={actionData} />
          ) : (
            <ApplyPanel job={job} signedIn={signedIn} application={application} actionData={actionData} />
          )}
        </aside>
        <div className="min-w-0 lg:col-span-2">
          <JobBody job={job} culture={culture} />
        </div>
      </div>
      {manages && applicants ? <ApplicantsSection applicants={applicants} actionData={actionData} /> : null}
      {manages ? null : <ViewCounter src={href('/jobs/:id/view.gif', { id: String(job.id) })} />}
      {editValues ? (
        <LazyWhen
          when={openDialogName(location.search) === EDIT_JOB_DIALOG}
          component={EditJobDialog}
          props={{ values: editValues, lastResult: actionData?.intent === 'edit-job' ? actionData.result : undefined }}
        />
      ) : null}
    </main>
  )
}

/** An unknown or closed job gets its own page with a way back to the list; other errors the shared page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('jobs')
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('job.notFound')}</h1>
      <p className="mt-4 text-gray-600">{t('job.notFoundText')}</p>
      <Link to="/talent-hub" className={buttonClasses({ className: 'mt-8' })}>
        {t('job.backToHub')}
      </Link>
    </main>
  )
}
