import { subscribe } from 'node:diagnostics_channel'
import { timingSafeEqual, createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { SQL_TIME_CHANNEL, type Db } from '../../db/client'

/**
 * The Prometheus metrics of one server process (issue 45, docs/decisions/0133-operations.md), served by the edge at
 * GET /metrics when METRICS_TOKEN is set (and only then loaded: the edge imports this module dynamically). On a
 * cluster every instance serves its own: scrape each one.
 *
 * - http_requests_total / http_request_duration_seconds by method, route (React Router's route id, or `static`,
 *   `edge`, `metrics` for answers React Router never saw — never the raw URL) and status;
 * - db_statement_duration_seconds: every statement the app's database client runs (db/client.ts times them);
 * - email_outbox_pending and email_outbox_oldest_pending_age_seconds, read at scrape time;
 * - background_job_runs by job and state, read at scrape time from schedule_runs (`readBackgroundJobRuns`);
 * - prom-client's default process metrics: event-loop lag (nodejs_eventloop_lag_*), memory (process_resident_memory_bytes,
 *   nodejs_heap_*), CPU, handles, GC.
 */
export interface Metrics {
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void
  /** The Prometheus text exposition and its content type. */
  render(): Promise<{ contentType: string; body: string }>
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const STATEMENT_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

/**
 * Background job runs by job and state, from the scheduler's table (app/server/scheduler.server.ts). The ONE place
 * that reads schedule_runs for metrics: when the scheduler's table gains states or columns (a `failed` state, a
 * failure count), adapt this function and nothing else.
 */
export async function readBackgroundJobRuns(db: Db): Promise<{ job: string; state: string; runs: number }[]> {
  const rows = await db.all<{ job: string; state: string; runs: number }>(
    sql`select job, state, count(*) as runs from schedule_runs group by job, state`,
  )
  return rows.map((row) => ({ job: row.job, state: row.state, runs: Number(row.runs) }))
}

/** Messages waiting to be sent (queued or being sent) and when the oldest of them was queued. */
async function readOutbox(db: Db): Promise<{ pending: number; oldestCreatedAt: number | null }> {
  const [row] = await db.all<{ pending: number; oldest: number | null }>(
    sql`select count(*) as pending, min(created_at) as oldest from email_outbox where state in ('queued', 'sending')`,
  )
  return { pending: Number(row?.pending ?? 0), oldestCreatedAt: row?.oldest == null ? null : Number(row.oldest) }
}

let shared: Metrics | undefined

/** The process's metrics, made once (prom-client's default metrics start their event-loop monitor here). */
export function getMetrics(getDb: () => Promise<Db>): Metrics {
  shared ??= createMetrics(getDb)
  return shared
}

function createMetrics(getDb: () => Promise<Db>): Metrics {
  const register = new Registry()
  collectDefaultMetrics({ register })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route id and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer finishing, by method, route id and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [register],
  })
  const statements = new Histogram({
    name: 'db_statement_duration_seconds',
    help: 'Time the database client spent on each statement (on libSQL, the round trip to the server)',
    buckets: STATEMENT_BUCKETS,
    registers: [register],
  })
  subscribe(SQL_TIME_CHANNEL, (message) => statements.observe((message as { durationMs: number }).durationMs / 1000))

  let outbox: Promise<{ pending: number; oldestCreatedAt: number | null }> | undefined
  // Both outbox gauges read one query per scrape.
  const readOutboxOnce = () => {
    outbox ??= getDb().then(readOutbox)
    return outbox
  }
  new Gauge({
    name: 'email_outbox_pending',
    help: 'E-mail messages waiting in the outbox (queued or being sent)',
    registers: [register],
    async collect() {
      this.set((await readOutboxOnce()).pending)
    },
  })
  new Gauge({
    name: 'email_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message waiting in the outbox (0 when none waits)',
    registers: [register],
    async collect() {
      const { oldestCreatedAt } = await readOutboxOnce()
      this.set(oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - oldestCreatedAt) / 1000))
    },
  })
  new Gauge({
    name: 'background_job_runs',
    help: 'Runs of each background job (schedule_runs) by state',
    labelNames: ['job', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset()
      for (const row of await readBackgroundJobRuns(await getDb())) this.set({ job: row.job, state: row.state }, row.runs)
    },
  })

  return {
    observeRequest({ method, route, status }, seconds) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    async render() {
      try {
        return { contentType: register.contentType, body: await register.metrics() }
      } finally {
        outbox = undefined
      }
    },
  }
}

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '')
  if (!match) return false
  // Hashing first gives both sides one length, so the comparison's time says nothing about the token's length.
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(match[1]!.trim()), digest(token))
}
