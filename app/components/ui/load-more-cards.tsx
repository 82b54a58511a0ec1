import type { MouseEvent, ReactNode } from 'react'
import { Link, useFetcher } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CardList } from '~/components/ui/card-list'
import type { Cards } from '~/shared/columns'

/** The most rows a "Load more" window shows (/discover, /talent-hub, /events); past it, narrow the search. */
export const MAX_WINDOW = 500

/** What a list page's loader returns for its window of cards under `field`. */
export type WindowData<K extends string, T> = { shown: number } & { [P in K]: Cards<T> }

/**
 * A list's cards and "Load more" while a full window came back (000 §2, §4; /discover, /talent-hub, /events).
 * Without JavaScript the button is a link to this page with `offset` (the loader then shows rows 0 … offset+50, so
 * the earlier ones stay on screen, and the link scrolls to the first new card); with JavaScript a fetcher loads that
 * same URL and the list grows in place. A load that fails shows the route's error boundary, as a failed first load
 * does (docs/decisions/0013-startup-search.md).
 */
export function LoadMoreCards<K extends string, T extends { id: number }>({
  field,
  cards,
  shown,
  basePath,
  filters,
  from,
  anchor,
  headingId,
  heading,
  labels,
  className,
  sectionClassName = 'mt-8',
  before,
  renderItem,
}: {
  /** The loader's field with the cards (the fetcher's data has it too). */
  field: K
  cards: Cards<T>
  shown: number
  basePath: string
  filters: string
  /** The query's offset: the card the no-JS "Load more" link scrolls to (the only card with an id). */
  from: number
  /** The anchors' prefix: `${anchor}-${n}`. */
  anchor: string
  headingId: string
  /** The list's (visually hidden) heading. */
  heading: string
  labels: { loadMore: string; loading: string }
  /** The grid's classes. */
  className: string
  sectionClassName?: string
  before?: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  const fetcher = useFetcher()
  // The same loader's data for the next window (a `.data` request: the columns are in it).
  const more = fetcher.data as WindowData<K, T> | undefined
  const window = more ? more[field] : cards
  const windowShown = more ? more.shown : shown
  const hasMore = window.count >= windowShown && windowShown < MAX_WINDOW
  const loading = fetcher.state !== 'idle'

  const params = new URLSearchParams(filters)
  params.set('offset', String(window.count))
  const nextHref = `${basePath}?${params}`

  function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    if (!loading) void fetcher.load(nextHref)
  }

  return (
    <section aria-labelledby={headingId} className={sectionClassName}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      {before}
      <CardList
        cards={window}
        className={className}
        itemKey={(item) => item.id}
        itemId={(_, index) => (index === from ? `${anchor}-${index + 1}` : undefined)}
        renderItem={renderItem}
      />
      {hasMore ? (
        <div className="mt-8 text-center">
          <Link
            to={`${nextHref}#${anchor}-${window.count + 1}`}
            onClick={loadMore}
            preventScrollReset
            aria-busy={loading}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {loading ? labels.loading : labels.loadMore}
          </Link>
        </div>
      ) : null}
    </section>
  )
}
