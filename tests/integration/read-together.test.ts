import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * readTogether (app/lib/read-together.server.ts; docs/decisions/0051) answers exactly what each select answers on
 * its own — order, limits, dates, booleans, JSON columns, nulls from left joins — on both drivers, in one statement.
 */
async function compare() {
  const { getDatabase, getDb } = await import('~/lib/db.server')
  const { seed } = await import('../../db/seed')
  const { readTogether } = await import('~/lib/read-together.server')
  const { SQL_CHANNEL } = await import('../../db/client')
  const { subscribe, unsubscribe } = await import('node:diagnostics_channel')
  const { myStartupsQuery, startupListQuery, myStartupTotalsQuery } = await import('~/models/startups.server')
  const { eventListQuery, upcomingEventCountQuery } = await import('~/models/events.server')
  const { jobListQuery, openJobCountQuery } = await import('~/models/jobs.server')
  const { myApplicationsQuery, hiringJobsQuery } = await import('~/models/job-applications.server')
  const { users, cohorts } = await import('../../db/schema')
  const { eq, desc } = await import('drizzle-orm')

  await seed(await getDatabase(), { startups: 30, now: new Date('2026-11-22T00:00:00Z') })
  const db = await getDb()
  const [founder] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'founder@demo.startup.asia'))
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@demo.startup.asia'))
  const now = new Date('2026-11-22T00:00:00Z')
  const build = () => ({
    mine: myStartupsQuery(db, founder!.id),
    totals: myStartupTotalsQuery(db, founder!.id),
    latest: startupListQuery(db, { limit: 6 })!,
    events: eventListQuery(db, { upcoming: true, limit: 5 }, { now, viewerId: member!.id })!,
    eventCount: upcomingEventCountQuery(db, now),
    jobs: jobListQuery(db, { limit: 4 })!,
    jobCount: openJobCountQuery(db),
    applications: myApplicationsQuery(db, member!.id),
    hiring: hiringJobsQuery(db, founder!.id),
    // JSON list columns, dates as text, decimal strings
    cohorts: db.select().from(cohorts).orderBy(desc(cohorts.id)).limit(3),
    none: db.select({ id: users.id }).from(users).where(eq(users.id, -1)),
  })
  const separate: Record<string, unknown> = {}
  for (const [name, query] of Object.entries(build())) separate[name] = await query
  const statements: string[] = []
  const listen = (message: unknown) => statements.push((message as { sql: string }).sql)
  subscribe(SQL_CHANNEL, listen)
  const together = await readTogether(db, build())
  unsubscribe(SQL_CHANNEL, listen)
  return { separate, together, statements }
}

function expectSame({ separate, together, statements }: Awaited<ReturnType<typeof compare>>) {
  expect(statements).toHaveLength(1)
  expect(together).toEqual(separate)
  expect((separate.events as unknown[]).length).toBeGreaterThan(0)
  expect((separate.applications as unknown[]).length).toBeGreaterThan(0)
  expect((separate.cohorts as { curriculum: unknown }[])[0]!.curriculum).toBeInstanceOf(Array)
  expect(together.none).toEqual([])
}

describe('readTogether', () => {
  it('answers what each select answers alone, in one statement (better-sqlite3)', async () => {
    expectSame(await compare())
  })

  describe('on a libSQL server', () => {
    bootOnSqld()
    it('answers what each select answers alone, in one statement (libsql)', async () => {
      const { getDatabase } = await import('~/lib/db.server')
      expect((await getDatabase()).driver).toBe('libsql')
      expectSame(await compare())
    })
  })
})
