import Stripe from 'stripe'

/**
 * Stripe's webhook signature (the `Stripe-Signature` header), checked by the SDK's `constructEvent` on the raw body,
 * with its default five minutes of tolerance against replays.
 */
export type StripeEvent = Stripe.Event

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

export function constructEvent(payload: string, header: string | null, secret: string): StripeEvent {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header')
  try {
    return Stripe.webhooks.constructEvent(payload, header, secret)
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message)
  }
}

/** A valid header for a payload (tests, and the test-mode checkout), as Stripe would sign it. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}
