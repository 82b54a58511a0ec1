import { beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from '../mocks/server'
import type { PlanStripe } from '../mocks/stripe-plans'
import { bootOnSqld } from '../support/sqld-boot'

// plans.test.ts's webhook cases on a real libSQL server (sqld over HTTP): the ordered upsert and the once-only dunning
// notice are single SQL statements, so both drivers run them (docs/decisions/0135).
const SECRET = 'whsec_plans_libsql'
process.env.STRIPE_SECRET_KEY = 'sk_test_plans_libsql'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_plans_libsql'
process.env.STRIPE_WEBHOOK_SECRET = SECRET
bootOnSqld()

let stripe: PlanStripe
beforeEach(async () => {
  const { planStripe } = await import('../mocks/stripe-plans')
  stripe = planStripe()
  msw.use(...stripe.handlers)
})

describe('plan subscriptions on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('replayed and out-of-order events have one effect', async () => {
    const { runOrderedEvents } = await import('../support/plans')
    await runOrderedEvents(stripe, SECRET)
  })

  it('a failed renewal: one notice, the grace, then Starter; a paid invoice ends the grace', async () => {
    const { runDunning } = await import('../support/plans')
    await runDunning(stripe, SECRET)
  })
})
