/**
 * The payment provider behind paid profile claims (docs/decisions/0048-paid-profile-claims.md): Stripe when keys are
 * configured, otherwise a clearly labelled test mode that walks the same flow without charging anyone. The models
 * only ever talk to this interface, so both modes run the same claim, fulfil and refund code. Which one runs is
 * chosen in ./configured.server.ts; the two implementations import only this contract.
 */
export interface SubscriptionFacts {
  id: string
  customerId: string
  /** Stripe's subscription status: incomplete, active, past_due, canceled … */
  status: string
  /** The first invoice is paid (the subscription runs). */
  paid: boolean
  /** The end of the period paid for. */
  periodEnd: Date | null
  metadata: Record<string, string>
}

export interface CheckoutFacts {
  id: string
  /** Complete and paid. */
  paid: boolean
  subscriptionId: string | null
  customerId: string | null
  /** The claim the session pays for (client_reference_id). */
  claimId: number | null
  periodEnd: Date | null
}

interface NewSubscription {
  subscriptionId: string
  customerId: string
  /** For the Payment Element (Stripe: latest_invoice.confirmation_secret.client_secret). */
  clientSecret: string
}

interface Payer {
  userId: number
  startupId: number
  email: string
  name: string
}

/** A plan subscription as the provider describes it now (docs/decisions/0135-plans-and-subscriptions.md). */
export interface PlanSubscriptionFacts {
  id: string
  customerId: string | null
  status: string
  trialEnd: Date | null
  periodEnd: Date | null
  cancelAtPeriodEnd: boolean
  /** userId and plan, set when the Checkout session made it. */
  metadata: Record<string, string>
}

export interface PlanCheckoutFacts {
  id: string
  /** The member finished Checkout (the subscription exists, trialing or paid). */
  complete: boolean
  subscription: PlanSubscriptionFacts | null
  metadata: Record<string, string>
}

/** What the provider needs to sell a plan: its price comes from the plans row, never from the browser. */
export interface PlanCheckoutInput {
  userId: number
  email: string
  planKey: string
  productName: string
  priceMinor: number
  currency: string
  interval: 'month' | 'year'
  /** Stripe Price lookup key of this plan; the amount and currency are appended so a price change makes a new Price. */
  lookupKey: string
  trialDays: number
  successUrl: string
  cancelUrl: string
}

/** Plans' subscriptions (decision 0135), beside the claim's calls. */
export interface PlanPayments {
  createPlanCheckout(input: PlanCheckoutInput): Promise<{ id: string; url: string }>
  retrievePlanCheckout(id: string): Promise<PlanCheckoutFacts | null>
  retrievePlanSubscription(id: string): Promise<PlanSubscriptionFacts | null>
  /** Cancel at the period's end (true) or undo it (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<PlanSubscriptionFacts>
  /** Ends the subscription now (an admin's cancel). */
  cancelNow(subscriptionId: string): Promise<PlanSubscriptionFacts>
  /** Moves a trialing subscription's trial end (an admin's extension). */
  extendTrial(subscriptionId: string, trialEnd: Date): Promise<PlanSubscriptionFacts>
  /** Stripe's customer portal; null in test mode (no portal without keys). */
  createPortalSession(customerId: string, returnUrl: string): Promise<string | null>
}

/** A refund the provider made at our request (docs/decisions/0139): its id, and its amount when the provider said. */
export interface RefundFact {
  id: string
  amountMinor: number | null
  currency: string
}

export interface PaymentProvider extends PlanPayments {
  mode: 'stripe' | 'test'
  /** For Stripe.js in the browser; null in test mode. */
  publishableKey: string | null
  createSubscription(payer: Payer): Promise<NewSubscription>
  retrieveSubscription(id: string): Promise<SubscriptionFacts | null>
  createCheckoutSession(
    payer: Payer & { claimId: number; successUrl: string; cancelUrl: string },
  ): Promise<{ id: string; url: string }>
  retrieveCheckoutSession(id: string): Promise<CheckoutFacts | null>
  /** Refunds what the subscription was paid and cancels it, so a refused claimer is never charged. */
  cancelAndRefund(subscriptionId: string): Promise<RefundFact[]>
  /** Refunds an invoice's payment in full (an admin's refund from Payment Management; decision 0139). */
  refundInvoice(input: { invoiceId: string; subscriptionId: string | null; amountMinor: number; currency: string }): Promise<RefundFact[]>
}

/** The provider failed (network, Stripe error): the caller answers 502, never a 500. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
  constructor(
    message: string,
    /** The provider's message, safe to show ('Your card was declined.'). */
    readonly providerMessage?: string,
  ) {
    super(message)
  }
}
