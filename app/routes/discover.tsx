import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError, useSubmit } from 'react-router'
import { StartupCard } from '~/components/startup-card'
import { buttonClasses } from '~/components/ui/button'
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
} from '~/lib/startup-vocab'
import { listStartups, type StartupCard as StartupCardData } from '~/models/startups.server'
import {
  DISCOVER_PAGE_SIZE,
  filterParams,
  MAX_LIMIT,
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
const SEARCH_DEBOUNCE_MS = 300

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

const selectClasses =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none'

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value: string | number | undefined
  options: readonly { value: string | number; label: string }[]
}) {
  const id = `discover-${name}`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value === undefined ? '' : String(value)} className={selectClasses}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function yearOptions(): { value: number; label: string }[] {
  const years: { value: number; label: string }[] = []
  for (let year = new Date().getUTCFullYear(); year >= FIRST_FOUNDING_YEAR; year--) {
    years.push({ value: year, label: String(year) })
  }
  return years
}

const any = (label: string) => ({ value: '', label })

/**
 * A GET form: without JavaScript the Search button submits it; with JavaScript every change submits it, the
 * search box after a pause in typing.
 */
function DiscoverFilters({ query }: { query: StartupQuery }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const searching = navigation.state === 'loading' && navigation.location.pathname === '/discover'

  // Back/forward changes the URL under an uncontrolled form: put the fields back in step with it. Not on the first
  // render, which would undo whatever the visitor chose before the page hydrated.
  const applied = useRef(filterParams(query).toString())
  useEffect(() => {
    const form = formRef.current
    const params = filterParams(query)
    if (!form || params.toString() === applied.current) return
    applied.current = params.toString()
    const values: Record<string, string> = Object.fromEntries(params)
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue
      if (!element.name || element === document.activeElement) continue
      element.value = values[element.name] ?? (element.name === 'sortBy' ? 'newest' : '')
    }
  }, [query])

  useEffect(() => () => clearTimeout(debounce.current), [])

  function submitNow(form: HTMLFormElement) {
    clearTimeout(debounce.current)
    submit(form, { replace: true, preventScrollReset: true })
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    if (event.target instanceof HTMLInputElement && event.target.type === 'search') {
      clearTimeout(debounce.current)
      debounce.current = setTimeout(() => submitNow(form), SEARCH_DEBOUNCE_MS)
    } else {
      submitNow(form)
    }
  }

  const years = yearOptions()
  return (
    <Form
      ref={formRef}
      method="get"
      action="/discover"
      role="search"
      aria-label="Search and filter startups"
      onChange={onChange}
      className="mt-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="discover-searchQuery" className="block text-sm font-medium text-gray-700">
            Search
          </label>
          <input
            id="discover-searchQuery"
            type="search"
            name="searchQuery"
            defaultValue={query.searchQuery ?? ''}
            maxLength={200}
            placeholder="Search by name, description, sector, location or tech stack"
            className={selectClasses}
          />
        </div>
        <button type="submit" className={buttonClasses()}>
          {searching ? 'Searching...' : 'Search'}
        </button>
        <Link to="/discover" className={buttonClasses({ variant: 'ghost' })}>
          Clear filters
        </Link>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
        <Select
          name="sector"
          label="Sector"
          value={query.sector}
          options={[any('All Sectors'), ...DISCOVER_SECTORS.map((slug) => ({ value: slug, label: SECTORS[slug] }))]}
        />
        <Select
          name="location"
          label="Location"
          value={query.location}
          options={[any('All Locations'), ...DISCOVER_LOCATIONS.map((place) => ({ value: place, label: place }))]}
        />
        <Select
          name="stage"
          label="Stage"
          value={query.stage}
          options={[any('All Stages'), ...DISCOVER_STAGES.map((slug) => ({ value: slug, label: STAGES[slug] }))]}
        />
        <Select
          name="sortBy"
          label="Sort by"
          value={query.sortBy}
          options={Object.entries(SORT_CHOICES).map(([value, label]) => ({ value, label }))}
        />
        <Select
          name="minTeamSize"
          label="Team size"
          value={query.minTeamSize}
          options={[any('Any size'), ...TEAM_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size}+` }))]}
        />
        <Select
          name="foundingYearFrom"
          label="Founded from"
          value={query.foundingYearFrom}
          options={[any('Any year'), ...years]}
        />
        <Select
          name="foundingYearTo"
          label="Founded to"
          value={query.foundingYearTo}
          options={[any('Any year'), ...years]}
        />
      </div>
    </Form>
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
