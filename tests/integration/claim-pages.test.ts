import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { profileClaims } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/profile-claims'
import { action as claimAction, loader as claimLoader } from '~/routes/claim-profile/route'
import { loader as successLoader } from '~/routes/claim-success'
import { server } from '../mocks/server'
import { pay, type FakeStripe } from '../mocks/stripe'
import { adminCookie, claimForm, member, paidClaim, subscribe, unclaimedStartup, useFakeStripe } from '../support/claims'
import { createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, ORIGIN, settle } from '../support/http'

// The claim pages without JavaScript (issue 16): the form, its states, the Checkout round trip, the admin's review.
process.env.STRIPE_SECRET_KEY = 'sk_test_claim_pages'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_claim_pages'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_claim_pages'

let stripe: FakeStripe
beforeEach(() => {
  stripe = useFakeStripe(server)
})

const args = (request: Request, id: number | string) => routeArgs(request, { params: { id: String(id) } })

async function thrown(run: () => unknown): Promise<{ status: number; data: unknown }> {
  try {
    await run()
  } catch (error) {
    const init = (error as { init?: { status: number }; data?: unknown }).init
    if (init) return { status: init.status, data: (error as { data?: unknown }).data }
    if (error instanceof Response) return { status: error.status, data: null }
    throw error
  }
  throw new Error('expected a refusal')
}

function postClaim(id: number, cookie: string, form: FormData) {
  return new Request(`${ORIGIN}/claim-profile/${id}`, { method: 'POST', body: form, headers: { Cookie: cookie } })
}

