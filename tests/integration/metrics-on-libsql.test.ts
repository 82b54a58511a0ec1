import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// metrics.test.ts on a real libSQL server: the scrape-time queries and the timing of the libSQL client's calls.
withoutMocks()
bootOnSqld()

describe('metrics on a libSQL server', () => {
  it('runs on the libsql driver and reads the outbox, the background jobs and the statement times', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
    const { runMetricsReadTheDatabase } = await import('../support/metrics')
    await runMetricsReadTheDatabase()
  })
})
