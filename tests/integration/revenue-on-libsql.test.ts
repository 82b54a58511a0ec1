import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// revenue.test.ts's report cases on a real libSQL server (sqld over HTTP): the month windows (a VALUES table in a CTE),
// the correlated end of each subscription and the integer sums run on this driver too
// (docs/decisions/0140-revenue-report.md).
withoutMocks()
bootOnSqld()

describe('the revenue report, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('MRR at each month’s end across starts and ends; new and churned; by plan; month boundaries', async () => {
    const { expectMrrAcrossMonths } = await import('../support/ledger-rows')
    await expectMrrAcrossMonths()
  })

  it('revenue is charges − refunds, exact to the cent; failures apart; one currency', async () => {
    const { expectRevenueToTheCent } = await import('../support/ledger-rows')
    await expectRevenueToTheCent()
  })
})
