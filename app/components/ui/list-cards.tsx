import { Suspense, type MouseEvent, type ReactNode } from 'react'
import { Await, Link, useFetcher } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CardList } from '~/components/ui/card-list'
import { MAX_WINDOW } from '~/domain/lists'
import type { Cards } from '~/shared/columns'
import { useTranslation } from '~/browser/i18n-react'

/**
 * The list-page kit: every list page's cards (000 §2, §9) — /discover, /talent-hub, /events with "Load more",
 * /workspace and /resources with Previous/Next — in one component. It draws the section and its hidden heading,
 * the cards, the empty state, the skeletons while the list loads and the pager; the page draws its header and
 * filters. The server half is `readWindow` (app/models/list-window.server.ts) and `windowSize` (app/domain/lists.ts).
 * Everything works without JavaScript: the pager and "Clear filters" are links.
 *
 * Adding a list page: its loader returns `toCards(rows)` (and `shown` for "Load more"); its component renders
 * `<ListCards>` with its card. See docs/decisions/0097-one-list-page-kit.md.
 */

/** "Load more": the page shows rows 0 … `shown`; the next window is the same loader's data, under `field`. */
export interface LoadMore<K extends string> {
  kind: 'more'
  /** The loader's field with the cards (a fetcher's data for the next window has it too). */
  field: K
  shown: number
  /** The query's offset: the card the no-JS "Load more" link scrolls to (the only card with an id). */
  from: number
  /** The anchors' prefix: `${anchor}-${n}`. */
  anchor: string
  labels: { loadMore: string; loading: string }
}

/** Previous and Next links over pages of `limit`. */
export interface Pages {
  kind: 'pages'
  offset: number
  limit: number
  /** Names the pager ("Workspace pages"). */
  label: string
}

/** What a "Load more" page's loader returns for its window. */
export type WindowData<K extends string, T> = { shown: number } & { [P in K]: Cards<T> }

export interface ListCardsProps<T extends object, K extends string> {
  /** The loader's cards (`toCards`), or a promise of them when a client-side navigation streams the list. */
  cards: Cards<T> | Promise<Cards<T>>
  /** Names the section: its heading is `${id}-results`, its skeletons carry `data-skeleton={id}`. */
  id: string
  /** The list's (visually hidden) heading. */
  heading: string
  /** The list page's path, e.g. '/workspace'. */
  basePath: string
  /** The list's filters as a query string, without `offset` (the pager's links, the list's identity). */
  filters: string
  /** Offer "Save this search" (the lists of app/domain/alerts.ts SAVED_SEARCH_PATHS). */
  saveSearch?: boolean
  gridClassName: string
  className?: string
  /** Above the cards (e.g. hints the cards' buttons refer to). */
  before?: ReactNode
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
  /** No rows: what to say; `action` replaces the "Clear filters" link that shows when filters are applied. */
  empty: { title: string; hint: string; action?: ReactNode }
  /** Stand-ins while the list loads: during a navigation the page knows of (`loading`) or a streamed list. */
  skeleton?: { node: ReactNode; count: number; label: string }
  loading?: boolean
  /** What a streamed list (`cards` a promise) says when it fails to load. */
  failed?: string
  pager: LoadMore<K> | Pages
}

export function ListCards<T extends object, K extends string>(props: ListCardsProps<T, K>) {
  const { cards, id, heading, filters, pager, className = '', loading = false } = props
  const offset = pager.kind === 'pages' ? pager.offset : pager.shown
  return (
    <section aria-labelledby={`${id}-results`} className={`min-w-0 ${className}`}>
      <h2 id={`${id}-results`} className="sr-only">
        {heading}
      </h2>
      {props.saveSearch ? <SaveSearchLink {...props} /> : null}
      {loading ? (
        <Skeletons {...props} />
      ) : cards instanceof Promise ? (
        // Keyed by the query, so a new filter shows skeletons rather than the old cards.
        <Suspense key={`${filters}&offset=${offset}`} fallback={<Skeletons {...props} />}>
          <Await resolve={cards} errorElement={<LoadFailed message={props.failed} />}>
            {(loaded: Cards<T>) => <Loaded {...props} cards={loaded} />}
          </Await>
        </Suspense>
      ) : (
        // Loaded already (every document request): no Suspense boundary, which React's streaming renderer may send
        // as its fallback first and fill in by script — which a browser without JavaScript would never run.
        <Loaded {...props} cards={cards} />
      )}
    </section>
  )
}

/**
 * "Save this search" (issue 43 item 2, docs/decisions/0131-saved-searches.md): a link to the save step, which has the
 * form and sends the member back here with a toast; a visitor signs in first and comes back to it. A link, not a
 * form here, so the list pages carry no script for it.
 */
