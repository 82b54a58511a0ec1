/**
 * The list pages' query limits and "filters as URL parameters" helpers, which the browser needs (filter bars, links,
 * the next-page fetch), apart from the zod schemas that parse the queries on the server: importing a schema module
 * builds its schemas, so a page that imported one of these from there shipped all of zod
 * (docs/decisions/0057-javascript-per-route.md). A schema module re-exports the ones its callers read from it.
 */
// The parameters below are typed by the fields they read, not by the parsed query types, so this module imports
// nothing back from the schema modules that import it: each query type (StartupQuery, EventQuery, …) fits.

/** A filter's value as it goes into a URL. */
type FilterValue = string | number | undefined

// ── /discover and GET /api/startups ──

/** 000 §9: discover pages are 50 startups. */
export const DISCOVER_PAGE_SIZE = 50
/** GET /api/startups answers at most this many per request; larger limits are capped, not refused. */
export const MAX_LIMIT = 100
export const MAX_STARTUP_SEARCH_LENGTH = 200

const STARTUP_FILTER_KEYS = [
  'searchQuery',
  'sector',
  'location',
  'stage',
  'minTeamSize',
  'maxTeamSize',
  'foundingYearFrom',
  'foundingYearTo',
  'near',
  'km',
] as const

/** The filters of a query as search params, without paging: for links and the next-page fetch. */
export function filterParams(
  query: Partial<Record<(typeof STARTUP_FILTER_KEYS)[number], FilterValue>> & { sortBy: string },
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of STARTUP_FILTER_KEYS) {
    const value = query[key]
    if (value !== undefined) params.set(key, String(value))
  }
  if (query.sortBy !== 'newest') params.set('sortBy', query.sortBy)
  return params
}

// ── /events and GET /api/events ──

/** 000 §9: events pages are 50. */
export const EVENTS_PAGE_SIZE = 50
/** GET /api/events answers at most this many per request; larger limits are capped, not refused. */
export const MAX_EVENTS_LIMIT = 100
export const MAX_EVENT_SEARCH_LENGTH = 200

/** The filters of a query as search params, without paging: for links, the filter bar and the next page. */
export function eventFilterParams(query: {
  category?: string
  location?: string
  searchQuery?: string
  upcoming: boolean
  near?: string
  km?: number
}): URLSearchParams {
  const params = new URLSearchParams()
  if (query.near) params.set('near', query.near)
  if (query.km !== undefined) params.set('km', String(query.km))
  if (query.searchQuery) params.set('searchQuery', query.searchQuery)
  if (query.category) params.set('category', query.category)
  if (query.location) params.set('location', query.location)
  if (!query.upcoming) params.set('upcoming', 'false')
  return params
}

// ── /talent-hub and GET /api/jobs ──

/** GET /api/jobs answers at most this many per request; larger limits are capped, not refused. */
export const MAX_JOB_LIMIT = 100
export const MAX_JOB_SEARCH_LENGTH = 200

export const JOB_FILTER_KEYS = ['searchQuery', 'location', 'type', 'experienceLevel', 'startupId', 'techStack', 'sort', 'near', 'km'] as const

/**
 * The filters of a query as search params, without paging: for links, the filter bar and the next page. The tech
 * tags go comma-separated (`techStack=django,react`); the default sort (newest) is left out.
 */
export function jobFilterParams(
  query: Partial<Record<Exclude<(typeof JOB_FILTER_KEYS)[number], 'techStack'>, FilterValue>> & {
    techStack?: readonly string[] | string
  },
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of JOB_FILTER_KEYS) {
    const raw = query[key]
    const value = Array.isArray(raw) ? raw.join(',') : raw
    if (value === undefined || value === '' || (key === 'sort' && value === 'newest')) continue
    params.set(key, String(value))
  }
  return params
}

// ── /media and GET /api/media ──

/** The filters of a query as URL parameters (no paging). */
export function mediaFilterParams(query: { searchQuery?: string; type?: string; topic?: string }): URLSearchParams {
  const params = new URLSearchParams()
  if (query.searchQuery !== undefined) params.set('searchQuery', query.searchQuery)
  if (query.type !== undefined) params.set('type', query.type)
  if (query.topic !== undefined) params.set('topic', query.topic)
  return params
}

// ── /resources and GET /api/resources ──

/** The filters of a query as the page's URL parameters (no paging): for links, the filter bar and the next page. */
export function resourceFilterParams(query: {
  searchQuery?: string
  type?: string
  location?: string
  verifiedOnly?: boolean
}): URLSearchParams {
  const params = new URLSearchParams()
  if (query.searchQuery !== undefined) params.set('searchQuery', query.searchQuery)
  if (query.type !== undefined) params.set('type', query.type)
  if (query.location !== undefined) params.set('location', query.location)
  if (query.verifiedOnly) params.set('verified', 'true')
  return params
}

// ── /workspace and GET /api/workspaces ──

/** 000 §9: workspace pages are 50. */
export const WORKSPACE_PAGE_SIZE = 50
export const MAX_WORKSPACE_SEARCH_LENGTH = 200

/** The filters of a query as search params, without paging: for links and the filter bar. */
export function workspaceFilterParams(
  query: Partial<Record<'searchQuery' | 'type' | 'location' | 'near', string>> & { km?: number },
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of ['searchQuery', 'type', 'location', 'near'] as const) {
    const value = query[key]
    if (value !== undefined) params.set(key, value)
  }
  if (query.near && query.km !== undefined) params.set('km', String(query.km))
  return params
}
