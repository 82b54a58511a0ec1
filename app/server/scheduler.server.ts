import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { log } from './logger.server'
import { reportError } from './error-report.server'

/**
 * Periodic work that runs once per period on a cluster (issue 43, docs/decisions/0129-follows-saved-searches-alerts.md).
 * Time is cut into periods of `intervalMs` counted from the epoch, so every instance agrees which period has ended. A
 * period's run is a row of `schedule_runs`, taken by ONE statement — INSERT … ON CONFLICT DO UPDATE … WHERE the holder's
 * lease ran out — so one instance runs it (atomic on both drivers), a crashed holder's run is taken again after the
 * lease, and a done period is never run again. Each run covers the time since the last done period, so a restart
 * resumes an unfinished period and downtime is caught up by the next run, without running anything twice.
 * A run whose work throws is marked `failed` with the error's message (docs/decisions/0134): it is not run again in
 * its period; the next period's run covers it (its `from` starts after the last done period), so a failing job is
 * retried once a period, not in a tight loop, and admins see its failures (listBackgroundJobs).
 */

/** How much of a failed run's error message is kept. */
export const RUN_ERROR_MAX = 1_000

export function runErrorMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, RUN_ERROR_MAX)
}

export interface PeriodRun {
  /** The period that ended last (floor(end / interval) − 1). */
  period: number
  /** The period before it that was run last, or null on the first run ever. */
  lastDone: number | null
  /** What the run covers: from the end of the last done period (or the start of `period`) to the end of `period`. */
  from: Date
  to: Date
}

export interface SchedulerOptions {
  db: Db
  job: string
  intervalMs: number
  /**
   * Where periods start, after each multiple of the interval from the epoch (0 by default): a daily job with an
   * offset of 19 hours runs just after 19:00 UTC.
   */
  offsetMs?: number
  /** Runs one period; it may run again after a crash, so it must be idempotent. */
  work: (run: PeriodRun) => Promise<void>
  /** How long a holder keeps a run without renewing it; renewed every third of it while the work runs. */
  leaseMs?: number
  /** How often an instance looks for a due period; a tenth of the interval by default, between 1 s and 60 s. */
  pollMs?: number
  holder?: string
  now?: () => number
  onError?: (error: unknown) => void
}

export interface Scheduler {
  /** Runs the period that ended last, if no instance has done it yet: true when this instance ran it. */
  tick(): Promise<boolean>
  start(): void
  stop(): Promise<void>
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, job, intervalMs, work } = options
  const offsetMs = options.offsetMs ?? 0
  const leaseMs = options.leaseMs ?? 10 * 60_000
  const pollMs = options.pollMs ?? Math.min(60_000, Math.max(1_000, Math.floor(intervalMs / 10)))
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  const now = options.now ?? Date.now
  const onError =
    options.onError ??
    ((error: unknown) => {
      log('jobs').error({ job, err: error }, 'scheduled run failed')
      reportError(error, { job })
    })
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false

  async function tick(): Promise<boolean> {
    const at = now()
    const period = Math.floor((at - offsetMs) / intervalMs) - 1
    const [done] = await db.all<{ period: number | null }>(
      sql`select max(period) as period from schedule_runs where job = ${job} and state = 'done'`,
    )
    const lastDone = done?.period ?? null
    if (lastDone !== null && lastDone >= period) return false
    const claimed = await db.all<{ holder: string }>(sql`
      insert into schedule_runs (job, period, state, holder, lease_expires_at, started_at)
      values (${job}, ${period}, 'running', ${holder}, ${at + leaseMs}, ${at})
      on conflict (job, period) do update set holder = excluded.holder, lease_expires_at = excluded.lease_expires_at
      where schedule_runs.state = 'running' and schedule_runs.lease_expires_at < ${at}
      returning holder`)
    if (claimed[0]?.holder !== holder) return false
    const renew = setInterval(() => {
      Promise.resolve(
        db.run(
          sql`update schedule_runs set lease_expires_at = ${now() + leaseMs} where job = ${job} and period = ${period} and holder = ${holder}`,
        ),
      ).catch(onError)
    }, Math.max(500, Math.floor(leaseMs / 3)))
    renew.unref()
    try {
      const from = new Date((lastDone === null ? period : lastDone + 1) * intervalMs + offsetMs)
      try {
        await work({ period, lastDone, from, to: new Date((period + 1) * intervalMs + offsetMs) })
      } catch (error) {
        await db.run(sql`
          update schedule_runs set state = 'failed', finished_at = ${now()}, error = ${runErrorMessage(error)}
          where job = ${job} and period = ${period} and holder = ${holder}`)
        throw error
      }
      await db.run(sql`
        update schedule_runs set state = 'done', finished_at = ${now()}
        where job = ${job} and period = ${period} and holder = ${holder}`)
      return true
    } finally {
      clearInterval(renew)
    }
  }

  function loop() {
    if (stopped) return
    running = tick()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, pollMs)
      })
  }

  return {
    tick,
    start() {
      stopped = false
      loop()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
