import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listen, server as msw } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// notify-jobs.test.ts on a real libSQL server (sqld over HTTP): every notification is written in its cause's
// transaction on this driver too (docs/decisions/0105).
process.env.STRIPE_SECRET_KEY = 'sk_test_notify_libsql'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_notify_libsql'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_notify'
bootOnSqld()

beforeAll(async () => {
  const { startMail } = await import('../support/notify-jobs')
  await startMail()
})
afterAll(async () => {
  const { stopMail } = await import('../support/notify-jobs')
  await stopMail()
})
beforeEach(async () => {
  const { prepareMocks } = await import('../support/notify-jobs')
  prepareMocks(msw, { close: () => msw.close(), listen })
})

it('runs on the libsql driver', async () => {
  const { getDatabase } = await import('~/server/db.server')
  expect((await getDatabase()).driver).toBe('libsql')
})

describe('jobs: a new application to the team, each status change to the applicant', () => {
  it('tells the founder (in Korean), the teammate and the claimed owner once each; a member who switched activity off gets the in-app row only', async () => {
    const { runJobApplicationToTeam } = await import('../support/notify-jobs')
    await runJobApplicationToTeam()
  })

  it('the job page’s form notifies as the API does; each move reaches the applicant once, a refused move nobody', async () => {
    const { runApplicationStatus } = await import('../support/notify-jobs')
    await runApplicationStatus()
  })
})

describe('claims: received, approved, rejected', () => {
  it('tells the claimer when the paid claim is received and when it is approved; a rival’s claim is rejected with the note', async () => {
    const { runClaimDecisions } = await import('../support/notify-jobs')
    await runClaimDecisions()
  })

  it('a claim paid through hosted Checkout is received once, however often the webhook and the success page confirm it', async () => {
    const { runCheckoutReceivedOnce } = await import('../support/notify-jobs')
    await runCheckoutReceivedOnce()
  })

  it('an approval rolled back after its notification was written sends nothing', async () => {
    const { runRolledBackApproval } = await import('../support/notify-jobs')
    await runRolledBackApproval()
  })
})

describe('payments: the webhook tells the owner of a failed payment and of the subscription’s end', () => {
  it('sends each once, even to an owner who switched every optional category off; a repeated event tells nobody again', async () => {
    const { runPaymentsOnce } = await import('../support/notify-jobs')
    await runPaymentsOnce()
  })
})

describe('resources: a contact request to the listing’s owner', () => {
  it('the page and the API both tell the owner, once per member and listing a day; the owner’s own reveal tells nobody', async () => {
    const { runContactRequest } = await import('../support/notify-jobs')
    await runContactRequest()
  })
})
