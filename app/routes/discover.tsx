import { useState, type MouseEvent } from 'react'
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { StartupCard } from '~/components/startup-card'
import { buttonClasses } from '~/components/ui/button'
import { FilterBar, FilterSelect, type FilterOption } from '~/components/ui/filter-bar'
import { fieldErrorsOf } from '~/lib/api.server'
import { getUser } from '~/lib/auth.server'
import {
  DISCOVER_LOCATIONS,
  DISCOVER_SECTORS,
  DISCOVER_STAGES,
  FIRST_FOUNDING_YEAR,
  SECTORS,
  SORT_CHOICES,
  STAGES,
  TEAM_SIZE_OPTIONS,
} from '~/domain/startups'
import { listStartups, type StartupCard as StartupCardData } from '~/models/startups.server'
import {
  DISCOVER_PAGE_SIZE,
  filterParams,
  MAX_LIMIT,
  MAX_SEARCH_LENGTH,
  queryInput,
  startupQuerySchema,
  type StartupQuery,
} from '~/schemas/startup-query'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/discover'

/** Without JavaScript, "Load More" reloads the page showing more rows; past this many, narrow the search instead. */
const MAX_WINDOW = 500
export const FETCH_FAILED = 'Failed to fetch startups'
export const EMPTY_TITLE = 'No startups found'
export const EMPTY_HINT = 'Try adjusting your search criteria or clearing filters'

