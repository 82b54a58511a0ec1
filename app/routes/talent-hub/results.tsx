import type { MouseEvent } from 'react'
import { useTranslation } from '~/lib/i18n-react'
import { Link, useFetcher } from 'react-router'
import { JobCard, JobCardSkeleton, type JobCardView } from '~/components/job-card'
import { buttonClasses } from '~/components/ui/button'
import { JOB_SKELETON_CARDS } from '~/domain/jobs'
import { MAX_WINDOW } from './messages'
import type { loader } from './route'
import { useMemo } from 'react'
import { fromColumns } from '~/lib/columns'

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

/**
 * The job cards, and "Load More Jobs" while a full page came back. Without JavaScript the button is a link to this
 * page with `offset` (the loader then shows rows 0 … offset+50, so the earlier ones stay on screen); with JavaScript a
 * fetcher loads that same URL and the list grows in place (docs/decisions/0013's paging, as on /discover).
 */
export function Results({
  initial,
  shown,
  filters,
  from,
}: {
  initial: JobCardView[]
  shown: number
  filters: string
  /** The query's offset: the card the no-JS "Load More Jobs" link scrolls to (the only card with an id). */
  from: number
}) {
  const { t } = useTranslation('jobs')
  const fetcher = useFetcher<typeof loader>()
  const more = fetcher.data
  const loaded = useMemo(() => (more ? { jobs: fromColumns(more.jobs), shown: more.shown } : { jobs: initial, shown }), [more, initial, shown])
  const { jobs } = loaded
  const hasMore = jobs.length >= loaded.shown && loaded.shown < MAX_WINDOW
  const loading = fetcher.state !== 'idle'

  const params = new URLSearchParams(filters)
  params.set('offset', String(jobs.length))
  const nextHref = `/talent-hub?${params}`

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (!loading) void fetcher.load(nextHref)
  }

  return (
    <section aria-labelledby="job-results" className="mt-6">
      <h2 id="job-results" className="sr-only">
        {t('hub.results')}
      </h2>
      <ul className={grid}>
        {jobs.map((job, index) => (
          <li key={job.id} id={index === from ? `job-${index + 1}` : undefined}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 text-center">
          <Link
            to={`${nextHref}#job-${jobs.length + 1}`}
            onClick={loadMore}
            preventScrollReset
            aria-busy={loading}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {loading ? t('hub.loading') : t('hub.loadMore')}
          </Link>
        </div>
      ) : null}
    </section>
  )
}

/** 000 §2: nine placeholder cards while a search or filter loads (with JavaScript; without it the browser waits). */
export function ResultsSkeleton() {
  const { t } = useTranslation('jobs')
  return (
    <div className="mt-6" aria-busy="true" aria-label={t('hub.loadingJobs')} role="status">
      <ul className={grid}>
        {Array.from({ length: JOB_SKELETON_CARDS }, (_, index) => (
          <li key={index} className="min-w-0">
            <JobCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}
