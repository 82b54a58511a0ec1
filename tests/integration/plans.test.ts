import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, plans } from '../../db/schema'
import { entitlementsOf, getSubscriptionSummary, planOf, type listPlans } from '~/models/plans.server'
import { loader as plansApi } from '~/routes/api/plans'
import { loader as subscriptionApi } from '~/routes/api/subscription'
import { action as checkoutApi } from '~/routes/api/subscription-checkout'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/subscriptions'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { action as planAction, loader as planLoader } from '~/routes/profile-plan'
import { action as subscribeAction, loader as subscribeLoader } from '~/routes/subscribe'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { server } from '../mocks/server'
import { completeCheckout, planStripe, subscriptionJson, type PlanStripe } from '../mocks/stripe-plans'
import { DAY, member, runDunning, runOrderedEvents, send as sendEvent, trialing as startTrial } from '../support/plans'
import { createAdmin, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Issue 44 items 1, 2, 5 (Subscription Management) and 6 (docs/decisions/0135-plans-and-subscriptions.md), with
// Stripe answered by MSW where the SDK calls it.
const SECRET = 'whsec_test_plans'
process.env.STRIPE_SECRET_KEY = 'sk_test_plans'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_plans'
process.env.STRIPE_WEBHOOK_SECRET = SECRET

let stripe: PlanStripe
beforeEach(() => {
  stripe = planStripe()
  server.use(...stripe.handlers)
})

const send = (type: string, object: unknown, options?: { created?: number; id?: string }) => sendEvent(SECRET, type, object, options)
const trialing = (who: { user: PublicUser; cookie: string }) => startTrial(stripe, SECRET, who)

describe('plans as data', () => {
  it('a fresh database sells the three plans of 000 §9; GET /api/plans answers them publicly', async () => {
    const response = await plansApi(routeArgs(getRequest('/api/plans')))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).not.toBe('private, no-store')
    const body = (await response.json()) as Awaited<ReturnType<typeof listPlans>>
    expect(body.map((plan) => [plan.key, plan.priceMinor, plan.currency, plan.interval, plan.trialDays])).toEqual([
      ['starter', 0, 'usd', 'month', 0],
      ['professional', 9900, 'usd', 'month', 14],
      ['enterprise', 29900, 'usd', 'month', 0],
    ])
    expect(body[0]!.entitlements).toMatchObject({ jobPostsPerMonth: 2, apiAccess: false })
    expect(body[1]!.entitlements).toMatchObject({ jobPostsPerMonth: null, priorityMentorAccess: true, premiumEvents: true })
    expect(body[2]!.entitlements).toMatchObject({ apiAccess: true, privateEvents: true, analyticsLevel: 'advanced' })
    expect((await plansApi(routeArgs(new Request('http://localhost/api/plans', { method: 'POST' })))).status).toBe(405)
  })

  it('a member without a subscription is on Starter', async () => {
    const { user, cookie } = await member()
    expect(await entitlementsOf(user.id)).toMatchObject({ plan: 'starter', jobPostsPerMonth: 2 })
    const response = await subscriptionApi(routeArgs(getRequest('/api/subscription', { Cookie: cookie })))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ plan: 'starter', status: null, trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, graceEndsAt: null })
    expect((await subscriptionApi(routeArgs(getRequest('/api/subscription')))).status).toBe(401)
  })
})

describe('POST /api/subscription/checkout', () => {
  it('401 signed out, 400 for an unknown plan or Enterprise, 409 for the plan one is on', async () => {
    const { cookie } = await member()
    const post = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
      checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', body, headers)))
    expect((await post({ plan: 'professional' }, {})).status).toBe(401)
    const unknown = await post({ plan: 'platinum' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ message: 'Unknown plan' })
    expect((await post({})).status).toBe(400)
    expect((await post({ plan: 'enterprise' })).status).toBe(400)
    const starter = await post({ plan: 'starter' })
    expect(starter.status).toBe(409)
    expect(await starter.json()).toMatchObject({ message: 'You are already on this plan' })
  })

  it('answers a Checkout URL in subscription mode with the 14-day trial and the Price found by lookup key and amount', async () => {
    const { cookie } = await member()
    const response = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: cookie })))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/) })
    expect(stripe.calls).toEqual([
      'prices.create 9900 usd month startup-asia-plan-professional-monthly-9900-usd',
      'checkout.sessions.create subscription trial=14 http://localhost/profile/plan?session_id={CHECKOUT_SESSION_ID}',
    ])
  })

  it('a price change is a row update: the next Checkout uses a new Price of the new amount', async () => {
    const db = await getDb()
    await db.update(plans).set({ priceMinor: 10900 }).where(eq(plans.key, 'professional'))
    try {
      const { cookie } = await member()
      await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: cookie })))
      expect(stripe.calls[0]).toBe('prices.create 10900 usd month startup-asia-plan-professional-monthly-10900-usd')
    } finally {
      await db.update(plans).set({ priceMinor: 9900 }).where(eq(plans.key, 'professional'))
    }
  })
})

