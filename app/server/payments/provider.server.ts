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

export interface PaymentProvider {
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
  cancelAndRefund(subscriptionId: string): Promise<void>
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