describe('/claim-profile/{id}', () => {
  it('asks visitors to log in, and answers 404 for an unknown startup', async () => {
    const { id } = await unclaimedStartup()
    expect(await claimLoader(args(getRequest(`/claim-profile/${id}`), id))).toEqual({ signedIn: false })
    const { cookie } = await member()
    expect((await thrown(() => claimLoader(args(getRequest('/claim-profile/99999999', { Cookie: cookie }), 99999999)))).status).toBe(404)
  })

  it('offers the form, prefilled from the startup and the member, in Stripe mode', async () => {
    const { user, cookie } = await member()
    const { id } = await unclaimedStartup()
    const page = await claimLoader(args(getRequest(`/claim-profile/${id}`, { Cookie: cookie }), id))
    expect(page).toMatchObject({
      signedIn: true,
      state: 'open',
      payment: { mode: 'stripe', publishableKey: 'pk_test_claim_pages' },
      defaults: { claimerEmail: user.email },
      paidSubscriptionId: null,
    })
  })

  it('shows the founder that they run it, and a claimed startup as claimed', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { createStartup } = await import('../support/factories')
    const { id } = await createStartup(founder)
    const own = await claimLoader(args(getRequest(`/claim-profile/${id}`, { Cookie: await signedInCookie(founder) }), id))
    expect(own).toMatchObject({ state: 'runs-it' })
    const claim = await paidClaim()
    const pending = await claimLoader(args(getRequest(`/claim-profile/${claim.startupId}`, { Cookie: claim.cookie }), claim.startupId))
    expect(pending).toMatchObject({ state: 'pending' })
    const admin = await adminCookie()
    await settle(() => adminAction(routeArgs(formRequest('/admin/profile-claims', { id: String(claim.claimId), intent: 'approve' }, { Cookie: admin.cookie }), { user: admin.admin })))
    const other = await member()
    const claimed = await claimLoader(args(getRequest(`/claim-profile/${claim.startupId}`, { Cookie: other.cookie }), claim.startupId))
    expect(claimed).toMatchObject({ state: 'claimed' })
  })

  it('without JavaScript: keeps the claim awaiting payment and sends the member to Checkout (303)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const response = await settle(() => claimAction(args(postClaim(id, cookie, claimForm(id)), id)))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/)
    const db = await getDb()
    const rows = await db.select().from(profileClaims).where(eq(profileClaims.startupId, id))
    expect(rows).toMatchObject([{ paymentStatus: 'awaiting_payment', status: 'pending' }])
  })

  it('gives field errors back with 400 and the values kept, and refuses a text file posing as a PDF (415)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const invalid = await claimAction(args(postClaim(id, cookie, claimForm(id, { claimerEmail: 'not-an-email', claimerTitle: '' })), id))
    const invalidBody = (invalid as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } } }).data
    expect((invalid as { init: { status: number } }).init.status).toBe(400)
    expect(invalidBody.result.error.claimerEmail).toEqual(['Please enter a valid email address'])
    expect(invalidBody.result.error.claimerTitle).toEqual(['Your title is required'])
    expect(invalidBody.result.initialValue.companyName).toBe('Claimed Co')
    const text = new File(['plain words'], 'proof.pdf', { type: 'application/pdf' })
    const refused = await claimAction(args(postClaim(id, cookie, claimForm(id, {}, text)), id))
    expect((refused as { init: { status: number } }).init.status).toBe(415)
    const none = await claimAction(args(postClaim(id, cookie, claimForm(id, {}, null)), id))
    expect((none as { init: { status: number } }).init.status).toBe(400)
  })

  it('takes a claim with a subscription paid in the browser straight into review', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const { body } = await subscribe(cookie, id)
    pay(stripe, body.subscriptionId!)
    const response = await settle(() => claimAction(args(postClaim(id, cookie, claimForm(id, { subscriptionId: body.subscriptionId! })), id)))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/claim-success/${id}`)
  })
})

describe('/claim-success/{id}', () => {
  it('lets a paid Checkout session into review once, and says when it is not paid yet', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const posted = await settle(() => claimAction(args(postClaim(id, cookie, claimForm(id)), id)))
    const sessionId = /cs_\w+/.exec(posted.headers.get('Location') ?? '')![0]
    const unpaid = await successLoader(args(getRequest(`/claim-success/${id}?session_id=${sessionId}`, { Cookie: cookie }), id))
    expect(unpaid).toMatchObject({ problem: 'Your payment has not been confirmed yet', awaitingPayment: true })

    stripe.sessions.get(sessionId)!.paid = true
    const other = await member()
    const stranger = await successLoader(args(getRequest(`/claim-success/${id}?session_id=${sessionId}`, { Cookie: other.cookie }), id))
    expect(stranger).toMatchObject({ problem: 'This payment does not belong to this claim' })

    const paid = await settle(() => successLoader(args(getRequest(`/claim-success/${id}?session_id=${sessionId}`, { Cookie: cookie }), id)))
    expect(paid.status).toBe(302)
    expect(paid.headers.get('Location')).toBe(`/claim-success/${id}`)
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.stripeCheckoutSessionId, sessionId))
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending' })
    const after = await successLoader(args(getRequest(`/claim-success/${id}`, { Cookie: cookie }), id))
    expect(after).toMatchObject({ problem: null, awaitingPayment: false, unsent: null })
  })

  it('after a payment that needed a redirect, offers to finish the claim with that subscription', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const page = await successLoader(args(getRequest(`/claim-success/${id}?subscription=sub_returned1`, { Cookie: cookie }), id))
    expect(page).toMatchObject({ unsent: 'sub_returned1' })
    const form = await claimLoader(args(getRequest(`/claim-profile/${id}?subscription=sub_returned1`, { Cookie: cookie }), id))
    expect(form).toMatchObject({ paidSubscriptionId: 'sub_returned1' })
  })

  it('sends visitors to sign in', async () => {
    const response = await settle(() => successLoader(args(getRequest('/claim-success/1'), 1)))
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fclaim-success%2F1')
  })
})

describe('/admin/profile-claims', () => {
  it('lists paid claims only; Approve and Reject answer with their toasts; a reviewed claim is 409', async () => {
    const claim = await paidClaim()
    const unpaid = await member()
    const { id: unpaidStartup } = await unclaimedStartup()
    await settle(() => claimAction(args(postClaim(unpaidStartup, unpaid.cookie, claimForm(unpaidStartup)), unpaidStartup)))
    const admin = await adminCookie()
    const { claims } = await adminLoader(routeArgs(getRequest('/admin/profile-claims'), { user: admin.admin }))
    expect(claims.some((row) => row.id === claim.claimId)).toBe(true)
    expect(claims.some((row) => row.startup.id === unpaidStartup)).toBe(false)

    const review = (id: number, intent: string, who: PublicUser, cookie: string) =>
      settle(() => adminAction(routeArgs(formRequest('/admin/profile-claims', { id: String(id), intent }, { Cookie: cookie }), { user: who })))
    const approved = await review(claim.claimId, 'approve', admin.admin, admin.cookie)
    expect(approved.status).toBe(302)
    expect(approved.headers.get('Set-Cookie')).toBeTruthy()
    const again = await adminAction(routeArgs(formRequest('/admin/profile-claims', { id: String(claim.claimId), intent: 'reject' }, { Cookie: admin.cookie }), { user: admin.admin }))
    expect((again as { init: { status: number }; data: { message: string } }).init.status).toBe(409)
    expect((again as { data: { message: string } }).data.message).toBe('This profile claim has already been reviewed')
    const bad = await adminAction(routeArgs(formRequest('/admin/profile-claims', { id: 'x', intent: 'approve' }, { Cookie: admin.cookie }), { user: admin.admin }))
    expect((bad as { init: { status: number }; data: { message: string } }).data.message).toBe('Failed to update profile claim')
  })
})

