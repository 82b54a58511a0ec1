import { describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { checkoutFacts, subscriptionFacts } from '~/server/payments/stripe.server'
import {
  checkEventShape,
  constructEvent,
  signPayload,
  WebhookEventError,
  WebhookSignatureError,
} from '~/server/payments/webhook.server'
import { createSubscriptionSchema } from '~/schemas/claims'

describe('Stripe webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } })
  it('accepts a fresh signature of the raw body', async () => {
    expect((await constructEvent(payload, signPayload(payload, 'whsec_a'), 'whsec_a')).id).toBe('evt_1')
  })
  it('signs as the SDK signs (signPayload writes Stripe\'s scheme out so as not to load the SDK)', async () => {
    const { default: StripeSdk } = await import('stripe')
    const timestamp = 1_900_000_000
    expect(signPayload(payload, 'whsec_a', timestamp)).toBe(
      StripeSdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a', timestamp }),
    )
  })
  it('refuses another secret, a changed body, an old timestamp and a missing header', async () => {
    await expect(constructEvent(payload, signPayload(payload, 'whsec_b'), 'whsec_a')).rejects.toThrow(WebhookSignatureError)
    await expect(constructEvent(`${payload} `, signPayload(payload, 'whsec_a'), 'whsec_a')).rejects.toThrow(WebhookSignatureError)
    const old = signPayload(payload, 'whsec_a', Math.floor(Date.now() / 1000) - 600)
    await expect(constructEvent(payload, old, 'whsec_a')).rejects.toThrow(WebhookSignatureError)
    await expect(constructEvent(payload, null, 'whsec_a')).rejects.toThrow(WebhookSignatureError)
  })
  it('refuses a timestamp more than five minutes ahead of now, which the SDK alone would take (decision 0081)', async () => {
    const now = Date.UTC(2026, 10, 30, 12)
    const at = (offset: number) => signPayload(payload, 'whsec_a', Math.floor(now / 1000) + offset)
    expect((await constructEvent(payload, at(300), 'whsec_a', now)).id).toBe('evt_1')
    await expect(constructEvent(payload, at(301), 'whsec_a', now)).rejects.toThrow(/future/)
    expect((await constructEvent(payload, at(-300), 'whsec_a', now)).id).toBe('evt_1')
    await expect(constructEvent(payload, at(-301), 'whsec_a', now)).rejects.toThrow(WebhookSignatureError)
    await expect(constructEvent(payload, `t=${Math.floor(now / 1000) + 3600},${at(0)}`, 'whsec_a', now)).rejects.toThrow(WebhookSignatureError)
  })
})

describe('the shape of a signed event', () => {
  const event = (fields: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', ...fields })
  it('needs data.object to be an object, and the fields the app reads of a handled type to have their types', () => {
    expect(() => checkEventShape(event({ type: 'invoice.paid' }))).toThrow(WebhookEventError)
    expect(() => checkEventShape(event({ type: 'x.y', data: { object: null } }))).toThrow(/data\.object/)
    expect(() => checkEventShape(event({ type: 'customer.subscription.deleted', data: { object: { status: 'canceled' } } }))).toThrow(
      'Malformed event: data.object.id',
    )
    expect(checkEventShape(event({ type: 'x.y', data: { object: {} } })).type).toBe('x.y')
    // Found by the fuzz run: a type named like an Object.prototype member is just an unhandled type.
    expect(checkEventShape(event({ type: 'constructor', data: { object: {} } })).type).toBe('constructor')
    const deleted = event({ type: 'customer.subscription.deleted', data: { object: { id: 'sub_1', status: 'canceled', ended_at: null } } })
    expect(checkEventShape(deleted)).toBe(deleted)
  })
})

describe("reading Stripe's objects", () => {
  const periodEnd = 1_900_000_000
  const subscription = (status: string, invoiceStatus: string | null) =>
    ({
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status,
      metadata: { userId: '7', startupId: '3' },
      items: { data: [{ current_period_end: periodEnd }] },
      latest_invoice: invoiceStatus ? { id: 'in_1', status: invoiceStatus } : 'in_1',
    }) as unknown as Stripe.Subscription

  it('calls a subscription paid only when it runs and its first invoice is paid', () => {
    expect(subscriptionFacts(subscription('active', 'paid'))).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      paid: true,
      periodEnd: new Date(periodEnd * 1000),
      metadata: { userId: '7', startupId: '3' },
    })
    expect(subscriptionFacts(subscription('incomplete', 'open')).paid).toBe(false)
    expect(subscriptionFacts(subscription('active', 'open')).paid).toBe(false)
    expect(subscriptionFacts(subscription('past_due', 'paid')).paid).toBe(false)
  })

  it('reads the claim, subscription and payment from a Checkout session', () => {
    const session = (fields: Record<string, unknown>) =>
      ({ id: 'cs_1', status: 'complete', payment_status: 'paid', client_reference_id: '12', customer: 'cus_2', subscription: 'sub_2', ...fields }) as unknown as Stripe.Checkout.Session
    expect(checkoutFacts(session({}))).toEqual({ id: 'cs_1', paid: true, subscriptionId: 'sub_2', customerId: 'cus_2', claimId: 12, periodEnd: null })
    expect(checkoutFacts(session({ payment_status: 'unpaid' })).paid).toBe(false)
    expect(checkoutFacts(session({ status: 'open' })).paid).toBe(false)
    expect(checkoutFacts(session({ client_reference_id: 'x' })).claimId).toBeNull()
    expect(checkoutFacts(session({ subscription: subscription('active', 'paid') })).periodEnd).toEqual(new Date(periodEnd * 1000))
  })
})

describe('createSubscriptionSchema', () => {
  it('takes 1500 cents only', () => {
    expect(createSubscriptionSchema.safeParse({ startupId: 1, amount: 1500 }).success).toBe(true)
    for (const amount of [1, 1499, 15, '1500', 150000]) {
      expect(createSubscriptionSchema.safeParse({ startupId: 1, amount }).success).toBe(false)
    }
  })
})
