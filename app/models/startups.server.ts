import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { startups, startupTeam } from '../../db/schema'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDatabase, getDb } from '~/server/db.server'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import { canEditStartup, isAdmin, type StartupAccess } from '~/shared/permissions'
import { NOT_AN_IMAGE } from '~/domain/uploads'
import { storeUpload } from '~/server/uploads.server'
import { diff, recordAdminChange } from './audit.server'
import type { PublicUser } from '~/shared/user'
import type { SortChoice } from '~/domain/startups'
import { NEAREST } from '~/domain/near'
import type { CreateStartupInput, HeroBannerInput, UpdateStartupInput } from '~/schemas/startup'
import { MAX_YEAR, MIN_YEAR, type StartupQuery } from '~/schemas/startup-query'
import { buildSearchMatch, searchKeySql, startupSearch, startupShortSearch, type KeyFilter, type SearchMatch } from './startup-search.server'
import { startupsWithTeamPlace, teamPlaceCounts } from './team-places.server'
import { cityIdForPlace } from './cities.server'
import { byNearness, inNearCities, resolveNear, withDistance, type NearFilter } from './near.server'

/** GET /api/startups answers at most this many rows, whatever limit is asked for. */
export const MAX_STARTUP_LIST_LIMIT = 100

/** The columns a startup card shows (000 §3 "Startup card"). */
const cardColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  sector: startups.sector,
  location: startups.location,
  stage: startups.stage,
  teamSize: startups.teamSize,
  foundingDate: startups.foundingDate,
  logo: startups.logo,
  logoData: startups.logoData,
  logoType: startups.logoType,
  subscriptionActive: startups.subscriptionActive,
}

export interface StartupCard {
  id: number
  name: string
  description: string | null
  sector: string | null
  location: string | null
  stage: string | null
  teamSize: number | null
  foundingDate: string | null
  logo: string | null
  logoData: string | null
  logoType: string | null
  subscriptionActive: boolean
  /** With a near filter only: the startup's city and its distance from the chosen one, whole km (0115). */
  cityId?: number | null
  distanceKm?: number
}

export interface MyStartupTotals {
  /** Active startups the user founded or is on the team of. */
  count: number
  /** Sum of their team sizes (unknown sizes count as 0). */
  totalTeamSize: number
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_STARTUP_LIST_LIMIT) : MAX_STARTUP_LIST_LIMIT
}

/** "My startups": active startups the user founded or holds a team place on that counts (teamPlaceCounts). */
/** The active startups the member founded or holds a counting team place on (the dashboard's My Startups). */
export function isMine(userId: number) {
  return and(
    eq(startups.isActive, true),
    or(
      eq(startups.founderId, userId),
      inArray(startups.id, startupsWithTeamPlace(userId)),
    ),
  )
}

/** GET /api/my-startups and the dashboard's My Startups: newest first. */
export async function listMyStartups(userId: number): Promise<StartupCard[]> {
  return myStartupsQuery(await getDb(), userId)
}

/** listMyStartups as a select not yet run (for readTogether). */
export function myStartupsQuery(db: Db, userId: number) {
  return db.select(cardColumns).from(startups).where(isMine(userId)).orderBy(desc(startups.createdAt), desc(startups.id))
}

/** The dashboard's My Startups / Active Startups count and Total Team Size, in one aggregate query. */
export async function getMyStartupTotals(userId: number): Promise<MyStartupTotals> {
  return toTotals(await myStartupTotalsQuery(await getDb(), userId))
}

export function myStartupTotalsQuery(db: Db, userId: number) {
  return db
    .select({
      count: count(),
      totalTeamSize: sql<number>`coalesce(sum(${startups.teamSize}), 0)`.mapWith(Number),
    })
    .from(startups)
    .where(isMine(userId))
}

export function toTotals([row]: readonly MyStartupTotals[]): MyStartupTotals {
  return { count: row?.count ?? 0, totalTeamSize: row?.totalTeamSize ?? 0 }
}

// ── Discover: one list for /discover, GET /api/startups and the dashboard (docs/decisions/0013-startup-search.md) ──

/** What listStartups accepts: the parsed discover query (app/schemas/startup-query.ts); only limit is required. */
export type StartupListQuery = Partial<Omit<StartupQuery, 'limit' | 'sortBy'>> & { limit: number; sortBy?: SortChoice; onlyIds?: readonly number[] }
/** What the doors pass: the list query, whose sort may also be nearest first (with a near filter). */
export type StartupListRequest = Omit<StartupListQuery, 'sortBy'> & { sortBy?: StartupQuery['sortBy'] }

/**
 * "Newest" is id order: ids are assigned in creation order and, unlike createdAt, are also the search indexes'
 * rowids, so a search can walk its index newest-first and stop at the page size. Ties in the other sorts fall back
 * to id. Team sizes that are unknown come last either way; names sort case-insensitively.
 */
const ORDER_BY: Record<SortChoice, SQL[]> = {
  newest: [desc(startups.id)],
  oldest: [asc(startups.id)],
  'largest-team': [desc(startups.teamSize), desc(startups.id)],
  'smallest-team': [sql`${startups.teamSize} asc nulls last`, asc(startups.id)],
  'name-asc': [sql`${startups.name} collate nocase asc`, asc(startups.id)],
  'name-desc': [sql`${startups.name} collate nocase desc`, desc(startups.id)],
}

