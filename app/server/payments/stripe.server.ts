import type Stripe from 'stripe'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE_CENTS, CLAIM_PRODUCT_NAME } from '~/domain/claims'
import {
  PaymentProviderError,
  type PlanCheckoutFacts,
  type PlanSubscriptionFacts,
  type CheckoutFacts,
  type PaymentProvider,
  type PlanCheckoutInput,
  type RefundFact,
  type SubscriptionFacts,
} from './provider.server'
import { loadStripeSdk } from './stripe-sdk.server'

/**
 * Stripe through its Node SDK (stripe 23, API 2026-10-28.endive; docs/decisions/0048-paid-profile-claims.md). The SDK
 * uses its fetch HTTP client, so tests answer it with MSW exactly where Stripe's servers would. It is imported when
 * the provider first calls Stripe, not when the provider is made (docs/decisions/0100).
 */
const STRIPE_API_VERSION = '2026-10-28.endive' as const
const PRICE_LOOKUP_KEY = 'startup-asia-profile-claim-monthly'

/** A Stripe reference, expanded or not, as its id. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)
/** Stripe's Unix seconds as a Date. */
export const seconds = (value: number | null | undefined): Date | null =>
  typeof value === 'number' ? new Date(value * 1000) : null

/** Since API "basil" the period lives on the subscription's items. */
export function periodEndOf(subscription: Pick<Stripe.Subscription, 'items'> | null | undefined): Date | null {
  return seconds(subscription?.items?.data?.[0]?.current_period_end)
}

export function subscriptionFacts(subscription: Stripe.Subscription): SubscriptionFacts {
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
  const invoicePaid = invoice ? invoice.status === 'paid' : true
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    paid: (subscription.status === 'active' || subscription.status === 'trialing') && invoicePaid,
    periodEnd: periodEndOf(subscription),
    metadata: { ...subscription.metadata },
  }
}

/** A plan's subscription as this app stores it (docs/decisions/0135-plans-and-subscriptions.md). */
export function planSubscriptionFacts(
  subscription: Pick<Stripe.Subscription, 'id' | 'status' | 'items' | 'metadata' | 'trial_end' | 'cancel_at_period_end'> & {
    customer?: Stripe.Subscription['customer'] | null
  },
): PlanSubscriptionFacts {
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    trialEnd: seconds(subscription.trial_end),
    periodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    metadata: { ...(subscription.metadata ?? {}) },
  }
}

export function planCheckoutFacts(session: Stripe.Checkout.Session): PlanCheckoutFacts {
  const subscription = typeof session.subscription === 'object' && session.subscription ? session.subscription : null
  return {
    id: session.id,
    complete: session.status === 'complete' && subscription !== null,
    subscription: subscription ? planSubscriptionFacts(subscription) : null,
    metadata: { ...(session.metadata ?? {}) },
  }
}

export function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  const claimId = Number(session.client_reference_id)
  const subscription = typeof session.subscription === 'object' ? session.subscription : null
  return {
    id: session.id,
    paid: session.status === 'complete' && session.payment_status === 'paid',
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    claimId: Number.isSafeInteger(claimId) && claimId > 0 ? claimId : null,
    periodEnd: periodEndOf(subscription),
  }
}

/** The SDK's errors become PaymentProviderError (the route answers 502 with Stripe's message), 404 becomes null. */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    // The SDK is loaded by now unless its import is what failed.
    const StripeSdk = await loadStripeSdk().catch(() => null)
    if (StripeSdk && error instanceof StripeSdk.errors.StripeError) {
      const failure = new PaymentProviderError(`Stripe ${what}: ${error.message}`, error.message)
      Object.assign(failure, { status: error.statusCode, code: error.code })
      throw failure
    }
    throw new PaymentProviderError(`Stripe ${what} failed: ${(error as Error).message}`)
  }
}

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}

async function createStripeClient(secretKey: string): Promise<Stripe> {
  const StripeSdk = await loadStripeSdk()
  return new StripeSdk(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: StripeSdk.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Startup Asia' },
  })
}