describe('state from verified webhooks', () => {
  it('checkout → customer.subscription.created → Professional in its trial; trial end → active; a second checkout is 409', async () => {
    const who = await member()
    const sub = await trialing(who)
    expect(await entitlementsOf(who.user.id)).toMatchObject({ plan: 'professional', jobPostsPerMonth: null, workspaceDiscountPercent: 10 })
    const summary = await getSubscriptionSummary(who.user.id)
    expect(summary).toMatchObject({ plan: 'professional', status: 'trialing', cancelAtPeriodEnd: false })
    expect(new Date(summary.trialEnd!).getTime()).toBe(sub.trial_end! * 1000)
    const again = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: who.cookie })))
    expect(again.status).toBe(409)

    sub.status = 'active'
    sub.trial_end = Math.floor(Date.now() / 1000) - 60
    sub.current_period_end = Math.floor(Date.now() / 1000) + 30 * DAY
    await send('customer.subscription.updated', subscriptionJson(sub), { created: Math.floor(Date.now() / 1000) + 1 })
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', status: 'active' })
  })

  it('a replayed event has one effect; an older event arriving late does not undo a newer one', async () => {
    await runOrderedEvents(stripe, SECRET)
  })

  it("the claim's events are not a plan's: an event without the plan's metadata changes no member's plan", async () => {
    const who = await member()
    await send('customer.subscription.created', {
      ...subscriptionJson({ id: 'sub_claimlike', customer: 'cus_x', status: 'active', metadata: { userId: String(who.user.id), startupId: '1' }, trial_end: null, current_period_end: Math.floor(Date.now() / 1000) + DAY, cancel_at_period_end: false }),
    })
    expect((await planOf(who.user.id)).plan.key).toBe('starter')
  })
})

describe('dunning (item 6)', () => {
  it('a failed renewal tells the member once, keeps the plan for the grace days, then Starter; a paid invoice ends the grace', async () => {
    await runDunning(stripe, SECRET)
  })
})

describe('subscribing again after a lapse', () => {
  it('a member whose failed plan fell back to Starter subscribes again, without a second trial; the new subscription is stored', async () => {
    const who = await member()
    const lapsed = Math.floor(Date.now() / 1000) - 9 * DAY
    const started = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: who.cookie })))
    const first = completeCheckout(stripe, ((await started.json()) as { url: string }).url.split('/').at(-1)!)
    await send('customer.subscription.created', subscriptionJson(first), { created: lapsed - DAY })
    first.status = 'past_due'
    await send('invoice.payment_failed', { id: `in_${first.id}_lapse`, object: 'invoice', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: first.id } } }, { created: lapsed })
    await send('customer.subscription.updated', subscriptionJson(first), { created: lapsed + 1 })
    expect((await planOf(who.user.id)).plan.key).toBe('starter')

    const response = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: who.cookie })))
    expect(response.status).toBe(200)
    expect(stripe.calls.at(-1)).toMatch(/^checkout\.sessions\.create subscription trial=0 /)
    const { url } = (await response.json()) as { url: string }
    const second = completeCheckout(stripe, url.split('/').at(-1)!)
    await send('customer.subscription.created', subscriptionJson(second))
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', status: 'active', graceEndsAt: null })
    // A late event of the first subscription does not take the member back.
    first.status = 'canceled'
    await send('customer.subscription.deleted', subscriptionJson(first), { created: lapsed + 2 })
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', status: 'active' })
  })
})

