import { describe, expect, it } from 'vitest'
import { encodeParams } from '~/lib/payments/stripe.server'
import { constructEvent, signPayload, WebhookSignatureError } from '~/lib/payments/webhook.server'
import { createSubscriptionSchema } from '~/schemas/claims'

describe('Stripe webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } })
  it('accepts a fresh signature of the raw body', () => {
    expect(constructEvent(payload, signPayload(payload, 'whsec_a'), 'whsec_a').id).toBe('evt_1')
  })
  it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
    expect(() => constructEvent(payload, signPayload(payload, 'whsec_b'), 'whsec_a')).toThrow(WebhookSignatureError)
    expect(() => constructEvent(`${payload} `, signPayload(payload, 'whsec_a'), 'whsec_a')).toThrow(WebhookSignatureError)
    const old = signPayload(payload, 'whsec_a', Math.floor(Date.now() / 1000) - 600)
    expect(() => constructEvent(payload, old, 'whsec_a')).toThrow(WebhookSignatureError)
    expect(() => constructEvent(payload, null, 'whsec_a')).toThrow(WebhookSignatureError)
  })
})

describe("Stripe's form encoding", () => {
  it('nests objects and lists as Stripe reads them', () => {
    expect(encodeParams({ items: { '0': { price: 'price_1' } }, expand: ['latest_invoice.confirmation_secret'], skip: undefined })).toEqual([
      'items%5B0%5D%5Bprice%5D=price_1',
      'expand%5B%5D=latest_invoice.confirmation_secret',
    ])
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
