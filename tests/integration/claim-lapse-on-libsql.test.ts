import { beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from '../mocks/server'
import type { FakeStripe } from '../mocks/stripe'
import { bootOnSqld } from '../support/sqld-boot'

// claim-lapse.test.ts on a real libSQL server (sqld over HTTP): the team-place rule, the team's e-mails and the
// self-review refusal are decided in SQL, so both drivers run them.
process.env.STRIPE_SECRET_KEY = 'sk_test_lapse_libsql'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_lapse_libsql'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_lapse_libsql'
bootOnSqld()

let stripe: FakeStripe
beforeEach(async () => {
  const { useFakeStripe } = await import('../support/claims')
  stripe = useFakeStripe(msw)
})

describe('claims and team places on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('approve → lapse → refused; paid again or re-claimed → allowed; the founder keeps control', async () => {
    const { runLapseTransitions } = await import('../support/claim-lapse')
    await runLapseTransitions(stripe, 'whsec_lapse_libsql')
  })

  it("another member's claim approved after a lapse shuts the first claimer out", async () => {
    const { runTakeover } = await import('../support/claim-lapse')
    await runTakeover('whsec_lapse_libsql')
  })

  it("the team's e-mails are for the team and admins only", async () => {
    const { runTeamEmails } = await import('../support/claim-lapse')
    await runTeamEmails('whsec_lapse_libsql')
  })

  it("an admin's own claim is reviewed by another admin; its proof is an attachment", async () => {
    const { runSelfReview, runProofHeaders } = await import('../support/claim-lapse')
    await runSelfReview(stripe)
    await runProofHeaders()
  })
})
