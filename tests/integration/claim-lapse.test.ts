import { beforeEach, describe, it } from 'vitest'
import { server } from '../mocks/server'
import type { FakeStripe } from '../mocks/stripe'
import { useFakeStripe } from '../support/claims'
import {
  runLapseTransitions,
  runProofHeaders,
  runSelfReview,
  runTakeover,
  runTeamEmails,
} from '../support/claim-lapse'

// Issue 38 items 2, 3 and 6 on the embedded file (claim-lapse-on-libsql.test.ts runs the same on sqld):
// docs/decisions/0083-what-a-lapsed-claim-takes-away.md and 0084-no-admin-reviews-their-own-claim.md.
process.env.STRIPE_SECRET_KEY = 'sk_test_lapse'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_lapse'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_lapse'

let stripe: FakeStripe
beforeEach(() => {
  stripe = useFakeStripe(server)
})

describe('a lapsed claim (decision 0083)', () => {
  it('approve → lapse: every door shut to the claimer, the founder and admins keep theirs; paid again or re-claimed → open', async () => {
    await runLapseTransitions(stripe, 'whsec_test_lapse')
  })

  it("another member's claim approved after a lapse shuts the first claimer out", async () => {
    await runTakeover('whsec_test_lapse')
  })
})

describe("the team's e-mails (decision 0083)", () => {
  it('are for the team and admins; visitors and other members get the list without them, on the page and the API', async () => {
    await runTeamEmails('whsec_test_lapse')
  })
})

describe('claim review by another admin (decision 0084)', () => {
  it("refuses an admin's review of their own claim on the page and the API (403); another admin approves it", async () => {
    await runSelfReview(stripe)
  })

  it('serves the proof as an attachment under a sandboxing CSP with nosniff', async () => {
    await runProofHeaders()
  })
})