/** The equality filters given (sector, stage, location): an index exists for every combination of them (0089). */
function equalityFilters(query: StartupListQuery): SQL[] {
  const filters: (SQL | undefined)[] = [
    query.sector === undefined ? undefined : eq(startups.sector, query.sector),
    query.stage === undefined ? undefined : eq(startups.stage, query.stage),
    query.location === undefined ? undefined : eq(startups.location, query.location),
    // The alert scan (docs/decisions/0129): only these startups, new in its window. In every plan's terms.
    query.onlyIds === undefined ? undefined : inArray(startups.id, [...query.onlyIds]),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

/** The team-size bounds given: each equality combination has an index ending in team_size, apart from all three. */
function teamSizeFilters(query: StartupListQuery): SQL[] {
  const filters: (SQL | undefined)[] = [
    query.minTeamSize === undefined ? undefined : gte(startups.teamSize, query.minTeamSize),
    query.maxTeamSize === undefined ? undefined : lte(startups.teamSize, query.maxTeamSize),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

/** The founding-year range given: foundingDate is 'YYYY-MM-DD' text, so a range of years is a range of that text. */
function foundingYearFilters(query: StartupListQuery): SQL[] {
  const filters: (SQL | undefined)[] = [
    query.foundingYearFrom === undefined ? undefined : gte(startups.foundingDate, `${query.foundingYearFrom}-01-01`),
    query.foundingYearTo === undefined ? undefined : lt(startups.foundingDate, `${query.foundingYearTo + 1}-01-01`),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

// Unary + keeps the planner off startups_active_created_at_idx: nearly every startup is active, and using that
// index for the filter would mean sorting every active row instead of walking the sort's own index.
const isLive = sql`+${startups.isActive} = 1`

function discoverFilters(query: StartupListQuery): SQL[] {
  return [isLive, ...equalityFilters(query), ...teamSizeFilters(query), ...foundingYearFilters(query)]
}

/**
 * Active startups matching the discover filters and search, one page of them. Searches go through the FTS5 indexes
 * (never LIKE); with the default sort the search index is walked in id order and the walk stops at the page, so a
 * page costs about the same at 1,000 startups as at 100,000.
 */
export async function listStartups(request: StartupListRequest): Promise<StartupCard[]> {
  const db = await getDb()
  const near = await resolveNear(db, request)
  if (near) return withDistance((await nearStartupListQuery(db, request, near)) ?? [], near)
  // Nearest first means nothing without a city: newest first.
  const query: StartupListQuery = { ...request, sortBy: request.sortBy === NEAREST ? 'newest' : request.sortBy }
  const [sorted, yearRange] = [await sortedSearchPlan(db, query), await yearRangeSize(db, query)]
  if (sorted?.walk !== undefined) {
    // A search with many matches sorted by team size or name, through the keys (0143): right whenever it fills the
    // page; otherwise (the walk was too short for the search's share of the rows) the plan of 0106 answers.
    const keyed = keyedSortedSearchQuery(db, query, sorted.walk)
    if (keyed) {
      const rows = await keyed
      if (rows.length === clampLimit(query.limit)) return rows
    }
  }
  return (await startupListQuery(db, query, sorted?.matches, yearRange)) ?? []
}

/**
 * The discover list within a radius of a city (docs/decisions/0115-near-filters.md); null when the search can match
 * nothing. Newest, oldest and nearest first read each city's first offset+limit live startups matching the filters
 * from the (city_id, is_active, id) index in id order and sort only those (at most 53 runs): a page costs the same
 * at 1,000 startups as at 100,000. The other sorts test city_id in (…) on the sort's own plan.
 */
export function nearStartupListQuery(db: Db, query: StartupListRequest, near: NearFilter) {
  const sortBy = query.sortBy ?? 'newest'
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  const filtered: StartupListQuery = { ...query, sortBy: undefined }
  const terms = [...equalityFilters(filtered), ...teamSizeFilters(filtered), ...foundingYearFilters(filtered)]
  if (query.searchQuery) {
    const search = buildSearchMatch(query.searchQuery)
    if (!search) return null
    const index = search.index === 'substring' ? startupSearch : startupShortSearch
    terms.push(inArray(startups.id, db.select({ id: index.rowid }).from(index).where(sql`${index} match ${search.match}`)))
  }
  const columns = { ...cardColumns, cityId: startups.cityId }
  if (sortBy === 'newest' || sortBy === 'oldest' || sortBy === 'nearest') {
    const order = sortBy === 'oldest' ? asc(startups.id) : desc(startups.id)
    const extra = terms.length ? sql` and ${and(...terms)}` : sql``
    const runs = near.cityIds.map(
      (cityId) =>
        sql`select id from (select ${startups.id} as id from ${startups} indexed by startups_city_active_id_idx where ${startups.cityId} = ${cityId} and ${startups.isActive} = 1${extra} order by ${order} limit ${offset + limit})`,
    )
    return db
      .select(columns)
      .from(startups)
      .where(sql`${startups.id} in (${sql.join(runs, sql` union all `)})`)
      .orderBy(...(sortBy === 'nearest' ? [byNearness(startups.cityId, near), desc(startups.id)] : [order]))
      .limit(limit)
      .offset(offset)
  }
  return db
    .select(columns)
    .from(startups)
    .where(and(isLive, inNearCities(startups.cityId, near), ...terms))
    .orderBy(...ORDER_BY[sortBy as SortChoice])
    .limit(limit)
    .offset(offset)
}

/**
 * A search sorted by team size or name is answered one of two ways (docs/decisions/0106): up to this many matches,
 * they are read and sorted; past it, the sort's index is walked and each entry tested against the set of matches,
 * which finds a page in about page × table ÷ matches entries (index-only) instead of reading every match's row.
 */
export const SORTED_SEARCH_WALK_FROM = 500

/** How a search's matches compare with SORTED_SEARCH_WALK_FROM: 'many' past it. */
export type SearchMatches = 'few' | 'many'

/**
 * For a search sorted by team size or name: whether it matches more than SORTED_SEARCH_WALK_FROM startups,
 * counted in the search index alone and stopping there. Undefined for every other query (no count is made).
 */
export async function searchMatchesForSort(db: Db, query: StartupListQuery): Promise<SearchMatches | undefined> {
  return (await sortedSearchPlan(db, query))?.matches
}

/**
 * The walk of the keyed plan (docs/decisions/0143) goes at most this far into the sort's index; a search whose share
 * of the rows would need more keeps the plan of 0106.
 */
export const SORTED_SEARCH_KEYS_WALK_MAX = 4_000

/** How many of the newest matches and filtered ids estimate a search's share among its filters' startups. */
const SHARE_SAMPLE = 100

/**
 * For a search sorted by team size or name: searchMatchesForSort's answer, and, for a search of many matches that the
 * keyed plan serves (keyedSortedSearchQuery), how many entries of the sort's index it walks: long enough for twice the
 * page at the search's share of the rows it walks, estimated in the same statement as the count.
 */
export async function sortedSearchPlan(db: Db, query: StartupListQuery): Promise<{ matches: SearchMatches; walk?: number } | undefined> {
  const sortBy = query.sortBy ?? 'newest'
  if (!query.searchQuery || sortBy === 'newest' || sortBy === 'oldest') return undefined
  const search = buildSearchMatch(query.searchQuery)
  if (!search) return undefined
  const index = search.index === 'substring' ? startupSearch : startupShortSearch
  const take = SORTED_SEARCH_WALK_FROM + 1
  const newest = (match: SQL, limit = take) =>
    sql`select count(*) as n, min(id) as low from (select rowid as id from ${index} where ${index} match ${match} order by rowid desc limit ${limit})`
  const keyed = takesKeyedSort(query, search)
  const filters = keyed ? keyedFilters(query) : []
  // One statement: the search's newest matches; with filters, also the newest SHARE_SAMPLE among the filters'
  // startups (the search with the filters' keys) and the filters' own newest SHARE_SAMPLE ids (index-only).
  const alongside = filters.length
    ? sql`, (${newest(sql`(${search.match}${filterKeyTerms(filters)})`, SHARE_SAMPLE)}) as m, (select count(*) as n, min(id) as low from (select ${startups.id} as id from ${startups} where ${and(
        ...filters.map(([filter, value]) => eq(startups[filter], value)),
      )} order by ${startups.id} desc limit ${SHARE_SAMPLE})) as f`
    : sql``
  const [row] = (await db.all(sql`
    select a.n as n, ${filters.length ? sql`m.n as mn, m.low as mlow, f.n as fn, f.low as flow` : sql`a.n as mn, a.low as mlow, 1 as fn, null as flow`},
      (select max(${startups.id}) from ${startups}) as top
    from (${newest(sql`${search.match}`)}) as a${alongside}
  `)) as { n: number; mn: number; mlow: number | null; fn: number; flow: number | null; top: number | null }[]
  const n = Number(row?.n ?? 0)
  if (n <= SORTED_SEARCH_WALK_FROM) return { matches: 'few' }
  if (!keyed || !row || !Number(row.mn) || !Number(row.fn) || row.top === null) return { matches: 'many' }
  // The search's share of the filters' startups (of every startup without one), from where the newest of each begin:
  // the walk goes over the filters' startups, so this is the share it meets ("pay" is 8 % of every startup in the
  // bench's data but more than half of the fintech ones).
  const top = Number(row.top)
  const density = (count: number, low: number | null) => count / Math.max(1, top - Number(low ?? top) + 1)
  const share = Math.min(1, density(Number(row.mn), row.mlow) / (filters.length ? density(Number(row.fn), row.flow) : 1))
  const page = Math.max(0, Math.floor(query.offset ?? 0)) + clampLimit(query.limit)
  const walk = Math.max(page * 4, Math.ceil((2 * page) / share))
  return walk <= SORTED_SEARCH_KEYS_WALK_MAX ? { matches: 'many', walk } : { matches: 'many' }
}

/** The equality filters of a query as the keys name them, in the order sector, stage, location. */
function keyedFilters(query: StartupListQuery): [KeyFilter, string][] {
  return (['sector', 'stage', 'location'] as const).flatMap((filter) => (query[filter] === undefined ? [] : [[filter, query[filter]!] as [KeyFilter, string]]))
}

/**
 * Whether the keyed plan of a sorted search serves a query: the substring index, sorted by team size or name, with at
 * most two equality filters (whose (filters, sort) index exists) and no other filter.
 */
function takesKeyedSort(query: StartupListQuery, search: SearchMatch): boolean {
  const sortBy = query.sortBy ?? 'newest'
  return (
    search.index === 'substring' &&
    sortBy !== 'newest' &&
    sortBy !== 'oldest' &&
    keyedFilters(query).length <= 2 &&
    keyedFilters(query).every(([, value]) => value !== '') &&
    query.onlyIds === undefined &&
    teamSizeFilters(query).length === 0 &&
    foundingYearFilters(query).length === 0
  )
}

/** A key expression of startup-search.server.ts over a bound value: each place the value appears binds it again. */
function keyOf(expression: (value: string) => string, value: string | number): SQL {
  return keyOfValues((holes) => expression(holes[0]!), [value])
}

/** keyOf over several bound values (a pair of filters): each place each value appears binds it again. */
function keyOfValues(expression: (values: string[]) => string, values: (string | number)[]): SQL {
  // A private-use character marks each hole: the key expressions are SQL of ASCII and never hold one.
  const holes = values.map((_, i) => `\uE000${i}\uE000`)
  const chunks = expression(holes)
    .split(/\uE000(\d+)\uE000/)
    // split keeps each hole's number at the odd places: a bound value there, the expression's text between them.
    .map((part, i) => (i % 2 === 1 ? sql`${values[Number(part)]!}` : sql.raw(part)))
  return sql.join(chunks, sql``)
}

/**
 * ` || ' AND "key" AND "key"'`: the keys of a query's equality filters, appended to its MATCH expression. The first two
 * filters are asked for by their pair key (0146): one doclist of the startups that have both values, where their own
 * keys are two doclists each about as long as a common search's.
 */
function filterKeyTerms(filters: [KeyFilter, string][]): SQL {
  const term = (key: SQL) => sql` || ' AND "' || ${key} || '"'`
  if (filters.length >= 2) {
    const [[first, firstValue], [second, secondValue], ...rest] = filters as [[KeyFilter, string], [KeyFilter, string], ...[KeyFilter, string][]]
    const pair = keyOfValues(([a, b]) => searchKeySql.filterPair(first, a!, second, b!), [firstValue, secondValue])
    return sql.join([term(pair), ...rest.map(([filter, value]) => term(keyOf((v) => searchKeySql.filter(filter, v), value)))], sql``)
  }
  return sql.join(
    filters.map(([filter, value]) => term(keyOf((v) => searchKeySql.filter(filter, v), value))),
    sql``,
  )
}

/**
 * A search of many matches sorted by team size or name, through the keys of the substring index
 * (docs/decisions/0143-scaling-sorted-and-filtered-searches-by-keys.md, 0146). The sort's index (or the filters' and the
 * sort's) is walked for its first `walk` entries, index-only: they are the first rows of the list's order among the
 * filters' startups, whatever the search. Their keys (team-size bands or name prefixes, with the first filter's value in
 * a pair key) ask FTS5 for `"text" AND (key OR key …) AND "filter key"`, which merges those keys' short doclists with
 * the search's (decoding the search's doclist, about 10 ns an entry, where 0106's plan builds a set of every match at
 * about 230 ns an entry): a set that holds every walked entry the search matches, and a few startups outside the walk
 * that share a key. The walk is then read again in its order and each entry tested against that set and, in the
 * (is_active, id) index, for being live (0146: no row is read but the page's cards, and no bound is needed — an entry
 * outside the walk is never in the answer). When the walked entries fill the page, the page is exact; when they do
 * not, listStartups falls back to 0106's plan. Undefined when the plan does not serve the query.
 */
export function keyedSortedSearchQuery(db: Db, query: StartupListQuery, walk: number) {
  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : null
  if (!search || !takesKeyedSort(query, search)) return undefined
  const sortBy = (query.sortBy ?? 'newest') as Exclude<SortChoice, 'newest' | 'oldest'>
  const byTeam = sortBy === 'largest-team' || sortBy === 'smallest-team'
  const descending = sortBy === 'largest-team' || sortBy === 'name-desc'
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const filters = keyedFilters(query)
  const column = byTeam ? startups.teamSize : startups.name
  const sortValue = byTeam ? sql`${column}` : sql`${column} collate nocase`
  const index = `startups_${[...filters.map(([filter]) => filter), byTeam ? 'team_size' : 'name_nocase'].join('_')}_idx`
  // The walk, in the list's order: the index keeps equal sort values in id order, which a backwards walk reverses, as
  // ORDER_BY does for the descending sorts. Read twice (for the keys and for the page): materialising it cost more.
  const walked = sql`select ${column} as v, ${startups.id} as id from ${startups} indexed by ${sql.identifier(index)} where ${and(
    ...filters.map(([filter, value]) => eq(startups[filter], value)),
    sql`${column} is not null`,
  )} order by ${sortValue} ${direction} limit ${walk}`
  const [first, ...rest] = filters
  const sortKey = first
    ? keyOf((v) => searchKeySql.pair(first[0], v, byTeam ? 'team' : 'name', 'v'), first[1])
    : sql.raw(searchKeySql.sort(byTeam ? 'team' : 'name', 'v'))
  // Distinct values first (a name's first three characters), then their keys: the key expression is the costly part.
  const keys = sql`(select group_concat('"' || k || '"', ' OR ') from (select distinct ${sortKey} as k from (select distinct ${sql.raw(byTeam ? 'v' : 'substr(v, 1, 3)')} as v from (${walked}))))`
  // The first filter is in the pair keys already; a second one is asked for by its own key.
  const match = sql`${search.match} || ' AND (' || ${keys} || ')'${filterKeyTerms(rest)}`
  const w = sql.identifier('walked')
  const live = sql.identifier('live')
  // The page's ids first, from the walk alone, then the page's cards: a card's row is long (its logo), and only the
  // page's are read. The walk's order is its sort value and id (the column is the row's, so `collate nocase` again).
  const page = sql`select ${w}.id from (${walked}) as ${w}
    where ${w}.id in (select rowid from ${startupSearch} where ${startupSearch} match (${match}))
      and exists (select 1 from ${startups} as ${live} indexed by startups_is_active_idx where ${live}.is_active = 1 and ${live}.id = ${w}.id)
    order by ${w}.v${sql.raw(byTeam ? '' : ' collate nocase')} ${direction}, ${w}.id ${direction}
    limit ${clampLimit(query.limit)} offset ${Math.max(0, Math.floor(query.offset ?? 0))}`
  return db
    .select(cardColumns)
    .from(startups)
    .where(sql`${startups.id} in (${page})`)
    .orderBy(...ORDER_BY[sortBy])
}

/**
 * A founding-year range that holds at most this many live startups among the query's equality filters is read as a
 * set of ids from its (filters, year, is_active) index (docs/decisions/0113-scaling-narrow-year-ranges-and-300000.md): a search walked in id order, or the
 * sort's index walked in its order, tests each entry against the set before reading its row.
 */
export const YEAR_SET_MAX = 5_000

/** Up to this many, the set's rows are read by id and sorted: a walk of the sort's index could read all of it. */
export const YEAR_SET_SORTED_UP_TO = 500

/** The (filters, year, is_active) index of a query's equality filters (migrations 0024 and 0028). */
function yearIndexOf(query: StartupListQuery): string {
  const columns = (['sector', 'stage', 'location'] as const).filter((column) => query[column] !== undefined)
  return `startups_${[...columns, 'founding_year_active_idx'].join('_')}`
}

/**
 * Whether a query's founding-year range is one the set serves: a search in id order, or a sort by team size or name
 * without a search, with at most two equality filters (all three keep their index, 0089). A range in id order
 * without a search has its per-year runs (0095, 0106).
 */
function takesYearSet(query: StartupListQuery): boolean {
  if (foundingYearRuns(query) === null || equalityFilters(query).length > 2) return false
  const sortBy = query.sortBy ?? 'newest'
  const byId = sortBy === 'newest' || sortBy === 'oldest'
  return query.searchQuery ? byId : !byId
}

/**
 * `select id from startups indexed by <its year index> where …`: the live startups of the query's equality filters
 * and founding-year range, index-only. Raw SQL: drizzle's builder has no INDEXED BY (named so that the plan does not
 * rest on statistics, which the libSQL server does not keep; the migrations guarantee the index).
 */
function yearRangeIds(query: StartupListQuery): SQL {
  const year = sql`substr(${startups.foundingDate}, 1, 4)`
  const from = String(query.foundingYearFrom ?? MIN_YEAR)
  const to = String(query.foundingYearTo ?? MAX_YEAR)
  const where = and(...equalityFilters(query), sql`${year} between ${from} and ${to}`, sql`${startups.isActive} = 1`)
  return sql`select ${startups.id} from ${startups} indexed by ${sql.identifier(yearIndexOf(query))} where ${where}`
}

/**
 * For a query whose founding-year range the set serves (takesYearSet): how many live startups the range holds among
 * its equality filters, counted in their year index and stopping after YEAR_SET_MAX + 1. Undefined otherwise.
 */
export async function yearRangeSize(db: Db, query: StartupListQuery): Promise<number | undefined> {
  if (!takesYearSet(query)) return undefined
  const [row] = (await db.all(sql`select count(*) as n from (${yearRangeIds(query)} limit ${YEAR_SET_MAX + 1})`)) as { n: number }[]
  return Number(row?.n ?? 0)
}

/**
 * listStartups as a select not yet run; null when the search can match nothing. `searchMatches` picks the plan of a
 * search sorted by team size or name (listStartups counts them; 'few' when not given); `yearRange`, the plan of a
 * founding-year range with a search or a sort by team size or name (yearRangeSize; the plain plan when not given).
 */
export function startupListQuery(db: Db, query: StartupListQuery, searchMatches: SearchMatches = 'few', yearRange?: number) {
  const sortBy = query.sortBy ?? 'newest'
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  let filters = discoverFilters(query)

  const byId = sortBy === 'newest' || sortBy === 'oldest'
  const equalities = equalityFilters(query)
  // A founding-year range few startups fall in (0113): the set of their ids stands for the range.
  const yearSet = yearRange !== undefined && yearRange <= YEAR_SET_MAX && takesYearSet(query) ? yearRange : undefined
  if (yearSet === 0) return emptyList(db)

  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : undefined
  if (search === null) return null
  if (search) {
    const index = search.index === 'substring' ? startupSearch : startupShortSearch
    // The substring index holds keys of the equality filters (0143): with them in the MATCH expression, FTS5 finds only
    // the matches of those filters (or a few more that share a key), in rowid order, whatever share of the search they are.
    const keyed = byId && search.index === 'substring' && yearSet === undefined && query.onlyIds === undefined
      ? keyedFilters(query).filter(([, value]) => value !== '')
      : []
    const matches = keyed.length ? sql`${index} match (${search.match}${filterKeyTerms(keyed)})` : sql`${index} match ${search.match}`
    if (byId) {
      // CROSS JOIN keeps the search index as the outer loop, read in rowid (= id) order: no sort, early stop.
      const where = [matches, eq(startups.id, index.rowid), ...filters]
      if (yearSet !== undefined) {
        // A narrow founding-year range: each match is tested against the range's ids (index-only, of its filters
        // too) before its row is read, where the row's date alone read every match to find a rare year's few.
        where.push(sql`+${index.rowid} in (${yearRangeIds(query)})`)
      } else if (equalities.length >= 2 && keyed.length === 0) {
        // Two or three equality filters match one startup in 150 or fewer: testing each match's row for them read
        // thousands of 3 KB rows to fill a page. Their ids come from their own index instead (index-only, about
        // 2,000 entries at 300,000 startups), and each match is tested against that set before its row is read.
        // The + keeps the set a test rather than a list of rowids to look up one by one in the search index.
        where.push(sql`+${index.rowid} in ${idsWhere(db, equalities)}`)
      }
      return db
        .select(cardColumns)
        .from(index)
        .crossJoin(startups)
        .where(and(...where))
        .orderBy(sortBy === 'newest' ? desc(index.rowid) : asc(index.rowid))
        .limit(limit)
        .offset(offset)
    }
    const ids = db.select({ id: index.rowid }).from(index).where(matches)
    // Few matches: their rows are read by id and sorted. Many: the + keeps the set a test, so the planner walks
    // the sort's index (or the filters' and the sort's) in order, tests each entry's id against the set read once
    // from the search index, and stops at the page — where sorting every match read 8,000 rows at 100,000 startups.
    filters.push(searchMatches === 'many' ? sql`+${startups.id} in ${ids}` : inArray(startups.id, ids))
  } else if (yearSet !== undefined && yearSet <= YEAR_SET_SORTED_UP_TO) {
    // A founding-year range of a few startups sorted by team size or name: their ids (index-only) are the outer loop
    // (CROSS JOIN keeps that order whatever the statistics say), their rows are read by id and sorted. A walk of the
    // sort's index could read all of it to find them.
    const range = sql.identifier('year_range')
    return db
      .select(cardColumns)
      .from(sql`(${yearRangeIds(query)}) as ${range}`)
      .crossJoin(startups)
      .where(and(sql`${startups.id} = ${range}.id`, ...teamSizeFilters(query)))
      .orderBy(...ORDER_BY[sortBy])
      .limit(limit)
      .offset(offset)
  } else if (yearSet !== undefined) {
    // A narrow founding-year range of more startups sorted by team size or name: the + keeps the set a test, so the
    // sort's index (or the filters' and the sort's) is walked in order, each entry tested against the set before its
    // row is read, and the walk stops at the page — where testing each row's date read every row of the filters (or
    // the planner sorted every startup of the range).
    filters = [isLive, ...equalities, ...teamSizeFilters(query), sql`+${startups.id} in (${yearRangeIds(query)})`]
  } else if (!byId && yearRange !== undefined && takesYearSet(query)) {
    // A wide founding-year range (more than YEAR_SET_MAX) sorted by team size or name: the sort's index is walked and
    // each row's date tested (the + keeps the founding_date index out), which finds a page in about page ÷ the
    // range's share of the rows; sorting the range instead read every startup of it (10,000 for 2017 at 100,000).
    filters = [isLive, ...equalities, ...teamSizeFilters(query), ...foundingYearFilters(query).map((term) => sql`+${term}`)]
  } else if (byId) {
    const teamSize = teamSizeFilters(query)
    const runs = foundingYearRuns(query)
    if (runs && equalities.length < 3) {
      // A founding-year range, with or without one or two equality filters and a team size: per-year runs of the
      // (filters, year, is_active) index in id order; the runs stand for the filters, the range and is_active.
      const terms = [...equalities, ...teamSize.map((term) => sql`+${term}`)]
      filters = [sql`${startups.id} in (${firstOfEachYear(runs, sortBy === 'oldest', offset + limit, query, terms)})`]
    } else if (equalities.length > 0 && teamSize.length > 0) {
      // A team size with equality filters: the equality filters' index is walked in id order, as without it, but
      // each entry is first tested against the ids whose team size fits, read from the index of those filters and
      // team_size (index-only), so a rare size (fintech seed startups of 50 or more) no longer reads every row of
      // the combination to find there are none. The set stands for the team-size terms: left on the row as well,
      // they drew the planner to that index's range, and a sort of every match.
      filters = [
        isLive,
        ...equalities,
        ...foundingYearFilters(query),
        sql`+${startups.id} in ${idsWhere(db, [...equalities, ...teamSize])}`,
      ]
    }
  }
  return db
    .select(cardColumns)
    .from(startups)
    .where(and(...filters))
    .orderBy(...ORDER_BY[sortBy])
    .limit(limit)
    .offset(offset)
}

/** A list that is empty without reading anything: a founding-year range that holds no live startup. */
function emptyList(db: Db) {
  return db.select(cardColumns).from(startups).where(sql`0`).limit(0)
}

/** `(select id from startups where …)`: the ids of the startups matching these terms, for an IN test. */
function idsWhere(db: Db, terms: SQL[]) {
  return db.select({ id: startups.id }).from(startups).where(and(...terms))
}

/** Founding years within this many of the current one each get their own run of ids; older ones share one. */
const YEARS_RUN_BY_RUN = 40

/** A founding-year range, as runs of the (year, is_active) index: one per recent year, and one for each end beyond. */
interface YearRuns {
  years: number[]
  /** Whole-year ranges (first and last year included) read as one run each and sorted: few startups fall in them. */
  ranges: [number, number][]
}

/** The runs a query's founding-year range reads, or null without a range (or an empty one). */
function foundingYearRuns(query: StartupListQuery, currentYear = new Date().getUTCFullYear()): YearRuns | null {
  if (query.foundingYearFrom === undefined && query.foundingYearTo === undefined) return null
  const from = query.foundingYearFrom ?? MIN_YEAR
  const to = query.foundingYearTo ?? MAX_YEAR
  if (to < from) return null
  const firstRecent = currentYear - YEARS_RUN_BY_RUN + 1
  const runs: YearRuns = { years: [], ranges: [] }
  if (from < firstRecent) runs.ranges.push([from, Math.min(to, firstRecent - 1)])
  for (let year = Math.max(from, firstRecent); year <= Math.min(to, currentYear); year++) runs.years.push(year)
  if (to > currentYear) runs.ranges.push([Math.max(from, currentYear + 1), to])
  return runs
}

/**
 * A founding-year range, newest or oldest first (docs/decisions/0095-scaling-searches-ranges-and-counts.md). Neither
 * plain plan holds: the founding_date index finds the range and sorts all of it (every startup of 2020: 35 ms at
 * 100,000), and the id order tests each row's date, reading the whole table for a range nothing matches. The index
 * on (founding year, is_active) keeps each year's live startups in id order, so the first `take` ids of each year
 * are a short index-only read (an empty year is one seek), and the page is the first `take` of their union. Years
 * before the last 40 (and after this one, which the forms refuse) are one run each end, sorted: few startups are
 * that old, and it keeps the statement to at most 42 runs.
 */
function firstOfEachYear({ years, ranges }: YearRuns, oldest: boolean, take: number, query: StartupListQuery, terms: SQL[]): SQL {
  const year = sql`substr(${startups.foundingDate}, 1, 4)`
  const order = oldest ? asc(startups.id) : desc(startups.id)
  // With equality filters, the index of exactly those filters and the year (migration 0028), named so that the plan
  // does not rest on statistics, which the libSQL server does not keep. A team size is tested on each run's rows.
  const filterColumns = (['sector', 'stage', 'location'] as const).filter((column) => query[column] !== undefined)
  const from = filterColumns.length
    ? sql`${startups} indexed by ${sql.identifier(`startups_${filterColumns.join('_')}_founding_year_active_idx`)}`
    : sql`${startups}`
  const extra = terms.length ? sql` and ${and(...terms)}` : sql``
  const run = (where: SQL) =>
    sql`select id from (select ${startups.id} as id from ${from} where ${where} and ${startups.isActive} = 1${extra} order by ${order} limit ${take})`
  return sql.join(
    [
      ...years.map((value) => run(sql`${year} = ${String(value)}`)),
      ...ranges.map(([first, last]) => run(sql`${year} >= ${String(first)} and ${year} <= ${String(last)}`)),
    ],
    sql` union all `,
  )
}

/**
 * The landing page's featured startups: active profiles their owners have claimed and keep a live subscription on
 * (docs/decisions/0023-demo-data.md), newest first. Claimed profiles are few, so the plan must start from the
 * claimed-by index and sort what it finds: `> 0` (ids start at 1) makes that a range the planner will use, and the
 * unary + keeps it off the is_active index and off walking every row in id order (70 ms at 100,000 startups,
 * under a millisecond this way).
 */
export async function listFeaturedStartups({ limit }: { limit: number }): Promise<StartupCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(startups)
    .where(
      and(
        gt(startups.claimedByUserId, 0),
        sql`+${startups.subscriptionActive} = 1`,
        sql`+${startups.isActive} = 1`,
      ),
    )
    .orderBy(sql`+${startups.id} desc`)
    .limit(clampLimit(limit))
}

// ── Creating and editing: /create-startup and POST /api/startups, the admin edit and PATCH /api/startups/{id} ──

/** Creates the startup with the user as its founder (founderId and a startup_team row with isFounder). */
export async function createStartup(user: PublicUser, input: CreateStartupInput): Promise<{ id: number }> {
  const database = await getDatabase()
  const cityId = await cityIdForPlace(database.db, input.location)
  return database.transaction(async (tx) => {
    const [startup] = await tx
      .insert(startups)
      .values({
        name: input.name,
        description: input.description,
        sector: input.sector,
        location: input.location,
        cityId,
        stage: input.stage,
        teamSize: input.teamSize ?? null,
        foundingDate: input.foundingDate ?? null,
        website: input.website ?? null,
        mission: input.mission ?? null,
        vision: input.vision ?? null,
        techStack: input.techStack,
        socialLinks: input.socialLinks ?? {},
        founderId: user.id,
        lastUpdatedBy: user.id,
      })
      .returning({ id: startups.id })
    await tx.insert(startupTeam).values({ startupId: startup!.id, userId: user.id, role: 'Founder', isFounder: true, accessRole: 'owner' })
    return { id: startup!.id }
  })
}

/**
 * What decides who may run a startup (app/shared/permissions.ts), with the member's own team membership: enough to ask
 * `canEditStartup`. A team place a lapsed claim gave does not count (teamPlaceCounts, decision 0083). Absent or
 * inactive startups are null.
 */
export async function getStartupAccess(
  startupId: number,
  userId: number | null,
): Promise<(StartupAccess & { id: number }) | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: startups.id,
      founderId: startups.founderId,
      claimedByUserId: startups.claimedByUserId,
      subscriptionActive: startups.subscriptionActive,
      teamRowId: startupTeam.id,
      teamRole: startupTeam.accessRole,
    })
    .from(startups)
    // A join rather than a correlated subquery: drizzle leaves column names unqualified in selected SQL fragments.
    .leftJoin(
      startupTeam,
      and(eq(startupTeam.startupId, startups.id), eq(startupTeam.userId, userId ?? -1), teamPlaceCounts(userId ?? -1)),
    )
    .where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
    .limit(1)
  if (!row) return null
  const { teamRowId, teamRole, ...access } = row
  const onTeam = userId !== null && teamRowId !== null
  return { ...access, teamUserIds: onTeam ? [userId] : [], teamOwnerIds: onTeam && teamRole === 'owner' ? [userId] : [] }
}

export const EDIT_FORBIDDEN = 'You do not have permission to edit this startup'

/** The startup, if the member may edit it: 404 when absent or inactive, 403 otherwise. */
async function requireEditable(user: PublicUser, startupId: number): Promise<void> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
}

/** What the edit page starts from: every editable field, and the banners in their stored order (removal by index). */
export async function getStartupForEdit(user: PublicUser, startupId: number) {
  await requireEditable(user, startupId)
  const db = await getDb()
  const [row] = await db
    .select({
      id: startups.id,
      name: startups.name,
      description: startups.description,
      sector: startups.sector,
      location: startups.location,
      stage: startups.stage,
      teamSize: startups.teamSize,
      foundingDate: startups.foundingDate,
      website: startups.website,
      mission: startups.mission,
      vision: startups.vision,
      socialLinks: startups.socialLinks,
      techStack: startups.techStack,
      operationAreas: startups.operationAreas,
      cultureValues: startups.cultureValues,
      heroBanners: startups.heroBanners,
      logo: startups.logo,
      logoData: startups.logoData,
      logoType: startups.logoType,
    })
    .from(startups)
    .where(eq(startups.id, startupId))
  return row!
}

/**
 * PATCH /api/startups/{id} and the edit page: 404 when absent or inactive, 403 unless the user may edit it
 * (`canEditStartup`). Only the fields given change; `null` clears an optional one.
 */
export async function updateStartup(user: PublicUser, id: number, input: UpdateStartupInput): Promise<{ id: number }> {
  await requireEditable(user, id)
  const sector = input.industry ?? input.sector
  const set = {
    ...(input.name !== undefined && { name: input.name }),
    ...(sector !== undefined && { sector }),
    ...(input.stage !== undefined && { stage: input.stage }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.location !== undefined && { location: input.location, cityId: await cityIdForPlace(await getDb(), input.location) }),
    ...(input.teamSize !== undefined && { teamSize: input.teamSize }),
    ...(input.foundingDate !== undefined && { foundingDate: input.foundingDate }),
    ...(input.website !== undefined && { website: input.website }),
    ...(input.mission !== undefined && { mission: input.mission }),
    ...(input.vision !== undefined && { vision: input.vision }),
    ...(input.socialLinks !== undefined && { socialLinks: input.socialLinks ?? {} }),
    ...(input.techStack !== undefined && { techStack: input.techStack }),
    ...(input.operationAreas !== undefined && { operationAreas: input.operationAreas }),
    ...(input.cultureValues !== undefined && { cultureValues: input.cultureValues }),
    ...(input.logoUrl !== undefined && { logo: input.logoUrl }),
  }
  await changeStartup(user, id, set, 'update')
  return { id }
}

/**
 * Writes a change to a startup, recording who made it; an admin's change also names them the managing admin and
 * goes into the audit log with the fields before and after, in the same transaction.
 */
async function changeStartup(
  user: PublicUser,
  id: number,
  set: Partial<typeof startups.$inferInsert>,
  action: string,
): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const admin = isAdmin(user)
    let before: Record<string, unknown> = {}
    if (admin) {
      const [row] = await tx.select().from(startups).where(eq(startups.id, id))
      before = row ?? {}
    }
    await tx
      .update(startups)
      .set({ ...set, lastUpdatedBy: user.id, ...(admin && { managingAdminId: user.id }) })
      .where(eq(startups.id, id))
    if (admin) await recordAdminChange(user, { entityType: 'startup', entityId: id, action, changes: diff(before, set) }, tx)
  })
}


