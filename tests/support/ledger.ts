import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { paymentTransactions, subscriptionChanges } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { subscriptionJson, type PlanStripe } from '../mocks/stripe-plans'
import { member, send, trialing } from './plans'

/**
 * The ledger's statements on either driver (docs/decisions/0139): a charge replayed under two events is one row; a
 * subscription's deletion delivered before its paid invoice still ends with one start and one end (the end is an
 * INSERT … SELECT … ON CONFLICT DO NOTHING, which sqld's parser must take too).
 */
export async function runLedgerOrder(stripe: PlanStripe, secret: string) {
  const who = await member()
  const sub = await trialing(stripe, secret, who)
  const t = Math.floor(Date.now() / 1000)
  const invoice = {
    id: `in_order_${sub.id}`,
    object: 'invoice',
    customer: sub.customer,
    amount_paid: 9900,
    currency: 'usd',
    parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
  }
  sub.status = 'canceled'
  await send(secret, 'customer.subscription.deleted', { ...subscriptionJson(sub), ended_at: t + 20 }, { created: t + 20 })
  await Promise.all([send(secret, 'invoice.paid', invoice, { created: t + 10 }), send(secret, 'invoice.paid', invoice, { created: t + 10 })])
  await send(secret, 'customer.subscription.deleted', { ...subscriptionJson(sub), ended_at: t + 20 }, { created: t + 21 })
  const db = await getDb()
  const charges = await db.select({ amountMinor: paymentTransactions.amountMinor, userId: paymentTransactions.userId }).from(paymentTransactions).where(eq(paymentTransactions.stripeSubscriptionId, sub.id))
  expect(charges).toEqual([{ amountMinor: 9900, userId: who.user.id }])
  const changes = await db
    .select({ change: subscriptionChanges.change, monthlyMinor: subscriptionChanges.monthlyMinor, occurredAt: subscriptionChanges.occurredAt })
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.stripeSubscriptionId, sub.id))
    .orderBy(subscriptionChanges.id)
  expect(changes.map((row) => [row.change, row.monthlyMinor, row.occurredAt.getTime()])).toEqual([
    ['started', 9900, (t + 10) * 1000],
    ['ended', 9900, (t + 20) * 1000],
  ])
}
