import { http, HttpResponse } from 'msw'

/**
 * Stripe's REST API as the plans' SDK calls reach it (issue 44, decision 0135): Prices by lookup key, Checkout
 * sessions in subscription mode with a trial, subscriptions updated or cancelled, the customer portal. Stateful per
 * test; `completeCheckout` stands for the member finishing Stripe's page. `calls` records what the app asked.
 */
export interface PlanStripeSubscription {
  id: string
  customer: string
  status: string
  metadata: Record<string, string>
  trial_end: number | null
  current_period_end: number
  cancel_at_period_end: boolean
}

export interface PlanStripe {
  subscriptions: Map<string, PlanStripeSubscription>
  sessions: Map<string, { id: string; metadata: Record<string, string>; trialDays: number; subscription: string | null }>
  calls: string[]
  handlers: ReturnType<typeof http.get>[]
}

let next = 1
const DAY = 86_400

function metadataOf(form: URLSearchParams, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {}
  for (const [key, value] of form) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(key)
    if (match) metadata[match[1]!] = value
  }
  return metadata
}

export function subscriptionJson(sub: PlanStripeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    metadata: sub.metadata,
    trial_end: sub.trial_end,
    cancel_at_period_end: sub.cancel_at_period_end,
    items: { data: [{ current_period_end: sub.current_period_end }] },
  }
}

export function planStripe(): PlanStripe {
  const id = (prefix: string) => `${prefix}_plan${String(next++).padStart(6, '0')}`
  const state: PlanStripe = { subscriptions: new Map(), sessions: new Map(), calls: [], handlers: [] }
  const prices = new Map<string, string>()
  const base = 'https://api.stripe.com/v1'
  state.handlers = [
    http.get(`${base}/prices`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('lookup_keys[0]') ?? ''
      const found = prices.get(key)
      return HttpResponse.json({ data: found ? [{ id: found }] : [] })
    }),
    http.post(`${base}/prices`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const price = id('price')
      prices.set(form.get('lookup_key') ?? '', price)
      state.calls.push(`prices.create ${form.get('unit_amount')} ${form.get('currency')} ${form.get('recurring[interval]')} ${form.get('lookup_key')}`)
      return HttpResponse.json({ id: price })
    }),
    http.post(`${base}/checkout/sessions`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const session = {
        id: id('cs'),
        metadata: metadataOf(form, 'subscription_data[metadata]'),
        trialDays: Number(form.get('subscription_data[trial_period_days]') ?? 0),
        subscription: null,
      }
      state.sessions.set(session.id, session)
      state.calls.push(`checkout.sessions.create ${form.get('mode')} trial=${session.trialDays} ${form.get('success_url')}`)
      return HttpResponse.json({ id: session.id, url: `https://checkout.stripe.com/c/pay/${session.id}` })
    }),
    http.get(`${base}/checkout/sessions/:id`, ({ params }) => {
      const session = state.sessions.get(String(params.id))
      if (!session) return HttpResponse.json({ error: { message: 'No such session' } }, { status: 404 })
      const sub = session.subscription ? state.subscriptions.get(session.subscription)! : null
      return HttpResponse.json({
        id: session.id,
        status: sub ? 'complete' : 'open',
        payment_status: sub ? 'no_payment_required' : 'unpaid',
        metadata: session.metadata,
        subscription: sub ? subscriptionJson(sub) : null,
      })
    }),
    http.get(`${base}/subscriptions/:id`, ({ params }) => {
      const sub = state.subscriptions.get(String(params.id))
      if (!sub) return HttpResponse.json({ error: { message: 'No such subscription' } }, { status: 404 })
      return HttpResponse.json(subscriptionJson(sub))
    }),
    http.post(`${base}/subscriptions/:id`, async ({ params, request }) => {
      const sub = state.subscriptions.get(String(params.id))
      if (!sub) return HttpResponse.json({ error: { message: 'No such subscription' } }, { status: 404 })
      const form = new URLSearchParams(await request.text())
      if (form.has('cancel_at_period_end')) sub.cancel_at_period_end = form.get('cancel_at_period_end') === 'true'
      if (form.has('trial_end')) {
        sub.trial_end = Number(form.get('trial_end'))
        sub.current_period_end = sub.trial_end
      }
      state.calls.push(`subscriptions.update ${sub.id} ${[...form.keys()].join(',')}`)
      return HttpResponse.json(subscriptionJson(sub))
    }),
    http.delete(`${base}/subscriptions/:id`, ({ params }) => {
      const sub = state.subscriptions.get(String(params.id))
      if (!sub) return HttpResponse.json({ error: { message: 'No such subscription' } }, { status: 404 })
      sub.status = 'canceled'
      state.calls.push(`subscriptions.cancel ${sub.id}`)
      return HttpResponse.json(subscriptionJson(sub))
    }),
    http.post(`${base}/billing_portal/sessions`, async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      state.calls.push(`billingPortal.sessions.create ${form.get('customer')}`)
      return HttpResponse.json({ id: id('bps'), url: `https://billing.stripe.com/p/session/${id('bps')}` })
    }),
  ]
  return state
}

/** The member finished Stripe's Checkout page: the subscription exists (in its trial when the session had one). */
export function completeCheckout(stripe: PlanStripe, sessionId: string): PlanStripeSubscription {
  const session = stripe.sessions.get(sessionId)
  if (!session) throw new Error(`unknown session ${sessionId}`)
  const now = Math.floor(Date.now() / 1000)
  const trialEnd = session.trialDays > 0 ? now + session.trialDays * DAY : null
  const sub: PlanStripeSubscription = {
    id: id('sub'),
    customer: id('cus'),
    status: trialEnd ? 'trialing' : 'active',
    metadata: session.metadata,
    trial_end: trialEnd,
    current_period_end: trialEnd ?? now + 30 * DAY,
    cancel_at_period_end: false,
  }
  stripe.subscriptions.set(sub.id, sub)
  session.subscription = sub.id
  return sub
  function id(prefix: string) {
    return `${prefix}_plan${String(next++).padStart(6, '0')}`
  }
}
