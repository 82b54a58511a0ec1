import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { alertDigests, alertItems, emailOutbox, follows, notifications, savedSearches, scheduleRuns } from '../../db/schema'
import type * as AlertsModule from '~/models/alerts.server'
import type * as NotificationsModule from '~/models/notifications.server'
import type * as DbModule from '~/server/db.server'
import type { MailData } from '~/server/mail/templates.server'
import type * as SchedulerModule from '~/server/scheduler.server'
import type { PeriodRun } from '~/server/scheduler.server'
import type * as Factories from './factories'
import type { PublicUser } from '~/shared/user'

// The app's modules are imported once the file has booted (bootOnSqld resets the module registry and points the app
// at sqld): a static import would keep the embedded database of the test setup.
let getDatabase: typeof DbModule.getDatabase
let runAlerts: typeof AlertsModule.runAlerts
let collectAlerts: typeof AlertsModule.collectAlerts
let setDigestFrequency: typeof NotificationsModule.setDigestFrequency
let createScheduler: typeof SchedulerModule.createScheduler
let createJob: typeof Factories.createJob
let createEvent: typeof Factories.createEvent
let createStartup: typeof Factories.createStartup
let createUser: typeof Factories.createUser

/**
 * Alerts (issue 43, docs/decisions/0129), run on both drivers (alerts.test.ts: better-sqlite3; alerts-on-libsql.test.ts:
 * a sqld server, where two instances' statements really interleave). Each case has its own scheduled job name and its
 * own hour of 2026 for its windows, so the cases share one database without seeing each other's periods.
 */

const HOUR = 3_600_000
let nextHour = 0
/** A fresh hour-long period of early 2026 for one case: its start and a scheduler clock inside the next period. */
function freshPeriod(): { start: number; after: (periods?: number) => number } {
  const start = Date.UTC(2026, 0, 5) + (nextHour += 10) * HOUR
  return { start, after: (periods = 1) => start + periods * HOUR + 60_000 }
}

async function savedJobSearch(user: PublicUser, query: string, createdAt: Date) {
  const db = (await getDatabase()).db
  await db.insert(savedSearches).values({ userId: user.id, name: `Jobs ${query}`, list: 'jobs', query, createdAt, updatedAt: createdAt })
}

async function digestsOf(user: PublicUser) {
  const db = (await getDatabase()).db
  const digests = await db.select().from(alertDigests).where(eq(alertDigests.userId, user.id))
  const mail = await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, user.id), eq(emailOutbox.template, 'alert-digest')))
  const inApp = await db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'alert-digest')))
  return { digests, mail, inApp, data: mail.map((row) => row.data as unknown as MailData['alert-digest']) }
}

/** One instance's scheduler of the alert job on the test's database, on a clock the case moves. */
async function schedulerOn(job: string, clock: () => number, holder: string, work?: (run: PeriodRun) => Promise<void>) {
  const database = await getDatabase()
  return createScheduler({
    db: database.db,
    job,
    intervalMs: HOUR,
    holder,
    now: clock,
    leaseMs: 5 * 60_000,
    onError: () => undefined,
    work: work ?? (async (run) => void (await runAlerts(database, run))),
  })
}

