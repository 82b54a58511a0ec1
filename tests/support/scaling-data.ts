import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../db/client'
import { DISCOVER_LOCATIONS, SECTORS, STAGES } from '~/domain/startups'
import { EXPERIENCE_LEVELS, JOB_TYPES } from '~/domain/jobs'

/**
 * The data the scaling plans are pinned on (tests/integration/scaling-plans.test.ts and its libSQL twin): startups
 * spread over every sector, stage and location independently, as the demo seed spreads them; team sizes follow the
 * stage (seed companies are small), founding dates spread over ten years (2016–2025); one in fifty inactive; one in
 * five says "Payments". Jobs spread over five cities (or Remote), every type and level; one in forty closed.
 */
export const SCALING_LOCATIONS = DISCOVER_LOCATIONS.slice(0, 13)
export const SCALING_CITIES = ['Singapore', 'Tokyo', 'Seoul', 'Jakarta', 'Remote']

const json = (values: readonly string[]) => sql.raw(`json('${JSON.stringify(values)}')`)
// Written into the statement: better-sqlite3 binds every JavaScript number as a REAL, and JSON paths need integers.
const int = (value: number) => sql.raw(String(Math.trunc(value)))

export async function fillScalingData(db: Db, { startups, jobs }: { startups: number; jobs: number }): Promise<void> {
  const sectors = Object.keys(SECTORS)
  const stages = Object.keys(STAGES)
  const now = Date.UTC(2026, 10, 1)
  await db.run(sql`
    with recursive n(k) as (select 0 union all select k + 1 from n where k < ${int(startups - 1)})
    insert into startups (name, description, sector, stage, location, team_size, founding_date, is_active, created_at, updated_at)
    select
      case k % 3 when 0 then 'alpha ' when 1 then 'Beta ' else 'gamma ' end || ((k * 7919) % ${int(startups)}),
      case when k % 5 = 0 then 'Payments for founders' else 'Tools for teams' end,
      json_extract(${json(sectors)}, '$[' || (k % ${int(sectors.length)}) || ']'),
      json_extract(${json(stages)}, '$[' || ((k / 7) % ${int(stages.length)}) || ']'),
      json_extract(${json(SCALING_LOCATIONS)}, '$[' || ((k / 3) % ${int(SCALING_LOCATIONS.length)}) || ']'),
      case when k % 11 = 0 then null else 1 + ((k / 7) % ${int(stages.length)}) * 20 + k % 17 end,
      (2016 + k % 10) || '-0' || (1 + k % 9) || '-01',
      case when k % 50 = 49 then 0 else 1 end, ${now}, ${now}
    from n
  `)
  await db.run(sql`
    with recursive n(k) as (select 0 union all select k + 1 from n where k < ${int(jobs - 1)})
    insert into jobs (startup_id, title, description, location, type, experience_level, tech_stack, is_remote, is_active, created_at, updated_at)
    select
      1 + (k * 31) % ${int(startups)},
      case when k % 4 = 0 then 'Data Engineer' else 'Designer' end, 'Build things.',
      json_extract(${json(SCALING_CITIES)}, '$[' || (k % ${int(SCALING_CITIES.length)}) || ']'),
      json_extract(${json(JOB_TYPES)}, '$[' || ((k / 5) % ${int(JOB_TYPES.length)}) || ']'),
      json_extract(${json(EXPERIENCE_LEVELS)}, '$[' || ((k / 3) % ${int(EXPERIENCE_LEVELS.length)}) || ']'),
      '[]', case when k % 5 = 4 or k % 7 = 0 then 1 else 0 end, case when k % 40 = 39 then 0 else 1 end, ${now}, ${now}
    from n
  `)
}

type Row = Record<string, number>
const rows = async (db: Db, query: ReturnType<typeof sql>) => (await db.all(query)) as Row[]

/**
 * jobs.is_open is the job's and its startup's is_active together, kept by migration 0025's triggers
 * (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md): closing and reopening a job, deactivating and
 * reactivating its startup, posting a job for an inactive startup, moving a job, and writing the flag directly all
 * leave it equal to that, and nothing drifts. Leaves the data as it found it.
 */
export async function expectOpenFollowsState(db: Db): Promise<void> {
  const drift = async () =>
    (await rows(db, sql`select count(*) as n from jobs j join startups s on s.id = j.startup_id where j.is_open is not (j.is_active and s.is_active)`))[0]!.n
  const openOf = async (id: number) => (await rows(db, sql`select is_open as o from jobs where id = ${id}`))[0]!.o
  expect(await drift()).toBe(0)
  const [job] = await rows(db, sql`select id, startup_id as startupId from jobs where is_open = 1 order by id limit 1`)
  const [other] = await rows(db, sql`select id from startups where is_active = 0 order by id limit 1`)
  const id = job!.id!
  const startupId = job!.startupId!
  await db.run(sql`update jobs set is_active = 0 where id = ${id}`)
  expect(await openOf(id)).toBe(0)
  await db.run(sql`update jobs set is_active = 1 where id = ${id}`)
  expect(await openOf(id)).toBe(1)
  // A job moved to an inactive startup is not listed; moved back, it is.
  await db.run(sql`update jobs set startup_id = ${other!.id!} where id = ${id}`)
  expect(await openOf(id)).toBe(0)
  await db.run(sql`update jobs set startup_id = ${startupId} where id = ${id}`)
  expect(await openOf(id)).toBe(1)
  await db.run(sql`update startups set is_active = 0 where id = ${startupId}`)
  expect(await rows(db, sql`select count(*) as n from jobs where startup_id = ${startupId} and is_open = 1`)).toEqual([{ n: 0 }])
  // Posted while its startup is inactive: not open, and writing the flag does not open it.
  const [posted] = await rows(db, sql`
    insert into jobs (startup_id, title, description, location, type, experience_level, tech_stack, is_remote, is_active, created_at, updated_at)
    values (${startupId}, 'Posted while inactive', 'x', 'Tokyo', 'contract', 'senior', '[]', 0, 1, 0, 0) returning id
  `)
  const postedId = posted!.id!
  expect(await openOf(postedId)).toBe(0)
  await db.run(sql`update jobs set is_open = 1 where id = ${postedId}`)
  expect(await openOf(postedId)).toBe(0)
  await db.run(sql`update startups set is_active = 1 where id = ${startupId}`)
  expect(await openOf(postedId)).toBe(1)
  expect(await openOf(id)).toBe(1)
  await db.run(sql`delete from jobs where id = ${postedId}`)
  expect(await drift()).toBe(0)
}
