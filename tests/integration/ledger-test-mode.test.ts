import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentTransactions, plans, subscriptionChanges } from '../../db/schema'
import { action as paymentsApi } from '~/routes/api/admin/payments'
import { action as claimCheckoutAction } from '~/routes/claim-checkout'
import { action as claimAction } from '~/routes/claim-profile/route'
import { loader as successLoader } from '~/routes/claim-success'
import { action as subscribeAction } from '~/routes/subscribe'
import { action as planCheckoutAction } from '~/routes/subscribe-checkout'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { adminCookie, claimForm, member, review, unclaimedStartup } from '../support/claims'
import { routeArgs } from '../support/factories'
import { formRequest, getRequest, jsonRequest, ORIGIN, settle } from '../support/http'

// The keyless test mode writes the ledger rows Stripe's events would (docs/decisions/0139), through the same
// recordPayment / recordSubscriptionChange: a claim's payment and its refund, a plan paid without a trial, an admin's refund.
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_PUBLISHABLE_KEY

async function ledgerOf(userId: number) {
  const db = await getDb()
  return db
    .select({ id: paymentTransactions.id, sourceId: paymentTransactions.sourceId, kind: paymentTransactions.kind, product: paymentTransactions.product, planKey: paymentTransactions.planKey, amountMinor: paymentTransactions.amountMinor, subscriptionId: paymentTransactions.stripeSubscriptionId, detail: paymentTransactions.detail })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId))
    .orderBy(paymentTransactions.id)
}

async function startsOf(userId: number) {
  const db = await getDb()
  return db
    .select({ change: subscriptionChanges.change, product: subscriptionChanges.product, planKey: subscriptionChanges.planKey, monthlyMinor: subscriptionChanges.monthlyMinor })
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.userId, userId))
}

describe('the ledger in test mode', () => {
  it("a claim paid on the test checkout is a $15 charge and a start; Pay twice is one row; the refused claim's refund is a refund row", async () => {
    const { user, cookie } = await member()
    const { id } = await unclaimedStartup()
    const args = (request: Request, params: Record<string, string>) => routeArgs(request, { params })
    const posted = await settle(() => claimAction(args(new Request(`${ORIGIN}/claim-profile/${id}`, { method: 'POST', body: claimForm(id), headers: { Cookie: cookie } }), { id: String(id) })))
    const session = posted.headers.get('Location')!.split('/').at(-1)!
    for (let i = 0; i < 2; i++) {
      const paid = await settle(() => claimCheckoutAction(args(formRequest(`/claim-checkout/${session}`, { intent: 'pay' }, { Cookie: cookie }), { session })))
      expect(paid.status).toBe(303)
    }
    const charges = await ledgerOf(user.id)
    expect(charges).toMatchObject([{ sourceId: `in_test_${session}`, kind: 'charge', product: 'claim', planKey: null, amountMinor: 1500 }])
    expect(await startsOf(user.id)).toEqual([{ change: 'started', product: 'claim', planKey: null, monthlyMinor: 1500 }])

    await settle(() => successLoader(args(getRequest(`/claim-success/${id}?session_id=${session}`, { Cookie: cookie }), { id: String(id) })))
    const db = await getDb()
    const { profileClaims } = await import('../../db/schema')
    const [claim] = await db.select({ id: profileClaims.id }).from(profileClaims).where(eq(profileClaims.stripeCheckoutSessionId, session))
    const admin = await adminCookie()
    expect((await review(admin.cookie, claim!.id, 'rejected')).status).toBe(200)
    expect((await ledgerOf(user.id)).map((row) => [row.kind, row.product, row.amountMinor, row.detail])).toEqual([
      ['charge', 'claim', 1500, null],
      ['refund', 'claim', 1500, 'claim_rejected'],
    ])
  })

  it('a plan checkout that starts a trial is no revenue; one without a trial is a charge of the plan price and a start; an admin refunds it once', async () => {
    const subscribeAndPay = async (who: { user: PublicUser; cookie: string }) => {
      const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, { user: who.user, params })
      const started = await settle(() => subscribeAction(args(formRequest('/subscribe', { intent: 'subscribe', plan: 'professional' }, { Cookie: who.cookie }))))
      const session = started.headers.get('Location')!.split('/').at(-1)!
      const paid = await settle(() => planCheckoutAction(args(formRequest(`/subscribe/checkout/${session}`, { intent: 'pay' }, { Cookie: who.cookie }), { session })))
      expect(paid.status).toBe(303)
    }
    const trial = await member()
    await subscribeAndPay(trial)
    expect(await ledgerOf(trial.user.id)).toEqual([])
    expect(await startsOf(trial.user.id)).toEqual([])

    const db = await getDb()
    await db.update(plans).set({ trialDays: 0 }).where(eq(plans.key, 'professional'))
    try {
      const payer = await member()
      await subscribeAndPay(payer)
      const [charge] = await ledgerOf(payer.user.id)
      expect(charge).toMatchObject({ kind: 'charge', product: 'plan', planKey: 'professional', amountMinor: 9900 })
      expect(await startsOf(payer.user.id)).toEqual([{ change: 'started', product: 'plan', planKey: 'professional', monthlyMinor: 9900 }])

      const admin = await adminCookie()
      const refund = () => paymentsApi(routeArgs(jsonRequest('/api/admin/payments', 'POST', { intent: 'refund', chargeId: charge!.id }, { Cookie: admin.cookie }))) as Promise<Response>
      const first = await refund()
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({ refundedMinor: 9900 })
      expect((await ledgerOf(payer.user.id)).filter((row) => row.kind === 'refund')).toMatchObject([{ sourceId: `re_test_${charge!.sourceId}`, amountMinor: 9900, product: 'plan' }])
      expect((await refund()).status).toBe(409)
    } finally {
      await db.update(plans).set({ trialDays: 14 }).where(eq(plans.key, 'professional'))
    }
  })
})
