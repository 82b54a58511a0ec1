import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { StartupListQuery } from '~/models/startups.server'
import { expectOpenFollowsState, fillScalingData } from '../support/scaling-data'
import { queryPlan } from '../support/search-order'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The plans of docs/decisions/0095-scaling-searches-ranges-and-counts.md on a libSQL server, which keeps no
 * statistics the app gives it (`PRAGMA optimize` is refused over HTTP): a search with two or three filters tests the
 * set of their ids, a team size with filters likewise, a founding-year range reads per-year runs (with filters or a
 * team size too, 0106), a search with many matches sorted by team size or name walks the sort's index (0106), and
 * '{n} jobs found' reads only the index of its filters and is_open (0101) — the same plans as on the embedded database with statistics
 * (scaling-plans.test.ts), because none of them is a choice the statistics make.
 */
bootOnSqld()

async function kit() {
  const { getDb } = await import('~/server/db.server')
  const startups = await import('~/models/startups.server')
  const jobs = await import('~/models/jobs.server')
  return { db: await getDb(), ...startups, ...jobs }
}

beforeAll(async () => {
  const { db } = await kit()
  await fillScalingData(db, { startups: 3_000, jobs: 1_500 })
}, 120_000)

const ids = (rows: { id: number }[]) => rows.map((row) => row.id)