/**
 * POST /api/upload/startup-logo/{id} and the logo field of the admin's and the founder's edit forms: PNG, JPG or SVG
 * (by its bytes) up to 5 MB, for those who may edit the startup. The uploaded logo replaces an inline one.
 */
export async function setStartupLogo(user: PublicUser, id: number, file: File): Promise<{ logoUrl: string }> {
  await requireEditable(user, id)
  const stored = await storeUpload(file, {
    kind: 'logo',
    allowed: ['png', 'jpeg', 'svg'],
    uploadedBy: user.id,
    isPublic: true,
    refusal: NOT_AN_IMAGE,
  })
  await changeStartup(user, id, { logo: stored.url, logoData: null, logoType: null }, 'upload-logo')
  return { logoUrl: stored.url }
}

// ── Hero banners (001 §2): added and removed by those who may edit the profile ──

export const MAX_HERO_BANNERS = 10
export const TOO_MANY_BANNERS = `A profile shows at most ${MAX_HERO_BANNERS} banners. Remove one to add another.`

/**
 * Appends a banner in one statement, so two editors adding at once cannot push the list past its limit (no row
 * changes when it is full: 409).
 */
export async function addHeroBanner(user: PublicUser, startupId: number, banner: HeroBannerInput): Promise<void> {
  await requireEditable(user, startupId)
  const db = await getDb()
  const updated = await db
    .update(startups)
    .set({
      heroBanners: sql`json_insert(${startups.heroBanners}, '$[#]', json(${JSON.stringify(banner)}))`,
      lastUpdatedBy: user.id,
    })
    .where(and(eq(startups.id, startupId), sql`json_array_length(${startups.heroBanners}) < ${MAX_HERO_BANNERS}`))
    .returning({ id: startups.id })
  if (updated.length === 0) throw conflict(TOO_MANY_BANNERS)
}

/**
 * Removes the banner at `index` of the stored list (the edit page lists them in stored order). The index must still
 * name a banner with that image URL, so a stale page never removes a different one (409).
 */
export async function removeHeroBanner(
  user: PublicUser,
  startupId: number,
  { index, imageUrl }: { index: number; imageUrl: string },
): Promise<void> {
  await requireEditable(user, startupId)
  const db = await getDb()
  const path = `$[${index}]`
  const updated = await db
    .update(startups)
    .set({ heroBanners: sql`json_remove(${startups.heroBanners}, ${path})`, lastUpdatedBy: user.id })
    .where(and(eq(startups.id, startupId), sql`json_extract(${startups.heroBanners}, ${`${path}.imageUrl`}) = ${imageUrl}`))
    .returning({ id: startups.id })
  if (updated.length === 0) throw conflict('That banner has already been changed. Reload the page and try again.')
}
