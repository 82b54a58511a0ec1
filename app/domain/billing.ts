/**
 * The money the platform takes (issue 44 item 5, docs/decisions/0139-billing-ledger-and-revenue.md): every charge,
 * refund and failed payment Stripe reports, and every paying subscription's start and end, kept as rows so the admin's
 * money sections and the revenue report are sums over stored facts in exact minor units.
 */

/** What a payment row records. */
export const PAYMENT_KINDS = ['charge', 'refund', 'failure'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/** What was paid for: a plan subscription or a paid profile claim ($15 a month). */
export const BILLING_PRODUCTS = ['plan', 'claim'] as const
export type BillingProduct = (typeof BILLING_PRODUCTS)[number]

/** A paying subscription's change: it started paying, or it ended. */
export const SUBSCRIPTION_CHANGES = ['started', 'ended'] as const
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number]
