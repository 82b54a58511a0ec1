import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DISCOVER_LOCATIONS, SECTORS, SORT_CHOICES, STAGES, type Sector, type SortChoice, type Stage } from '~/domain/startups'
import { EXPERIENCE_LEVELS, JOB_TYPES, type ExperienceLevel, type JobType } from '~/domain/jobs'
import { COUNT_LIMIT, formatBoundedCount } from '~/shared/bounded-count'
import { getDb } from '~/server/db.server'
import { eventListQuery, upcomingEventCountQuery } from '~/models/events.server'
import { countJobs, jobCountQuery, jobListQuery, listJobs, openJobCountQuery, type JobListQuery } from '~/models/jobs.server'
import { listStartups, startupListQuery, type StartupListQuery } from '~/models/startups.server'
import { queryPlan } from '../support/search-order'

/**
 * The index plans of docs/decisions/0089-scaling-list-pages-and-dashboard.md, pinned on a database with statistics:
 * every combination of /discover's equality filters (sector, stage, location) with every sort, and of the Talent
 * Hub's (type, experience level, a city or Remote), walks an index whose leading columns are exactly those filters,
 * in the list's order, and stops at the page: no full scan of the table and no sort of every match. '{n} jobs found'
 * and the dashboard's tiles count at most COUNT_LIMIT + 1 rows. And the lists answer what they answered before: the
 * rows a plain filter and sort in JavaScript picks.
 */

const STARTUPS = 12_000
const JOBS = 6_000
const SECTOR_LIST = Object.keys(SECTORS) as Sector[]
const STAGE_LIST = Object.keys(STAGES) as Stage[]
const LOCATIONS = DISCOVER_LOCATIONS.slice(0, 13)
const CITIES = ['Singapore', 'Tokyo', 'Seoul', 'Jakarta', 'Remote']
const json = (values: readonly string[]) => sql.raw(`json('${JSON.stringify(values)}')`)
// Written into the statement: better-sqlite3 binds every JavaScript number as a REAL, and JSON paths need integers.
const int = (value: number) => sql.raw(String(Math.trunc(value)))

