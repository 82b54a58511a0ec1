import type { MouseEvent } from 'react'
import { useTranslation } from '~/lib/i18n-react'
import { Link, useFetcher } from 'react-router'
import { StartupCard, type StartupCardView } from '~/components/startup-card'
import { buttonClasses } from '~/components/ui/button'
import { MAX_WINDOW } from './messages'
import type { loader } from './route'
import { useMemo } from 'react'
import { fromColumns } from '~/lib/columns'

/**
 * The cards, and "Load More Startups" while a full page came back (000 §2: when 50 or more results come back).
 * Without JavaScript the button is a link to this page with `offset` (the loader then shows rows 0 … offset+50, so
 * the earlier ones stay on screen); with JavaScript a fetcher loads that same URL and the list grows in place. A
 * load that fails shows the route's 'Failed to fetch startups' (000 §8), as a failed first load does.
 */
export function Results({
  initial,
  shown,
  filters,
  from,
}: {
  initial: StartupCardView[]
  shown: number
  filters: string
  /** The query's offset: the card the no-JS "Load More" link scrolls to (the only card with an id). */
  from: number
}) {
  const { t } = useTranslation('startups')
  const fetcher = useFetcher<typeof loader>()
  const more = fetcher.data
  const loaded = useMemo(() => (more ? { startups: fromColumns(more.startups), shown: more.shown } : { startups: initial, shown }), [more, initial, shown])
  const { startups } = loaded
  const hasMore = startups.length >= loaded.shown && loaded.shown < MAX_WINDOW
  const loading = fetcher.state !== 'idle'

  const params = new URLSearchParams(filters)
  params.set('offset', String(startups.length))
  const nextHref = `/discover?${params}`

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (!loading) void fetcher.load(nextHref)
  }

  return (
    <section aria-labelledby="discover-results" className="mt-8">
      <h2 id="discover-results" className="sr-only">
        {t('discover.results')}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {startups.map((startup, index) => (
          <li key={startup.id} id={index === from ? `result-${index + 1}` : undefined}>
            <StartupCard startup={startup} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="mt-8 text-center">
          <Link
            to={`${nextHref}#result-${startups.length + 1}`}
            onClick={loadMore}
            preventScrollReset
            aria-busy={loading}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {loading ? t('discover.loading') : t('discover.loadMore')}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
