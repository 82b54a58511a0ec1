import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import { listen, server } from '../mocks/server'
import {
  startMail,
  stopMail,
  prepareMocks,
  runJobApplicationToTeam,
  runApplicationStatus,
  runClaimDecisions,
  runCheckoutReceivedOnce,
  runRolledBackApproval,
  runPaymentsOnce,
  runContactRequest,
} from '../support/notify-jobs'

// Issue 40 item 3, second half, on the embedded file (notify-jobs-on-libsql.test.ts runs the same on sqld):
// docs/decisions/0105. Stripe is the fake on the real SDK path (MSW).
process.env.STRIPE_SECRET_KEY = 'sk_test_notify'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_notify'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_notify'

beforeAll(startMail)
afterAll(stopMail)
beforeEach(() => {
  prepareMocks(server, { close: () => server.close(), listen })
})

describe('jobs: a new application to the team, each status change to the applicant', () => {
  it('tells the founder (in Korean), the teammate and the claimed owner once each; a member who switched activity off gets the in-app row only', async () => {
    await runJobApplicationToTeam()
  })

  it('the job page’s form notifies as the API does; each move reaches the applicant once, a refused move nobody', async () => {
    await runApplicationStatus()
  })
})

describe('claims: received, approved, rejected', () => {
  it('tells the claimer when the paid claim is received and when it is approved; a rival’s claim is rejected with the note', async () => {
    await runClaimDecisions()
  })

  it('a claim paid through hosted Checkout is received once, however often the webhook and the success page confirm it', async () => {
    await runCheckoutReceivedOnce()
  })

  it('an approval rolled back after its notification was written sends nothing', async () => {
    await runRolledBackApproval()
  })
})

describe('payments: the webhook tells the owner of a failed payment and of the subscription’s end', () => {
  it('sends each once, even to an owner who switched every optional category off; a repeated event tells nobody again', async () => {
    await runPaymentsOnce()
  })
})

describe('resources: a contact request to the listing’s owner', () => {
  it('the page and the API both tell the owner, once per member and listing a day; the owner’s own reveal tells nobody', async () => {
    await runContactRequest()
  })
})
