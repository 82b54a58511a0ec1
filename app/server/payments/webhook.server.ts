import { createHmac } from 'node:crypto'
import type Stripe from 'stripe'
import { z } from 'zod'
import { loadStripeSdk } from './stripe-sdk.server'

/**
 * Stripe's webhook signature (the `Stripe-Signature` header), checked by the SDK's `constructEvent` on the raw body,
 * with five minutes of tolerance against replays either side of now (docs/decisions/0081-malformed-bodies.md), and
 * the event's shape checked before any of it is used. The SDK is imported with the first webhook (decision 0100).
 */
export type StripeEvent = Stripe.Event

/** Seconds a signature's timestamp may be from now, either way: the SDK's default, written out. */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** The signature is missing, wrong, too old or dated ahead of now; `answer` is what the sender is told. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
  constructor(
    message: string,
    readonly answer = 'Invalid signature',
  ) {
    super(message)
  }
}

/** A correctly signed event that is not an event this app can read (not JSON, no `data.object`, wrong types). */
export class WebhookEventError extends Error {
  override name = 'WebhookEventError'
}

export async function constructEvent(
  payload: string,
  header: string | null,
  secret: string,
  now: number = Date.now(),
): Promise<StripeEvent> {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header')
  const StripeSdk = await loadStripeSdk()
  let event: StripeEvent
  try {
    event = StripeSdk.webhooks.constructEvent(payload, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now)
  } catch (error) {
    // The SDK parses the body once the signature holds: a signed body that is not JSON is a malformed event.
    if (error instanceof SyntaxError) throw new WebhookEventError('Malformed event: the body is not JSON')
    throw new WebhookSignatureError((error as Error).message)
  }
  // The SDK refuses a timestamp older than the tolerance but takes any timestamp ahead of now: a signed event dated
  // next week would pass until then. The header is read as the SDK reads it (items split at ',', `t=` parsed as an
  // integer), and Stripe sends one timestamp: two are refused, so the one checked here is the one that was signed.
  const timestamps = header.split(',').filter((item) => item.split('=')[0] === 't')
  if (timestamps.length !== 1) throw new WebhookSignatureError('The Stripe-Signature header must carry one timestamp')
  const signedAt = Number.parseInt(timestamps[0]!.split('=')[1] ?? '', 10)
  if (!(signedAt - Math.floor(now / 1000) <= WEBHOOK_TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError('Timestamp is in the future, outside the tolerance zone', 'Invalid signature: dated in the future')
  }
  return event
}

const reference = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish()
const unixSeconds = z.number().int().nullish()

/**
 * The fields of each handled event's object that handleStripeEvent (app/models/claims.server.ts) reads, with the
 * types Stripe gives them. Everything else on the object is passed through unread.
 */
const checkoutSession = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  payment_status: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  customer: reference,
  subscription: z
    .union([z.string(), z.looseObject({ id: z.string(), items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: unixSeconds })) }).nullish() })])
    .nullish(),
})
const minor = z.number().int().nonnegative().nullish()
const currency = z.string().regex(/^[a-zA-Z]{3}$/).nullish()
const metadata = z.record(z.string(), z.string()).nullish()
const invoice = z.looseObject({
  id: z.string(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: reference, metadata }).nullish() }).nullish(),
  customer: reference,
  // The ledger's fields (docs/decisions/0139-billing-ledger-and-revenue.md).
  amount_paid: minor,
  amount_due: minor,
  currency,
  last_finalization_error: z.looseObject({ message: z.string().nullish() }).nullish(),
  lines: z.looseObject({ data: z.array(z.looseObject({ period: z.looseObject({ end: unixSeconds }).nullish() })) }).nullish(),
  period_end: unixSeconds,
  billing_reason: z.string().nullish(),
})
const subscription = z.looseObject({
  id: z.string(),
  status: z.string(),
  ended_at: unixSeconds,
  trial_end: unixSeconds,
  cancel_at_period_end: z.boolean().nullish(),
  metadata,
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: unixSeconds })) }).nullish(),
})

const refund = z.looseObject({
  id: z.string().min(1).max(255),
  amount: z.number().int().nonnegative(),
  currency: currency.unwrap().unwrap(),
  customer: reference,
  metadata,
  reason: z.string().nullish(),
  status: z.string().nullish(),
})

// A Map, not an object literal: an event type such as "constructor" must not find Object.prototype's members.
const OBJECT_BY_TYPE = new Map<string, z.ZodType>([
  ['checkout.session.completed', checkoutSession],
  ['checkout.session.async_payment_succeeded', checkoutSession],
  ['invoice.paid', invoice],
  ['invoice.payment_failed', invoice],
  ['customer.subscription.created', subscription],
  ['customer.subscription.updated', subscription],
  ['customer.subscription.deleted', subscription],
  ['refund.created', refund],
])

/** Every event: an id, a type, and `data.object` an object (of any kind for a type this app does not handle). */
const envelope = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: z.number().int().nonnegative().optional(),
  data: z.looseObject({ object: z.looseObject({}) }),
})

/**
 * The event's shape, checked after its signature: a signed event Stripe would never send (a missing or malformed
 * `data.object`) throws WebhookEventError, so the route answers 400 instead of failing on it half-way.
 */
export function checkEventShape(event: unknown): StripeEvent {
  const outer = envelope.safeParse(event)
  if (!outer.success) throw new WebhookEventError(`Malformed event: ${describe(outer.error)}`)
  const schema = OBJECT_BY_TYPE.get(outer.data.type)
  if (schema) {
    const inner = schema.safeParse(outer.data.data.object)
    if (!inner.success) throw new WebhookEventError(`Malformed event: ${describe(inner.error, 'data.object')}`)
  }
  return event as StripeEvent
}

function describe(error: z.ZodError, prefix?: string): string {
  const issue = error.issues[0]!
  const path = [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

/**
 * A valid header for a payload (tests), as Stripe signs it: `t=<timestamp>,v1=<HMAC-SHA256 of "<timestamp>.<payload>"
 * keyed with the secret, hex>` (docs.stripe.com/webhooks, "verify manually"). Written out rather than taken from the
 * SDK's generateTestHeaderString so that it stays synchronous without the SDK loaded; constructEvent, which the
 * server runs, is the SDK's, and tests/unit/payments.test.ts checks the SDK accepts these headers.
 */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`
}
