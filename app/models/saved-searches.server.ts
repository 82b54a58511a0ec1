import { and, desc, eq, sql } from 'drizzle-orm'
import { savedSearches, users } from '../../db/schema'
import { nowMs } from '../../db/columns'
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LISTS, SAVED_SEARCH_PATHS, type SavedSearchList } from '~/domain/alerts'
import { listOfPath, SEARCH_LIMIT_REACHED, SEARCH_NOT_FOUND, SEARCH_URL_NOT_A_LIST, searchAlreadySaved } from '~/domain/saved-searches'
import { getDb } from '~/server/db.server'
import { eventQuerySchema, type EventQuery } from '~/schemas/event-query'
import { eventFilterParams, filterParams, jobFilterParams, resourceFilterParams, workspaceFilterParams } from '~/schemas/filter-params'
import { investorQuerySchema, type InvestorQuery } from '~/schemas/investors'
import { jobQuerySchema, type JobQuery } from '~/schemas/job'
import { resourceQuerySchema, type ResourceQuery } from '~/schemas/resources'
import type { RenameSavedSearchInput, SaveSearchInput } from '~/schemas/saved-searches'
import { startupQuerySchema, type StartupQuery } from '~/schemas/startup-query'
import { workspaceQuerySchema, type WorkspaceQuery } from '~/schemas/workspaces'
import { directoryFilterParams, INVESTOR_FILTER_KEYS } from '~/shared/directory-params'
import { badRequest, conflict, notFoundError } from '~/shared/errors'
import { orderRange, parseFiltersLeniently } from '~/shared/filters'

/**
 * Saved searches (issue 43 item 2, docs/decisions/0131-saved-searches.md): a member keeps a list page's URL under a
 * name. The URL is stored as (list, query) in one canonical form — the list page's own schema reads it as the page
 * does (leniently: what the page drops is dropped) and the list's own serializer writes it back, without paging — so
 * two URLs that show the same search are one row, and the alert scan runs each distinct query once.
 */

type Unpaged<Q> = Omit<Q, 'limit' | 'offset'>

/** A saved search's filters, parsed as its list page parses them: the typed query its list model takes. */
export type SavedListQuery =
  | { list: 'startups'; query: Unpaged<StartupQuery> }
  | { list: 'jobs'; query: Unpaged<JobQuery> }
  | { list: 'events'; query: Unpaged<EventQuery> }
  | { list: 'workspaces'; query: Unpaged<WorkspaceQuery> }
  | { list: 'resources'; query: Unpaged<ResourceQuery> }
  | { list: 'investors'; query: Unpaged<InvestorQuery> }

/** Query parameters read as lists (every value counts): as the pages' queryInput (app/services/api.server.ts). */
const LIST_QUERY_PARAMS = ['techStack']

/** A query string as the list pages read it: each parameter's last value, list parameters joined by commas. */
function queryInput(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {}
  for (const [key, value] of params) input[key] = value
  for (const key of LIST_QUERY_PARAMS) if (params.has(key)) input[key] = params.getAll(key).filter(Boolean).join(',')
  return input
}

function unpaged<Q extends { limit?: unknown; offset?: unknown }>(query: Q): Unpaged<Q> {
  const { limit: _limit, offset: _offset, ...rest } = query
  return rest
}

/** Each list's reading of its URL, as its page's loader reads it. */
function parseList(list: SavedSearchList, input: Record<string, string>): SavedListQuery {
  switch (list) {
    case 'startups': {
      // /discover reads a range given back to front the right way round before parsing (its loader).
      const ordered = orderRange(orderRange(input, 'foundingYearFrom', 'foundingYearTo'), 'minTeamSize', 'maxTeamSize')
      return { list, query: unpaged(parseFiltersLeniently(startupQuerySchema, ordered).query) }
    }
    case 'jobs':
      return { list, query: unpaged(parseFiltersLeniently(jobQuerySchema, input).query) }
    case 'events':
      return { list, query: unpaged(parseFiltersLeniently(eventQuerySchema, input).query) }
    case 'workspaces':
      return { list, query: unpaged(parseFiltersLeniently(workspaceQuerySchema, input).query) }
    case 'resources':
      return { list, query: unpaged(parseFiltersLeniently(resourceQuerySchema, input).query) }
    case 'investors':
      return { list, query: unpaged(parseFiltersLeniently(investorQuerySchema, input).query) }
  }
}

/** Each list's own serializer: the one its page uses for its links (no paging). */
function serialize(saved: SavedListQuery): string {
  switch (saved.list) {
    case 'startups':
      return filterParams(saved.query).toString()
    case 'jobs':
      return jobFilterParams(saved.query).toString()
    case 'events':
      return eventFilterParams(saved.query).toString()
    case 'workspaces':
      return workspaceFilterParams(saved.query).toString()
    case 'resources':
      return resourceFilterParams(saved.query).toString()
    case 'investors':
      return directoryFilterParams(INVESTOR_FILTER_KEYS, saved.query).toString()
  }
}

