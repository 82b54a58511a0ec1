import { http, HttpResponse } from 'msw'

/**
 * A small stateful Stripe for tests (issue 16): customers, prices, subscriptions paid or not, Checkout sessions,
 * invoice payments, refunds and cancellations, answered the way Stripe's REST API answers. Tests flip `paid` to say
 * whether the Payment Element (or Checkout) confirmed the payment, and read `calls` to see what the app asked.
 */
export interface FakeStripe {
  subscriptions: Map<string, { id: string; customer: string; status: string; metadata: Record<string, string>; invoicePaid: boolean }>
  sessions: Map<string, { id: string; claimId: string; subscription: string; paid: boolean; successUrl: string; cancelUrl: string }>
  calls: string[]
  handlers: ReturnType<typeof http.get>[]
}

const PERIOD_END = Math.floor(Date.now() / 1000) + 30 * 86_400

function metadataOf(form: URLSearchParams, prefix = 'metadata'): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(key)
    if (match) metadata[match[1]!] = value
  }
  return metadata
}

// Ids are unique across fakes: the database outlives each test's fake Stripe.
let next = 1

export function fakeStripe(): FakeStripe {
  const id = (prefix: string) => `${prefix}_${String(next++).padStart(8, '0')}`
  const state: FakeStripe = { subscriptions: new Map(), sessions: new Map(), calls: [], handlers: [] }
  const subscriptionJson = (sub: FakeStripe['subscriptions'] extends Map<string, infer S> ? S : never) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata,
    items: { data: [{ current_period_end: PERIOD_END }] },
    latest_invoice: { id: `in_${sub.id}`, status: sub.invoicePaid ? 'paid' : 'open', confirmation_secret: { client_secret: `pi_${sub.id}_secret` } },
  })
  const base = 'https://api.stripe.com/v1'
  state.handlers = [
    http.post(`${base}/customers`, () => {
      state.calls.push('customers.create')
      return HttpResponse.json({ id: id('cus') })
    }),
    http.get(`${base}/prices`, () => HttpResponse.json({ data: [] })),
    http.post(`${base}/prices`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      state.calls.push(`prices.create ${form.get('unit_amount')} ${form.get('currency')} ${form.get('recurring[interval]')}`)
      return HttpResponse.json({ id: 'price_claim' })
    }),
    http.post(`${base}/subscriptions`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const sub = { id: id('sub'), customer: form.get('customer') ?? '', status: 'incomplete', metadata: metadataOf(form), invoicePaid: false }
      state.subscriptions.set(sub.id, sub)
      state.calls.push(`subscriptions.create ${form.get('items[0][price]')} ${form.get('payment_behavior')}`)
      return HttpResponse.json(subscriptionJson(sub))
    }),
    http.get(`${base}/subscriptions/:id`, ({ params }) => {
      const sub = state.subscriptions.get(String(params.id))
      if (!sub) return HttpResponse.json({ error: { message: 'No such subscription' } }, { status: 404 })
      return HttpResponse.json(subscriptionJson(sub))
    }),
    http.delete(`${base}/subscriptions/:id`, ({ params }) => {
      const sub = state.subscriptions.get(String(params.id))
      if (sub) sub.status = 'canceled'
      state.calls.push(`subscriptions.cancel ${String(params.id)}`)
      return HttpResponse.json({ id: params.id, status: 'canceled' })
    }),
    http.get(`${base}/invoice_payments`, ({ request }) => {
      const invoice = new URL(request.url).searchParams.get('invoice') ?? ''
      return HttpResponse.json({ data: [{ id: `inpay_${invoice}`, payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` } }] })
    }),
    http.post(`${base}/refunds`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      state.calls.push(`refunds.create ${form.get('payment_intent')}`)
      return HttpResponse.json({ id: id('re') })
    }),
    http.post(`${base}/checkout/sessions`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const sub = { id: id('sub'), customer: id('cus'), status: 'active', metadata: metadataOf(form, 'subscription_data[metadata]'), invoicePaid: true }
      state.subscriptions.set(sub.id, sub)
      const session = {
        id: id('cs'),
        claimId: form.get('client_reference_id') ?? '',
        subscription: sub.id,
        paid: false,
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
      }
      state.sessions.set(session.id, session)
      state.calls.push(`checkout.sessions.create ${form.get('mode')} ${form.get('line_items[0][price]')}`)
      return HttpResponse.json({ id: session.id, url: `https://checkout.stripe.com/c/pay/${session.id}` })
    }),
    http.get(`${base}/checkout/sessions/:id`, ({ params }) => {
      const session = state.sessions.get(String(params.id))
      if (!session) return HttpResponse.json({ error: { message: 'No such session' } }, { status: 404 })
      const sub = state.subscriptions.get(session.subscription)!
      return HttpResponse.json({
        id: session.id,
        status: session.paid ? 'complete' : 'open',
        payment_status: session.paid ? 'paid' : 'unpaid',
        client_reference_id: session.claimId,
        customer: sub.customer,
        subscription: subscriptionJson(sub),
      })
    }),
  ]
  return state
}

/** The Payment Element confirmed the subscription's first invoice. */
export function pay(stripe: FakeStripe, subscriptionId: string) {
  const sub = stripe.subscriptions.get(subscriptionId)
  if (!sub) throw new Error(`unknown subscription ${subscriptionId}`)
  sub.status = 'active'
  sub.invoicePaid = true
}

/** The subscription whose first invoice a Payment Element client secret confirms. */
export function subscriptionOfSecret(stripe: FakeStripe, clientSecret: string): string | null {
  const match = /^pi_(sub_\w+)_secret$/.exec(clientSecret)
  return match && stripe.subscriptions.has(match[1]!) ? match[1]! : null
}
