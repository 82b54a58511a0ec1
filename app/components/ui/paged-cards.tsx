import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Await, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CardList } from '~/components/ui/card-list'
import type { Cards } from '~/shared/columns'

export interface PagedCardsProps<T extends object> {
  /**
   * The loader's list (`toCards`, app/shared/columns.ts): as it is on a document request (whose cards the browser keeps
   * from the server's markup), a promise of it when a client-side navigation streams it.
   */
  items: Cards<T> | Promise<Cards<T>>
  /** The list's filters as query parameters, without `offset`: the paging links and the Suspense key. */
  filterParams: URLSearchParams
  offset: number
  limit: number
  /** The list page's path, e.g. '/workspace'. */
  basePath: string
  /** Names the section, its loading status and its page links: `{ id: 'workspace', label: 'Workspaces' }`. */
  noun: { id: string; label: string }
  gridClassName: string
  skeletons: number
  skeleton: ReactNode
  empty: { title: string; hint: string }
  failed: string
  className?: string
  itemKey: (item: T) => string | number
  renderItem: (item: T) => ReactNode
}

/**
 * A list page's card grid (000 §9): the loader's cards, or — on a client-side navigation, when the loader streams
 * them — skeletons until they arrive, keyed by the query so a new filter shows skeletons rather than the old cards.
 * Previous/Next are links, so paging works without JavaScript; an empty result says so with a way to clear filters.
 */
export function PagedCards<T extends object>(props: PagedCardsProps<T>) {
  const { items, filterParams, offset, noun, className = '' } = props
  return (
    <section aria-labelledby={`${noun.id}-results`} className={`min-w-0 ${className}`}>
      <h2 id={`${noun.id}-results`} className="sr-only">
        {noun.label}
      </h2>
      {items instanceof Promise ? (
        <Suspense key={`${filterParams}&offset=${offset}`} fallback={<Skeletons {...props} />}>
          <Await resolve={items} errorElement={<LoadFailed message={props.failed} />}>
            {(loaded: Cards<T>) => <Grid {...props} cards={loaded} />}
          </Await>
        </Suspense>
      ) : (
        // Loaded already (every document request): no Suspense boundary, which React's streaming renderer may send
        // as its fallback first and fill in by script — which a browser without JavaScript would never run.
        <Grid {...props} cards={items} />
      )}
    </section>
  )
}

function Skeletons<T extends object>({ noun, gridClassName, skeletons, skeleton }: PagedCardsProps<T>) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('pagedCards.loading', { label: noun.label.toLowerCase() })}>
      <ul className={gridClassName}>
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index} data-skeleton={noun.id} className="min-w-0">
            {skeleton}
          </li>
        ))}
      </ul>
    </div>
  )
}

function LoadFailed({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="text-lg font-semibold text-red-700">{message}</p>
      <p className="mt-1 text-red-700">{t('pagedCards.tryAgain')}</p>
    </div>
  )
}

function Grid<T extends object>({ cards, filterParams, offset, limit, basePath, noun, gridClassName, empty, itemKey, renderItem }: PagedCardsProps<T> & { cards: Cards<T> }) {
  const { t } = useTranslation()
  if (cards.count === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
        <p className="text-lg font-semibold text-gray-900">{empty.title}</p>
        <p className="mt-1 text-gray-600">{empty.hint}</p>
        <Link to={basePath} className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('filters.clear')}
        </Link>
      </div>
    )
  }
  const page = (to: number) => {
    const params = new URLSearchParams(filterParams)
    if (to > 0) params.set('offset', String(to))
    const search = params.toString()
    return search ? `${basePath}?${search}` : basePath
  }
  const hasNext = cards.count >= limit
  const singular = noun.label.replace(/s$/, '')
  return (
    <>
      <CardList cards={cards} className={gridClassName} itemKey={itemKey} renderItem={renderItem} />
      {offset > 0 || hasNext ? (
        <nav aria-label={t('pagedCards.pages', { label: singular })} className="mt-8 flex justify-center gap-3">
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
