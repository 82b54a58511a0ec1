import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

// startup-showcase.test.ts's money and limit cases on a real libSQL server (sqld over HTTP): totals are summed in SQL
// and limits decided by the insert, so both drivers run them (decision 0109).
bootOnSqld()

describe('funding totals and limits on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('totals per currency: added, corrected, removed; the profile shows them', async () => {
    const { runFundingTotals } = await import('../support/showcase')
    await runFundingTotals()
  })

  it('who may add a round', async () => {
    const { runFundingPermissions } = await import('../support/showcase')
    await runFundingPermissions()
  })

  it('the milestone limit holds under concurrent adds', async () => {
    const { runMilestoneLimitUnderConcurrency } = await import('../support/showcase')
    await runMilestoneLimitUnderConcurrency()
  })
})
