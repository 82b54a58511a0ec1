import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Stripe's webhook signature (the `Stripe-Signature` header: `t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">`),
 * checked on the raw body as the SDK's `constructEvent` does; five minutes of tolerance against replays.
 */
export interface StripeEvent {
  id: string
  type: string
  data: { object: Record<string, unknown> }
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

const TOLERANCE_SECONDS = 300

export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export function constructEvent(payload: string, header: string | null, secret: string, now = Date.now()): StripeEvent {
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header')
  const parts = header.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1])
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '')
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Malformed signature')
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) throw new WebhookSignatureError('Signature too old')
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'))
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new WebhookSignatureError('Signature does not match')
  let event: unknown
  try {
    event = JSON.parse(payload)
  } catch {
    throw new WebhookSignatureError('Body is not JSON')
  }
  const candidate = event as Partial<StripeEvent>
  if (typeof candidate.id !== 'string' || typeof candidate.type !== 'string' || typeof candidate.data?.object !== 'object') {
    throw new WebhookSignatureError('Not a Stripe event')
  }
  return candidate as StripeEvent
}
