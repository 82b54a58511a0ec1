import { beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from '../mocks/server'
import type { PlanStripe } from '../mocks/stripe-plans'
import { bootOnSqld } from '../support/sqld-boot'

// ledger.test.ts's SQL on a real libSQL server (sqld over HTTP): the ledger's one-row inserts and the end copied
// from the start (docs/decisions/0139).
const SECRET = 'whsec_ledger_libsql'
process.env.STRIPE_SECRET_KEY = 'sk_test_ledger_libsql'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_ledger_libsql'
process.env.STRIPE_WEBHOOK_SECRET = SECRET
bootOnSqld()

let stripe: PlanStripe
beforeEach(async () => {
  const { planStripe } = await import('../mocks/stripe-plans')
  stripe = planStripe()
  msw.use(...stripe.handlers)
})

describe('the ledger on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('a replayed charge is one row; a deletion before the paid invoice gives one start and one end', async () => {
    const { runLedgerOrder } = await import('../support/ledger')
    await runLedgerOrder(stripe, SECRET)
  })
})
