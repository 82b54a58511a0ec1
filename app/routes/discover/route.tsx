import { useTranslation } from '~/browser/i18n-react'
import { data, Link } from 'react-router'
import { StartupCard, startupCardView } from '~/components/startup-card'
import { buttonClasses } from '~/components/ui/button'
import { queryInput } from '~/services/api.server'
import { orderRange, parseFiltersLeniently } from '~/shared/filters'
import { getUser } from '~/services/auth.server'
import { listStartups, type StartupCard as StartupCardData } from '~/models/startups.server'
import { isUnknownCity } from '~/models/near.server'
import { nearControl } from '~/services/near-control.server'
import { DISCOVER_PAGE_SIZE, filterParams, MAX_LIMIT } from '~/schemas/filter-params'
import { startupQuerySchema, type StartupQuery } from '~/schemas/startup-query'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { DiscoverFilters } from './filters'
import { NearChooser } from '~/components/near-filter'
import { FETCH_FAILED, FILTER_PROBLEMS } from './messages'
import { ListCards } from '~/components/ui/list-cards'
import { windowSize } from '~/domain/lists'
import { readWindow } from '~/models/list-window.server'
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'
import { log } from '~/server/logger.server'


/**
 * /discover (000 §2). The query string is the GET form's fields, parsed by the same schema as GET /api/startups.
 * `offset` here means "the visitor has loaded this far": the page shows rows 0 … offset+50, so the no-JS
 * "Load More" link keeps the earlier results on screen (docs/decisions/0013-startup-search.md).
 */
export const handle = { i18n: ['startups'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getT(context, 'startups')
  let input = queryInput(request.url)
  input = orderRange(orderRange(input, 'foundingYearFrom', 'foundingYearTo'), 'minTeamSize', 'maxTeamSize')
  const parsed = parseFiltersLeniently(startupQuerySchema, input)
  const { problems } = parsed
  let query = parsed.query
  const filterErrors: Record<string, string> = Object.fromEntries(
    Object.keys(problems).map((field) => [
      field,
      t(field in FILTER_PROBLEMS ? FILTER_PROBLEMS[field as keyof typeof FILTER_PROBLEMS] : 'problems.other'),
    ]),
  )
  const shown = windowSize(query.offset, DISCOVER_PAGE_SIZE)
  const [user, found] = await Promise.all([getUser(request), loadWindow(query, shown)])
  let rows = found
  if (rows === UNKNOWN_CITY) {
    // A near= no city has: said next to the city filter, the rest of the filters still apply (0115).
    filterErrors.near = getT(context, 'common')('near.unknownCity')
    query = { ...query, near: undefined, km: undefined }
    rows = (await loadWindow(query, shown)) as StartupCardData[]
  }
  // Only what the cards show, one array per field (docs/decisions/0050, 0059): the /api twin keeps
  // every field.
  // A member's preferred city is where the near control starts; the list stays unfiltered until they submit (0115).
  const near = await nearControl(request, context, user, query.near)
  return { query, startups: toCards(rows.map(startupCardView)), shown, signedIn: user !== null, filterErrors, near }
}

const UNKNOWN_CITY = Symbol('unknown city')

async function loadWindow(query: StartupQuery, shown: number): Promise<StartupCardData[] | typeof UNKNOWN_CITY> {
  try {
    return await readWindow(listStartups, query, shown, MAX_LIMIT)
  } catch (error) {
    if (isUnknownCity(error)) return UNKNOWN_CITY
    log('http').error({ err: error }, 'the list could not be loaded')
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: t('meta.discover') }, { name: 'description', content: t('discover.subtitle') }]
}

export const action = rejectPost

export default function Discover({ loaderData }: Route.ComponentProps) {
  const { query, startups, shown, signedIn, filterErrors, near } = loaderData
  const { t } = useTranslation('startups')
  const filters = filterParams(query).toString()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <DiscoverHeader signedIn={signedIn} />
      <DiscoverFilters query={query} errors={filterErrors} near={near} />
      <NearChooser path="/discover" control={near} km={query.km} />
      <ListCards
        cards={startups}
        id="discover"
        heading={t('discover.results')}
        basePath="/discover"
        filters={filters}
        saveSearch
        gridClassName="grid gap-6 [--card-height:10.75rem] sm:grid-cols-2 lg:grid-cols-3"
        className="mt-8"
        itemKey={(startup) => startup.id}
        renderItem={(startup) => <StartupCard startup={startup} />}
        empty={{ title: t('discover.emptyTitle'), hint: t('discover.emptyHint') }}
        pager={{
          kind: 'more',
          field: 'startups',
          shown,
          from: query.offset,
          anchor: 'result',
          labels: { loadMore: t('discover.loadMore'), loading: t('discover.loading') },
        }}
      />
    </main>
  )
}

function DiscoverHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('startups')
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">{t('discover.title')}</h1>
        <p className="mt-1 text-gray-600">{t('discover.subtitle')}</p>
      </div>
      {signedIn ? (
        <Link to="/create-startup" className={buttonClasses()}>
          {t('discover.createStartup')}
        </Link>
      ) : (
        <Link to="/auth" className={buttonClasses()}>
          {t('discover.joinPlatform')}
        </Link>
      )}
    </div>
  )
}

/** A failed load reads 'Failed to fetch startups' (000 §8), with a way back to the full list. */
export function ErrorBoundary() {
  const { t } = useTranslation('startups')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('discover.title')}</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{t('discover.fetchFailed')}</p>
        <p className="mt-1 text-red-700">{t('discover.tryAgain')}</p>
        <Link to="/discover" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('discover.clearFilters')}
        </Link>
      </div>
    </main>
  )
}