describe('/profile/plan', () => {
  const args = (request: Request, user?: PublicUser) => routeArgs(request, user ? { user } : {})

  it('is for signed-in members: documents and .data send a visitor to sign in', async () => {
    for (const path of ['/profile/plan', '/profile/plan.data']) {
      const response = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest(path)), planLoader as never))
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fprofile%2Fplan/)
    }
  })

  it("Checkout's return asks Stripe for the session: 'confirming' while open, the plan once complete", async () => {
    const who = await member()
    const started = await settle(() => subscribeAction(args(formRequest('/subscribe', { intent: 'subscribe', plan: 'professional' }, { Cookie: who.cookie }), who.user)))
    expect(started.status).toBe(303)
    const sessionId = started.headers.get('Location')!.split('/').at(-1)!
    const open = await throughGuards(signedInGuards, args(getRequest(`/profile/plan.data?session_id=${sessionId}`, { Cookie: who.cookie })), planLoader as never)
    expect(open).toMatchObject({ confirming: true, summary: { plan: 'starter' } })
    // Another member cannot fulfil it.
    const stranger = await member()
    completeCheckout(stripe, sessionId)
    const refused = await planLoader(args(getRequest(`/profile/plan?session_id=${sessionId}`, { Cookie: stranger.cookie }), stranger.user))
    expect(refused).toMatchObject({ problem: 'Forbidden', summary: { plan: 'starter' } })
    const done = await settle(() => planLoader(args(getRequest(`/profile/plan?session_id=${sessionId}`, { Cookie: who.cookie }), who.user)))
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/profile/plan')
    const page = await planLoader(args(getRequest('/profile/plan', { Cookie: who.cookie }), who.user))
    expect(page).toMatchObject({ summary: { plan: 'professional', status: 'trialing' }, portal: true, confirming: false })
    // The subscribe page of the plan one is on goes to the Plan page.
    expect((await settle(() => subscribeLoader(args(getRequest('/subscribe?plan=professional', { Cookie: who.cookie }), who.user)))).status).toBe(302)
  })

  it('cancel at period end, resume, then the period ends → Starter; the portal opens where keys exist', async () => {
    const who = await member()
    const sub = await trialing(who)
    const post = (fields: Record<string, string>) => settle(() => planAction(args(formRequest('/profile/plan', fields, { Cookie: who.cookie }), who.user)))
    const page = await planLoader(args(getRequest('/profile/plan?dialog=cancel', { Cookie: who.cookie }), who.user))
    expect(page).toMatchObject({ dialog: 'cancel' })
    expect((await post({ intent: 'cancel' })).status).toBe(302)
    expect(stripe.calls).toContain(`subscriptions.update ${sub.id} cancel_at_period_end`)
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: true })
    expect((await post({ intent: 'resume' })).status).toBe(302)
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: false })
    const portal = await post({ intent: 'portal' })
    expect(portal.status).toBe(303)
    expect(portal.headers.get('Location')).toMatch(/^https:\/\/billing\.stripe\.com\//)

    expect((await post({ intent: 'downgrade' })).status).toBe(302)
    sub.status = 'canceled'
    await send('customer.subscription.deleted', subscriptionJson(sub), { created: Math.floor(Date.now() / 1000) + 30 })
    expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'starter', status: null })
    // Nothing left to cancel or resume: 409 with the form's message.
    const nothing = await planAction(args(formRequest('/profile/plan', { intent: 'cancel' }, { Cookie: who.cookie }), who.user))
    expect(nothing).toMatchObject({ init: { status: 409 }, data: { message: 'You have no subscription to change' } })
    expect(await planAction(args(formRequest('/profile/plan', { intent: 'nope' }, { Cookie: who.cookie }), who.user))).toMatchObject({ init: { status: 400 } })
  })
})

describe('/admin/subscriptions (item 5, Subscription Management)', () => {
  async function refusal(run: () => unknown): Promise<number> {
    try {
      await run()
    } catch (error) {
      if (error instanceof Response) return error.status
      return (error as { init: { status: number } }).init.status
    }
    throw new Error('expected a refusal')
  }

  it('refuses visitors (401) and members (403), for documents and .data', async () => {
    const { cookie } = await member()
    for (const path of ['/admin/subscriptions', '/admin/subscriptions.data']) {
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path)), adminLoader as never))).toBe(401)
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path, { Cookie: cookie })), adminLoader as never))).toBe(403)
    }
    const post = formRequest('/admin/subscriptions', { intent: 'cancel', userId: '1' }, { Cookie: cookie })
    expect(await refusal(() => throughGuards(adminGuards, routeArgs(post), adminAction as never))).toBe(403)
  })

  it('lists who is on which plan; extend trial and cancel go through Stripe and the audit log', async () => {
    const who = await member()
    const sub = await trialing(who)
    const admin = await createAdmin()
    const cookie = await signedInCookie(admin)
    const list = (await throughGuards(adminGuards, routeArgs(getRequest('/admin/subscriptions.data', { Cookie: cookie })), adminLoader as never)) as {
      rows: { userId: number; planKey: string; status: string; trialEnd: string | null }[]
    }
    expect(list.rows.find((row) => row.userId === who.user.id)).toMatchObject({ planKey: 'professional', status: 'trialing' })

    const act = (fields: Record<string, string>) =>
      settle(() => throughGuards(adminGuards, routeArgs(formRequest('/admin/subscriptions', fields, { Cookie: cookie })), adminAction as never))
    expect((await act({ intent: 'extend-trial', userId: String(who.user.id) })).status).toBe(302)
    const extended = await getSubscriptionSummary(who.user.id)
    expect(new Date(extended.trialEnd!).getTime()).toBe((sub.trial_end! - 0) * 1000)
    expect(sub.trial_end).toBeGreaterThan(Math.floor(Date.now() / 1000) + 20 * DAY)
    expect((await act({ intent: 'cancel', userId: String(who.user.id) })).status).toBe(302)
    expect(stripe.calls).toContain(`subscriptions.cancel ${sub.id}`)
    expect((await planOf(who.user.id)).plan.key).toBe('starter')
    const db = await getDb()
    const audit = await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'plan_subscription'), eq(adminAuditLog.entityId, who.user.id)))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['cancel', 'extend-trial'])
    // A member without a subscription: 404 with the message, kept on the page.
    const none = await member()
    const missing = await throughGuards(adminGuards, routeArgs(formRequest('/admin/subscriptions', { intent: 'cancel', userId: String(none.user.id) }, { Cookie: cookie })), adminAction as never)
    expect(missing).toMatchObject({ init: { status: 404 } })
  })
})