describe('the scaling plans on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('a search with two filters asks the substring index for their pair key (0143, 0146), in id order', async () => {
    const { db, startupListQuery, listStartups } = await kit()
    for (const query of [
      { searchQuery: 'pay', sector: 'fintech', stage: 'seed', limit: 50 },
      { searchQuery: 'pay', stage: 'seed', location: 'Singapore', limit: 50, sortBy: 'oldest' },
    ] satisfies StartupListQuery[]) {
      const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
      expect(plan[0]).toMatch(/^SCAN startups_fts VIRTUAL TABLE/)
      expect(plan.at(-1)).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(plan).toHaveLength(2)
      const want = (await db.all(sql`
        select id from startups where is_active = 1 and stage = 'seed'
          and ${sql.raw(query.sector ? `sector = '${query.sector}'` : `location = '${query.location}'`)}
          and id in (select rowid from startups_fts where startups_fts match '"pay"') order by id ${sql.raw(query.sortBy === 'oldest' ? 'asc' : 'desc')} limit 50
      `)) as { id: number }[]
      expect(want.length).toBeGreaterThan(0)
      expect(ids(await listStartups(query))).toEqual(ids(want))
    }
  })

  it('a search of many matches sorted by team size or name walks the sort’s index and asks for its keys (0143)', async () => {
    const { db, listStartups, keyedSortedSearchQuery, sortedSearchPlan } = await kit()
    const cases: [StartupListQuery, string, string][] = [
      [{ searchQuery: 'pay', sortBy: 'largest-team', limit: 50 }, 'startups_team_size_idx', 'team_size desc nulls last, id desc'],
      [{ searchQuery: 'pay', sortBy: 'name-desc', limit: 50, offset: 20 }, 'startups_name_nocase_idx', 'name collate nocase desc, id desc'],
      [{ searchQuery: 'pay', sector: 'fintech', sortBy: 'smallest-team', limit: 20 }, 'startups_sector_team_size_idx', 'team_size asc nulls last, id asc'],
      [{ searchQuery: 'pay', stage: 'seed', location: 'Singapore', sortBy: 'name-asc', limit: 5 }, 'startups_stage_location_name_nocase_idx', 'name collate nocase asc, id asc'],
    ]
    for (const [query, index, order] of cases) {
      const name = JSON.stringify(query)
      const plan = await queryPlan(db, keyedSortedSearchQuery(db, query, 1_000)!.toSQL())
      expect(plan[0], name).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(plan.join('\n'), name).toMatch(/\nSCAN startups_fts VIRTUAL TABLE/)
      expect(plan.join('\n'), name).toMatch(new RegExp(`(SCAN|SEARCH) startups USING COVERING INDEX ${index}\\b`))
      // Live or not is read from the (is_active, id) index: no row but the page's cards (0146).
      expect(plan.join('\n'), name).toContain('SEARCH live USING COVERING INDEX startups_is_active_idx (is_active=? AND rowid=?)')
      const want = ids((await db.all(sql`
        select id from startups where is_active = 1
          ${sql.raw(['sector', 'stage', 'location'].flatMap((f) => (query[f as 'sector'] ? [`and ${f} = '${query[f as 'sector']}'`] : [])).join(' '))}
          and id in (select rowid from startups_fts where startups_fts match '"pay"')
        order by ${sql.raw(order)} limit ${query.limit} offset ${query.offset ?? 0}
      `)) as { id: number }[])
      expect(want.length, name).toBe(query.limit)
      // Exact whenever the walk fills the page; one of 1,000 entries does here.
      expect(ids(await keyedSortedSearchQuery(db, query, 1_000)!), name).toEqual(want)
      expect(ids(await listStartups(query)), name).toEqual(want)
      expect((await sortedSearchPlan(db, query))?.walk, name).toBeGreaterThan(0)
    }
  })

  it('a team size with filters walks their index in id order, testing the ids whose size fits', async () => {
    const { db, startupListQuery, listStartups } = await kit()
    const query: StartupListQuery = { sector: 'fintech', stage: 'series-a', minTeamSize: 50, limit: 50 }
    const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
    expect(plan[0]).toBe('SEARCH startups USING INDEX startups_sector_stage_idx (sector=? AND stage=?)')
    expect(plan[1]).toBe('LIST SUBQUERY 1')
    expect(plan[2]).toMatch(/^SEARCH startups USING COVERING INDEX startups_sector_stage_team_size_idx /)
    const want = (await db.all(sql`
      select id from startups where is_active = 1 and sector = 'fintech' and stage = 'series-a' and team_size >= 50
      order by id desc limit 50
    `)) as { id: number }[]
    expect(want.length).toBeGreaterThan(0)
    expect(ids(await listStartups(query))).toEqual(ids(want))
  })

  it('a founding-year range reads each year’s live startups in id order', async () => {
    const { db, startupListQuery, listStartups } = await kit()
    for (const sortBy of ['newest', 'oldest'] as const) {
      const query: StartupListQuery = { foundingYearFrom: 2019, foundingYearTo: 2020, sortBy, limit: 50, offset: 10 }
      const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
      expect(plan[0]).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      // The same index and order as on the embedded database; sqld's SQLite (3.45) reads an expression index's
      // rows rather than using it as a covering index, so each year's run reads its (at most offset + limit) rows.
      const runs = plan.filter((line) => /^SEARCH startups USING (COVERING )?INDEX startups_founding_year_active_idx \(<expr>=\? AND is_active=\?\)$/.test(line))
      expect(runs).toHaveLength(2)
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/)
      const want = (await db.all(sql`
        select id from startups where is_active = 1 and founding_date >= '2019-01-01' and founding_date < '2021-01-01'
        order by id ${sql.raw(sortBy === 'newest' ? 'desc' : 'asc')} limit 50 offset 10
      `)) as { id: number }[]
      expect(want).toHaveLength(50)
      expect(ids(await listStartups(query))).toEqual(ids(want))
    }
  })

  it('a founding-year range with filters or a team size reads per-year runs of the filters’ (filters, year) index', async () => {
    const { db, startupListQuery, listStartups } = await kit()
    const cases: [StartupListQuery, RegExp, string][] = [
      [
        { sector: 'fintech', foundingYearFrom: 2019, foundingYearTo: 2020, limit: 50 },
        /^SEARCH startups USING (COVERING )?INDEX startups_sector_founding_year_active_idx \(sector=\? AND <expr>=\? AND is_active=\?\)$/,
        `sector = 'fintech'`,
      ],
      [
        { stage: 'seed', location: 'Singapore', minTeamSize: 10, foundingYearFrom: 2016, foundingYearTo: 2025, sortBy: 'oldest', limit: 50 },
        /^SEARCH startups USING INDEX startups_stage_location_founding_year_active_idx \(stage=\? AND location=\? AND <expr>=\? AND is_active=\?\)$/,
        `stage = 'seed' and location = 'Singapore' and team_size >= 10`,
      ],
      [
        { minTeamSize: 50, foundingYearFrom: 2018, foundingYearTo: 2018, limit: 50 },
        /^SEARCH startups USING INDEX startups_founding_year_active_idx \(<expr>=\? AND is_active=\?\)$/,
        `team_size >= 50`,
      ],
    ]
    for (const [query, run, where] of cases) {
      const plan = await queryPlan(db, startupListQuery(db, query)!.toSQL())
      expect(plan[0], JSON.stringify(query)).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
      expect(plan.filter((line) => run.test(line)).length, JSON.stringify(query)).toBe(query.foundingYearTo! - query.foundingYearFrom! + 1)
      expect(plan.join('\n'), JSON.stringify(query)).not.toMatch(/TEMP B-TREE/)
      const want = (await db.all(sql`
        select id from startups where is_active = 1 and ${sql.raw(where)}
          and founding_date >= ${`${query.foundingYearFrom}-01-01`} and founding_date < ${`${query.foundingYearTo! + 1}-01-01`}
        order by id ${sql.raw(query.sortBy === 'oldest' ? 'asc' : 'desc')} limit 50
      `)) as { id: number }[]
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(ids(await listStartups(query)), JSON.stringify(query)).toEqual(ids(want))
    }
  })

  it('a search sorted by team size or name walks the sort’s index testing the set of matches when they are many', async () => {
    const { db, startupListQuery, listStartups, searchMatchesForSort } = await kit()
    const cases: [StartupListQuery, string, string][] = [
      [{ searchQuery: 'pay', sortBy: 'largest-team', limit: 50 }, 'SCAN startups USING INDEX startups_team_size_idx', 'team_size desc nulls last, id desc'],
      [{ searchQuery: 'pay', sortBy: 'name-asc', limit: 50 }, 'SCAN startups USING INDEX startups_name_nocase_idx', 'name collate nocase asc, id asc'],
      [
        { searchQuery: 'pay', sector: 'fintech', sortBy: 'smallest-team', limit: 50 },
        'SEARCH startups USING INDEX startups_sector_team_size_idx (sector=?)',
        'team_size asc nulls last, id asc',
      ],
    ]
    for (const [query, first, order] of cases) {
      // One in five of the 3,000 says "Payments": past the point where the matches are sorted.
      expect(await searchMatchesForSort(db, query)).toBe('many')
      const plan = await queryPlan(db, startupListQuery(db, query, 'many')!.toSQL())
      expect(plan[0], JSON.stringify(query)).toBe(first)
      expect(plan.join('\n'), JSON.stringify(query)).not.toMatch(/TEMP B-TREE/)
      const want = (await db.all(sql`
        select id from startups where is_active = 1 ${sql.raw(query.sector ? `and sector = '${query.sector}'` : '')}
          and id in (select rowid from startups_fts where startups_fts match '"pay"')
        order by ${sql.raw(order)} limit 50
      `)) as { id: number }[]
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(ids(await listStartups(query)), JSON.stringify(query)).toEqual(ids(want))
    }
  })

  it('a founding-year range with a search or a sort by team size or name tests the set of its ids from its year index', async () => {
    const { db, startupListQuery, listStartups, yearRangeSize } = await kit()
    // sqld's SQLite (3.45.1) reads an expression index's rows, so the set's read is not always a covering one.
    const set = (index: string, equalities: string) =>
      new RegExp(`^SEARCH startups USING (COVERING )?INDEX ${index} \\(${equalities}<expr>>\\? AND <expr><\\?\\)$`)
    const cases: [StartupListQuery, (plan: string[]) => void, string, string][] = [
      [
        // About 150 of the 3,000 say "Payments" and were founded in 2021: each match tested against the year's ids.
        { searchQuery: 'pay', foundingYearFrom: 2021, foundingYearTo: 2021, limit: 50 },
        (plan) => {
          expect(plan[0]).toMatch(/^SCAN startups_fts VIRTUAL TABLE/)
          expect(plan[1]).toBe('LIST SUBQUERY 1')
          expect(plan[2]).toMatch(set('startups_founding_year_active_idx', ''))
        },
        `id in (select rowid from startups_fts where startups_fts match '"pay"') and founding_date like '2021-%'`,
        'id desc',
      ],
      [
        // A year of one sector (about 13): the set is the outer loop, its rows sorted.
        { sector: 'fintech', foundingYearFrom: 2019, foundingYearTo: 2019, sortBy: 'largest-team', limit: 50 },
        (plan) => {
          expect(plan[0]).toMatch(set('startups_sector_founding_year_active_idx', 'sector=\\? AND '))
          expect(plan[1]).toBe('SEARCH startups USING INTEGER PRIMARY KEY (rowid=?)')
        },
        `sector = 'fintech' and founding_date like '2019-%'`,
        'team_size desc nulls last, id desc',
      ],
      [
        // Two years (about 590): the name index walked in order, each entry tested against the set.
        { foundingYearFrom: 2016, foundingYearTo: 2017, sortBy: 'name-asc', limit: 50 },
        (plan) => {
          expect(plan[0]).toBe('SCAN startups USING INDEX startups_name_nocase_idx')
          expect(plan[1]).toBe('LIST SUBQUERY 1')
          expect(plan[2]).toMatch(set('startups_founding_year_active_idx', ''))
          expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/)
        },
        `founding_date >= '2016-01-01' and founding_date < '2018-01-01'`,
        'name collate nocase asc, id asc',
      ],
    ]
    for (const [query, expectPlan, where, order] of cases) {
      const size = await yearRangeSize(db, query)
      expectPlan(await queryPlan(db, startupListQuery(db, query, 'few', size)!.toSQL()))
      const want = (await db.all(sql`
        select id from startups where is_active = 1 and ${sql.raw(where)} order by ${sql.raw(order)} limit 50
      `)) as { id: number }[]
      expect(want.length, JSON.stringify(query)).toBeGreaterThan(0)
      expect(ids(await listStartups(query)), JSON.stringify(query)).toEqual(ids(want))
    }
    // A range that holds no startup reads nothing.
    const none: StartupListQuery = { foundingYearFrom: 2015, foundingYearTo: 2015, sortBy: 'smallest-team', limit: 50 }
    expect(await yearRangeSize(db, none)).toBe(0)
    expect(await listStartups(none)).toEqual([])
  })

  it("'{n} jobs found' reads only the index of its filters and is_open", async () => {
    const { db, jobCountQuery, countJobs } = await kit()
    const plans = {
      filtered: await queryPlan(db, jobCountQuery(db, { type: 'contract', location: 'Tokyo' })!.toSQL()),
      searched: await queryPlan(db, jobCountQuery(db, { searchQuery: 'data', type: 'contract' })!.toSQL()),
    }
    expect(plans.filtered).toContain('SEARCH jobs USING COVERING INDEX jobs_type_location_open_idx (type=? AND location=? AND is_open=?)')
    expect(plans.searched).toContain('SEARCH jobs USING COVERING INDEX jobs_type_open_idx (type=? AND is_open=? AND rowid=?)')
    for (const plan of Object.values(plans)) expect(plan.join('\n')).not.toMatch(/startups/)
    const [{ n } = { n: -1 }] = (await db.all(sql`
      select count(*) as n from jobs j join startups s on s.id = j.startup_id
      where j.is_active = 1 and s.is_active = 1 and j.type = 'contract' and j.location = 'Tokyo'
    `)) as { n: number }[]
    expect(n).toBeGreaterThan(0)
    expect(await countJobs({ type: 'contract', location: 'Tokyo' })).toEqual({ count: n, more: false })
  })

  it('is_open follows a job’s and its startup’s state through the triggers', async () => {
    const { db } = await kit()
    await expectOpenFollowsState(db)
  })
})
