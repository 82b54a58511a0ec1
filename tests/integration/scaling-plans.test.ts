import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { SORT_CHOICES, type SortChoice } from '~/domain/startups'
import type { ExperienceLevel, JobType } from '~/domain/jobs'
import { COUNT_LIMIT, formatBoundedCount } from '~/shared/bounded-count'
import { getDb } from '~/server/db.server'
import { eventListQuery, upcomingEventCountQuery } from '~/models/events.server'
import { countJobs, jobCountQuery, jobListQuery, listJobs, openJobCountQuery, openJobIndex, type JobListQuery } from '~/models/jobs.server'
import {
  keyedSortedSearchQuery,
  listStartups,
  searchMatchesForSort,
  SORTED_SEARCH_KEYS_WALK_MAX,
  sortedSearchPlan,
  startupListQuery,
  YEAR_SET_MAX,
  YEAR_SET_SORTED_UP_TO,
  yearRangeSize,
  type SearchMatches,
  type StartupListQuery,
} from '~/models/startups.server'
import { searchKeySql } from '~/models/startup-search.server'
import { expectOpenFollowsState, fillScalingData } from '../support/scaling-data'
import { queryPlan } from '../support/search-order'

/**
 * The index plans of docs/decisions/0089-scaling-list-pages-and-dashboard.md, pinned on a database with statistics:
 * every combination of /discover's equality filters (sector, stage, location) with every sort, and of the Talent
 * Hub's (type, experience level, a city or Remote), walks an index whose leading columns are exactly those filters,
 * in the list's order, and stops at the page: no full scan of the table and no sort of every match. '{n} jobs found'
 * and the dashboard's tiles count at most COUNT_LIMIT + 1 rows. And the lists answer what they answered before: the
 * rows a plain filter and sort in JavaScript picks.
 */

beforeAll(async () => {
  await fillScalingData(await getDb(), { startups: 12_000, jobs: 6_000 })
  // What `PRAGMA optimize` gives the planner at every start on a grown database (startup-search.server.ts).
  await (await getDb()).run(sql`analyze`)
}, 60_000)

/** Every subset of the filters, the empty one first. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((subset) => [...subset, item])], [[]])
}

const DISCOVER_FILTERS = { sector: 'fintech', stage: 'seed', location: 'Singapore' } as const
type DiscoverFilter = keyof typeof DISCOVER_FILTERS
const COLUMN: Record<DiscoverFilter, string> = { sector: 'sector', stage: 'stage', location: 'location' }
const SORT_COLUMN: Record<SortChoice, string> = {
  newest: '',
  oldest: '',
  'largest-team': 'team_size',
  'smallest-team': 'team_size',
  'name-asc': 'name_nocase',
  'name-desc': 'name_nocase',
}

function discoverCases() {
  const sorts = Object.keys(SORT_CHOICES) as SortChoice[]
  return subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[]).flatMap((filters) =>
    sorts.map((sortBy) => ({
      filters,
      sortBy,
      query: { ...Object.fromEntries(filters.map((filter) => [filter, DISCOVER_FILTERS[filter]])), sortBy, limit: 50 } as StartupListQuery,
    })),
  )
}

type ActiveStartup = {
  id: number
  name: string
  sector: string
  stage: string
  location: string
  teamSize: number | null
  foundingDate: string | null
}

async function activeStartups(): Promise<ActiveStartup[]> {
  const db = await getDb()
  return (await db.all(
    sql`select id, name, sector, stage, location, team_size as teamSize, founding_date as foundingDate from startups where is_active = 1`,
  )) as ActiveStartup[]
}

const BY_ID = ['newest', 'oldest'] as const

/** A search (substring and word prefix) with every subset of the equality filters, newest and oldest first. */
function searchCases() {
  return ['pay', 'fo'].flatMap((searchQuery) =>
    subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[]).flatMap((filters) =>
      BY_ID.map((sortBy) => ({ searchQuery, filters, sortBy })),
    ),
  )
}

function searchListQuery(searchQuery: string, filters: DiscoverFilter[], sortBy: SortChoice): StartupListQuery {
  return { ...Object.fromEntries(filters.map((filter) => [filter, DISCOVER_FILTERS[filter]])), searchQuery, sortBy, limit: 50 }
}

type TeamBounds = { minTeamSize?: number; maxTeamSize?: number }

/** Team-size bounds (seed startups are small: a minimum of 50 matches none of them) with every non-empty subset. */
function teamCases() {
  const bounds: TeamBounds[] = [{ minTeamSize: 50 }, { minTeamSize: 5, maxTeamSize: 30 }, { maxTeamSize: 10 }]
  return subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[])
    .filter((filters) => filters.length > 0)
    .flatMap((filters) => bounds.flatMap((team) => BY_ID.map((sortBy) => ({ filters, team, sortBy }))))
}

function teamQuery(filters: DiscoverFilter[], team: TeamBounds, sortBy: SortChoice): StartupListQuery {
  return { ...Object.fromEntries(filters.map((filter) => [filter, DISCOVER_FILTERS[filter]])), ...team, sortBy, limit: 50 }
}

type YearRange = { from?: number; to?: number }

