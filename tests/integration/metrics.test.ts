import { describe, it } from 'vitest'
import { runMetricsReadTheDatabase } from '../support/metrics'

// The /metrics series read from the embedded database at scrape time (docs/decisions/0133-operations.md); the
// endpoint itself over HTTP is in operations.test.ts.
describe('metrics on the embedded database', () => {
  it('reads the outbox, the background jobs and the statement times', async () => {
    await runMetricsReadTheDatabase()
  })
})
