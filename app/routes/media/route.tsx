import { useTranslation } from '~/browser/i18n-react'
import { data, Link } from 'react-router'
import { MediaCard } from '~/components/media/media-card'
import { buttonClasses } from '~/components/ui/button'
import { MEDIA_PAGE_SIZE, NO_MEDIA } from '~/domain/media'
import { queryInput } from '~/services/api.server'
import { parseFiltersLeniently } from '~/shared/filters'
import { pagePath, rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { warmMarkdown } from '~/server/markdown.server'
import { listMedia, listTopics, type MediaCard as MediaCardData } from '~/models/media.server'
import { mediaFilterParams } from '~/schemas/filter-params'
import { mediaQuerySchema, type MediaQuery } from '~/schemas/media'
import { MediaFilters } from './filters'
import type { Route } from './+types/route'
import { log } from '~/server/logger.server'

/**
 * /media (001 §2 Media and PR; docs/decisions/0040-media.md): search, type and topic filters, one featured item (the
 * first match) and a grid, newest first, only published items. The same schema and model as GET /api/media.
 */
const FETCH_FAILED = 'Failed to fetch media'

const FILTER_PROBLEMS: Record<string, string> = {
  type: 'We do not publish that type of item, so every type is shown.',
  topic: 'We have no topic by that name, so every topic is shown.',
  searchQuery: 'Searches are at most 200 characters.',
  limit: 'That page size is not a number we can use.',
  offset: 'That page does not exist, so the first page is shown.',
}

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = pagePath(request)
  const parsed = parseFiltersLeniently(mediaQuerySchema, queryInput(`http://page${pathname}${search}`))
  const topics = await listTopics()
  const problems = { ...parsed.problems }
  let query: MediaQuery = { ...parsed.query, limit: MEDIA_PAGE_SIZE }
  if (query.topic !== undefined && !topics.some((topic) => topic.slug === query.topic)) {
    problems.topic = 'unknown topic'
    query = { ...query, topic: undefined }
  }
  const filterErrors = Object.fromEntries(
    Object.keys(problems).map((field) => [field, FILTER_PROBLEMS[field] ?? 'This filter was not understood and is not applied.']),
  )
  // Readers open an article next: have its Markdown sanitizer ready.
  warmMarkdown()
  let items: MediaCardData[]
  try {
    items = await listMedia(query)
  } catch (error) {
    log('http').error({ err: error }, 'the list could not be loaded')
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
  return { query, topics, items, filterErrors }
}

export const action = rejectPost

export const handle = { i18n: ['media'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'media')
  return [
    { title: t('meta.title') },
    { name: 'description', content: t('meta.description') },
    // The feed itself is English (a feed has one language); its link's title says so in the page's language.
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: t('meta.feedTitle'), href: '/media/feed.xml' },
  ]
}

export default function Media({ loaderData }: Route.ComponentProps) {
  const { query, topics, items, filterErrors } = loaderData
  // The featured item is the first match, on the first page.
  const featured = query.offset === 0 ? items[0] : undefined
  const rest = featured ? items.slice(1) : items
  const { t } = useTranslation('media')
  const message = useMessage()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
          <p className="mt-1 text-gray-600">{t('page.intro')}</p>
        </div>
        <a href="/media/feed.xml" className="text-sm font-medium text-brand-700 hover:underline">
          {t('page.feed')}
        </a>
      </div>
      <MediaFilters query={query} topics={topics} errors={filterErrors} />
      <section aria-labelledby="media-results" className="mt-8">
        <h2 id="media-results" className="sr-only">
          {t('results.label')}
        </h2>
        {items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
            <p className="text-lg font-semibold text-gray-900">{message(NO_MEDIA.title)}</p>
            <p className="mt-1 text-gray-600">{message(NO_MEDIA.hint)}</p>
            <Link to="/media" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
              {t('error.clearFilters')}
            </Link>
          </div>
        ) : (
          <>
            {featured ? <MediaCard item={featured} featured /> : null}
            {rest.length ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((item) => (
                  <li key={item.id} className="min-w-0">
                    <MediaCard item={item} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Pages query={query} count={items.length} />
          </>
        )}
      </section>
    </main>
  )
}

function Pages({ query, count }: { query: MediaQuery; count: number }) {
  const page = (offset: number) => {
    const params = mediaFilterParams(query)
    if (offset > 0) params.set('offset', String(offset))
    const search = params.toString()
    return search ? `/media?${search}` : '/media'
  }
  const hasNext = count >= query.limit
  const { t } = useTranslation('media')
  if (query.offset === 0 && !hasNext) return null
  return (
    <nav aria-label={t('pages.label')} className="mt-8 flex justify-center gap-3">
      {query.offset > 0 ? (
        <Link to={page(Math.max(0, query.offset - query.limit))} className={buttonClasses({ variant: 'outline' })}>
          {t('pages.previous')}
        </Link>
      ) : null}
      {hasNext ? (
        <Link to={page(query.offset + query.limit)} className={buttonClasses({ variant: 'outline' })}>
          {t('pages.next')}
        </Link>
      ) : null}
    </nav>
  )
}

/** A failed load reads 'Failed to fetch media', with a way back to the full list. */
export function ErrorBoundary() {
  const { t } = useTranslation('media')
  const message = useMessage()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{message(FETCH_FAILED)}</p>
        <p className="mt-1 text-red-700">{t('error.tryAgain')}</p>
        <Link to="/media" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('error.clearFilters')}
        </Link>
      </div>
    </main>
  )
}
