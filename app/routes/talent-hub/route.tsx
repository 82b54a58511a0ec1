import { NearChooser, nearShouldRevalidate } from '~/components/near-filter'
import { useTranslation } from '~/browser/i18n-react'
import { data, Link, redirect, useLocation, useNavigation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { JOBS_PAGE_SIZE, POST_JOB_FAILED } from '~/domain/jobs'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { closeDialogHref, openDialogHref, openDialogName } from '~/shared/dialog-url'
import { DomainError, UpgradeRequired } from '~/shared/errors'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { parseFiltersLeniently } from '~/shared/filters'
import { formatBoundedCount } from '~/shared/bounded-count'
import { intlLocale, type I18nHandle } from '~/shared/i18n'
import { useIntlLocale, metaT } from '~/browser/i18n-react'
import { getT, languageOf } from '~/server/i18n.server'
import { parseSubmission } from '~/server/forms.server'
import { pagePath } from '~/server/http.server'
import { foldPendingEntries, isListRoundTrip, listErrorsOnly } from '~/shared/list-field'
import { requireUser } from '~/services/permissions.server'
import { redirectWithToast } from '~/server/toast.server'
import { JobCard, JobCardPhrases, jobCardView } from '~/components/job-card'
import { countJobs, listJobs, listPostableStartups, postJob } from '~/models/jobs.server'
import { fitPreferencesFor, listJobsWithFit, type FittedJob } from '~/models/job-fit.server'
import { fitViewer } from '~/services/culture-fit.server'
import { keepKnownCity } from '~/models/near.server'
import { nearControl } from '~/services/near-control.server'
import { JOB_FILTER_KEYS, jobFilterParams, MAX_JOB_LIMIT } from '~/schemas/filter-params'
import { jobQuerySchema, postJobSchema } from '~/schemas/job'
import { JobFilters } from './filters'
import { FETCH_FAILED, FILTER_PROBLEMS, OTHER_FILTER_PROBLEM, TALENT_FILTER_PROBLEMS } from './messages'
import { JOB_LISTS, POST_JOB_DIALOG } from './messages'

// The dialog and its form are fetched when it opens or the browser is idle (docs/decisions/0057).
const PostJobDialog = lazyComponent(() => import('./post-job-dialog').then((module) => module.PostJobDialog))
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'
import { ListCards } from '~/components/ui/list-cards'
import { windowSize } from '~/domain/lists'
import { readWindow } from '~/models/list-window.server'
import { JobCardSkeleton } from '~/components/job-card'
import { JOB_SKELETON_CARDS } from '~/domain/jobs'
import { log } from '~/server/logger.server'

/**
 * /talent-hub (000 §2). The query string is the filter bar's GET form, parsed by the same schema as GET /api/jobs
 * (a bad filter is dropped and explained, never a failed page); `offset` means "loaded this far" as on /discover.
 * `?dialog=post-job` opens the Post Job dialog; a visitor who asks for it signs in first and comes back to it.
 */
export const handle = { i18n: ['jobs'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseFiltersLeniently(jobQuerySchema, queryInput(request.url))
  const { problems } = parsed
  // Each dropped filter explained in the request's language.
  const t = getT(context, 'jobs')
  const talentT = getT(context, 'talent')
  const explain = (field: string) => {
    const talentProblem = TALENT_FILTER_PROBLEMS[field]
    return talentProblem ? talentT(talentProblem) : t(FILTER_PROBLEMS[field] ?? OTHER_FILTER_PROBLEM)
  }
  const filterErrors: Record<string, string> = Object.fromEntries(Object.keys(problems).map((field) => [field, explain(field)]))
  // A city no one knows is said beside the city filter (0115); the other filters still apply.
  const { query, unknown } = await keepKnownCity(parsed.query)
  if (unknown) filterErrors.near = getT(context, 'common')('near.unknownCity')
  const user = await getUser(request)
  // A member's preferred city is where the near control starts; the list stays unfiltered until they submit (0115).
  const near = await nearControl(request, context, user, query.near)
  // The culture-fit order is a signed-in member's (docs/decisions/0118): a visitor's is dropped and explained.
  if (!user && query.sort === 'fit') {
    filterErrors.sort = explain('sort')
    query.sort = 'newest'
  }
  const page = pagePath(request)
  if (!user && openDialogName(page.search) === POST_JOB_DIALOG) {
    throw redirect(`/auth?redirectTo=${encodeURIComponent(page.pathname + page.search)}`)
  }
  const shown = windowSize(query.offset, JOBS_PAGE_SIZE)
  try {
    const preferences = user ? await fitPreferencesFor(user.id) : null
    const read = preferences ? (window: typeof query) => listJobsWithFit(window, preferences) : listJobs
    const [jobs, total, postable] = await Promise.all([
      readWindow<typeof query, FittedJob>(read, query, shown, MAX_JOB_LIMIT),
      countJobs(query),
      user ? listPostableStartups(user.id) : [],
    ])
    const fitView = fitViewer(context)
    // Only what the cards show: no startup logos (the cards show none), no requirements, the company's name, the
    // salary as its text; one array per field (docs/decisions/0050, 0059).
    const salaryWords = { competitive: t('salary.competitive'), from: (amount: string) => t('salary.from', { amount }) }
    const cards = toCards(
      jobs.map((job) => ({ ...jobCardView(job, salaryWords, intlLocale(languageOf(context))), fit: job.fit ? fitView(job.fit) : undefined })),
    )
    return {
      query,
      jobs: cards,
      total,
      shown,
      signedIn: user !== null,
      // Signed in without preferences: the fit order is offered with a link to state them.
      hasPreferences: preferences !== null,
      postable,
      filterErrors,
      near,
    }
  } catch (error) {
    log('http').error({ err: error }, 'the list could not be loaded')
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
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
    // The month's posts used up (402, decision 0138): the dialog says so in the member's language, with the way up.
    const formError = error instanceof UpgradeRequired ? getT(context, 'jobs')('post.limitReached') : error.message || POST_JOB_FAILED
    const reply = error.fieldErrors ? submission.reply({ fieldErrors: error.fieldErrors }) : submission.reply({ formErrors: [formError] })
    // The plan's monthly job posts used up (402, docs/decisions/0138): the dialog links to the upgrade as well.
    const upgradeUrl = error instanceof UpgradeRequired ? error.upgradeUrl : undefined
    return data({ result: reply, upgradeUrl }, { status: error.status })
  }
  const t = getT(context, 'jobs')
  return redirectWithToast(request, closeDialogHref(pagePath(request)), {
    title: t('post.success.title'),
    description: t('post.success.description'),
  })
}

export const shouldRevalidate = nearShouldRevalidate

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
  const { query, jobs, total, shown, signedIn, hasPreferences, postable, filterErrors, near } = loaderData
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
      <JobFilters query={query} errors={filterErrors} signedIn={signedIn} near={near} />
      <NearChooser path="/talent-hub" control={near} km={query.km} />
      {signedIn && !hasPreferences ? (
        <p className="mt-3 text-sm">
          <Link to="/profile/preferences" className="font-medium text-brand-700 underline">
            {t('talent.setPreferences')}
          </Link>
        </p>
      ) : null}
      <p role="status" className="mt-6 text-sm font-medium text-gray-700">
        {t('hub.found', { count: total.count, total: formatBoundedCount(total, locale) })}
      </p>
      <ListCards
        cards={jobs}
        id="job"
        heading={t('hub.results')}
        basePath="/talent-hub"
        filters={filters}
        saveSearch
        gridClassName="grid gap-6 [--card-height:21.5rem] sm:grid-cols-2 lg:grid-cols-3"
        className="mt-6"
        before={<JobCardPhrases />}
        itemKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        empty={{ title: t('hub.empty.title'), hint: t('hub.empty.hint') }}
        // 000 §2: nine placeholder cards while a search or filter loads (with JavaScript; without it the browser waits).
        skeleton={{ node: <JobCardSkeleton />, count: JOB_SKELETON_CARDS, label: t('hub.loadingJobs') }}
        loading={searching}
        pager={{
          kind: 'more',
          field: 'jobs',
          shown,
          from: query.offset,
          anchor: 'job',
          labels: { loadMore: t('hub.loadMore'), loading: t('hub.loading') },
        }}
      />
      {signedIn ? (
        <LazyWhen
          when={openDialogName(location.search) === POST_JOB_DIALOG}
          component={PostJobDialog}
          props={{ startups: postable, lastResult: actionData?.result, upgradeUrl: actionData && 'upgradeUrl' in actionData ? (actionData.upgradeUrl as string | undefined) : undefined }}
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