export function createStripeProvider(config: {
  secretKey: string
  publishableKey: string
  priceId?: string | undefined
}): PaymentProvider {
  let client: Promise<Stripe> | undefined
  /** A call through the one client of this provider, made (and the SDK imported) on the first call. */
  function request<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!client) {
      client = createStripeClient(config.secretKey)
      // A failed import is tried again next time rather than remembered.
      client.catch(() => (client = undefined))
    }
    const ready = client
    return call(what, async () => work(await ready))
  }

  let priceId: Promise<string> | undefined
  /** The $15/month USD Price: the configured one (checked, never trusted blindly) or one we own, found by lookup key. */
  function price(): Promise<string> {
    priceId ??= (async () => {
      if (config.priceId) {
        const configured = await request('prices.retrieve', (stripe) => stripe.prices.retrieve(config.priceId!))
        if (
          configured.unit_amount !== CLAIM_MONTHLY_FEE_CENTS ||
          configured.currency !== CLAIM_CURRENCY ||
          configured.recurring?.interval !== 'month'
        ) {
          throw new PaymentProviderError(`STRIPE_PRICE_ID ${config.priceId} is not USD 15.00 a month`)
        }
        return configured.id
      }
      const found = await request('prices.list', (stripe) => stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEY], active: true }))
      const existing = found.data[0]
      if (existing) return existing.id
      const created = await request('prices.create', (stripe) =>
        stripe.prices.create(
          {
            currency: CLAIM_CURRENCY,
            unit_amount: CLAIM_MONTHLY_FEE_CENTS,
            recurring: { interval: 'month' },
            lookup_key: PRICE_LOOKUP_KEY,
            product_data: { name: CLAIM_PRODUCT_NAME },
          },
          { idempotencyKey: `price-${PRICE_LOOKUP_KEY}` },
        ),
      )
      return created.id
    })()
    // A failed lookup is retried next time rather than cached.
    priceId.catch(() => (priceId = undefined))
    return priceId
  }

  const planPrices = new Map<string, Promise<string>>()
  /** A plan's Price, found by `<lookup key>-<amount>-<currency>` or created under it (a new amount, a new Price). */
  function planPrice(input: PlanCheckoutInput): Promise<string> {
    const lookupKey = `${input.lookupKey}-${input.priceMinor}-${input.currency}`
    let found = planPrices.get(lookupKey)
    if (!found) {
      found = (async () => {
        const listed = await request('prices.list', (stripe) => stripe.prices.list({ lookup_keys: [lookupKey], active: true }))
        const existing = listed.data[0]
        if (existing) return existing.id
        const created = await request('prices.create', (stripe) =>
          stripe.prices.create(
            {
              currency: input.currency,
              unit_amount: input.priceMinor,
              recurring: { interval: input.interval },
              lookup_key: lookupKey,
              product_data: { name: input.productName },
            },
            { idempotencyKey: `price-${lookupKey}` },
          ),
        )
        return created.id
      })()
      planPrices.set(lookupKey, found)
      found.catch(() => planPrices.delete(lookupKey))
    }
    return found
  }

  const updated = async (what: string, work: (stripe: Stripe) => Promise<Stripe.Subscription>) =>
    planSubscriptionFacts(await request(what, work))

  return {
    mode: 'stripe',
    publishableKey: config.publishableKey,

    async createPlanCheckout(input) {
      const metadata = { kind: 'plan', userId: String(input.userId), plan: input.planKey }
      const lineItems = [{ price: await planPrice(input), quantity: 1 }]
      const session = await request('checkout.sessions.create', (stripe) =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: lineItems,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: `user-${input.userId}`,
          customer_email: input.email,
          metadata,
          subscription_data: {
            metadata,
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
          },
        }),
      )
      if (!session.url) throw new PaymentProviderError('Stripe returned a Checkout session without a URL')
      return { id: session.id, url: session.url }
    },

    async retrievePlanCheckout(id) {
      const session = await orNull(
        request('checkout.sessions.retrieve', (stripe) => stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] })),
      )
      return session ? planCheckoutFacts(session) : null
    },

    async retrievePlanSubscription(id) {
      const subscription = await orNull(request('subscriptions.retrieve', (stripe) => stripe.subscriptions.retrieve(id)))
      return subscription ? planSubscriptionFacts(subscription) : null
    },

    setCancelAtPeriodEnd: (id, cancel) =>
      updated('subscriptions.update', (stripe) => stripe.subscriptions.update(id, { cancel_at_period_end: cancel })),

    cancelNow: (id) => updated('subscriptions.cancel', (stripe) => stripe.subscriptions.cancel(id)),

    extendTrial: (id, trialEnd) =>
      updated('subscriptions.update', (stripe) =>
        stripe.subscriptions.update(id, { trial_end: Math.floor(trialEnd.getTime() / 1000), proration_behavior: 'none' }),
      ),

    async createPortalSession(customerId, returnUrl) {
      const session = await request('billingPortal.sessions.create', (stripe) =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      )
      return session.url
    },

    async createSubscription(payer) {
      const metadata = { userId: String(payer.userId), startupId: String(payer.startupId) }
      const customer = await request('customers.create', (stripe) =>
        stripe.customers.create({ email: payer.email, name: payer.name, metadata }),
      )
      const items = [{ price: await price() }]
      const subscription = await request('subscriptions.create', (stripe) =>
        stripe.subscriptions.create({
          customer: customer.id,
          items,
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata,
        }),
      )
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
      const clientSecret = invoice?.confirmation_secret?.client_secret
      if (!clientSecret) throw new PaymentProviderError('Stripe returned a subscription without a confirmation secret')
      return { subscriptionId: subscription.id, customerId: customer.id, clientSecret }
    },

    async retrieveSubscription(id) {
      const subscription = await orNull(
        request('subscriptions.retrieve', (stripe) => stripe.subscriptions.retrieve(id, { expand: ['latest_invoice'] })),
      )
      return subscription ? subscriptionFacts(subscription) : null
    },

    async createCheckoutSession(payer) {
      const metadata = { userId: String(payer.userId), startupId: String(payer.startupId), claimId: String(payer.claimId) }
      const lineItems = [{ price: await price(), quantity: 1 }]
      const session = await request('checkout.sessions.create', (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: lineItems,
            success_url: payer.successUrl,
            cancel_url: payer.cancelUrl,
            client_reference_id: String(payer.claimId),
            customer_email: payer.email,
            metadata,
            subscription_data: { metadata },
          },
          { idempotencyKey: `checkout-claim-${payer.claimId}` },
        ),
      )
      if (!session.url) throw new PaymentProviderError('Stripe returned a Checkout session without a URL')
      return { id: session.id, url: session.url }
    },

    async retrieveCheckoutSession(id): Promise<CheckoutFacts | null> {
      const session = await orNull(
        request('checkout.sessions.retrieve', (stripe) => stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] })),
      )
      return session ? checkoutFacts(session) : null
    },

    async cancelAndRefund(subscriptionId) {
      const subscription = await request('subscriptions.retrieve', (stripe) => stripe.subscriptions.retrieve(subscriptionId))
      const invoiceId = idOf(subscription.latest_invoice)
      const refunds = invoiceId ? await refundPaid(invoiceId, subscriptionId, `refund-${subscriptionId}`) : []
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        await request('subscriptions.cancel', (stripe) => stripe.subscriptions.cancel(subscriptionId))
      }
      return refunds
    },

    refundInvoice: ({ invoiceId, subscriptionId }) => refundPaid(invoiceId, subscriptionId, `refund-invoice-${invoiceId}`),
  }

  /**
   * Refunds an invoice's paid payments in full. The refund carries the subscription in its metadata, so its
   * refund.created event finds the member (docs/decisions/0139); the idempotency key makes a retry the same refund.
   */
  async function refundPaid(invoiceId: string, subscriptionId: string | null, key: string): Promise<RefundFact[]> {
    const payments = await request('invoicePayments.list', (stripe) => stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' }))
    const refunds: RefundFact[] = []
    for (const payment of payments.data) {
      const paymentIntent = idOf(payment.payment.payment_intent)
      if (!paymentIntent) continue
      const refund = await request('refunds.create', (stripe) =>
        stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { invoice: invoiceId, ...(subscriptionId ? { subscriptionId } : {}) } },
          { idempotencyKey: `${key}-${paymentIntent}` },
        ),
      )
      refunds.push({
        id: refund.id,
        amountMinor: typeof refund.amount === 'number' ? refund.amount : null,
        currency: typeof refund.currency === 'string' ? refund.currency : 'usd',
      })
    }
    return refunds
  }
}