export function alertCases(): void {
  beforeAll(async () => {
    ;({ getDatabase } = await import('~/server/db.server'))
    ;({ runAlerts, collectAlerts } = await import('~/models/alerts.server'))
    ;({ setDigestFrequency } = await import('~/models/notifications.server'))
    ;({ createScheduler } = await import('~/server/scheduler.server'))
    ;({ createEvent, createJob, createStartup, createUser } = await import('./factories'))
  })

  it('runs on the database the file booted', async () => {
    expect((await getDatabase()).url).toBe(process.env.DATABASE_URL)
  })

  it('a saved search gets a new matching job: one digest with that job, in-app and by e-mail; a second run sends nothing', async () => {
    const { start, after } = freshPeriod()
    const member = await createUser({ firstName: 'Mei' })
    const founder = await createUser()
    const startup = await createStartup(founder)
    await savedJobSearch(member, 'type=contract', new Date(start - HOUR))
    const job = await createJob(startup.id, { title: 'Contract Rust engineer', type: 'contract', createdAt: new Date(start + 5 * 60_000) })
    await createJob(startup.id, { title: 'Full-time designer', type: 'full-time', createdAt: new Date(start + 6 * 60_000) })

    let now = after()
    const instance = await schedulerOn('alerts-case-1', () => now, 'one')
    expect(await instance.tick()).toBe(true)
    const first = await digestsOf(member)
    expect(first.digests).toHaveLength(1)
    expect(first.mail).toHaveLength(1)
    expect(first.inApp).toHaveLength(1)
    expect(first.data[0]!.items.map((item) => item.title)).toEqual(['Contract Rust engineer'])
    expect(first.data[0]!.items[0]).toMatchObject({ type: 'job', id: job.id, path: `/jobs/${job.id}` })
    expect(first.mail[0]!.category).toBe('alerts')

    // The same period again: done, nothing runs. The next period has nothing new: no digest.
    expect(await instance.tick()).toBe(false)
    now = after(2)
    expect(await instance.tick()).toBe(true)
    expect((await digestsOf(member)).digests).toHaveLength(1)
  })

  it('a failure between the scan and the send is recorded, and the next period sends the digest once', async () => {
    const { start, after } = freshPeriod()
    const member = await createUser()
    const startup = await createStartup(await createUser())
    await savedJobSearch(member, 'type=internship', new Date(start - HOUR))
    await createJob(startup.id, { title: 'Summer intern', type: 'internship', createdAt: new Date(start + 60_000) })

    let now = after()
    const failing = await schedulerOn('alerts-case-2', () => now, 'fails', async (run) => {
      const database = await getDatabase()
      await collectAlerts(database.db, run.from, run.to)
      throw new Error('failed after the scan')
    })
    await expect(failing.tick()).rejects.toThrow('failed after the scan')
    const db = (await getDatabase()).db
    expect(await db.select().from(alertItems).where(eq(alertItems.userId, member.id))).toHaveLength(1)
    expect((await digestsOf(member)).digests).toHaveLength(0)
    const [failed] = await db.select().from(scheduleRuns).where(eq(scheduleRuns.job, 'alerts-case-2'))
    expect(failed).toMatchObject({ state: 'failed', holder: 'fails', error: 'Error: failed after the scan' })

    // Not again in its own period, even after the lease: the next period's run covers it.
    const restarted = await schedulerOn('alerts-case-2', () => now, 'restarted')
    now += 6 * 60_000
    expect(await restarted.tick()).toBe(false)
    now = after(2)
    expect(await restarted.tick()).toBe(true)
    const { digests, mail, data } = await digestsOf(member)
    expect(digests).toHaveLength(1)
    expect(mail).toHaveLength(1)
    expect(data[0]!.items.map((item) => item.title)).toEqual(['Summer intern'])
    const runs = await db.select().from(scheduleRuns).where(eq(scheduleRuns.job, 'alerts-case-2')).orderBy(scheduleRuns.period)
    expect(runs.map((run) => [run.state, run.holder])).toEqual([
      ['failed', 'fails'],
      ['done', 'restarted'],
    ])
  })

  it('a crash mid-run (the run left running) is taken over by another instance once its lease has run out', async () => {
    const { after } = freshPeriod()
    let now = after()
    const db = (await getDatabase()).db
    const period = Math.floor(now / HOUR) - 1
    // What a killed process leaves: its run still `running`, its lease not renewed.
    await db.insert(scheduleRuns).values({ job: 'alerts-case-2b', period, state: 'running', holder: 'killed', leaseExpiresAt: now + 5 * 60_000, startedAt: new Date(now) })
    let runs = 0
    const restarted = await schedulerOn('alerts-case-2b', () => now, 'restarted', async () => void runs++)
    expect(await restarted.tick()).toBe(false)
    now += 6 * 60_000
    expect(await restarted.tick()).toBe(true)
    expect(runs).toBe(1)
    const [run] = await db.select().from(scheduleRuns).where(eq(scheduleRuns.job, 'alerts-case-2b'))
    expect(run).toMatchObject({ state: 'done', holder: 'restarted' })
  })

  it('two instances send it once', async () => {
    const { start, after } = freshPeriod()
    const member = await createUser()
    const startup = await createStartup(await createUser())
    await savedJobSearch(member, 'type=part-time', new Date(start - HOUR))
    await createJob(startup.id, { title: 'Part-time analyst', type: 'part-time', createdAt: new Date(start + 60_000) })
    const now = after()
    const instances = await Promise.all(['a', 'b', 'c'].map((holder) => schedulerOn('alerts-case-3', () => now, holder)))
    const ran = await Promise.all(instances.map((instance) => instance.tick()))
    expect(ran.filter(Boolean)).toHaveLength(1)
    const { digests, mail, inApp } = await digestsOf(member)
    expect([digests.length, mail.length, inApp.length]).toEqual([1, 1, 1])
  })

  it('a follow and a saved search matching the same job make one alert; a follow alone alerts on its startup', async () => {
    const { start, after } = freshPeriod()
    const member = await createUser()
    const startup = await createStartup(await createUser())
    const db = (await getDatabase()).db
    await db.insert(follows).values({ userId: member.id, targetType: 'startup', targetId: startup.id, createdAt: new Date(start - HOUR) })
    await savedJobSearch(member, 'experienceLevel=senior', new Date(start - HOUR))
    await createJob(startup.id, { title: 'Senior platform engineer', experienceLevel: 'senior', createdAt: new Date(start + 60_000) })
    await createJob(startup.id, { title: 'Junior support engineer', experienceLevel: 'junior', createdAt: new Date(start + 2 * 60_000) })
    // A job that closed before the run is not news.
    await createJob(startup.id, { title: 'Closed role', isActive: false, createdAt: new Date(start + 3 * 60_000) })
    expect(await (await schedulerOn('alerts-case-4', after, 'one')).tick()).toBe(true)
    const { data } = await digestsOf(member)
    expect(data).toHaveLength(1)
    expect(data[0]!.items.map((item) => item.title).sort()).toEqual(['Junior support engineer', 'Senior platform engineer'])
    expect(data[0]!.total).toBe(2)
  })

  it("a followed startup's founder's event and a followed organiser's event alert their followers; a cancelled one does not", async () => {
    const { start, after } = freshPeriod()
    const founder = await createUser()
    const organiser = await createUser()
    const startup = await createStartup(founder)
    const fan = await createUser()
    const db = (await getDatabase()).db
    await db.insert(follows).values([
      { userId: fan.id, targetType: 'startup', targetId: startup.id, createdAt: new Date(start - HOUR) },
      { userId: fan.id, targetType: 'organiser', targetId: organiser.id, createdAt: new Date(start - HOUR) },
    ])
    await createEvent(founder, { title: 'Founders demo night', createdAt: new Date(start + 60_000) })
    await createEvent(organiser, { title: 'Organiser meetup', createdAt: new Date(start + 2 * 60_000) })
    await createEvent(organiser, { title: 'Called off', isActive: false, createdAt: new Date(start + 3 * 60_000) })
    expect(await (await schedulerOn('alerts-case-6', after, 'one')).tick()).toBe(true)
    const { data } = await digestsOf(fan)
    expect(data.map((digest) => digest.items.map((item) => item.title).sort())).toEqual([['Founders demo night', 'Organiser meetup']])
  })

  it('a search saved after the job appeared does not alert on it; a weekly member waits for the end of the week', async () => {
    const { start } = freshPeriod()
    // Periods are hours here: a "week" is 7 of them. Start at a week's first period so the case controls the boundary.
    const weekStart = Math.ceil(start / (7 * HOUR)) * 7 * HOUR + 700 * HOUR
    const late = await createUser()
    const weekly = await createUser()
    const startup = await createStartup(await createUser())
    await setDigestFrequency((await getDatabase()).db, weekly.id, 'weekly')
    await savedJobSearch(weekly, 'type=other', new Date(weekStart - HOUR))
    await createJob(startup.id, { title: 'Odd job', type: 'other', createdAt: new Date(weekStart + 60_000) })
    await savedJobSearch(late, 'type=other&location=Singapore', new Date(weekStart + 30 * 60_000))

    let now = weekStart + HOUR + 60_000
    const instance = await schedulerOn('alerts-case-5', () => now, 'one')
    expect(await instance.tick()).toBe(true)
    expect((await digestsOf(late)).digests).toHaveLength(0)
    expect((await digestsOf(weekly)).digests).toHaveLength(0)
    const db = (await getDatabase()).db
    expect(await db.select().from(alertItems).where(eq(alertItems.userId, weekly.id))).toHaveLength(1)

    // Down for the rest of the week: the next run covers everything since, and the week has ended.
    now = weekStart + 7 * HOUR + 60_000
    expect(await instance.tick()).toBe(true)
    const { data } = await digestsOf(weekly)
    expect(data.map((digest) => [digest.frequency, digest.items.map((item) => item.title)])).toEqual([['weekly', ['Odd job']]])
  })
}
