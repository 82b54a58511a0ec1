import { randomUUID } from 'node:crypto'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE_CENTS, CLAIM_PRODUCT_NAME } from '~/domain/claims'
import {
  PaymentProviderError,
  type CheckoutFacts,
  type PaymentProvider,
  type SubscriptionFacts,
} from './provider.server'

/**
 * Stripe over its REST API (docs/decisions/0048-paid-profile-claims.md). The `stripe` package (23.x, API 2026-10-28)
 * is not installed in this checkout, so this speaks the same HTTP the SDK would (form-encoded requests, the pinned API
 * version, idempotency keys); swapping in the SDK changes this file only. MSW intercepts it in tests.
 */
const API = 'https://api.stripe.com/v1'
// The version stripe 23.1.0 pins (TOOLCHAIN.md); confirm the exact string (with its codename) when the SDK is installed.
export const STRIPE_API_VERSION = '2026-10-28'
const PRICE_LOOKUP_KEY = 'startup-asia-profile-claim-monthly'

interface Params {
  [name: string]: string | number | boolean | string[] | Params | undefined
}

/** Stripe's form encoding: a[b]=1, expand[]=x, items[0][price]=y. */
export function encodeParams(params: Params, prefix = ''): string[] {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    const key = prefix ? `${prefix}[${name}]` : name
    if (Array.isArray(value)) {
      for (const item of value) pairs.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(item)}`)
    } else if (typeof value === 'object') {
      pairs.push(...encodeParams(value, key))
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    }
  }
  return pairs
}

interface StripeObject {
  id: string
  [field: string]: unknown
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const obj = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
const idOf = (value: unknown): string | null => str(value) ?? str(obj(value)?.id)
const seconds = (value: unknown): Date | null => (typeof value === 'number' ? new Date(value * 1000) : null)

/** Since API "basil" the period lives on the subscription's items. */
export function periodEndOf(subscription: Record<string, unknown> | null): Date | null {
  const items = obj(subscription?.items)?.data
  const first = Array.isArray(items) ? obj(items[0]) : null
  return seconds(first?.current_period_end)
}

export function subscriptionFacts(subscription: Record<string, unknown>): SubscriptionFacts {
  const status = str(subscription.status) ?? 'incomplete'
  const invoice = obj(subscription.latest_invoice)
  const invoicePaid = invoice ? invoice.status === 'paid' : true
  const metadata: Record<string, string> = {}
  for (const [name, value] of Object.entries(obj(subscription.metadata) ?? {})) {
    if (typeof value === 'string') metadata[name] = value
  }
  return {
    id: String(subscription.id),
    customerId: idOf(subscription.customer) ?? '',
    status,
    paid: (status === 'active' || status === 'trialing') && invoicePaid,
    periodEnd: periodEndOf(subscription),
    metadata,
  }
}

export function createStripeProvider(config: {
  secretKey: string
  publishableKey: string
  priceId?: string | undefined
}): PaymentProvider {
  async function call<T = StripeObject>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    params: Params = {},
    idempotencyKey?: string,
  ): Promise<T> {
    const query = encodeParams(params).join('&')
    const url = method === 'POST' || !query ? `${API}${path}` : `${API}${path}?${query}`
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${config.secretKey}`,
          'Stripe-Version': STRIPE_API_VERSION,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...(method === 'POST' ? { 'Idempotency-Key': idempotencyKey ?? randomUUID() } : {}),
        },
        ...(method === 'POST' ? { body: query } : {}),
        signal: AbortSignal.timeout(20_000),
      })
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${method} ${path} failed: ${(error as Error).message}`)
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok) {
      const message = str(obj(body?.error)?.message) ?? `HTTP ${response.status}`
      const error = new PaymentProviderError(`Stripe ${method} ${path}: ${message}`, message)
      Object.assign(error, { status: response.status, code: str(obj(body?.error)?.code) })
      throw error
    }
    return body as T
  }

  const notFound = (error: unknown) => (error as { status?: number }).status === 404

  let priceId: Promise<string> | undefined
  /** The $15/month USD Price: the configured one (checked, never trusted blindly) or one we own, found by lookup key. */
  function price(): Promise<string> {
    priceId ??= (async () => {
      if (config.priceId) {
        const configured = await call<Record<string, unknown>>('GET', `/prices/${config.priceId}`)
        const recurring = obj(configured.recurring)
        if (
          configured.unit_amount !== CLAIM_MONTHLY_FEE_CENTS ||
          configured.currency !== CLAIM_CURRENCY ||
          recurring?.interval !== 'month'
        ) {
          throw new PaymentProviderError(`STRIPE_PRICE_ID ${config.priceId} is not USD 15.00 a month`)
        }
        return config.priceId
      }
      const found = await call<{ data: StripeObject[] }>('GET', '/prices', {
        lookup_keys: [PRICE_LOOKUP_KEY],
        active: 'true',
      })
      const existing = found.data[0]
      if (existing) return existing.id
      const created = await call('POST', '/prices', {
        currency: CLAIM_CURRENCY,
        unit_amount: CLAIM_MONTHLY_FEE_CENTS,
        recurring: { interval: 'month' },
        lookup_key: PRICE_LOOKUP_KEY,
        product_data: { name: CLAIM_PRODUCT_NAME },
      }, `price-${PRICE_LOOKUP_KEY}`)
      return created.id
    })()
    // A failed lookup is retried next time rather than cached.
    priceId.catch(() => (priceId = undefined))
    return priceId
  }

  return {
    mode: 'stripe',
    publishableKey: config.publishableKey,

    async createSubscription(payer) {
      const metadata = { userId: String(payer.userId), startupId: String(payer.startupId) }
      const customer = await call('POST', '/customers', { email: payer.email, name: payer.name, metadata })
      const subscription = await call<Record<string, unknown>>('POST', '/subscriptions', {
        customer: customer.id,
        items: { '0': { price: await price() } },
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata,
      })
      const clientSecret = str(obj(obj(subscription.latest_invoice)?.confirmation_secret)?.client_secret)
      if (!clientSecret) throw new PaymentProviderError('Stripe returned a subscription without a confirmation secret')
      return { subscriptionId: String(subscription.id), customerId: customer.id, clientSecret }
    },

    async retrieveSubscription(id) {
      try {
        return subscriptionFacts(
          await call<Record<string, unknown>>('GET', `/subscriptions/${encodeURIComponent(id)}`, {
            expand: ['latest_invoice'],
          }),
        )
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },

    async createCheckoutSession(payer) {
      const metadata = { userId: String(payer.userId), startupId: String(payer.startupId), claimId: String(payer.claimId) }
      const session = await call('POST', '/checkout/sessions', {
        mode: 'subscription',
        line_items: { '0': { price: await price(), quantity: 1 } },
        success_url: payer.successUrl,
        cancel_url: payer.cancelUrl,
        client_reference_id: String(payer.claimId),
        customer_email: payer.email,
        metadata,
        subscription_data: { metadata },
      }, `checkout-claim-${payer.claimId}`)
      const url = str(session.url)
      if (!url) throw new PaymentProviderError('Stripe returned a Checkout session without a URL')
      return { id: session.id, url }
    },

    async retrieveCheckoutSession(id): Promise<CheckoutFacts | null> {
      let session: Record<string, unknown>
      try {
        session = await call('GET', `/checkout/sessions/${encodeURIComponent(id)}`, { expand: ['subscription'] })
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
      return checkoutFacts(session)
    },

    async cancelAndRefund(subscriptionId) {
      const subscription = await call<Record<string, unknown>>('GET', `/subscriptions/${encodeURIComponent(subscriptionId)}`)
      const invoiceId = idOf(subscription.latest_invoice)
      if (invoiceId) {
        const payments = await call<{ data: Array<Record<string, unknown>> }>('GET', '/invoice_payments', {
          invoice: invoiceId,
          status: 'paid',
        })
        for (const payment of payments.data) {
          const paymentIntent = idOf(obj(payment.payment)?.payment_intent)
          if (paymentIntent) {
            await call('POST', '/refunds', { payment_intent: paymentIntent }, `refund-${subscriptionId}-${paymentIntent}`)
          }
        }
      }
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        await call('DELETE', `/subscriptions/${encodeURIComponent(subscriptionId)}`)
      }
    },
  }
}

export function checkoutFacts(session: Record<string, unknown>): CheckoutFacts {
  const claimId = Number(str(session.client_reference_id))
  const subscription = obj(session.subscription)
  return {
    id: String(session.id),
    paid: session.status === 'complete' && session.payment_status === 'paid',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    claimId: Number.isSafeInteger(claimId) && claimId > 0 ? claimId : null,
    periodEnd: periodEndOf(subscription),
  }
}
