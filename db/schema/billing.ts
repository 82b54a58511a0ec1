import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { BILLING_PRODUCTS, PAYMENT_KINDS, SUBSCRIPTION_CHANGES } from '../../app/domain/billing'
import { SALES_INQUIRY_LIMITS, SALES_INQUIRY_STATUSES } from '../../app/domain/sales-inquiries'
import { PLAN_KEYS } from '../../app/domain/plans'
import { createdAt, id, lengthChecks, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'

// The money ledger (issue 44 item 5, docs/decisions/0139-billing-ledger-and-revenue.md).

/**
 * Every charge, refund and failed payment, one row per Stripe object (an invoice's payment, a refund, a failed
 * invoice), written in the webhook's de-duplicating transaction; `sourceId` (the Stripe object's id, or a test-mode
 * or seed id) is unique, so a replayed event or the same object under two events is one row.
 */
export const paymentTransactions = sqliteTable(
  'payment_transactions',
  {
    id: id(),
    sourceId: text().notNull(),
    kind: text({ enum: PAYMENT_KINDS }).notNull(),
    product: text({ enum: BILLING_PRODUCTS }).notNull(),
    /** The plan, for a plan's payment. */
    planKey: text({ enum: PLAN_KEYS }),
    /** Set null when the account goes: the ledger keeps the money. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Minor units (cents), never negative: a refund is a positive amount of kind 'refund'. */
    amountMinor: integer().notNull(),
    currency: text({ length: 3 }).notNull().default('usd'),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    /** Stripe's reason for a failure or a refund, as sent. */
    detail: text(),
    /** When it happened (Stripe's `created` of the event). */
    occurredAt: timestamp().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_source_idx').on(t.sourceId, t.kind),
    index('payment_transactions_occurred_idx').on(t.occurredAt),
    index('payment_transactions_kind_idx').on(t.kind, t.occurredAt),
    index('payment_transactions_user_idx').on(t.userId, t.occurredAt),
    oneOf('payment_transactions_kind_valid', t.kind, PAYMENT_KINDS),
    oneOf('payment_transactions_product_valid', t.product, BILLING_PRODUCTS),
    check('payment_transactions_amount_valid', sql`${t.amountMinor} >= 0`),
    ...lengthChecks('payment_transactions', t, { sourceId: 255, currency: 3, detail: 500 }),
  ],
)

/**
 * A paying subscription's start and end (plans and paid claims), one row each, keyed by (subscription, change) so a
 * replay is one row. `monthlyMinor` is what the subscription adds to monthly recurring revenue while it runs
 * (a yearly price divided by 12, rounded down to the cent), so MRR at any moment is a sum of rows.
 */
export const subscriptionChanges = sqliteTable(
  'subscription_changes',
  {
    id: id(),
    stripeSubscriptionId: text().notNull(),
    change: text({ enum: SUBSCRIPTION_CHANGES }).notNull(),
    product: text({ enum: BILLING_PRODUCTS }).notNull(),
    planKey: text({ enum: PLAN_KEYS }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    monthlyMinor: integer().notNull(),
    currency: text({ length: 3 }).notNull().default('usd'),
    occurredAt: timestamp().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscription_changes_unique').on(t.stripeSubscriptionId, t.change),
    index('subscription_changes_occurred_idx').on(t.occurredAt),
    oneOf('subscription_changes_change_valid', t.change, SUBSCRIPTION_CHANGES),
    oneOf('subscription_changes_product_valid', t.product, BILLING_PRODUCTS),
    check('subscription_changes_monthly_valid', sql`${t.monthlyMinor} >= 0`),
    ...lengthChecks('subscription_changes', t, { stripeSubscriptionId: 255, currency: 3 }),
  ],
)

/** Enterprise's contact-sales form (issue 44 item 4): stored, admins notified, worked from the admin panel. */
export const salesInquiries = sqliteTable(
  'sales_inquiries',
  {
    id: id(),
    /** The member who sent it, when signed in. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    company: text().notNull(),
    phone: text(),
    teamSize: text(),
    message: text().notNull(),
    status: text({ enum: SALES_INQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_inquiries_status_idx').on(t.status, t.createdAt),
    index('sales_inquiries_email_idx').on(t.email, t.createdAt),
    oneOf('sales_inquiries_status_valid', t.status, SALES_INQUIRY_STATUSES),
    ...lengthChecks('sales_inquiries', t, SALES_INQUIRY_LIMITS),
  ],
)
