import { useTranslation } from '~/browser/i18n-react'
import { data, Link, redirect, useLocation, useNavigation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { dialogShouldRevalidate } from '~/shared/dialog-url'
import { JOBS_PAGE_SIZE, POST_JOB_FAILED } from '~/domain/jobs'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { closeDialogHref, openDialogHref, openDialogName } from '~/shared/dialog-url'
import { DomainError } from '~/shared/errors'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { parseFiltersLeniently } from '~/shared/filters'
import { formatBoundedCount } from '~/shared/bounded-count'
import type { I18nHandle } from '~/shared/i18n'
import { useIntlLocale, metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { parseSubmission } from '~/server/forms.server'
import { pagePath } from '~/server/http.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { requireUser } from '~/services/permissions.server'
import { redirectWithToast } from '~/server/toast.server'
import { JobCard, jobCardView } from '~/components/job-card'
import { countJobs, listJobs, listPostableStartups, postJob, type JobListing } from '~/models/jobs.server'
import { JOB_FILTER_KEYS, jobFilterParams, MAX_JOB_LIMIT } from '~/schemas/filter-params'
import { jobQuerySchema, postJobSchema, type JobQuery } from '~/schemas/job'
import { JobFilters } from './filters'
import { FETCH_FAILED, FILTER_PROBLEMS, MAX_WINDOW, OTHER_FILTER_PROBLEM } from './messages'
import { JOB_LISTS, POST_JOB_DIALOG } from './messages'

// The dialog and its form are fetched when it opens or the browser is idle (docs/decisions/0057).
const PostJobDialog = lazyComponent(() => import('./post-job-dialog').then((module) => module.PostJobDialog))
import { grid, ResultsSkeleton } from './results'
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'
import { LoadMoreCards } from '~/components/ui/load-more-cards'

/**
 * /talent-hub (000 §2). The query string is the filter bar's GET form, parsed by the same schema as GET /api/jobs
 * (a bad filter is dropped and explained, never a failed page); `offset` means "loaded this far" as on /discover.
 * `?dialog=post-job` opens the Post Job dialog; a visitor who asks for it signs in first and comes back to it.
 */
export const handle = { i18n: ['jobs'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, problems } = parseFiltersLeniently(jobQuerySchema, queryInput(request.url))
  // Each dropped filter explained in the request's language.
  const t = getT(context, 'jobs')
  const filterErrors = Object.fromEntries(
    Object.keys(problems).map((field) => [field, t(FILTER_PROBLEMS[field] ?? OTHER_FILTER_PROBLEM)]),
  )
  const user = await getUser(request)
  const page = pagePath(request)
  if (!user && openDialogName(page.search) === POST_JOB_DIALOG) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(page.pathname + page.search)}`)
  }
  const shown = Math.min(query.offset + JOBS_PAGE_SIZE, MAX_WINDOW)
  try {
    const [jobs, total, postable] = await Promise.all([
      loadWindow(query, shown),
      countJobs(query),
      user ? listPostableStartups(user.id) : [],
    ])
    // Only what the cards show: no startup logos (the cards show none), no requirements, the company's name, the
    // salary as its text; one array per field (docs/decisions/0050, 0059).
    const salaryWords = { competitive: t('salary.competitive'), from: (amount: string) => t('salary.from', { amount }) }
    const cards = toCards(jobs.map((job) => jobCardView(job, salaryWords)))
    return { query, jobs: cards, total, shown, signedIn: user !== null, postable, filterErrors }
  } catch (error) {
    console.error(error)
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
}

async function loadWindow(query: JobQuery, shown: number): Promise<JobListing[]> {
  const rows: JobListing[] = []
  while (rows.length < shown) {
    const limit = Math.min(MAX_JOB_LIMIT, shown - rows.length)
    const page = await listJobs({ ...query, offset: rows.length, limit })
    rows.push(...page)
    if (page.length < limit) break
  }
  return rows
}

/** Post Job (the dialog's form): the same schema and model as POST /api/jobs. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const raw = await request.formData()
  const roundTrip = isListRoundTrip(raw, JOB_LISTS)
  const submission = parseSubmission(foldPendingEntries(raw, JOB_LISTS, { validateOnly: roundTrip }), postJobSchema)
  if (submission.status !== 'success') {
    // A list round trip (Add, Remove, Enter in the tech box) is not a failure: 200 with the values and only the
    // list's own errors; a real validation failure is 400 with every message.
    const result = submission.reply()
    if (submission.status !== 'error') result.error = listErrorsOnly(result.error, JOB_LISTS)
    return data({ result }, { status: submission.status === 'error' ? 400 : 200 })
  }
  try {
    await postJob(user, submission.value)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    // A field's refusal (no startup chosen) goes under the field; anything else is the dialog's error and toast.
    const reply = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors })
      : submission.reply({ formErrors: [error.message || POST_JOB_FAILED] })
    return data({ result: reply }, { status: error.status })
  }
  const t = getT(context, 'jobs')
  return redirectWithToast(request, closeDialogHref(pagePath(request)), {
    title: t('post.success.title'),
    description: t('post.success.description'),
  })
}

export const shouldRevalidate = dialogShouldRevalidate

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'jobs')
  const description = t('hub.metaDescription')
  const found = loaderData ? t('hub.found', { count: loaderData.total.count, total: formatBoundedCount(loaderData.total) }) : ''
  return [
    { title: t('hub.metaTitle') },
    { name: 'description', content: found ? `${found}. ${description}` : description },
  ]
}

export default function TalentHub({ loaderData, actionData }: Route.ComponentProps) {
  const { query, jobs, total, shown, signedIn, postable, filterErrors } = loaderData
  const filters = jobFilterParams(query).toString()
  const searching = useFilteringNavigation(filters)
  const { t } = useTranslation('jobs')
  const locale = useIntlLocale()
  const location = useLocation()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-gray-900">{t('hub.title')}</h1>
          <p className="mt-1 text-gray-600">{t('hub.subtitle')}</p>
        </div>
        <PostJobButton signedIn={signedIn} />
      </div>
      <JobFilters query={query} errors={filterErrors} />
      <p role="status" className="mt-6 text-sm font-medium text-gray-700">
        {t('hub.found', { count: total.count, total: formatBoundedCount(total, locale) })}
      </p>
      {searching ? (
        <ResultsSkeleton />
      ) : jobs.count === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-gray-300 p-12 text-center">
          <p className="text-lg font-semibold text-gray-900">{t('hub.empty.title')}</p>
          <p className="mt-1 text-gray-600">{t('hub.empty.hint')}</p>
        </div>
      ) : (
        // Keyed by the query: new filters start a fresh list rather than appending to the old one.
        <LoadMoreCards
          key={`${filters}&shown=${shown}`}
          field="jobs"
          cards={jobs}
          shown={shown}
          basePath="/talent-hub"
          filters={filters}
          from={query.offset}
          anchor="job"
          headingId="job-results"
          heading={t('hub.results')}
          labels={{ loadMore: t('hub.loadMore'), loading: t('hub.loading') }}
          className={grid}
          sectionClassName="mt-6"
          renderItem={(job) => <JobCard job={job} />}
        />
      )}
      {signedIn ? (
        <LazyWhen
          when={openDialogName(location.search) === POST_JOB_DIALOG}
          component={PostJobDialog}
          props={{ startups: postable, lastResult: actionData?.result }}
        />
      ) : null}
    </main>
  )
}

/** Visitors who press Post Job sign in first and come back to the open dialog (a plain link either way). */
function PostJobButton({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('jobs')
  const location = useLocation()
  if (signedIn) {
    return (
      <DialogTrigger name={POST_JOB_DIALOG} className={buttonClasses()}>
        {t('hub.postJob')}
      </DialogTrigger>
    )
  }
  const back = openDialogHref(location, POST_JOB_DIALOG)
  return (
    <Link to={`/auth?redirectTo=${encodeURIComponent(back)}`} className={buttonClasses()}>
      {t('hub.postJob')}
    </Link>
  )
}

/** Whether a search or filter change of this page is loading (not a dialog opening, not "Load more"). */
function useFilteringNavigation(currentFilters: string): boolean {
  const navigation = useNavigation()
  if (navigation.state !== 'loading' || navigation.formMethod === 'POST') return false
  if (navigation.location.pathname !== '/talent-hub') return false
  const next = new URLSearchParams(navigation.location.search)
  next.delete('dialog')
  next.delete('offset')
  // The next URL's filters as the loader will write them (last value counts, blanks mean "any"), without parsing
  // them here: the query's zod schema is the server's, kept out of the page's scripts (decision 0057).
  const nextQuery: Partial<Record<(typeof JOB_FILTER_KEYS)[number], string>> = {}
  for (const key of JOB_FILTER_KEYS) {
    const value = next.getAll(key).at(-1)?.trim()
    if (value) nextQuery[key] = value
  }
  return jobFilterParams(nextQuery).toString() !== currentFilters
}

/** A failed load reads 'Failed to fetch jobs', with a way back to the full list. */
export function ErrorBoundary() {
  const { t } = useTranslation('jobs')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('hub.title')}</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{t('hub.fetchFailed')}</p>
        <p className="mt-1 text-red-700">{t('hub.tryAgain')}</p>
        <Link to="/talent-hub" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('hub.clearFilters')}
        </Link>
      </div>
    </main>
  )
}
