import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'

/**
 * The metrics read from the database at scrape time (issue 45, docs/decisions/0133-operations.md) and the statement
 * timer of db/client.ts, on whichever driver the test file booted: shared by metrics.test.ts and its -on-libsql twin.
 */
export async function runMetricsReadTheDatabase() {
  const { emailOutbox, scheduleRuns } = await import('../../db/schema')
  const { getDb } = await import('~/server/db.server')
  const { getMetrics } = await import('~/server/metrics.server')
  const metrics = getMetrics(getDb)
  const db = await getDb()
  const minuteAgo = new Date(Date.now() - 60_000)
  await db.insert(emailOutbox).values({
    recipient: 'someone@example.com',
    locale: 'en',
    template: 'password-reset',
    data: {},
    category: 'essential',
    subject: 'Reset',
    messageId: `<${randomUUID()}@example.com>`,
    createdAt: minuteAgo,
  })
  const job = `metrics-test-${randomUUID().slice(0, 8)}`
  await db.insert(scheduleRuns).values([
    { job, period: 1, state: 'done', holder: 'h', leaseExpiresAt: 0, startedAt: minuteAgo },
    { job, period: 2, state: 'done', holder: 'h', leaseExpiresAt: 0, startedAt: minuteAgo },
    { job, period: 3, state: 'running', holder: 'h', leaseExpiresAt: Date.now() + 60_000, startedAt: new Date() },
  ])
  metrics.observeRequest({ method: 'GET', route: 'routes/home', status: 200 }, 0.02)

  const { contentType, body } = await metrics.render()
  expect(contentType).toMatch(/^text\/plain/)
  expect(Number(/^email_outbox_pending (\d+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(1)
  expect(Number(/^email_outbox_oldest_pending_age_seconds ([\d.e+-]+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(59)
  expect(body).toMatch(new RegExp(`^background_job_runs\\{job="${job}",state="done"\\} 2$`, 'm'))
  expect(body).toMatch(new RegExp(`^background_job_runs\\{job="${job}",state="running"\\} 1$`, 'm'))
  // The two inserts above were timed (the scrape's own queries count towards the next scrape).
  expect(Number(/^db_statement_duration_seconds_count (\d+)$/m.exec(body)?.[1])).toBeGreaterThanOrEqual(2)
  expect(body).toMatch(/^http_requests_total\{method="GET",route="routes\/home",status="200"\} 1$/m)
  expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.025",method="GET",route="routes\/home",status="200"\} 1$/m)
}
