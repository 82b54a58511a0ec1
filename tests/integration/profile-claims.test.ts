import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { profileClaims, startups } from '../../db/schema'
import { getDb } from '~/lib/db.server'
import { signPayload } from '~/lib/payments/webhook.server'
import type { PublicUser } from '~/lib/user'
import { action as adminClaimAction } from '~/routes/api/admin/profile-claim'
import { loader as adminClaimsLoader } from '~/routes/api/admin/profile-claims'
import { action as subscriptionAction } from '~/routes/api/create-profile-subscription'
import { action as claimAction } from '~/routes/api/profile-claims'
import { action as startupAction } from '~/routes/api/startup'
import { action as webhookAction } from '~/routes/api/webhooks/stripe'
import { loader as uploadLoader } from '~/routes/uploads'
import { server } from '../mocks/server'
import { fakeStripe, pay, type FakeStripe } from '../mocks/stripe'
import { createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { jsonRequest, ORIGIN } from '../support/http'

// Issue 16: paid profile claims against a mocked Stripe (MSW); the app runs its real Stripe path.
process.env.STRIPE_SECRET_KEY = 'sk_test_claims'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_claims'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_claims'

const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')])

let stripe: FakeStripe
beforeEach(() => {
  stripe = fakeStripe()
  server.use(...stripe.handlers)
})

async function member() {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

async function unclaimedStartup() {
  const founder = await createUser({ userType: 'startup' })
  return createStartup(founder)
}

async function subscribe(cookie: string, startupId: number, amount: unknown = 1500) {
  const response = await subscriptionAction(
    routeArgs(jsonRequest('/api/create-profile-subscription', 'POST', { startupId, amount }, { Cookie: cookie })),
  )
  return { response, body: (await response.clone().json()) as { clientSecret?: string; subscriptionId?: string; message?: string } }
}

function claimForm(startupId: number, extra: Record<string, string> = {}, file: File | null = new File([PDF], 'proof.pdf', { type: 'application/pdf' })) {
  const form = new FormData()
  const fields = {
    startupId: String(startupId),
    companyName: 'Claimed Co',
    claimerName: 'Ada Claimer',
    claimerEmail: 'ada@example.com',
    claimerTitle: 'CEO',
    businessRegistration: '201912345K',
    justification: 'I am its director.',
    ...extra,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('proofOfAuthority', file)
  return form
}

async function submitClaim(cookie: string, form: FormData) {
  const request = new Request(`${ORIGIN}/api/profile-claims`, { method: 'POST', body: form, headers: { Cookie: cookie } })
  const response = await claimAction(routeArgs(request))
  return { response, body: (await response.clone().json()) as { claimId?: number; status?: string; checkoutUrl?: string; message?: string } }
}

async function paidClaim(startupId?: number) {
  const { user, cookie } = await member()
  const id = startupId ?? (await unclaimedStartup()).id
  const { body } = await subscribe(cookie, id)
  pay(stripe, body.subscriptionId!)
  const claim = await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }))
  expect(claim.body).toMatchObject({ status: 'pending' })
  expect(claim.response.status).toBe(201)
  return { user, cookie, startupId: id, claimId: claim.body.claimId!, subscriptionId: body.subscriptionId! }
}

async function adminCookie(): Promise<{ admin: PublicUser; cookie: string }> {
  const admin = await createUser({ userType: 'admin' })
  return { admin, cookie: await signedInCookie(admin) }
}

async function review(cookie: string, claimId: number, status: string) {
  return adminClaimAction(
    routeArgs(jsonRequest(`/api/admin/profile-claims/${claimId}`, 'PUT', { status }, { Cookie: cookie }), {
      params: { id: String(claimId) },
    }),
  )
}

describe('POST /api/create-profile-subscription', () => {
  it('creates a $15/month subscription on the server-owned Price and answers its client secret', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const { response, body } = await subscribe(cookie, id)
    expect(response.status).toBe(200)
    expect(body.clientSecret).toMatch(/_secret$/)
    expect(stripe.calls).toContain('prices.create 1500 usd month')
    expect(stripe.calls).toContain('subscriptions.create price_claim default_incomplete')
  })

  it('refuses any amount but 1500 (400) and visitors (401)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    expect((await subscribe(cookie, id, 1)).response.status).toBe(400)
    expect((await subscribe(cookie, id, '1500.00')).response.status).toBe(400)
    const visitor = await subscriptionAction(
      routeArgs(jsonRequest('/api/create-profile-subscription', 'POST', { startupId: id, amount: 1500 })),
    )
    expect(visitor.status).toBe(401)
    expect(stripe.calls.filter((call) => call.startsWith('subscriptions.create'))).toHaveLength(0)
  })
})

