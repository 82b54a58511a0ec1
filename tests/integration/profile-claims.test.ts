import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { notifications, profileClaims, startups } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { lapseClaimsPastGrace } from '~/models/claims.server'
import { signPayload } from '~/server/payments/webhook.server'
import { loader as adminClaimsLoader } from '~/routes/api/admin/profile-claims'
import { action as subscriptionAction } from '~/routes/api/create-profile-subscription'
import { action as startupAction } from '~/routes/api/startup'
import { loader as uploadLoader } from '~/routes/uploads'
import { server } from '../mocks/server'
import { pay, type FakeStripe } from '../mocks/stripe'
import {
  adminCookie,
  claimForm,
  member,
  paidClaim,
  review,
  submitClaim,
  subscribe,
  unclaimedStartup,
  postWebhook,
  runApproveRace,
  runWebhookReplay,
  useFakeStripe,
} from '../support/claims'
import { routeArgs } from '../support/factories'
import { jsonRequest, ORIGIN } from '../support/http'

// Issue 16: paid profile claims against a mocked Stripe (MSW); the app runs its real Stripe path.
process.env.STRIPE_SECRET_KEY = 'sk_test_claims'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_claims'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_claims'

let stripe: FakeStripe
beforeEach(() => {
  stripe = useFakeStripe(server)
})

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
  it('refuses a bad or missing signature (400)', async () => {
    const payload = JSON.stringify({ id: 'evt_bad', type: 'invoice.paid', data: { object: {} } })
    expect((await postWebhook(payload, signPayload(payload, 'whsec_wrong'))).status).toBe(400)
    expect((await postWebhook(payload, null)).status).toBe(400)
  })

  it('has one effect for the same event delivered five times at once', async () => {
    await runWebhookReplay('whsec_test_claims')
  })

  it('turns an owned subscription off when it lapses or is cancelled, and back on when an invoice is paid', async () => {
    const { startupId, claimId, subscriptionId } = await paidClaim()
    const admin = await adminCookie()
    expect((await review(admin.cookie, claimId, 'approved')).status).toBe(200)
    const db = await getDb()
    const state = async () => (await db.select().from(startups).where(eq(startups.id, startupId)))[0]!
    const send = async (event: Record<string, unknown>) => {
      const payload = JSON.stringify({ object: 'event', ...event })
      expect((await postWebhook(payload, signPayload(payload, 'whsec_test_claims'))).status).toBe(200)
    }
    const endedAt = Math.floor(Date.now() / 1000)
    await send({ id: `evt_upd_${claimId}`, type: 'customer.subscription.updated', created: endedAt, data: { object: { id: subscriptionId, object: 'subscription', status: 'past_due', ended_at: null, items: { data: [] } } } })
    // A failed renewal keeps the owner's control for the grace days (decision 0135); then the scheduled job lapses it, once.
    expect(await state()).toMatchObject({ subscriptionActive: true, isClaimedByOwner: true, subscriptionPastDueSince: new Date(endedAt * 1000) })
    expect(await lapseClaimsPastGrace(new Date((endedAt + 6 * 86_400) * 1000))).toBe(0)
    expect(await state()).toMatchObject({ subscriptionActive: true })
    expect(await lapseClaimsPastGrace(new Date((endedAt + 8 * 86_400) * 1000))).toBeGreaterThanOrEqual(1)
    expect(await state()).toMatchObject({ subscriptionActive: false, isClaimedByOwner: true, subscriptionPastDueSince: null })
    const ended = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.kind, 'subscription-ended'), sql`json_extract(${notifications.data}, '$.startupId') = ${startupId}`))
    expect(ended).toHaveLength(1)
    await lapseClaimsPastGrace(new Date((endedAt + 9 * 86_400) * 1000))
    expect(await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.kind, 'subscription-ended'), sql`json_extract(${notifications.data}, '$.startupId') = ${startupId}`))).toHaveLength(1)
    const renewedTo = endedAt + 30 * 86_400
    await send({ id: `evt_paid_${claimId}`, type: 'invoice.paid', data: { object: { id: 'in_renewal', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } }, lines: { data: [{ period: { end: renewedTo } }] } } } })
    expect(await state()).toMatchObject({ subscriptionActive: true, subscriptionEndsAt: new Date(renewedTo * 1000) })
    await send({ id: `evt_del_${claimId}`, type: 'customer.subscription.deleted', data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled', ended_at: endedAt } } })
    expect(await state()).toMatchObject({ subscriptionActive: false, subscriptionEndsAt: new Date(endedAt * 1000) })
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

  it('two claims on one startup approved at once: one owner, the other refused and refunded', async () => {
    const { loser } = await runApproveRace()
    expect(stripe.calls).toContain(`subscriptions.cancel ${loser.subscriptionId}`)
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
