import { beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * Paid claims on a real libSQL server (sqld over HTTP): the approval race and the replayed webhook are decided by the
 * database exactly as on the embedded file (profile-claims.test.ts runs the same on it).
 */
process.env.STRIPE_SECRET_KEY = 'sk_test_claims_libsql'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_claims_libsql'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_claims_libsql'
bootOnSqld()

beforeEach(async () => {
  const { useFakeStripe } = await import('../support/claims')
  useFakeStripe(msw)
})


describe('paid claims on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('two claims on one startup approved at once: exactly one owner', async () => {
    const { runApproveRace } = await import('../support/claims')
    await runApproveRace()
  })

  it('the same webhook event five times at once has one effect', async () => {
    const { runWebhookReplay } = await import('../support/claims')
    await runWebhookReplay('whsec_claims_libsql')
  })
})
