import { z } from 'zod'
import { documented } from '~/lib/api.server'
import { getEnv } from '~/lib/env.server'
import { jsonError } from '~/lib/http.server'
import { constructEvent, WebhookSignatureError, type StripeEvent } from '~/lib/payments/webhook.server'
import { handleStripeEvent } from '~/models/claims.server'
import type { Route } from './+types/stripe'

/**
 * POST /api/webhooks/stripe (docs/decisions/0048-paid-profile-claims.md): the signature is checked on the raw body
 * (400 otherwise; 503 when no webhook secret is configured), then the event is handled once.
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
      event = constructEvent(payload, request.headers.get('Stripe-Signature'), secret)
    } catch (error) {
      if (error instanceof WebhookSignatureError) return jsonError(400, 'Invalid signature')
      throw error
    }
    const handled = await handleStripeEvent(event)
    return Response.json({ received: true, duplicate: !handled })
  },
)

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } })
}