/**
 * /discover (000 §2). The query string is the GET form's fields, parsed by the same schema as GET /api/startups.
 * `offset` here means "the visitor has loaded this far": the page shows rows 0 … offset+50, so the no-JS
 * "Load More" link keeps the earlier results on screen (docs/decisions/0013-startup-search.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = startupQuerySchema.safeParse(queryInput(request.url))
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error)
    throw data({ message: parsed.error.issues[0]?.message ?? 'Invalid search', errors }, { status: 400 })
  }
  const query = parsed.data
  const shown = Math.min(query.offset + DISCOVER_PAGE_SIZE, MAX_WINDOW)
  const [user, startups] = await Promise.all([getUser(request), loadWindow(query, shown)])
  return { query, startups, shown, signedIn: user !== null }
}

async function loadWindow(query: StartupQuery, shown: number): Promise<StartupCardData[]> {
  try {
    const rows: StartupCardData[] = []
    while (rows.length < shown) {
      const limit = Math.min(MAX_LIMIT, shown - rows.length)
      const page = await listStartups({ ...query, offset: rows.length, limit })
      rows.push(...page)
      if (page.length < limit) break
    }
    return rows
  } catch (error) {
    console.error(error)
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
}

export function meta() {
  return [{ title: 'Discover Startups | Startup Asia' }]
}

export const action = rejectPost

export default function Discover({ loaderData }: Route.ComponentProps) {
  const { query, startups, shown, signedIn } = loaderData
  const filters = filterParams(query).toString()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <DiscoverHeader signedIn={signedIn} />
      <DiscoverFilters query={query} />
      {startups.length === 0 ? (
        <div className="mt-12 rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
          <p className="text-lg font-semibold text-gray-900">{EMPTY_TITLE}</p>
          <p className="mt-1 text-gray-600">{EMPTY_HINT}</p>
          <Link to="/discover" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
            Clear filters
          </Link>
        </div>
      ) : (
        // Keyed by the query: new filters start a fresh list rather than appending to the old one.
        <Results key={`${filters}&shown=${shown}`} initial={startups} shown={shown} filters={filters} />
      )}
    </main>
  )
}

function DiscoverHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold text-gray-900">Discover Startups</h1>
        <p className="mt-1 text-gray-600">Find startups across Asia by sector, location, stage and more.</p>
      </div>
      {signedIn ? (
        <Link to="/create-startup" className={buttonClasses()}>
          Create Startup
        </Link>
      ) : (
        <Link to="/auth" className={buttonClasses()}>
          Join Platform
        </Link>
      )}
    </div>
  )
}

function yearOptions(): FilterOption[] {
  const years: FilterOption[] = []
  for (let year = new Date().getUTCFullYear(); year >= FIRST_FOUNDING_YEAR; year--) {
    years.push({ value: year, label: String(year) })
  }
  return years
}

const any = (label: string): FilterOption => ({ value: '', label })

/** The shared filter bar (docs/decisions/0016-shared-ui-patterns.md) over the discover query. */
function DiscoverFilters({ query }: { query: StartupQuery }) {
  const years = yearOptions()
  return (
    <FilterBar
      action="/discover"
      label="Search and filter startups"
      values={{ ...Object.fromEntries(filterParams(query)), sortBy: query.sortBy }}
      search={{
        name: 'searchQuery',
        maxLength: MAX_SEARCH_LENGTH,
        placeholder: 'Search by name, description, sector, location or tech stack',
      }}
      controlsClassName="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7"
    >
      <FilterSelect
        name="sector"
        label="Sector"
        options={[any('All Sectors'), ...DISCOVER_SECTORS.map((slug) => ({ value: slug, label: SECTORS[slug] }))]}
      />
      <FilterSelect
        name="location"
        label="Location"
        options={[any('All Locations'), ...DISCOVER_LOCATIONS.map((place) => ({ value: place, label: place }))]}
      />
      <FilterSelect
        name="stage"
        label="Stage"
        options={[any('All Stages'), ...DISCOVER_STAGES.map((slug) => ({ value: slug, label: STAGES[slug] }))]}
      />
      <FilterSelect
        name="sortBy"
        label="Sort by"
        options={Object.entries(SORT_CHOICES).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect
        name="minTeamSize"
        label="Team size"
        options={[any('Any size'), ...TEAM_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size}+` }))]}
      />
      <FilterSelect name="foundingYearFrom" label="Founded from" options={[any('Any year'), ...years]} />
      <FilterSelect name="foundingYearTo" label="Founded to" options={[any('Any year'), ...years]} />
    </FilterBar>
  )
}

/** The cards, and "Load More Startups" while a full page came back (000 §2: when 50 or more results come back). */
function Results({ initial, shown, filters }: { initial: StartupCardData[]; shown: number; filters: string }) {
  const [startups, setStartups] = useState(initial)
  const [hasMore, setHasMore] = useState(initial.length >= shown && shown < MAX_WINDOW)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)

  const nextHref = `/discover?${withParams(filters, { offset: String(startups.length) })}#result-${startups.length + 1}`

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    // With JavaScript the next page is appended in place; the link is the no-JS path.
    event.preventDefault()
    if (loading) return
    setLoading(true)
    setFailed(false)
    try {
      const params = withParams(filters, { offset: String(startups.length), limit: String(DISCOVER_PAGE_SIZE) })
      const response = await fetch(`/api/startups?${params}`, { headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`${response.status}`)
      const page = (await response.json()) as StartupCardData[]
      setStartups((current) => {
        const seen = new Set(current.map((startup) => startup.id))
        return [...current, ...page.filter((startup) => !seen.has(startup.id))]
      })
      setHasMore(page.length >= DISCOVER_PAGE_SIZE)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }

  return (
    <section aria-label="Startups" className="mt-8">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {startups.map((startup, index) => (
          <li key={startup.id} id={`result-${index + 1}`}>
            <StartupCard startup={startup} />
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="mt-6 text-center text-red-600">
          {FETCH_FAILED}
        </p>
      ) : null}
      {hasMore ? (
        <div className="mt-8 text-center">
          <Link
            to={nextHref}
            onClick={loadMore}
            preventScrollReset
            aria-busy={loading}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {loading ? 'Loading...' : 'Load More Startups'}
          </Link>
        </div>
      ) : null}
    </section>
  )
}

function withParams(base: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(base)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return params.toString()
}

/** A failed load reads 'Failed to fetch startups' (000 §8); a bad query shows what was wrong and a way out. */
export function ErrorBoundary() {
  const error = useRouteError()
  const badQuery = isRouteErrorResponse(error) && error.status === 400
  const message = badQuery ? (error.data as { message?: string } | undefined)?.message : undefined
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">Discover Startups</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{badQuery ? 'Invalid search' : FETCH_FAILED}</p>
        {message ? <p className="mt-1 text-red-700">{message}</p> : null}
        <Link to="/discover" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          Clear filters
        </Link>
      </div>
    </main>
  )
}
