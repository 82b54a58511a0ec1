/**
 * The plans the landing page sells (000 §9, issue 44; docs/decisions/0135-plans-and-subscriptions.md): their keys,
 * the entitlements each carries, and the pure rules that say which plan a member's stored subscription gives them.
 * The rows (prices, trial days, entitlements) live in the `plans` and `plan_entitlements` tables.
 */
export const PLAN_KEYS = ['starter', 'professional', 'enterprise'] as const
export type PlanKey = (typeof PLAN_KEYS)[number]
/** The plan of a member without a running subscription. */
export const FREE_PLAN: PlanKey = 'starter'
/** Plans a member starts through Checkout; Enterprise goes through sales (issue 44 §4). */
export const SELF_SERVE_PLANS: readonly PlanKey[] = ['professional']

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value)
}

export const PLAN_INTERVALS = ['month', 'year'] as const
export type PlanInterval = (typeof PLAN_INTERVALS)[number]

export const ANALYTICS_LEVELS = ['basic', 'dashboard', 'advanced'] as const
export type AnalyticsLevel = (typeof ANALYTICS_LEVELS)[number]
export const MATCHING_DEPTHS = ['basic', 'ai'] as const
export type MatchingDepth = (typeof MATCHING_DEPTHS)[number]

/** What a plan allows. `jobPostsPerMonth` null = unlimited. */
export interface Entitlements {
  jobPostsPerMonth: number | null
  workspaceDiscountPercent: number
  analyticsLevel: AnalyticsLevel
  matchingDepth: MatchingDepth
  apiAccess: boolean
  priorityMentorAccess: boolean
  premiumEvents: boolean
  privateEvents: boolean
}

/** Stripe's subscription statuses this app stores (the rest are stored as they come and count as not running). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Days a failed renewal keeps the plan's access before the member falls back to Starter (plans.grace_days). */
export const DEFAULT_GRACE_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

/** The stored facts the grace rule reads: the subscription's status and when its renewal first failed. */
export interface RunningFacts {
  status: string
  /** When the first failed renewal was recorded (null while payments succeed). */
  pastDueSince: Date | null
  /** The end of the period paid for (or of the trial). */
  periodEnd: Date | null
  /** The member cancelled: access ends with the period, without a grace. */
  cancelAtPeriodEnd?: boolean
}

/**
 * Whether a subscription gives its access now (one rule for plans and paid profile claims, decision 0135):
 * trialing and active do; past_due and unpaid do for `graceDays` after the first failed renewal; nothing else does.
 * A period that ended long ago without a renewal event (a lost webhook) also falls back after the grace.
 */
export function isRunning(facts: RunningFacts, graceDays: number, now: Date = new Date()): boolean {
  const grace = graceDays * DAY_MS
  if (facts.cancelAtPeriodEnd && facts.periodEnd && facts.periodEnd.getTime() <= now.getTime()) return false
  if (facts.status === 'trialing' || facts.status === 'active') {
    return !facts.periodEnd || facts.periodEnd.getTime() + grace > now.getTime()
  }
  if (facts.status === 'past_due' || facts.status === 'unpaid') {
    const since = facts.pastDueSince ?? facts.periodEnd
    return since !== null && since.getTime() + grace > now.getTime()
  }
  return false
}

/** Where the grace ends (past_due only), for the member's Plan page. */
export function graceEndsAt(facts: RunningFacts, graceDays: number): Date | null {
  if (facts.status !== 'past_due' && facts.status !== 'unpaid') return null
  const since = facts.pastDueSince ?? facts.periodEnd
  return since ? new Date(since.getTime() + graceDays * DAY_MS) : null
}

// Messages of the subscribe flow (the /api contract's 4xx).
export const UNKNOWN_PLAN = 'Unknown plan'
export const ALREADY_ON_PLAN = 'You are already on this plan'
export const PLAN_NOT_SELF_SERVE = 'This plan is sold through our team: please contact us'
export const NO_SUBSCRIPTION = 'You have no subscription to change'
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found'
export const CHECKOUT_NOT_CONFIRMED = 'We are still confirming your subscription'
export const ONLY_TRIAL_EXTENDS = 'Only a subscription in its trial can have it extended'

/** 000 §9's plan names: proper names, the same in every language (the booking's "Professional plan discount"). */
export const PLAN_NAMES: Record<PlanKey, string> = { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' }