describe('POST /api/profile-claims', () => {
  it('refuses a claim whose payment is not confirmed, and takes one that is (pending)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const { body } = await subscribe(cookie, id)
    const unpaid = await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }))
    expect(unpaid.response.status).toBe(402)
    pay(stripe, body.subscriptionId!)
    const paid = await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }))
    expect(paid.response.status).toBe(201)
    expect(paid.body.status).toBe('pending')
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, paid.body.claimId!))
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'paid', stripeSubscriptionId: body.subscriptionId })
  })

  it("refuses another member's payment (403) and a payment spent twice (409)", async () => {
    const { cookie, startupId, subscriptionId } = await paidClaim()
    const other = await member()
    expect((await submitClaim(other.cookie, claimForm(startupId, { subscriptionId }))).response.status).toBe(403)
    expect((await submitClaim(cookie, claimForm(startupId, { subscriptionId }))).response.status).toBe(409)
  })

  it('refuses proof files of other types (415) and over 10 MB (413)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const { body } = await subscribe(cookie, id)
    pay(stripe, body.subscriptionId!)
    const text = new File(['just text'], 'proof.pdf', { type: 'application/pdf' })
    expect((await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }, text))).response.status).toBe(415)
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'proof.pdf', { type: 'application/pdf' })
    expect((await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }, huge))).response.status).toBe(413)
    expect((await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }, null))).response.status).toBe(400)
  })

  it('without a subscription keeps the claim out of the queue and sends the member to Checkout', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const { response, body } = await submitClaim(cookie, claimForm(id))
    expect(response.status).toBe(201)
    expect(body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    expect(stripe.calls).toContain('checkout.sessions.create subscription price_claim')
    const { cookie: admin } = await adminCookie()
    const list = (await (await adminClaimsLoader(routeArgs(new Request(`${ORIGIN}/api/admin/profile-claims`, { headers: { Cookie: admin } })))).json()) as Array<{ id: number }>
    expect(list.some((claim) => claim.id === body.claimId)).toBe(false)
  })
})

describe('POST /api/webhooks/stripe', () => {
  const post = (payload: string, signature: string | null) =>
    webhookAction(
      routeArgs(
        new Request(`${ORIGIN}/api/webhooks/stripe`, {
          method: 'POST',
          body: payload,
          headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
        }),
      ),
    )

  it('refuses a bad or missing signature (400)', async () => {
    const payload = JSON.stringify({ id: 'evt_bad', type: 'invoice.paid', data: { object: {} } })
    expect((await post(payload, signPayload(payload, 'whsec_wrong'))).status).toBe(400)
    expect((await post(payload, null)).status).toBe(400)
  })

  it('has one effect for the same event delivered five times at once', async () => {
    const { user, cookie } = await member()
    const { id } = await unclaimedStartup()
    const { body } = await submitClaim(cookie, claimForm(id))
    const session = [...stripe.sessions.values()].at(-1)!
    const payload = JSON.stringify({
      id: `evt_${session.id}`,
      type: 'checkout.session.completed',
      data: { object: { id: session.id, status: 'complete', payment_status: 'paid', client_reference_id: String(body.claimId), subscription: session.subscription, customer: 'cus_x' } },
    })
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(payload, signPayload(payload, 'whsec_test_claims'))))
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ duplicate: boolean }>
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, body.claimId!))
    expect(row).toMatchObject({ paymentStatus: 'paid', claimerId: user.id, stripeSubscriptionId: session.subscription })
  })
})

describe('PUT /api/admin/profile-claims/{id}', () => {
  it('approval hands the startup to the claimer, who can then edit it; a second review is 409', async () => {
    const { cookie, startupId, claimId } = await paidClaim()
    const patch = () =>
      startupAction(
        routeArgs(jsonRequest(`/api/startups/${startupId}`, 'PATCH', { description: 'Now run by its owner.' }, { Cookie: cookie }), {
          params: { id: String(startupId) },
        }),
      )
    expect((await patch()).status).toBe(403)
    const admin = await adminCookie()
    expect((await review(admin.cookie, claimId, 'approved')).status).toBe(200)
    const db = await getDb()
    const [startup] = await db.select().from(startups).where(eq(startups.id, startupId))
    expect(startup).toMatchObject({ isClaimedByOwner: true, subscriptionActive: true })
    expect(startup!.subscriptionEndsAt).toBeInstanceOf(Date)
    expect((await patch()).status).toBe(200)
    expect((await review(admin.cookie, claimId, 'rejected')).status).toBe(409)
  })

  it('rejection cancels the subscription and refunds its payment', async () => {
    const { claimId, subscriptionId } = await paidClaim()
    const admin = await adminCookie()
    expect((await review(admin.cookie, claimId, 'rejected')).status).toBe(200)
    expect(stripe.calls).toContain(`refunds.create pi_in_${subscriptionId}`)
    expect(stripe.calls).toContain(`subscriptions.cancel ${subscriptionId}`)
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, claimId))
    expect(row).toMatchObject({ status: 'rejected', paymentStatus: 'refunded' })
  })

  it('members get 403', async () => {
    const { claimId } = await paidClaim()
    const { cookie } = await member()
    expect((await review(cookie, claimId, 'approved')).status).toBe(403)
  })
})

describe('the proof file', () => {
  it('is served to admins and the claimer; 403 to other members, 401 to visitors', async () => {
    const { cookie, claimId } = await paidClaim()
    const db = await getDb()
    const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, claimId))
    const key = row!.proofOfAuthorityUrl!.replace('/uploads/', '')
    const fetchAs = (who: string) =>
      uploadLoader(routeArgs(new Request(`${ORIGIN}/uploads/${key}`, { headers: { Cookie: who } }), { params: { key } }))
    expect((await fetchAs(cookie)).status).toBe(200)
    expect((await fetchAs((await adminCookie()).cookie)).status).toBe(200)
    const other = await fetchAs((await member()).cookie)
    expect(other.status).toBe(403)
    expect(await other.text()).not.toContain('%PDF')
    expect((await fetchAs('')).status).toBe(401)
  })
})