/** Founding-year ranges: one year, the whole data, none of it, open at either end, the form's whole span, the future. */
function yearCases() {
  const ranges: YearRange[] = [
    { from: 2020, to: 2020 },
    { from: 2016, to: 2025 },
    { from: 2015, to: 2015 },
    { from: 2021 },
    { to: 2018 },
    { from: 1900, to: 2100 },
    { from: 1950, to: 2017 },
    { from: 2030, to: 2100 },
  ]
  return ranges.flatMap((range) => BY_ID.map((sortBy) => ({ range, sortBy, offset: 0 })))
}

function yearQuery(range: YearRange, sortBy: SortChoice, offset: number): StartupListQuery {
  return { foundingYearFrom: range.from, foundingYearTo: range.to, sortBy, limit: 50, offset }
}

/**
 * A founding-year range with every subset of the equality filters and a team-size minimum or none: one year, a
 * span, none of the data, open at the start, the form's whole span (0106).
 */
function yearComboCases() {
  const ranges: YearRange[] = [{ from: 2020, to: 2020 }, { from: 2018, to: 2022 }, { from: 2015, to: 2015 }, { to: 2017 }, { from: 1900, to: 2100 }]
  const teams: TeamBounds[] = [{}, { minTeamSize: 20 }]
  return subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[]).flatMap((filters) =>
    ranges.flatMap((range) =>
      teams
        .filter((team) => filters.length > 0 || team.minTeamSize !== undefined)
        .flatMap((team) => BY_ID.map((sortBy) => ({ filters, range, team, sortBy }))),
    ),
  )
}

function yearComboQuery(filters: DiscoverFilter[], range: YearRange, team: TeamBounds, sortBy: SortChoice, offset: number): StartupListQuery {
  return {
    ...Object.fromEntries(filters.map((filter) => [filter, DISCOVER_FILTERS[filter]])),
    ...team,
    foundingYearFrom: range.from,
    foundingYearTo: range.to,
    sortBy,
    limit: 50,
    offset,
  }
}

/** A search (substring and word prefix) with every subset of the equality filters, sorted by team size or name. */
function sortedSearchCases() {
  const sorts = (Object.keys(SORT_CHOICES) as SortChoice[]).filter((sortBy) => SORT_COLUMN[sortBy])
  return ['pay', 'fo'].flatMap((searchQuery) =>
    subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[]).flatMap((filters) => sorts.map((sortBy) => ({ searchQuery, filters, sortBy }))),
  )
}

/**
 * A founding-year range with every subset of up to two equality filters: sorted by team size or name, and with a
 * search newest or oldest first (0113). On this data a year holds about 1,180 live startups, a sector's year about
 * 50, 2015 none, and 2018–2022 about 5,900.
 */
function yearSetCases() {
  const ranges: YearRange[] = [{ from: 2020, to: 2020 }, { to: 2017 }, { from: 2018, to: 2022 }, { from: 2015, to: 2015 }, { from: 1900, to: 2100 }]
  const sorts = (Object.keys(SORT_CHOICES) as SortChoice[]).filter((sortBy) => SORT_COLUMN[sortBy])
  return subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[])
    .filter((filters) => filters.length <= 2)
    .flatMap((filters) =>
      ranges.flatMap((range) => [
        ...sorts.map((sortBy) => ({ filters, range, sortBy, searchQuery: undefined as string | undefined })),
        ...BY_ID.map((sortBy) => ({ filters, range, sortBy: sortBy as SortChoice, searchQuery: 'pay' as string | undefined })),
      ]),
    )
}

function yearSetQuery(filters: DiscoverFilter[], range: YearRange, sortBy: SortChoice, searchQuery: string | undefined, offset = 0): StartupListQuery {
  return {
    ...Object.fromEntries(filters.map((filter) => [filter, DISCOVER_FILTERS[filter]])),
    ...(searchQuery && { searchQuery }),
    foundingYearFrom: range.from,
    foundingYearTo: range.to,
    sortBy,
    limit: 50,
    offset,
  }
}

const byTeam = (a: ActiveStartup, b: ActiveStartup, direction: 1 | -1) =>
  a.teamSize === b.teamSize ? 0 : a.teamSize === null ? 1 : b.teamSize === null ? -1 : direction * (a.teamSize - b.teamSize)
const byName = (a: ActiveStartup, b: ActiveStartup) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}
/** Each sort as a plain comparison: unknown team sizes last, names case-insensitively, ties by id. */
const COMPARE: Record<SortChoice, (a: ActiveStartup, b: ActiveStartup) => number> = {
  newest: (a, b) => b.id - a.id,
  oldest: (a, b) => a.id - b.id,
  'largest-team': (a, b) => byTeam(a, b, -1) || b.id - a.id,
  'smallest-team': (a, b) => byTeam(a, b, 1) || a.id - b.id,
  'name-asc': (a, b) => byName(a, b) || a.id - b.id,
  'name-desc': (a, b) => -byName(a, b) || b.id - a.id,
}