function isList(value: string): value is SavedSearchList {
  return (SAVED_SEARCH_LISTS as readonly string[]).includes(value)
}

/** A saved search's query read as its list page reads it; null when the list is not one a search can be saved from. */
export function parseSavedSearch(list: SavedSearchList, query: string): SavedListQuery | null {
  if (!isList(list)) return null
  return parseList(list, queryInput(new URLSearchParams(query)))
}

/**
 * A list page's URL (a path with its query, or an absolute URL on `siteOrigin`) as (list, canonical query); null when it
 * is not a list page of this site (another origin, another path, not a URL).
 */
export function canonicalSearch(url: string, siteOrigin?: string): { list: SavedSearchList; query: string } | null {
  const text = url.trim()
  // A path of this site: one leading slash (not '//host', which a browser reads as another origin).
  const relative = text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')
  const base = 'http://saved-search.invalid'
  let parsed: URL
  try {
    parsed = new URL(text, base)
  } catch {
    return null
  }
  if (relative ? parsed.origin !== base : parsed.origin !== siteOrigin) return null
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname
  const list = listOfPath(pathname)
  if (!list) return null
  return { list, query: serialize(parseList(list, queryInput(parsed.searchParams))) }
}

/** The path that opens a saved search. */
export function savedSearchPath(list: SavedSearchList, query: string): string {
  return query ? `${SAVED_SEARCH_PATHS[list]}?${query}` : SAVED_SEARCH_PATHS[list]
}

export interface SavedSearch {
  id: number
  name: string
  list: SavedSearchList
  query: string
  /** The path that opens it (the list page with its filters). */
  url: string
  createdAt: Date
}

/** A saved search as the /api answers it (the date as ISO 8601). */
export function savedSearchJson(search: SavedSearch) {
  return { ...search, createdAt: search.createdAt.toISOString() }
}

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  list: savedSearches.list,
  query: savedSearches.query,
  createdAt: savedSearches.createdAt,
}

function view(row: Omit<SavedSearch, 'url'>): SavedSearch {
  return { ...row, url: savedSearchPath(row.list, row.query) }
}

type Member = { id: number }

/**
 * Saves a list page's URL under a name. The cap (MAX_SAVED_SEARCHES) is decided in the INSERT itself, so parallel
 * saves never pass it; the same search saved again is a 409 naming the saved one.
 */
export async function saveSearch(user: Member, input: SaveSearchInput, siteOrigin?: string): Promise<SavedSearch> {
  const search = canonicalSearch(input.url, siteOrigin)
  if (!search) throw badRequest(SEARCH_URL_NOT_A_LIST, { url: [SEARCH_URL_NOT_A_LIST] })
  const db = await getDb()
  const kept = sql`(select count(*) from ${savedSearches} where ${savedSearches.userId} = ${user.id})`
  const inserted = await db
    .insert(savedSearches)
    .select(
      db
        .select({
          // Every column in table order (drizzle's INSERT … SELECT); computed values are aliased.
          id: sql`NULL`.as('id'),
          userId: users.id,
          name: sql`${input.name}`.as('name'),
          list: sql`${search.list}`.as('list'),
          query: sql`${search.query}`.as('query'),
          createdAt: sql`${nowMs}`.as('created_at'),
          updatedAt: sql`${nowMs}`.as('updated_at'),
        })
        .from(users)
        .where(and(eq(users.id, user.id), sql`${kept} < ${MAX_SAVED_SEARCHES}`)),
    )
    .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.list, savedSearches.query] })
    .returning(columns)
  if (inserted[0]) return view(inserted[0])
  const [existing] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, user.id), eq(savedSearches.list, search.list), eq(savedSearches.query, search.query)))
  if (existing) throw conflict(searchAlreadySaved(existing.name))
  throw conflict(SEARCH_LIMIT_REACHED)
}

/** The member's saved searches, newest first. */
export async function listSavedSearches(user: Member): Promise<SavedSearch[]> {
  const db = await getDb()
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, user.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
  return rows.map(view)
}

/** Renames one of the member's saved searches; another member's (or none) is a 404. */
export async function renameSavedSearch(user: Member, id: number, input: RenameSavedSearchInput): Promise<SavedSearch> {
  const db = await getDb()
  const [row] = await db
    .update(savedSearches)
    .set({ name: input.name, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning(columns)
  if (!row) throw notFoundError(SEARCH_NOT_FOUND)
  return view(row)
}

/** Deletes one of the member's saved searches; another member's (or none) is a 404. */
export async function deleteSavedSearch(user: Member, id: number): Promise<{ name: string }> {
  const db = await getDb()
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning({ name: savedSearches.name })
  if (!row) throw notFoundError(SEARCH_NOT_FOUND)
  return row
}