function SaveSearchLink<T extends object, K extends string>({ basePath, filters }: ListCardsProps<T, K>) {
  const { t } = useTranslation()
  const url = filters ? `${basePath}?${filters}` : basePath
  return (
    <p className="mb-4 text-right text-sm">
      <Link to={`/profile/saved-searches?url=${encodeURIComponent(url)}`} rel="nofollow" className="font-medium text-brand-700 hover:underline">
        {t('saveSearch.open')}
      </Link>
    </p>
  )
}

function Loaded<T extends object, K extends string>(props: ListCardsProps<T, K> & { cards: Cards<T> }) {
  const { cards, pager, filters } = props
  if (cards.count === 0) return <Empty {...props} />
  return pager.kind === 'more' ? (
    // Keyed by the window: new filters start a fresh list rather than appending to the old one.
    <MoreCards key={`${filters}&shown=${pager.shown}`} {...props} cards={cards} pager={pager} />
  ) : (
    <PagedGrid {...props} cards={cards} pager={pager} />
  )
}

function Empty<T extends object, K extends string>({ empty, filters, basePath }: ListCardsProps<T, K>) {
  const { t } = useTranslation()
  const action =
    empty.action ??
    (filters ? (
      <Link to={basePath} className={buttonClasses({ variant: 'outline' })}>
        {t('filters.clear')}
      </Link>
    ) : null)
  return (
    <div className="rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
      <p className="text-lg font-semibold text-gray-900">{empty.title}</p>
      <p className="mt-1 text-gray-600">{empty.hint}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  )
}

function Skeletons<T extends object, K extends string>({ id, gridClassName, skeleton }: ListCardsProps<T, K>) {
  if (!skeleton) return null
  return (
    <div role="status" aria-busy="true" aria-label={skeleton.label}>
      <ul className={gridClassName}>
        {Array.from({ length: skeleton.count }, (_, index) => (
          <li key={index} data-skeleton={id} className="min-w-0">
            {skeleton.node}
          </li>
        ))}
      </ul>
    </div>
  )
}

function LoadFailed({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      {message ? <p className="text-lg font-semibold text-red-700">{message}</p> : null}
      <p className="mt-1 text-red-700">{t('pagedCards.tryAgain')}</p>
    </div>
  )
}

/**
 * "Load more" while a full window came back. Without JavaScript the button is a link to this page with `offset`
 * (the loader then shows rows 0 … offset + page, and the link scrolls to the first new card); with JavaScript a
 * fetcher loads that same URL and the list grows in place. A load that fails shows the route's error boundary, as a
 * failed first load does (docs/decisions/0013-startup-search.md).
 */
function MoreCards<T extends object, K extends string>(props: ListCardsProps<T, K> & { cards: Cards<T>; pager: LoadMore<K> }) {
  const { cards, pager, basePath, filters } = props
  const fetcher = useFetcher()
  const more = fetcher.data as WindowData<K, T> | undefined
  const window = more ? more[pager.field] : cards
  const windowShown = more ? more.shown : pager.shown
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
    <>
      <Grid {...props} cards={window} itemId={(_, index) => (index === pager.from ? `${pager.anchor}-${index + 1}` : undefined)} />
      {hasMore ? (
        <div className="mt-8 text-center">
          <Link
            to={`${nextHref}#${pager.anchor}-${window.count + 1}`}
            onClick={loadMore}
            preventScrollReset
            aria-busy={loading}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {loading ? pager.labels.loading : pager.labels.loadMore}
          </Link>
        </div>
      ) : null}
    </>
  )
}

/** Previous/Next as links, so paging works without JavaScript. */
function PagedGrid<T extends object, K extends string>(props: ListCardsProps<T, K> & { cards: Cards<T>; pager: Pages }) {
  const { cards, pager, basePath, filters } = props
  const { t } = useTranslation()
  const page = (to: number) => {
    const params = new URLSearchParams(filters)
    if (to > 0) params.set('offset', String(to))
    const search = params.toString()
    return search ? `${basePath}?${search}` : basePath
  }
  const { offset, limit } = pager
  const hasNext = cards.count >= limit
  return (
    <>
      <Grid {...props} cards={cards} />
      {offset > 0 || hasNext ? (
        <nav aria-label={pager.label} className="mt-8 flex justify-center gap-3">
          {offset > 0 ? (
            <Link to={page(Math.max(0, offset - limit))} className={buttonClasses({ variant: 'outline' })}>
              {t('pagination.previous')}
            </Link>
          ) : null}
          {hasNext ? (
            <Link to={page(offset + limit)} className={buttonClasses({ variant: 'outline' })}>
              {t('pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}

/** What precedes the cards, and the cards. */
function Grid<T extends object, K extends string>({
  before,
  cards,
  gridClassName,
  itemKey,
  itemId,
  renderItem,
}: ListCardsProps<T, K> & { cards: Cards<T>; itemId?: (item: T, index: number) => string | undefined }) {
  return (
    <>
      {before}
      <CardList cards={cards} className={gridClassName} itemKey={itemKey} itemId={itemId} renderItem={renderItem} />
    </>
  )
}
