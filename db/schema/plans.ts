import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ANALYTICS_LEVELS, MATCHING_DEPTHS, PLAN_INTERVALS, PLAN_KEYS } from '../../app/domain/plans'
import { bool, createdAt, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'

// Plans as data (issue 44, docs/decisions/0135-plans-and-subscriptions.md): a price change is a row update.

/** The three plans of 000 §9; the migration inserts them. Names and items are translation keys ('landing.plan.<key>'). */
export const plans = sqliteTable(
  'plans',
  {
    key: text({ enum: PLAN_KEYS }).primaryKey(),
    /** Minor units (cents); 0 for Starter. */
    priceMinor: integer().notNull(),
    currency: text({ length: 3 }).notNull().default('usd'),
    interval: text({ enum: PLAN_INTERVALS }).notNull().default('month'),
    trialDays: integer().notNull().default(0),
    /** Days a failed renewal keeps access before the member falls back to Starter. */
    graceDays: integer().notNull().default(7),
    sort: integer().notNull(),
    active: bool().notNull().default(true),
    /** The Stripe Price found (or created) under this lookup key; null for a free plan. */
    stripeLookupKey: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('plans_key_valid', t.key, PLAN_KEYS),
    oneOf('plans_interval_valid', t.interval, PLAN_INTERVALS),
    check('plans_price_valid', sql`${t.priceMinor} >= 0`),
    check('plans_days_valid', sql`${t.trialDays} >= 0 and ${t.graceDays} >= 0`),
  ],
)

/** What each plan allows: one row per plan (null job posts = unlimited). */
export const planEntitlements = sqliteTable(
  'plan_entitlements',
  {
    planKey: text({ enum: PLAN_KEYS })
      .primaryKey()
      .references(() => plans.key, { onDelete: 'cascade' }),
    jobPostsPerMonth: integer(),
    workspaceDiscountPercent: integer().notNull().default(0),
    analyticsLevel: text({ enum: ANALYTICS_LEVELS }).notNull().default('basic'),
    matchingDepth: text({ enum: MATCHING_DEPTHS }).notNull().default('basic'),
    apiAccess: bool().notNull().default(false),
    priorityMentorAccess: bool().notNull().default(false),
    premiumEvents: bool().notNull().default(false),
    privateEvents: bool().notNull().default(false),
  },
  (t) => [
    oneOf('plan_entitlements_analytics_valid', t.analyticsLevel, ANALYTICS_LEVELS),
    oneOf('plan_entitlements_matching_valid', t.matchingDepth, MATCHING_DEPTHS),
    check(
      'plan_entitlements_values_valid',
      sql`(${t.jobPostsPerMonth} is null or ${t.jobPostsPerMonth} >= 0) and ${t.workspaceDiscountPercent} between 0 and 100`,
    ),
  ],
)

/**
 * A member's plan subscription, as the verified Stripe webhooks (or the provider's own answer) last described it.
 * One row per member; `eventAt` is the Stripe `created` second of the facts stored, so an older event never
 * overwrites newer state (out-of-order delivery).
 */
export const planSubscriptions = sqliteTable(
  'plan_subscriptions',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planKey: text({ enum: PLAN_KEYS })
      .notNull()
      .references(() => plans.key),
    stripeSubscriptionId: text().notNull(),
    stripeCustomerId: text(),
    status: text().notNull(),
    trialEnd: timestamp(),
    currentPeriodEnd: timestamp(),
    cancelAtPeriodEnd: bool().notNull().default(false),
    /** When the first failed renewal was recorded; cleared by a paid invoice. */
    pastDueSince: timestamp(),
    /** Stripe's `created` (Unix seconds) of the newest facts applied. */
    eventAt: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plan_subscriptions_stripe_idx').on(t.stripeSubscriptionId),
    index('plan_subscriptions_plan_idx').on(t.planKey, t.status),
  ],
)
