import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, count, eq, gt, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../app/lib/password.server'
import { openDatabase, type Database } from '../../db/client'
import * as schema from '../../db/schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from '../../db/seed'

const files: string[] = []

async function freshDatabase(): Promise<Database> {
  const file = path.join(tmpdir(), `startup-asia-seed-${randomUUID()}.db`)
  files.push(file)
  const database = await openDatabase({ url: `file:${file}` })
  await database.migrate()
  return database
}

afterAll(() => {
  for (const file of files) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})

async function countRows(database: Database) {
  const tables = {
    users: schema.users,
    startups: schema.startups,
    startupTeam: schema.startupTeam,
    fundingRounds: schema.fundingRounds,
    startupInvestors: schema.startupInvestors,
    companyMilestones: schema.companyMilestones,
    startupPosts: schema.startupPosts,
    startupReviews: schema.startupReviews,
    startupGallery: schema.startupGallery,
    jobs: schema.jobs,
    events: schema.events,
    eventRsvps: schema.eventRsvps,
    resources: schema.resources,
    workspaces: schema.workspaces,
    workspaceBookings: schema.workspaceBookings,
    cohorts: schema.cohorts,
    cohortSessions: schema.cohortSessions,
    cohortParticipants: schema.cohortParticipants,
    cohortApplications: schema.cohortApplications,
    blogPosts: schema.blogPosts,
    profileClaims: schema.profileClaims,
  }
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table)
    counts[name] = row!.n
  }
  return counts
}

async function distinct<T>(database: Database, column: { name: string }, table: string): Promise<T[]> {
  const rows = await database.db.all<{ value: T }>(
    sql`select distinct ${sql.identifier(column.name)} as value from ${sql.identifier(table)} order by 1`,
  )
  return rows.map((row) => row.value)
}

