import { useTranslation } from '~/browser/i18n-react'
import { data, href, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { FEATURED_BANNER, RESOURCE_PAGE_SIZE } from '~/domain/resources'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { parseFiltersLeniently } from '~/shared/filters'
import { pagePath, rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { listResources, type ResourceCard } from '~/models/resources.server'
import { resourceQuerySchema } from '~/schemas/resources'
import { ResourceFilters, ResourceTiles } from './filters'
import { FETCH_FAILED, FILTER_PROBLEMS } from './messages'
import { ResourceResults } from './results'
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'
import { log } from '~/server/logger.server'

/**
 * /resources (000 §2 Resource Hub; docs/decisions/0038-resource-hub.md): six type tiles, the filter bar, resource
 * cards 50 at a time and the 'Want to be featured as a resource?' banner. The query is GET /api/resources' schema
 * and model; a filter the page cannot read is dropped and explained rather than failing the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = pagePath(request)
  const parsed = parseFiltersLeniently(resourceQuerySchema, queryInput(`http://page${pathname}${search}`))
  const query = { ...parsed.query, limit: RESOURCE_PAGE_SIZE }
  const filterErrors = Object.fromEntries(
    Object.keys(parsed.problems).map((field) => [field, FILTER_PROBLEMS[field] ?? 'This filter was not understood and is not applied.']),
  )
  const user = await getUser(request)
  const page = { query, filterErrors, signedIn: user !== null }
  // With JavaScript (a data request) the list streams in behind 9 skeletons (000 §9); a document request always
  // carries the whole page, so it works without JavaScript.
  // One array per field (docs/decisions/0059); a client navigation gets the list streamed, a document awaits it.
  if (new URL(request.url).pathname.endsWith('.data')) return { ...page, resources: listResources(query).then((rows) => toCards(rows)) }
  return { ...page, resources: toCards(await loadOrFail(listResources(query))) }
}

async function loadOrFail(resources: Promise<ResourceCard[]>): Promise<ResourceCard[]> {
  try {
    return await resources
  } catch (error) {
    log('http').error({ err: error }, 'the list could not be loaded')
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
}

export const action = rejectPost

export const handle = { i18n: ['resources'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'resources')
  return [
    { title: t('meta.title') },
    { name: 'description', content: t('meta.description') },
  ]
}

export default function ResourceHub({ loaderData }: Route.ComponentProps) {
  const { query, filterErrors, signedIn, resources } = loaderData
  const { t } = useTranslation('resources')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <p className="mt-1 text-gray-600">{t('page.intro')}</p>
      <ResourceTiles />
      <ResourceFilters query={query} errors={filterErrors} />
      <ResourceResults resources={resources} query={query} signedIn={signedIn} />
      <FeaturedBanner />
    </main>
  )
}

/** 000 §2: the footer banner; Apply to Join is a signed-in page (visitors sign in first and come back). */
function FeaturedBanner() {
  const message = useMessage()
  return (
    <section
      aria-labelledby="featured-banner"
      className="mt-12 flex flex-col items-start gap-4 rounded-2xl bg-brand-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="min-w-0">
        <h2 id="featured-banner" className="text-xl font-bold">
          {message(FEATURED_BANNER.title)}
        </h2>
        <p className="mt-1 text-brand-50">{message(FEATURED_BANNER.text)}</p>
      </div>
      <Link to={href('/resources/apply')} className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'shrink-0' })}>
        {message(FEATURED_BANNER.action)}
      </Link>
    </section>
  )
}

/** A failed load reads 'Failed to fetch resources', with a way back to the full list. */
export function ErrorBoundary() {
  const { t } = useTranslation('resources')
  const message = useMessage()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{message(FETCH_FAILED)}</p>
        <p className="mt-1 text-red-700">{t('error.tryAgain')}</p>
        <Link to="/resources" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('error.clearFilters')}
        </Link>
      </div>
    </main>
  )
}