describe('/discover and GET /api/startups: every combination of the filters with every sort', () => {
  it.each(discoverCases().map((c) => [`${c.filters.join('+') || 'no filter'}, ${c.sortBy}`, c] as const))(
    '%s walks an index in the list’s order',
    async (_, { filters, sortBy, query }) => {
      const db = await getDb()
      const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
      const text = plan.join('\n')
      if (filters.length === 0) {
        // The whole list in its order: the table by id, or the sort's own index, read until the page is full.
        const index = SORT_COLUMN[sortBy] ? `startups_${SORT_COLUMN[sortBy]}_idx` : null
        expect(plan[0]).toBe(index ? `SCAN startups USING INDEX ${index}` : 'SCAN startups')
        expect(text).not.toMatch(/TEMP B-TREE/)
        return
      }
      // Equality on every filter, through an index whose leading columns are exactly those filters.
      const equalities = filters.map((filter) => `${COLUMN[filter]}=?`).join(' AND ')
      if (filters.length === 3 && SORT_COLUMN[sortBy]) {
        // All three match about one startup in 3,600 (a few dozen at 100,000): those are sorted.
        expect(plan[0]).toBe(`SEARCH startups USING INDEX startups_sector_stage_location_idx (${equalities})`)
        return
      }
      const index = ['startups', ...filters.map((filter) => COLUMN[filter]), SORT_COLUMN[sortBy], 'idx'].filter(Boolean).join('_')
      expect(plan[0]).toBe(`SEARCH startups USING INDEX ${index} (${equalities})`)
      expect(text).not.toMatch(/TEMP B-TREE/)
    },
  )

  it('a search with filters asks the substring index for their keys; a word-prefix search with two or three tests the set of ids their index holds', async () => {
    const db = await getDb()
    for (const { filters, searchQuery, sortBy } of searchCases()) {
      const plan = await queryPlan(db, startupListQuery(db, searchListQuery(searchQuery, filters, sortBy))!.toSQL())
      const name = `${searchQuery} + ${filters.join('+')} (${sortBy})`
      // The search index is the outer loop, read in id order, and each match that survives is read by its id.
      expect(plan[0], name).toMatch(/^SCAN startups_fts(_words)? VIRTUAL TABLE/)
      expect(plan.at(-1), name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(plan.join('\n'), name).not.toMatch(/TEMP B-TREE/)
      if (filters.length >= 2 && searchQuery.length < 3) {
        // The ids of the filters' combination, read from an index that starts with exactly those columns (the word
        // index holds no keys; the substring index's keys narrow the search itself, 0143).
        const equalities = filters.map((filter) => `${COLUMN[filter]}=?`).join(' AND ')
        expect(plan[1], name).toBe('LIST SUBQUERY 1')
        expect(plan[2], name).toMatch(new RegExp(`^SEARCH startups USING COVERING INDEX startups_\\w+_idx \\(${equalities.replaceAll('?', '\\?')}\\)$`))
      } else {
        expect(plan, name).toHaveLength(2)
      }
      if (searchQuery.length >= 3) {
        // Two filters are asked for by their pair key (0146), a third by its own: one key per filter beyond the pair.
        const { sql: text } = startupListQuery(db, searchListQuery(searchQuery, filters, sortBy))!.toSQL()
        const kinds = [...text.matchAll(/char\((\d+), /g)].map((found) => Number(found[1]))
        const pairKind = ({ 'sector+stage': 20, 'sector+location': 21, 'stage+location': 22 } as Record<string, number>)[filters.slice(0, 2).join('+')]
        const filterKind: Record<DiscoverFilter, number> = { sector: 4, stage: 5, location: 6 }
        expect(kinds, name).toEqual(filters.length >= 2 ? [pairKind, ...filters.slice(2).map((filter) => filterKind[filter])] : filters.map((filter) => filterKind[filter]))
      }
    }
    // A pair key holds at least every startup of both values (a prefilter: values may share a key, never miss one).
    for (const [first, second] of [['sector', 'stage'], ['sector', 'location'], ['stage', 'location']] as const) {
      const key = searchKeySql.filterPair(first, `'${DISCOVER_FILTERS[first]}'`, second, `'${DISCOVER_FILTERS[second]}'`)
      const [row] = (await db.all(sql.raw(`
        select (select count(*) from startups where ${first} = '${DISCOVER_FILTERS[first]}' and ${second} = '${DISCOVER_FILTERS[second]}') as want,
          (select count(*) from startups_fts where startups_fts match '"' || ${key} || '"'
            and rowid in (select id from startups where ${first} = '${DISCOVER_FILTERS[first]}' and ${second} = '${DISCOVER_FILTERS[second]}')) as found
      `))) as { want: number; found: number }[]
      expect(row!.want, `${first}+${second}`).toBeGreaterThan(0)
      expect(row!.found, `${first}+${second}`).toBe(row!.want)
    }
  })

  it('a search answers the rows a plain filter picks, with every combination of the filters', async () => {
    const db = await getDb()
    const all = await activeStartups()
    let nonEmpty = 0
    for (const { filters, searchQuery, sortBy } of searchCases()) {
      const index = searchQuery.length >= 3 ? 'startups_fts' : 'startups_fts_words'
      const match = searchQuery.length >= 3 ? `"${searchQuery}"` : `"${searchQuery}"*`
      const found = new Set(
        ((await db.all(sql`select rowid as id from ${sql.identifier(index)} where ${sql.identifier(index)} match ${match}`)) as { id: number }[]).map(
          (row) => row.id,
        ),
      )
      const want = all
        .filter((row) => found.has(row.id) && filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]))
        .sort((a, b) => (sortBy === 'newest' ? b.id - a.id : a.id - b.id))
        .slice(0, 50)
        .map((row) => row.id)
      const name = `${searchQuery} + ${filters.join('+')} (${sortBy})`
      if (want.length) nonEmpty++
      expect((await listStartups(searchListQuery(searchQuery, filters, sortBy))).map((row) => row.id), name).toEqual(want)
    }
    // All three filters with "pay" match none of 12,000 startups; every other case finds some.
    expect(nonEmpty).toBeGreaterThanOrEqual(searchCases().length - 2)
  })

  it('a team size with equality filters walks their index in id order, testing the ids whose size fits first', async () => {
    const db = await getDb()
    for (const { filters, team, sortBy } of teamCases()) {
      const plan = await queryPlan(db, startupListQuery(db, teamQuery(filters, team, sortBy))!.toSQL())
      const name = `${filters.join('+')} team ${JSON.stringify(team)} (${sortBy})`
      const equalities = filters.map((filter) => `${COLUMN[filter]}=?`).join(' AND ')
      const index = ['startups', ...filters.map((filter) => COLUMN[filter]), 'idx'].join('_')
      expect(plan[0], name).toBe(`SEARCH startups USING INDEX ${index} (${equalities})`)
      expect(plan[1], name).toBe('LIST SUBQUERY 1')
      // Below three filters, an index of those filters and team_size answers the set without a row.
      if (filters.length < 3) expect(plan[2], name).toMatch(/^SEARCH startups USING COVERING INDEX startups_\w+_team_size_idx /)
      expect(plan.join('\n'), name).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('a founding-year range reads each year’s live startups in id order, index-only, and stops at the page', async () => {
    const db = await getDb()
    for (const { range, sortBy, offset } of yearCases()) {
      const plan = await queryPlan(db, startupListQuery(db, yearQuery(range, sortBy, offset))!.toSQL())
      const name = `${JSON.stringify(range)} (${sortBy}, offset ${offset})`
      expect(plan[0], name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      const runs = plan.filter((line) => line.startsWith('SEARCH startups USING COVERING INDEX startups_founding_year_active_idx'))
      expect(runs.length, name).toBeGreaterThan(0)
      expect(plan.filter((line) => line.startsWith('SEARCH') || line.startsWith('SCAN startups')).length, name).toBe(runs.length + 1)
      // Only the runs of years long past or not yet come sort (none of them is within the last 40 years).
      const recent = (range.from ?? 1900) > new Date().getUTCFullYear() - 40 && (range.to ?? 2100) <= new Date().getUTCFullYear()
      if (recent) expect(plan.join('\n'), name).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('team sizes and founding years answer the rows a plain filter picks', async () => {
    const all = await activeStartups()
    const byId = (sortBy: 'newest' | 'oldest') => (a: { id: number }, b: { id: number }) => (sortBy === 'newest' ? b.id - a.id : a.id - b.id)
    let nonEmpty = 0
    for (const { filters, team, sortBy } of teamCases()) {
      const want = all
        .filter(
          (row) =>
            filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]) &&
            row.teamSize !== null &&
            (team.minTeamSize === undefined || row.teamSize >= team.minTeamSize) &&
            (team.maxTeamSize === undefined || row.teamSize <= team.maxTeamSize),
        )
        .sort(byId(sortBy))
        .slice(0, 50)
        .map((row) => row.id)
      if (want.length) nonEmpty++
      const name = `${filters.join('+')} team ${JSON.stringify(team)} (${sortBy})`
      expect((await listStartups(teamQuery(filters, team, sortBy))).map((row) => row.id), name).toEqual(want)
    }
    expect(nonEmpty).toBeGreaterThan(teamCases().length / 2)
    nonEmpty = 0
    for (const { range, sortBy, offset } of [...yearCases(), ...yearCases().map((c) => ({ ...c, offset: 450 }))]) {
      const want = all
        .filter((row) => {
          const year = Number(row.foundingDate?.slice(0, 4))
          return row.foundingDate !== null && year >= (range.from ?? 1900) && year <= (range.to ?? 2100)
        })
        .sort(byId(sortBy))
        .slice(offset, offset + 50)
        .map((row) => row.id)
      if (want.length) nonEmpty++
      const name = `${JSON.stringify(range)} (${sortBy}, offset ${offset})`
      expect((await listStartups(yearQuery(range, sortBy, offset))).map((row) => row.id), name).toEqual(want)
    }
    expect(nonEmpty).toBeGreaterThan(yearCases().length)
  })

  it('a founding-year range with one or two equality filters reads per-year runs of their (filters, year) index, index-only', async () => {
    const db = await getDb()
    for (const { filters, range, team, sortBy } of yearComboCases()) {
      const plan = await queryPlan(db, startupListQuery(db, yearComboQuery(filters, range, team, sortBy, 0))!.toSQL())
      const name = `${filters.join('+') || 'no filter'} ${JSON.stringify(range)} team ${JSON.stringify(team)} (${sortBy})`
      if (filters.length === 3) {
        // All three match about one startup in 3,600: their index, each row's year (and team size) tested.
        expect(plan[0], name).toBe('SEARCH startups USING INDEX startups_sector_stage_location_idx (sector=? AND stage=? AND location=?)')
        continue
      }
      expect(plan[0], name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      const index = ['startups', ...filters.map((filter) => COLUMN[filter]), 'founding_year_active_idx'].join('_')
      const equalities = filters.map((filter) => `${COLUMN[filter]}=? AND `).join('')
      // Without a team size the runs read only index entries; with one, each run reads its rows until the page.
      const runs = plan.filter((line) => line.startsWith(`SEARCH startups USING ${team.minTeamSize === undefined ? 'COVERING ' : ''}INDEX ${index} (${equalities}<expr>`))
      expect(runs.length, name).toBeGreaterThan(0)
      expect(plan.filter((line) => line.startsWith('SEARCH') || line.startsWith('SCAN startups')).length, name).toBe(runs.length + 1)
      // Only the runs of years long past or not yet come sort (none of them is within the last 40 years).
      const recent = (range.from ?? 1900) > new Date().getUTCFullYear() - 40 && (range.to ?? 2100) <= new Date().getUTCFullYear()
      if (recent) expect(plan.join('\n'), name).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('a founding-year range with equality filters or a team size answers the rows a plain filter picks', async () => {
    const all = await activeStartups()
    let nonEmpty = 0
    for (const { filters, range, team, sortBy } of yearComboCases()) {
      for (const offset of [0, 20]) {
        const want = all
          .filter((row) => {
            const year = Number(row.foundingDate?.slice(0, 4))
            return (
              filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]) &&
              row.foundingDate !== null &&
              year >= (range.from ?? 1900) &&
              year <= (range.to ?? 2100) &&
              (team.minTeamSize === undefined || (row.teamSize !== null && row.teamSize >= team.minTeamSize))
            )
          })
          .sort((a, b) => (sortBy === 'newest' ? b.id - a.id : a.id - b.id))
          .slice(offset, offset + 50)
          .map((row) => row.id)
        if (want.length) nonEmpty++
        const name = `${filters.join('+') || 'no filter'} ${JSON.stringify(range)} team ${JSON.stringify(team)} (${sortBy}, offset ${offset})`
        expect((await listStartups(yearComboQuery(filters, range, team, sortBy, offset))).map((row) => row.id), name).toEqual(want)
      }
    }
    expect(nonEmpty).toBeGreaterThan(yearComboCases().length)
  })

  it('a search sorted by team size or name walks the sort’s index testing the set of matches when they are many', async () => {
    const db = await getDb()
    for (const { searchQuery, filters, sortBy } of sortedSearchCases()) {
      const name = `${searchQuery} + ${filters.join('+')} (${sortBy})`
      const plan = await queryPlan(db, startupListQuery(db, searchListQuery(searchQuery, filters, sortBy), 'many')!.toSQL())
      const text = plan.join('\n')
      expect(text, name).toMatch(/LIST SUBQUERY \d+\nSCAN startups_fts(_words)? VIRTUAL TABLE/)
      if (filters.length === 3) {
        expect(plan[0], name).toBe('SEARCH startups USING INDEX startups_sector_stage_location_idx (sector=? AND stage=? AND location=?)')
        continue
      }
      const index = ['startups', ...filters.map((filter) => COLUMN[filter]), SORT_COLUMN[sortBy], 'idx'].join('_')
      const equalities = filters.map((filter) => `${COLUMN[filter]}=?`).join(' AND ')
      expect(plan[0], name).toBe(filters.length ? `SEARCH startups USING INDEX ${index} (${equalities})` : `SCAN startups USING INDEX ${index}`)
      expect(text, name).not.toMatch(/TEMP B-TREE/)
    }
    // "pay" and "fo" match thousands of the 12,000 startups; a startup's own name, one.
    expect(await searchMatchesForSort(db, { searchQuery: 'pay', sortBy: 'largest-team', limit: 50 })).toBe('many')
    expect(await searchMatchesForSort(db, { searchQuery: 'fo', sortBy: 'name-asc', limit: 50 })).toBe('many')
    const [{ name } = { name: '' }] = (await db.all(sql`select name from startups where id = 77`)) as { name: string }[]
    expect(await searchMatchesForSort(db, { searchQuery: name, sortBy: 'name-asc', limit: 50 })).toBe('few')
    expect(await searchMatchesForSort(db, { searchQuery: 'pay', sortBy: 'newest', limit: 50 })).toBeUndefined()
  })

  it('a search sorted by team size or name answers the rows a plain filter and sort picks, either way', async () => {
    const db = await getDb()
    const all = await activeStartups()
    for (const { searchQuery, filters, sortBy } of sortedSearchCases()) {
      const index = searchQuery.length >= 3 ? 'startups_fts' : 'startups_fts_words'
      const match = searchQuery.length >= 3 ? `"${searchQuery}"` : `"${searchQuery}"*`
      const found = new Set(
        ((await db.all(sql`select rowid as id from ${sql.identifier(index)} where ${sql.identifier(index)} match ${match}`)) as { id: number }[]).map(
          (row) => row.id,
        ),
      )
      const want = all
        .filter((row) => found.has(row.id) && filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]))
        .sort(COMPARE[sortBy])
        .slice(0, 50)
        .map((row) => row.id)
      const name = `${searchQuery} + ${filters.join('+')} (${sortBy})`
      const query = searchListQuery(searchQuery, filters, sortBy)
      for (const matches of ['few', 'many'] as SearchMatches[]) {
        expect(((await startupListQuery(db, query, matches)) as { id: number }[]).map((row) => row.id), `${name} ${matches}`).toEqual(want)
      }
      expect((await listStartups(query)).map((row) => row.id), name).toEqual(want)
    }
  })

  it('a search sorted by team size or name through the keys: exact whenever it fills the page, at every walk', async () => {
    const db = await getDb()
    const all = await activeStartups()
    let full = 0
    let cases = 0
    // 'pay" OR "a' is one literal (the quotes doubled), never FTS syntax, with the keys appended after it.
    for (const searchQuery of ['pay', 'ing', 'pay" OR "a']) {
      const found = new Set(
        ((await db.all(sql`select rowid as id from startups_fts where startups_fts match ${`"${searchQuery.replaceAll('"', '""')}"`}`)) as { id: number }[]).map(
          (row) => row.id,
        ),
      )
      for (const filters of subsets(Object.keys(DISCOVER_FILTERS) as DiscoverFilter[])) {
        for (const sortBy of (Object.keys(SORT_CHOICES) as SortChoice[]).filter((sort) => SORT_COLUMN[sort])) {
          const query = searchListQuery(searchQuery, filters, sortBy)
          const name = `${searchQuery} + ${filters.join('+')} (${sortBy})`
          if (filters.length === 3) {
            expect(keyedSortedSearchQuery(db, query, 100), name).toBeUndefined()
            continue
          }
          const sorted = all.filter((row) => found.has(row.id) && filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter])).sort(COMPARE[sortBy])
          for (const offset of [0, 20]) {
            const want = sorted.slice(offset, offset + 50).map((row) => row.id)
            for (const walk of [50, 400, 1_500, SORTED_SEARCH_KEYS_WALK_MAX]) {
              cases++
              const built = keyedSortedSearchQuery(db, { ...query, offset }, walk)!
              const rows = ((await built) as { id: number }[]).map((row) => row.id)
              // Short of the page, listStartups answers with 0106's plan; a full page is the exact one.
              if (rows.length < 50) continue
              full++
              expect(rows, `${name} offset ${offset} walk ${walk}`).toEqual(want)
            }
            expect((await listStartups({ ...query, offset })).map((row) => row.id), `${name} offset ${offset}`).toEqual(want)
          }
          // The page's cards are read by id; its ids come from the walk of the sort's index (or the filters' and the
          // sort's), index-only, each entry tested against the set the search index answers and, in the (is_active, id)
          // index, for being live: no other row is read (0146).
          const plan = await queryPlan(db, keyedSortedSearchQuery(db, query, 1_500)!.toSQL())
          const index = ['startups', ...filters.map((filter) => COLUMN[filter]), SORT_COLUMN[sortBy], 'idx'].join('_')
          expect(plan[0], name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
          expect(plan.join('\n'), name).toMatch(/\nSCAN startups_fts VIRTUAL TABLE/)
          expect(plan.join('\n'), name).toMatch(new RegExp(`(SCAN|SEARCH) startups USING COVERING INDEX ${index}\\b`))
          expect(plan.join('\n'), name).toContain('SEARCH live USING COVERING INDEX startups_is_active_idx (is_active=? AND rowid=?)')
          expect(plan.filter((line) => line.includes('USING INTEGER PRIMARY KEY')), name).toEqual(['SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)'])
        }
      }
    }
    // Many walks fill the page (177 of 672 here); the shortest ones, and those of a rare search, do not.
    expect(full).toBeGreaterThan(100)
    expect(full).toBeLessThan(cases)
    // "pay" matches thousands of the 12,000 startups: a walk of about twice the page at its share.
    const plan = await sortedSearchPlan(db, { searchQuery: 'pay', sortBy: 'largest-team', limit: 50 })
    expect(plan?.matches).toBe('many')
    expect(plan?.walk).toBeGreaterThanOrEqual(200)
    expect(plan?.walk).toBeLessThanOrEqual(SORTED_SEARCH_KEYS_WALK_MAX)
    // The word index holds no keys, and a team size keeps 0106's plan.
    expect((await sortedSearchPlan(db, { searchQuery: 'fo', sortBy: 'name-asc', limit: 50 }))?.walk).toBeUndefined()
    expect((await sortedSearchPlan(db, { searchQuery: 'pay', sortBy: 'name-asc', minTeamSize: 5, limit: 50 }))?.walk).toBeUndefined()
  })

  it('a founding-year range with a search or a sort by team size or name tests the set of its ids when it is narrow', async () => {
    const db = await getDb()
    const seen = new Set<string>()
    for (const { filters, range, sortBy, searchQuery } of yearSetCases()) {
      const query = yearSetQuery(filters, range, sortBy, searchQuery)
      const size = await yearRangeSize(db, query)
      const built = startupListQuery(db, query, 'few', size)!.toSQL()
      const plan = await queryPlan(db, built)
      const text = plan.join('\n')
      const name = `${searchQuery ?? ''} ${filters.join('+') || 'no filter'} ${JSON.stringify(range)} (${sortBy}): ${size}`
      expect(size, name).toBeDefined()
      const yearIndex = ['startups', ...filters.map((filter) => COLUMN[filter]), 'founding_year_active_idx'].join('_')
      const equalities = filters.map((filter) => `${COLUMN[filter]}=? AND `).join('')
      const readsSet = `SEARCH startups USING COVERING INDEX ${yearIndex} (${equalities}<expr>>? AND <expr><?)`
      if (size === 0) {
        // Nothing in the range: a statement that reads nothing.
        seen.add('empty')
        expect(built.sql, name).toMatch(/where 0 limit \?$/)
        continue
      }
      if (searchQuery) {
        // The search index in id order, each match tested against the range's ids before its row is read.
        expect(plan[0], name).toMatch(/^SCAN startups_fts VIRTUAL TABLE/)
        expect(plan.at(-1), name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
        expect(text, name).not.toMatch(/TEMP B-TREE/)
        if (size! <= YEAR_SET_MAX) {
          seen.add('search, narrow')
          expect(plan.slice(1, 3), name).toEqual(['LIST SUBQUERY 1', readsSet])
        } else {
          seen.add('search, wide')
          expect(text, name).not.toContain(yearIndex)
        }
        continue
      }
      if (size! <= YEAR_SET_SORTED_UP_TO) {
        // A few: the set is the outer loop, its rows read by id and sorted.
        seen.add('sorted')
        expect(plan, name).toEqual([readsSet, 'SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)', 'USE TEMP B-TREE FOR ORDER BY'])
        continue
      }
      // The sort's index (or the filters' and the sort's) in order, stopping at the page: each entry tested against
      // the set of the range's ids when it is narrow, each row's date when it is wide.
      const index = ['startups', ...filters.map((filter) => COLUMN[filter]), SORT_COLUMN[sortBy], 'idx'].join('_')
      expect(plan[0], name).toBe(filters.length ? `SEARCH startups USING INDEX ${index} (${filters.map((filter) => `${COLUMN[filter]}=?`).join(' AND ')})` : `SCAN startups USING INDEX ${index}`)
      expect(text, name).not.toMatch(/TEMP B-TREE/)
      if (size! <= YEAR_SET_MAX) {
        seen.add('walk, narrow')
        expect(plan.slice(1, 3), name).toEqual(['LIST SUBQUERY 1', readsSet])
      } else {
        seen.add('walk, wide')
        expect(plan, name).toHaveLength(1)
      }
    }
    expect([...seen].sort()).toEqual(['empty', 'search, narrow', 'search, wide', 'sorted', 'walk, narrow', 'walk, wide'])
  })

  it('a founding-year range with a search or a sort by team size or name answers the rows a plain filter picks, in every plan', async () => {
    const db = await getDb()
    const all = await activeStartups()
    const found = new Set(
      ((await db.all(sql`select rowid as id from startups_fts where startups_fts match '"pay"'`)) as { id: number }[]).map((row) => row.id),
    )
    let nonEmpty = 0
    for (const { filters, range, sortBy, searchQuery } of yearSetCases()) {
      for (const offset of [0, 20]) {
        const want = all
          .filter((row) => {
            const year = Number(row.foundingDate?.slice(0, 4))
            return (
              filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]) &&
              row.foundingDate !== null &&
              year >= (range.from ?? 1900) &&
              year <= (range.to ?? 2100) &&
              (!searchQuery || found.has(row.id))
            )
          })
          .sort(COMPARE[sortBy])
          .slice(offset, offset + 50)
          .map((row) => row.id)
        if (want.length) nonEmpty++
        const query = yearSetQuery(filters, range, sortBy, searchQuery, offset)
        const name = `${searchQuery ?? ''} ${filters.join('+') || 'no filter'} ${JSON.stringify(range)} (${sortBy}, offset ${offset})`
        expect((await listStartups(query)).map((row) => row.id), name).toEqual(want)
        // Each plan answers the same, whatever the range's size: the plain one, the set sorted, walked, and wide.
        for (const size of [undefined, 1, YEAR_SET_SORTED_UP_TO + 1, YEAR_SET_MAX + 1]) {
          const rows = (await startupListQuery(db, query, 'few', size)) as { id: number }[]
          expect(rows.map((row) => row.id), `${name}, as if ${size}`).toEqual(want)
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(yearSetCases().length)
  })

  it('answers the rows a plain filter and sort picks, for every combination and sort', async () => {
    const all = await activeStartups()
    let nonEmpty = 0
    for (const { filters, sortBy, query } of discoverCases()) {
      const want = all
        .filter((row) => filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]))
        .sort(COMPARE[sortBy])
        .slice(0, 50)
        .map((row) => row.id)
      if (want.length) nonEmpty++
      expect((await listStartups(query)).map((row) => row.id), `${filters.join('+')} ${sortBy}`).toEqual(want)
    }
    expect(nonEmpty).toBe(discoverCases().length)
  })
})

const JOB_FILTERS = { type: 'contract', experienceLevel: 'senior' } as const satisfies { type: JobType; experienceLevel: ExperienceLevel }

function jobCases() {
  return subsets(['type', 'experienceLevel', 'location'] as const).flatMap((filters) =>
    (filters.includes('location') ? ['Tokyo', 'Remote'] : [undefined]).map((location) => ({
      filters,
      location,
      query: {
        ...(filters.includes('type') && { type: JOB_FILTERS.type }),
        ...(filters.includes('experienceLevel') && { experienceLevel: JOB_FILTERS.experienceLevel }),
        ...(location && { location }),
      } as Omit<JobListQuery, 'limit'>,
    })),
  )
}

/** The index columns' equalities of a Talent Hub query, is_open last, as EXPLAIN QUERY PLAN writes them. */
function openEqualities(filters: readonly string[], location: string | undefined): string {
  const columns = filters.map((filter) =>
    filter === 'location' ? (location === 'Remote' ? 'is_remote' : 'location') : filter === 'type' ? 'type' : 'experience_level',
  )
  return [...columns, 'is_open'].map((column) => `${column}=?`).join(' AND ')
}

describe('/talent-hub and GET /api/jobs: every combination of the filters', () => {
  it.each(jobCases().map((c) => [`${c.filters.join('+') || 'no filter'}${c.location ? ` (${c.location})` : ''}`, c] as const))(
    '%s walks the index of exactly those filters and is_open newest first, and counts at most 1,001 of its entries, index-only',
    async (_, { filters, location, query }) => {
      const db = await getDb()
      const list = await queryPlan(db, jobListQuery(db, { ...query, limit: 50 })!.toSQL())
      const count = await queryPlan(db, jobCountQuery(db, query)!.toSQL())
      const index = openJobIndex(query)
      const equalities = openEqualities(filters, location)
      if (filters.length === 0) {
        // Nearly every job is open: the table in id order, each row tested, stops at the page.
        expect(list[0]).toMatch(/^(SCAN jobs|SEARCH jobs USING INDEX jobs_open_idx \(is_open=\?\))$/)
      } else {
        expect(list[0]).toBe(`SEARCH jobs USING INDEX ${index} (${equalities})`)
      }
      expect(list[1]).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(list.join('\n')).not.toMatch(/TEMP B-TREE/)
      // The count reads the limited matches as a co-routine: it stops after COUNT_LIMIT + 1 entries of the index of
      // exactly these filters and is_open, and reads no row, of jobs or of startups.
      expect(count).toEqual(['CO-ROUTINE matches', `SEARCH jobs USING COVERING INDEX ${index} (${equalities})`, 'SCAN matches'])
    },
  )

  it('a searched count probes each match in the index of its filters and is_open, never the job’s row', async () => {
    const db = await getDb()
    const cases: [Omit<JobListQuery, 'limit'>, string[], string | undefined][] = [
      [{ searchQuery: 'data' }, [], undefined],
      [{ searchQuery: 'data', type: 'contract' }, ['type'], undefined],
      [{ searchQuery: 'de', location: 'Remote' }, ['location'], 'Remote'],
      [{ searchQuery: 'data', type: 'contract', experienceLevel: 'senior', location: 'Tokyo' }, ['type', 'experienceLevel', 'location'], 'Tokyo'],
    ]
    for (const [query, filters, location] of cases) {
      const count = await queryPlan(db, jobCountQuery(db, query)!.toSQL())
      expect(count[1], JSON.stringify(query)).toMatch(/^SCAN jobs_fts(_words)? VIRTUAL TABLE/)
      expect(count[2], JSON.stringify(query)).toBe(
        `SEARCH jobs USING COVERING INDEX ${openJobIndex(query)} (${openEqualities(filters, location)} AND rowid=?)`,
      )
      expect(count.join('\n'), JSON.stringify(query)).not.toMatch(/startups/)
    }
  })

  it('is_open follows a job’s and its startup’s state through the triggers', async () => {
    await expectOpenFollowsState(await getDb())
  })

  it('lists and counts what a plain filter picks, exactly up to the limit', async () => {
    const db = await getDb()
    const open = (await db.all(sql`
      select j.id, j.type, j.experience_level as experienceLevel, j.location, j.is_remote as isRemote
      from jobs j join startups s on s.id = j.startup_id where j.is_active = 1 and s.is_active = 1
    `)) as { id: number; type: string; experienceLevel: string; location: string; isRemote: number }[]
    for (const { query } of jobCases()) {
      const want = open
        .filter(
          (job) =>
            (query.type === undefined || job.type === query.type) &&
            (query.experienceLevel === undefined || job.experienceLevel === query.experienceLevel) &&
            (query.location === undefined || (query.location === 'Remote' ? job.isRemote === 1 : job.location === query.location)),
        )
        .map((job) => job.id)
        .sort((a, b) => b - a)
      expect((await listJobs({ ...query, limit: 50 })).map((job) => job.id), JSON.stringify(query)).toEqual(want.slice(0, 50))
      expect(await countJobs(query), JSON.stringify(query)).toEqual({ count: Math.min(want.length, COUNT_LIMIT), more: want.length > COUNT_LIMIT })
    }
    // The unfiltered count is past the limit here (about 5,700 open jobs): '1,000+ jobs found'.
    const all = await countJobs({})
    expect(all).toEqual({ count: COUNT_LIMIT, more: true })
    expect(formatBoundedCount(all)).toBe('1,000+')
    expect(formatBoundedCount({ count: 35, more: false })).toBe('35')
    expect(await countJobs({ searchQuery: 'engineer' })).toEqual({ count: COUNT_LIMIT, more: true })
  })
})

describe('/events and GET /api/events', () => {
  it('a category and a location together walk their one index in start order', async () => {
    const db = await getDb()
    const plan = await queryPlan(db, eventListQuery(db, { upcoming: true, category: 'pitch', location: 'Singapore', limit: 50 })!.toSQL())
    expect(plan[0]).toBe('SEARCH events USING INDEX events_category_location_start_date_idx (category=? AND location=? AND start_date>?)')
    expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/)
  })
})

describe('the dashboard', () => {
  it('counts open jobs and upcoming events through a limited co-routine, never every row', async () => {
    const db = await getDb()
    for (const built of [openJobCountQuery(db).toSQL(), upcomingEventCountQuery(db).toSQL()]) {
      expect(built.sql).toMatch(/limit \?\) "(matches|upcoming)"$/)
      expect(built.params.at(-1)).toBe(COUNT_LIMIT + 1)
    }
    expect((await queryPlan(db, upcomingEventCountQuery(db).toSQL()))[0]).toBe('CO-ROUTINE upcoming')
  })
})