describe('seed', () => {
  let database: Database

  beforeAll(async () => {
    database = await freshDatabase()
    expect(await seed(database)).toEqual({ seeded: true })
  })

  afterAll(async () => {
    await database?.close()
  })

  it('fills every screen with at least the minimum demo data', async () => {
    const counts = await countRows(database)
    expect(counts.startups).toBeGreaterThanOrEqual(60)
    expect(counts.jobs).toBeGreaterThanOrEqual(25)
    expect(counts.events).toBeGreaterThanOrEqual(12)
    expect(counts.resources).toBeGreaterThanOrEqual(24)
    expect(counts.workspaces).toBeGreaterThanOrEqual(12)
    expect(counts.cohorts).toBeGreaterThanOrEqual(4)
    for (const table of [
      'startupTeam',
      'fundingRounds',
      'startupInvestors',
      'companyMilestones',
      'startupPosts',
      'startupReviews',
      'startupGallery',
      'eventRsvps',
      'workspaceBookings',
      'cohortSessions',
      'cohortParticipants',
      'cohortApplications',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0)
    }
  })

  it('covers both spec vocabularies of sectors, stages and locations, stored lowercase', async () => {
    const sectors = await distinct<string>(database, { name: 'sector' }, 'startups')
    expect(sectors).toEqual(
      expect.arrayContaining([
        'fintech',
        'healthtech',
        'other',
        'mobility',
        'enterprise-software',
        'deep-tech',
        'agritech',
      ]),
    )
    expect(sectors).toHaveLength(23)
    for (const sector of sectors) expect(sector).toMatch(/^[a-z-]+$/)
    const stages = await distinct<string>(database, { name: 'stage' }, 'startups')
    expect(stages).toEqual(
      [
        'early-stage',
        'growth',
        'idea',
        'ipo',
        'mature',
        'mvp',
        'pre-ipo',
        'pre-seed',
        'seed',
        'series-a',
        'series-b',
        'series-c',
      ].sort(),
    )
    const locations = await distinct<string>(database, { name: 'location' }, 'startups')
    expect(locations).toHaveLength(13)

    const years = (await distinct<string>(database, { name: 'founding_date' }, 'startups')).map((date) =>
      Number(date.slice(0, 4)),
    )
    expect(Math.min(...years)).toBeGreaterThanOrEqual(2015)
    expect(Math.max(...years)).toBeLessThanOrEqual(new Date().getFullYear())
  })

  it('has claimed and unclaimed startups with profile details', async () => {
    const [claimed] = await database.db
      .select({ n: count() })
      .from(schema.startups)
      .where(eq(schema.startups.subscriptionActive, true))
    const [all] = await database.db.select({ n: count() }).from(schema.startups)
    expect(claimed!.n).toBeGreaterThan(0)
    expect(claimed!.n).toBeLessThan(all!.n / 2)

    const [first] = await database.db.select().from(schema.startups).orderBy(asc(schema.startups.id)).limit(1)
    expect(first!.techStack.length).toBeGreaterThan(0)
    expect(first!.socialLinks.linkedin).toMatch(/^https:\/\//)
    expect(first!.heroBanners[0]).toMatchObject({ imageUrl: expect.stringMatching(/^\/images\//), order: 1 })
  })

  it('has jobs of every type and level, including remote ones', async () => {
    expect(await distinct(database, { name: 'type' }, 'jobs')).toEqual([
      'contract',
      'full-time',
      'internship',
      'part-time',
    ])
    expect(await distinct(database, { name: 'experience_level' }, 'jobs')).toEqual(['junior', 'lead', 'mid', 'senior'])
    const [remote] = await database.db
      .select({ n: count() })
      .from(schema.jobs)
      .where(eq(schema.jobs.location, 'Remote'))
    expect(remote!.n).toBeGreaterThan(0)
  })

  it('has upcoming and past, online and in-person, free and paid events', async () => {
    const now = new Date()
    const [upcoming] = await database.db
      .select({ n: count() })
      .from(schema.events)
      .where(gt(schema.events.startDate, now))
    const [past] = await database.db.select({ n: count() }).from(schema.events).where(lt(schema.events.startDate, now))
    expect(upcoming!.n).toBeGreaterThanOrEqual(6)
    expect(past!.n).toBeGreaterThan(0)
    const rows = await database.db.select().from(schema.events)
    expect(rows.some((event) => event.isOnline)).toBe(true)
    expect(rows.some((event) => !event.isOnline)).toBe(true)
    expect(rows.some((event) => event.price === '0.00')).toBe(true)
    expect(rows.some((event) => Number(event.price) > 0)).toBe(true)
    expect(
      rows.some(
        (event) =>
          event.maxAttendees !== null && event.maxAttendees - event.currentAttendees <= 3 && event.startDate > now,
      ),
    ).toBe(true)
    expect(new Set(rows.map((event) => event.category))).toEqual(
      new Set(['networking', 'workshop', 'pitch', 'conference', 'meetup', 'panel']),
    )
  })

  it('has every resource type, some verified, and every workspace type', async () => {
    expect(await distinct(database, { name: 'type' }, 'resources')).toEqual([
      'accelerator',
      'finance',
      'hr',
      'investor',
      'legal',
      'mentor',
    ])
    const [verified] = await database.db
      .select({ n: count() })
      .from(schema.resources)
      .where(eq(schema.resources.isVerified, true))
    expect(verified!.n).toBeGreaterThan(0)
    expect(await distinct(database, { name: 'type' }, 'workspaces')).toEqual([
      'event-space',
      'hot-desk',
      'meeting-room',
      'podcast-booth',
    ])
  })

  it('has cohorts of every program and status', async () => {
    expect(await distinct(database, { name: 'program' }, 'cohorts')).toEqual(['accelerator', 'bootcamp', 'incubator'])
    expect(await distinct(database, { name: 'status' }, 'cohorts')).toEqual(['active', 'completed', 'upcoming'])
  })

  it('has at least 8 published blog posts and 2 pending profile claims', async () => {
    const [published] = await database.db
      .select({ n: count() })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.status, 'published'))
    expect(published!.n).toBeGreaterThanOrEqual(8)
    const [pending] = await database.db
      .select({ n: count() })
      .from(schema.profileClaims)
      .where(eq(schema.profileClaims.status, 'pending'))
    expect(pending!.n).toBe(2)
  })

  it('creates demo accounts that sign in with the demo password', async () => {
    const accounts = await database.db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.password} is not null`)
    expect(accounts.map((user) => user.email).sort()).toEqual(Object.values(DEMO_ACCOUNTS).sort())
    // No admin comes from demo data: only ADMIN_EMAIL/ADMIN_PASSWORD make one.
    expect(
      await database.db.select().from(schema.users).where(eq(schema.users.userType, 'admin')),
    ).toEqual([])
    expect(await verifyPassword(DEMO_PASSWORD, accounts[0]!.password!)).toBe(true)
  })

  it('does nothing on a second run', async () => {
    const before = await countRows(database)
    expect(await seed(database)).toEqual({ seeded: false })
    expect(await countRows(database)).toEqual(before)
  })

  it('produces the same startups on every fresh database', async () => {
    const other = await freshDatabase()
    try {
      await seed(other)
      const columns = { name: schema.startups.name, sector: schema.startups.sector, stage: schema.startups.stage }
      const mine = await database.db.select(columns).from(schema.startups).orderBy(asc(schema.startups.id))
      const theirs = await other.db.select(columns).from(schema.startups).orderBy(asc(schema.startups.id))
      expect(theirs).toEqual(mine)
    } finally {
      await other.close()
    }
  })

  it('seeds a requested number of startups', async () => {
    const other = await freshDatabase()
    try {
      await seed(other, { startups: 500 })
      const [row] = await other.db
        .select({ n: count(), names: sql<number>`count(distinct ${schema.startups.name})` })
        .from(schema.startups)
      expect(row).toEqual({ n: 500, names: 500 })
    } finally {
      await other.close()
    }
  })
})