beforeAll(async () => {
  const db = await getDb()
  const now = Date.UTC(2026, 10, 1)
  // Startups spread over every sector, stage and location independently, as the demo seed spreads them; team sizes
  // follow the stage (seed companies are small), founding dates spread over ten years; one in fifty inactive.
  await db.run(sql`
    with recursive n(k) as (select 0 union all select k + 1 from n where k < ${int(STARTUPS - 1)})
    insert into startups (name, description, sector, stage, location, team_size, founding_date, is_active, created_at, updated_at)
    select
      case k % 3 when 0 then 'alpha ' when 1 then 'Beta ' else 'gamma ' end || ((k * 7919) % ${int(STARTUPS)}),
      case when k % 5 = 0 then 'Payments for founders' else 'Tools for teams' end,
      json_extract(${json(SECTOR_LIST)}, '$[' || (k % ${int(SECTOR_LIST.length)}) || ']'),
      json_extract(${json(STAGE_LIST)}, '$[' || ((k / 7) % ${int(STAGE_LIST.length)}) || ']'),
      json_extract(${json(LOCATIONS)}, '$[' || ((k / 3) % ${int(LOCATIONS.length)}) || ']'),
      case when k % 11 = 0 then null else 1 + ((k / 7) % ${int(STAGE_LIST.length)}) * 20 + k % 17 end,
      (2016 + k % 10) || '-0' || (1 + k % 9) || '-01',
      case when k % 50 = 49 then 0 else 1 end, ${now}, ${now}
    from n
  `)
  await db.run(sql`
    with recursive n(k) as (select 0 union all select k + 1 from n where k < ${int(JOBS - 1)})
    insert into jobs (startup_id, title, description, location, type, experience_level, tech_stack, is_remote, is_active, created_at, updated_at)
    select
      1 + (k * 31) % ${int(STARTUPS)},
      case when k % 4 = 0 then 'Data Engineer' else 'Designer' end, 'Build things.',
      json_extract(${json(CITIES)}, '$[' || (k % ${int(CITIES.length)}) || ']'),
      json_extract(${json(JOB_TYPES)}, '$[' || ((k / 5) % ${int(JOB_TYPES.length)}) || ']'),
      json_extract(${json(EXPERIENCE_LEVELS)}, '$[' || ((k / 3) % ${int(EXPERIENCE_LEVELS.length)}) || ']'),
      '[]', case when k % 5 = 4 or k % 7 = 0 then 1 else 0 end, case when k % 40 = 39 then 0 else 1 end, ${now}, ${now}
    from n
  `)
  // What `PRAGMA optimize` gives the planner at every start on a grown database (startup-search.server.ts).
  await db.run(sql`analyze`)
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

  it('a search with filters walks the search index in id order and reads each match by its id', async () => {
    const db = await getDb()
    for (const query of [
      { searchQuery: 'payments', sector: 'fintech', limit: 50 },
      { searchQuery: 'pay', stage: 'seed', location: 'Singapore', limit: 50 },
      { searchQuery: 'ta', sector: 'fintech', stage: 'seed', limit: 50 },
    ] satisfies StartupListQuery[]) {
      const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
      expect(plan[0]).toMatch(/^SCAN startups_fts(_words)? VIRTUAL TABLE/)
      expect(plan[1]).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('answers the rows a plain filter and sort picks, for every combination and sort', async () => {
    const db = await getDb()
    const all = (await db.all(
      sql`select id, name, sector, stage, location, team_size as teamSize from startups where is_active = 1`,
    )) as { id: number; name: string; sector: string; stage: string; location: string; teamSize: number | null }[]
    const byTeam = (a: (typeof all)[number], b: (typeof all)[number], direction: 1 | -1) =>
      a.teamSize === b.teamSize ? 0 : a.teamSize === null ? 1 : b.teamSize === null ? -1 : direction * (a.teamSize - b.teamSize)
    const byName = (a: (typeof all)[number], b: (typeof all)[number]) => {
      const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()]
      return x < y ? -1 : x > y ? 1 : 0
    }
    const compare: Record<SortChoice, (a: (typeof all)[number], b: (typeof all)[number]) => number> = {
      newest: (a, b) => b.id - a.id,
      oldest: (a, b) => a.id - b.id,
      'largest-team': (a, b) => byTeam(a, b, -1) || b.id - a.id,
      'smallest-team': (a, b) => byTeam(a, b, 1) || a.id - b.id,
      'name-asc': (a, b) => byName(a, b) || a.id - b.id,
      'name-desc': (a, b) => -byName(a, b) || b.id - a.id,
    }
    let nonEmpty = 0
    for (const { filters, sortBy, query } of discoverCases()) {
      const want = all
        .filter((row) => filters.every((filter) => row[filter] === DISCOVER_FILTERS[filter]))
        .sort(compare[sortBy])
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

describe('/talent-hub and GET /api/jobs: every combination of the filters', () => {
  it.each(jobCases().map((c) => [`${c.filters.join('+') || 'no filter'}${c.location ? ` (${c.location})` : ''}`, c] as const))(
    '%s walks the index of exactly those filters newest first, and counts at most 1,001 of its entries',
    async (_, { filters, location, query }) => {
      const db = await getDb()
      const list = await queryPlan(db, jobListQuery(db, { ...query, limit: 50 })!.toSQL())
      const count = await queryPlan(db, jobCountQuery(db, query)!.toSQL())
      const columns = filters.map((filter) =>
        filter === 'location' ? (location === 'Remote' ? 'is_remote' : 'location') : filter === 'type' ? 'type' : 'experience_level',
      )
      if (columns.length === 0) {
        expect(list[0]).toBe('SCAN jobs')
      } else {
        const equalities = columns.map((column) => `${column}=?`).join(' AND ')
        expect(list[0]).toBe(`SEARCH jobs USING INDEX jobs_${columns.join('_')}_idx (${equalities})`)
        // Without an order, any index that starts with exactly these columns bounds the count alike.
        expect(count[1]).toMatch(new RegExp(`^SEARCH jobs USING INDEX jobs_\\w+_idx \\(${equalities.replaceAll('?', '\\?')}\\)$`))
      }
      expect(list[1]).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(list.join('\n')).not.toMatch(/TEMP B-TREE/)
      // The count reads the limited matches as a co-routine: it stops after COUNT_LIMIT + 1 rows.
      expect(count[0]).toBe('CO-ROUTINE matches')
    },
  )

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

