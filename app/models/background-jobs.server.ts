import { count, desc, eq, inArray, lt, min, max, sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { authTokens, emailOutbox, rateLimits, scheduleRuns, sessions } from '../../db/schema'
import type { BackgroundJobKind, BackgroundJobName, ScheduleRunState } from '~/domain/background-jobs'
import { getEnv, type Env } from '~/server/env.server'
import { OUTBOX_DEFAULTS } from '~/server/mail/outbox-settings'
import type { PeriodRun } from '~/server/scheduler.server'
import { searchIndexTables } from './search-index.server'

/**
 * Background work in one place (issue 45 item 5, docs/decisions/0134-backups-and-background-jobs.md): every job the
 * app runs behind requests, with its interval and its work. `startBackgroundWork` (app/services/boot.server.ts) starts
 * each enabled scheduled job through the one scheduler (a lease per period, so one instance of a cluster runs it;
 * runs and failures recorded in schedule_runs), and the outbox worker, which keeps its own fast polling on every
 * instance (a message waits at most its 2 s poll, not a period) with a lease per message. `listBackgroundJobs` is what
 * admins see of them.
 */

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * Search maintenance runs once a day at 19:00 UTC: 03:00 in Singapore, Manila and Hong Kong, 04:00 in Tokyo and Seoul,
 * 02:00 in Jakarta and Bangkok — the quiet hour decision 0080 asked for, when holding the write lock for a second or
 * two per index delays nobody.
 */
export const SEARCH_MAINTENANCE_OFFSET_MS = 19 * HOUR

/** How long finished runs stay in schedule_runs (the last done run of each job always stays: the scheduler needs it). */
export const SCHEDULE_RUNS_KEPT_MS = 30 * DAY

export interface BackgroundJob {
  name: BackgroundJobName
  kind: BackgroundJobKind
  /** Off when not configured: the outbox without SMTP_URL, backups without BACKUP_INTERVAL. */
  enabled: boolean
  intervalMs: number
  /** Where the job's periods start after each multiple of the interval (see SchedulerOptions.offsetMs). */
  offsetMs: number
  /** A scheduled job's work for one period; it may run again after a crash, so it is idempotent. */
  work?: (database: Database, run: PeriodRun) => Promise<string>
}

/** The registry: every background job of the app, in the order the admin page lists them. */
export function backgroundJobs(env: Env = getEnv()): BackgroundJob[] {
  return [
    { name: 'outbox', kind: 'worker', enabled: Boolean(env.SMTP_URL), intervalMs: OUTBOX_DEFAULTS.intervalMs, offsetMs: 0 },
    {
      name: 'alerts',
      kind: 'scheduled',
      enabled: true,
      intervalMs: env.DIGEST_INTERVAL * 1000,
      offsetMs: 0,
      work: async (database, run) => {
        const { runAlerts } = await import('./alerts.server')
        const result = await runAlerts(database, run)
        return `${result.fromSearches + result.fromFollows} alerts collected, ${result.digests} digests`
      },
    },
    {
      name: 'clean-up',
      kind: 'scheduled',
      enabled: true,
      intervalMs: HOUR,
      offsetMs: 0,
      work: async (database, run) => {
        const removed = await cleanUpExpired(database.db, run.to)
        return Object.entries(removed)
          .map(([what, n]) => `${n} ${what}`)
          .join(', ')
      },
    },
    {
      // Paid claims whose failed renewal is past its grace lose their owner's control (docs/decisions/0135).
      name: 'claim-grace',
      kind: 'scheduled',
      enabled: true,
      intervalMs: HOUR,
      offsetMs: 0,
      work: async () => {
        const { lapseClaimsPastGrace } = await import('./claims.server')
        return `${await lapseClaimsPastGrace()} claims past their grace lapsed`
      },
    },
    {
      name: 'search-maintenance',
      kind: 'scheduled',
      enabled: true,
      intervalMs: DAY,
      offsetMs: SEARCH_MAINTENANCE_OFFSET_MS,
      work: async (database) => `${(await optimizeSearchIndexes(database)).length} search indexes merged`,
    },
    {
      name: 'backup',
      kind: 'scheduled',
      enabled: env.BACKUP_INTERVAL !== undefined,
      intervalMs: (env.BACKUP_INTERVAL ?? DAY / 1000) * 1000,
      offsetMs: 0,
      work: async () => {
        const { backupTarget, createBackup } = await import('~/server/backup.server')
        const { path, removed } = await createBackup({ ...backupTarget(env), backupDir: env.BACKUP_DIR, keep: env.BACKUP_KEEP })
        return `backed up to ${path}${removed.length ? `, ${removed.length} older removed` : ''}`
      },
    },
  ]
}

/**
 * Rows that have no use once expired: sessions (refused on read once expired), rate-limit windows that ended, one-time
 * links past their time (used or not), and schedule_runs older than SCHEDULE_RUNS_KEPT_MS but each job's last done run.
 * Each is one statement, so the clean-up holds the write lock briefly and may run again at no harm.
 */
export async function cleanUpExpired(db: Db, now: Date = new Date()): Promise<Record<'sessions' | 'rateLimits' | 'authTokens' | 'scheduleRuns', number>> {
  const at = now.getTime()
  return {
    sessions: changes(await db.delete(sessions).where(lt(sessions.expire, now))),
    rateLimits: changes(await db.delete(rateLimits).where(lt(rateLimits.resetAt, at))),
    authTokens: changes(await db.delete(authTokens).where(lt(authTokens.expiresAt, now))),
    scheduleRuns: changes(
      await db.run(sql`
        delete from schedule_runs
        where started_at < ${at - SCHEDULE_RUNS_KEPT_MS} and state != 'running'
          and period < (select max(r.period) from schedule_runs r where r.job = schedule_runs.job and r.state = 'done')`),
    ),
  }
}

/** Rows a write changed: better-sqlite3 says `changes`, libSQL `rowsAffected`. */
function changes(result: unknown): number {
  const { changes, rowsAffected } = result as { changes?: number; rowsAffected?: number }
  return Number(changes ?? rowsAffected ?? 0)
}

/**
 * Merges every FTS5 index into one b-tree (`'optimize'`), one index a statement so the write lock is let go between
 * them (docs/decisions/0080: a grown index searches several times slower than a merged one).
 */
export async function optimizeSearchIndexes(database: Database): Promise<string[]> {
  const tables = await searchIndexTables(database)
  for (const name of tables) await database.db.run(sql.raw(`INSERT INTO "${name}"("${name}") VALUES ('optimize')`))
  return tables
}

// ── What admins see (/admin/background-jobs) ──

export interface BackgroundJobRun {
  period: number
  state: ScheduleRunState
  startedAt: Date
  finishedAt: Date | null
  durationMs: number | null
  error: string | null
}

export interface OutboxHealth {
  /** Messages waiting or being sent. */
  depth: number
  /** When the oldest waiting message was queued; null when none waits. */
  oldestPendingAt: Date | null
  failed: number
  lastSentAt: Date | null
  /** The newest failed message's error. */
  lastError: string | null
}

export interface BackgroundJobState {
  name: BackgroundJobName
  kind: BackgroundJobKind
  enabled: boolean
  intervalSeconds: number
  /** The newest run (scheduled jobs). */
  lastRun: BackgroundJobRun | null
  /** When the next period is due (scheduled and enabled); a worker polls every `intervalSeconds`. */
  nextRunAt: Date | null
  /** Failed runs still recorded (SCHEDULE_RUNS_KEPT_MS). */
  failures: number
  /** The newest failed runs, newest first. */
  recentFailures: BackgroundJobRun[]
  outbox: OutboxHealth | null
}

const RECENT_FAILURES = 5

async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const [[pending], [failed], [lastFailure]] = await Promise.all([
    db
      .select({ depth: count(), oldest: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(inArray(emailOutbox.state, ['queued', 'sending'])),
    db
      .select({ failed: sql<number>`count(*) filter (where ${emailOutbox.state} = 'failed')`, lastSent: max(emailOutbox.sentAt) })
      .from(emailOutbox),
    db
      .select({ error: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.state, 'failed'))
      .orderBy(desc(emailOutbox.id))
      .limit(1),
  ])
  return {
    depth: pending?.depth ?? 0,
    oldestPendingAt: pending?.oldest ?? null,
    failed: Number(failed?.failed ?? 0),
    lastSentAt: failed?.lastSent ?? null,
    lastError: lastFailure?.error ?? null,
  }
}

interface RunRow {
  job: string
  period: number
  state: ScheduleRunState
  started_at: number
  finished_at: number | null
  error: string | null
}

function runOfRow(row: RunRow): BackgroundJobRun {
  const startedAt = new Date(Number(row.started_at))
  const finishedAt = row.finished_at === null ? null : new Date(Number(row.finished_at))
  return {
    period: Number(row.period),
    state: row.state,
    startedAt,
    finishedAt,
    durationMs: finishedAt ? finishedAt.getTime() - startedAt.getTime() : null,
    error: row.error,
  }
}

/**
 * Every scheduled job's newest run, failure count and newest failures, in three statements whatever the number of jobs
 * (the admin page stays within its statement budget: tests/integration/query-count.test.ts).
 */
async function scheduledRuns(db: Db) {
  const [last, failures, recent] = await Promise.all([
    db.all<RunRow>(sql`select job, period, state, started_at, finished_at, error from (
        select *, row_number() over (partition by job order by period desc) as n from ${scheduleRuns}) where n = 1`),
    db.all<{ job: string; n: number }>(sql`select job, count(*) as n from ${scheduleRuns} where state = 'failed' group by job`),
    db.all<RunRow>(sql`select job, period, state, started_at, finished_at, error from (
        select *, row_number() over (partition by job order by period desc) as n from ${scheduleRuns} where state = 'failed')
        where n <= ${RECENT_FAILURES} order by job, period desc`),
  ])
  return {
    last: new Map(last.map((row) => [row.job, runOfRow(row)])),
    failures: new Map(failures.map((row) => [row.job, Number(row.n)])),
    recent: (job: string) => recent.filter((row) => row.job === job).map(runOfRow),
  }
}

function scheduledState(job: BackgroundJob, runs: Awaited<ReturnType<typeof scheduledRuns>>, now: number): BackgroundJobState {
  const currentPeriod = Math.floor((now - job.offsetMs) / job.intervalMs)
  return {
    name: job.name,
    kind: job.kind,
    enabled: job.enabled,
    intervalSeconds: job.intervalMs / 1000,
    lastRun: runs.last.get(job.name) ?? null,
    nextRunAt: job.enabled ? new Date((currentPeriod + 1) * job.intervalMs + job.offsetMs) : null,
    failures: runs.failures.get(job.name) ?? 0,
    recentFailures: runs.recent(job.name),
    outbox: null,
  }
}

/** Every background job's state: its last run, next run and failures; for the outbox, its depth and oldest message. */
export async function listBackgroundJobs(db: Db, { env = getEnv(), now = Date.now() }: { env?: Env; now?: number } = {}): Promise<BackgroundJobState[]> {
  const [runs, outbox] = await Promise.all([scheduledRuns(db), outboxHealth(db)])
  return backgroundJobs(env).map((job) =>
    job.kind === 'worker'
      ? {
          name: job.name,
          kind: job.kind,
          enabled: job.enabled,
          intervalSeconds: job.intervalMs / 1000,
          lastRun: null,
          nextRunAt: null,
          failures: 0,
          recentFailures: [],
          outbox,
        }
      : scheduledState(job, runs, now),
  )
}
