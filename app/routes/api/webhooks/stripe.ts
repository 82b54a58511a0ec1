import { z } from 'zod'
import { documented } from '~/services/api.server'
import { getEnv } from '~/server/env.server'
import { jsonError } from '~/server/http.server'
import {
  checkEventShape,
  constructEvent,
  WebhookEventError,
  WebhookSignatureError,
  type StripeEvent,
} from '~/server/payments/webhook.server'
import { handleStripeEvent } from '~/models/claims.server'
import type { Route } from './+types/stripe'

/**
 * POST /api/webhooks/stripe (docs/decisions/0048-paid-profile-claims.md): the signature is checked on the raw body
 * (400 otherwise, and for a timestamp more than five minutes either side of now; 503 when no webhook secret is
 * configured), then the event's shape (400 for a missing or malformed `data.object`, decision 0081), then the event
 * is handled once.
 */
export const action = documented(
  {
    POST: {
      access: undefined,
      summary:
        'Stripe webhook: a Stripe event, verified by its Stripe-Signature header on the raw body (not by origin or session)',
      body: z.object({ id: z.string(), type: z.string() }).loose(),
      response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
      errors: [400, 503],
    },
  },
  async function action({ request }: Route.ActionArgs) {
    if (request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'POST' } })
    }
    const secret = getEnv().STRIPE_WEBHOOK_SECRET
    if (!secret) return jsonError(503, 'Webhooks are not configured')
    const payload = await request.text()
    let event: StripeEvent
    try {
      event = checkEventShape(await constructEvent(payload, request.headers.get('Stripe-Signature'), secret))
    } catch (error) {
      if (error instanceof WebhookSignatureError) return jsonError(400, error.answer)
      if (error instanceof WebhookEventError) return jsonError(400, error.message)
      throw error
    }
    const handled = await handleStripeEvent(event)
    return Response.json({ received: true, duplicate: !handled })
  },
)

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
