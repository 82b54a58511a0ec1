import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profileClaims } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { getTestPaymentProvider } from '~/server/payments/configured.server'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/claim-checkout'
import { action as claimAction, loader as claimLoader } from '~/routes/claim-profile/route'
import { loader as successLoader } from '~/routes/claim-success'
import { adminCookie, claimForm, member, review, unclaimedStartup } from '../support/claims'
import { routeArgs } from '../support/factories'
import { formRequest, getRequest, ORIGIN, settle } from '../support/http'

// Test mode (no Stripe keys; issue 16): the same claim flow with a simulated payment, labelled, nothing charged.
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_PUBLISHABLE_KEY

/** A refusal thrown as data() (React Router's DataWithResponseInit) or a Response: its status. */
async function refusal(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    return (error as { init?: { status: number } }).init?.status ?? (error as Response).status
  }
  throw new Error('expected a refusal')
}

const args = (request: Request, params: Record<string, string>) => routeArgs(request, { params })

async function claimViaCheckout() {
  const { user, cookie } = await member()
  const { id } = await unclaimedStartup()
  const request = new Request(`${ORIGIN}/claim-profile/${id}`, { method: 'POST', body: claimForm(id), headers: { Cookie: cookie } })
  const posted = await settle(() => claimAction(args(request, { id: String(id) })))
  expect(posted.status).toBe(303)
  const location = posted.headers.get('Location')!
  expect(location).toMatch(new RegExp(`^${ORIGIN}/claim-checkout/cs_test_[0-9a-f]+$`))
  return { user, cookie, startupId: id, session: location.split('/').at(-1)! }
}

describe('test mode', () => {
  it('labels the claim page as test mode', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const page = await claimLoader(args(getRequest(`/claim-profile/${id}`, { Cookie: cookie }), { id: String(id) }))
    expect(page).toMatchObject({ payment: { mode: 'test', publishableKey: null } })
  })

  it('Pay on the simulated checkout lets the claim into review; only its member may use it', async () => {
    const { cookie, startupId, session } = await claimViaCheckout()
    const page = await checkoutLoader(args(getRequest(`/claim-checkout/${session}`, { Cookie: cookie }), { session }))
    expect(page).toMatchObject({ paid: false })
    const stranger = await member()
    expect(await refusal(() => checkoutAction(args(formRequest(`/claim-checkout/${session}`, { intent: 'pay' }, { Cookie: stranger.cookie }), { session })))).toBe(404)
    expect(await refusal(() => checkoutLoader(args(getRequest('/claim-checkout/cs_test_nope', { Cookie: cookie }), { session: 'cs_test_nope' })))).toBe(404)

    const paid = await settle(() => checkoutAction(args(formRequest(`/claim-checkout/${session}`, { intent: 'pay' }, { Cookie: cookie }), { session })))
    expect(paid.status).toBe(303)
    const success = new URL(paid.headers.get('Location')!)
    expect(success.pathname).toBe(`/claim-success/${startupId}`)
    expect(success.searchParams.get('session_id')).toBe(session)
    const fulfilled = await settle(() => successLoader(args(getRequest(`${success.pathname}${success.search}`, { Cookie: cookie }), { id: String(startupId) })))
    expect(fulfilled.status).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.stripeCheckoutSessionId, session))
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending' })

    // A refused claim is refunded by the simulated provider too.
    const admin = await adminCookie()
    expect((await review(admin.cookie, row!.id, 'rejected')).status).toBe(200)
    expect(await getTestPaymentProvider()!.isRefunded(row!.stripeSubscriptionId!)).toBe(true)
    const [after] = await db.select().from(profileClaims).where(eq(profileClaims.id, row!.id))
    expect(after).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' })
  })

  it('Decline returns to the claim form with Payment Failed, and the claim stays out of review', async () => {
    const { cookie, startupId, session } = await claimViaCheckout()
    const declined = await settle(() => checkoutAction(args(formRequest(`/claim-checkout/${session}`, { intent: 'decline' }, { Cookie: cookie }), { session })))
    expect(declined.status).toBe(302)
    // Back to the form with the kept proof's token, so the answers and the proof come back (docs/decisions/0126).
    expect(declined.headers.get('Location')).toMatch(new RegExp(`^${ORIGIN}/claim-profile/${startupId}\\?retry=claim-proof-`))
    expect(declined.headers.get('Set-Cookie')).toBeTruthy()
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.stripeCheckoutSessionId, session))
    expect(row).toMatchObject({ paymentStatus: 'awaiting_payment' })
  })
})
