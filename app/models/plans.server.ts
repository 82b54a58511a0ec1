import { log } from '~/server/logger.server'
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { planEntitlements, plans, planSubscriptions, users } from '../../db/schema'
import type { Db } from '../../db/client'
import {
  ALREADY_ON_PLAN,
  CHECKOUT_NOT_CONFIRMED,
  DEFAULT_GRACE_DAYS,
  FREE_PLAN,
  graceEndsAt,
  isPlanKey,
  isRunning,
  NO_SUBSCRIPTION,
  ONLY_TRIAL_EXTENDS,
  PLAN_NOT_SELF_SERVE,
  SELF_SERVE_PLANS,
  UNKNOWN_PLAN,
  type AnalyticsLevel,
  type Entitlements,
  type MatchingDepth,
  type PlanInterval,
  type PlanKey,
} from '~/domain/plans'
import { PAYMENT_PROVIDER_FAILED } from '~/domain/claims'
import { getDatabase, getDb } from '~/server/db.server'
import { getPaymentProvider } from '~/server/payments/configured.server'
import { PaymentProviderError, type PlanSubscriptionFacts } from '~/server/payments/provider.server'
import { idOf, planSubscriptionFacts } from '~/server/payments/stripe.server'
import type { StripeEvent } from '~/server/payments/webhook.server'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import { badRequest, conflict, DomainError, forbidden, notFoundError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { recordAdminChange } from './audit.server'
import { notify } from './notifications.server'

/**
 * Plans and members' subscriptions (issue 44; docs/decisions/0135-plans-and-subscriptions.md). `entitlementsOf` is
 * the one entry point every limit (job-post credits, workspace discounts, analytics, matching, API access) reads.
 * A subscription's state comes only from Stripe: verified webhooks (handlePlanEvent, in the claim's de-duplicating
 * transaction) or the provider's own answer fetched by the server; never from the browser's return.
 */

export interface Plan {
  key: PlanKey
  /** Minor units (cents). */
  priceMinor: number
  currency: string
  interval: PlanInterval
  trialDays: number
  graceDays: number
  sort: number
  stripeLookupKey: string | null
  entitlements: Entitlements
}

const planColumns = {
  key: plans.key,
  priceMinor: plans.priceMinor,
  currency: plans.currency,
  interval: plans.interval,
  trialDays: plans.trialDays,
  graceDays: plans.graceDays,
  sort: plans.sort,
  stripeLookupKey: plans.stripeLookupKey,
  jobPostsPerMonth: planEntitlements.jobPostsPerMonth,
  workspaceDiscountPercent: planEntitlements.workspaceDiscountPercent,
  analyticsLevel: planEntitlements.analyticsLevel,
  matchingDepth: planEntitlements.matchingDepth,
  apiAccess: planEntitlements.apiAccess,
  priorityMentorAccess: planEntitlements.priorityMentorAccess,
  premiumEvents: planEntitlements.premiumEvents,
  privateEvents: planEntitlements.privateEvents,
}

type PlanRow = {
  key: PlanKey
  priceMinor: number
  currency: string
  interval: PlanInterval
  trialDays: number
  graceDays: number
  sort: number
  stripeLookupKey: string | null
  jobPostsPerMonth: number | null
  workspaceDiscountPercent: number | null
  analyticsLevel: AnalyticsLevel | null
  matchingDepth: MatchingDepth | null
  apiAccess: boolean | null
  priorityMentorAccess: boolean | null
  premiumEvents: boolean | null
  privateEvents: boolean | null
}

function toPlan(row: PlanRow): Plan {
  return {
    key: row.key,
    priceMinor: row.priceMinor,
    currency: row.currency,
    interval: row.interval,
    trialDays: row.trialDays,
    graceDays: row.graceDays,
    sort: row.sort,
    stripeLookupKey: row.stripeLookupKey,
    entitlements: {
      jobPostsPerMonth: row.jobPostsPerMonth,
      workspaceDiscountPercent: row.workspaceDiscountPercent ?? 0,
      analyticsLevel: row.analyticsLevel ?? 'basic',
      matchingDepth: row.matchingDepth ?? 'basic',
      apiAccess: row.apiAccess ?? false,
      priorityMentorAccess: row.priorityMentorAccess ?? false,
      premiumEvents: row.premiumEvents ?? false,
      privateEvents: row.privateEvents ?? false,
    },
  }
}

/** The plans on sale, in their order, with their entitlements (the landing page, GET /api/plans). */
export async function listPlans(): Promise<Plan[]> {
  const db = await getDb()
  const rows = await db
    .select(planColumns)
    .from(plans)
    .leftJoin(planEntitlements, eq(planEntitlements.planKey, plans.key))
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sort))
  return rows.map(toPlan)
}

export async function getPlan(key: PlanKey, db?: Db): Promise<Plan | null> {
  const target = db ?? (await getDb())
  const [row] = await target
    .select(planColumns)
    .from(plans)
    .leftJoin(planEntitlements, eq(planEntitlements.planKey, plans.key))
    .where(eq(plans.key, key))
  return row ? toPlan(row) : null
}

export interface MemberSubscription {
  planKey: PlanKey
  status: string
  trialEnd: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  pastDueSince: Date | null
  stripeSubscriptionId: string
  stripeCustomerId: string | null
}

async function storedSubscription(userId: number): Promise<MemberSubscription | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      planKey: planSubscriptions.planKey,
      status: planSubscriptions.status,
      trialEnd: planSubscriptions.trialEnd,
      currentPeriodEnd: planSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: planSubscriptions.cancelAtPeriodEnd,
      pastDueSince: planSubscriptions.pastDueSince,
      stripeSubscriptionId: planSubscriptions.stripeSubscriptionId,
      stripeCustomerId: planSubscriptions.stripeCustomerId,
    })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.userId, userId))
  return row ?? null
}

export interface MemberPlan {
  /** The plan whose entitlements apply now (Starter without a running subscription). */
  plan: Plan
  /** The stored subscription, running or not (null when the member never subscribed). */
  subscription: MemberSubscription | null
  /** The subscription gives its plan now (trialing, active, or past due within the grace). */
  running: boolean
  /** When a failed renewal's grace ends (past due only). */
  graceEndsAt: Date | null
}

/**
 * The member's plan now: the subscription's plan while it is trialing, active or past due within its plan's grace
 * days (decision 0135), else Starter. Computed from stored state and the clock, so a lapse needs no job.
 */
export async function planOf(userId: number, now: Date = new Date()): Promise<MemberPlan> {
  const subscription = await storedSubscription(userId)
  const subscribed = subscription ? await getPlan(subscription.planKey) : null
  const facts = subscription
    ? { status: subscription.status, pastDueSince: subscription.pastDueSince, periodEnd: subscription.currentPeriodEnd, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd }
    : null
  const graceDays = subscribed?.graceDays ?? DEFAULT_GRACE_DAYS
  const running = Boolean(facts && subscribed && isRunning(facts, graceDays, now))
  const plan = running && subscribed ? subscribed : await getPlan(FREE_PLAN)
  if (!plan) throw new Error('The plans table has no Starter row: migration 0051 inserts it')
  return { plan, subscription, running, graceEndsAt: facts && running ? graceEndsAt(facts, graceDays) : null }
}

/** What the member may do now: THE entry point for every plan limit (decision 0135). */
export async function entitlementsOf(userId: number, now: Date = new Date()): Promise<Entitlements & { plan: PlanKey }> {
  const { plan } = await planOf(userId, now)
  return { plan: plan.key, ...plan.entitlements }
}

/** GET /api/subscription and the Plan page's summary. */
export interface SubscriptionSummary {
  plan: PlanKey
  status: string | null
  trialEnd: string | null
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
  graceEndsAt: string | null
}

export async function getSubscriptionSummary(userId: number, now: Date = new Date()): Promise<SubscriptionSummary> {
  const { plan, subscription, running, graceEndsAt: graceEnd } = await planOf(userId, now)
  const current = running ? subscription : null
  return {
    plan: plan.key,
    status: current?.status ?? null,
    trialEnd: current?.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: current?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
    graceEndsAt: graceEnd?.toISOString() ?? null,
  }
}

// ── Subscribing ──

async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      log('payments').error({ err: error.message }, 'plans: payment provider failed')
      throw new DomainError(502, error.providerMessage ?? PAYMENT_PROVIDER_FAILED)
    }
    throw error
  }
}

/** 000 §9's plan names, proper names in every language (the product on Stripe, the e-mail's subject). */
const PLAN_NAMES: Record<PlanKey, string> = { starter: 'Starter', professional: 'Professional', enterprise: 'Enterprise' }

/**
 * Starts Checkout for a plan (POST /api/subscription/checkout and the subscribe page): 400 for an unknown plan or one
 * sold through sales, 409 when the member is already on it. A member's first subscription gets the plan's trial.
 */
export async function startPlanCheckout(user: PublicUser, planKey: string, origin: string): Promise<{ url: string }> {
  if (!isPlanKey(planKey)) throw badRequest(UNKNOWN_PLAN)
  const plan = await getPlan(planKey)
  if (!plan) throw badRequest(UNKNOWN_PLAN)
  const current = await planOf(user.id)
  if (current.plan.key === planKey) throw conflict(ALREADY_ON_PLAN)
  if (!SELF_SERVE_PLANS.includes(planKey) || !plan.stripeLookupKey) throw badRequest(PLAN_NOT_SELF_SERVE)
  if (current.running) throw conflict(ALREADY_ON_PLAN)
  const trialDays = current.subscription ? 0 : plan.trialDays
  const session = await viaProvider(() =>
    getPaymentProvider().createPlanCheckout({
      userId: user.id,
      email: user.email,
      planKey,
      productName: `Startup Asia ${PLAN_NAMES[planKey]}`,
      priceMinor: plan.priceMinor,
      currency: plan.currency,
      interval: plan.interval,
      lookupKey: plan.stripeLookupKey!,
      trialDays,
      successUrl: `${origin}/profile/plan?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/profile/plan`,
    }),
  )
  return { url: session.url }
}

/**
 * Stores the subscription's facts for its member, unless newer facts are stored already (`eventAt`, Stripe's
 * `created` seconds): one upsert, so replayed and out-of-order events have one effect on both drivers. A status of
 * past_due starts the grace clock once.
 */
async function storeFacts(db: Db, facts: PlanSubscriptionFacts, eventAt: number): Promise<boolean> {
  const userId = Number(facts.metadata.userId)
  const planKey = facts.metadata.plan
  if (facts.metadata.kind !== 'plan' || !Number.isSafeInteger(userId) || userId <= 0 || !isPlanKey(planKey)) return false
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  if (!member) return false
  const pastDue = facts.status === 'past_due' || facts.status === 'unpaid'
  const values = {
    planKey,
    stripeSubscriptionId: facts.id,
    stripeCustomerId: facts.customerId,
    status: facts.status,
    trialEnd: facts.trialEnd,
    currentPeriodEnd: facts.periodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    pastDueSince: pastDue ? new Date(eventAt * 1000) : null,
    eventAt,
    updatedAt: new Date(),
  }
  const stored = await db
    .insert(planSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: planSubscriptions.userId,
      set: {
        ...values,
        // The grace runs from the first failure of this subscription: a later past_due keeps the first date.
        pastDueSince: pastDue
          ? sql`case when ${planSubscriptions.stripeSubscriptionId} = ${facts.id} then coalesce(${planSubscriptions.pastDueSince}, ${eventAt * 1000}) else ${eventAt * 1000} end`
          : null,
      },
      // An older event never overwrites newer facts of the same subscription. Another subscription of the member
      // replaces the stored one when that one has ended, or when it starts running after the stored facts (a member
      // whose lapsed past_due plan is still on record subscribes again).
      setWhere: sql`(${planSubscriptions.stripeSubscriptionId} = ${facts.id} and ${planSubscriptions.eventAt} <= ${eventAt}) or (${planSubscriptions.stripeSubscriptionId} <> ${facts.id} and (${planSubscriptions.status} not in ('trialing', 'active', 'past_due', 'unpaid') or (${facts.status} in ('trialing', 'active') and ${planSubscriptions.eventAt} < ${eventAt})))`,
    })
    .returning({ userId: planSubscriptions.userId })
  return stored.length > 0
}

/** Stores facts the server fetched from the provider itself (as of now), in one transaction. */
async function storeFetched(facts: PlanSubscriptionFacts): Promise<void> {
  const database = await getDatabase()
  const now = Math.floor(Date.now() / 1000)
  await database.transaction((tx) => storeFacts(tx, facts, now))
}

/**
 * The Checkout return (/profile/plan?session_id=…): the server asks the provider for the session and, when it is
 * complete and the member's, stores the subscription — the same idempotent store the webhook uses. Returns false
 * while the session is not complete (the page says it is still confirming).
 */
export async function fulfilPlanCheckout(user: PublicUser, sessionId: string): Promise<boolean> {
  if (!/^cs_\w{1,200}$/.test(sessionId)) throw badRequest(CHECKOUT_NOT_CONFIRMED)
  const facts = await viaProvider(() => getPaymentProvider().retrievePlanCheckout(sessionId))
  if (!facts) throw badRequest(CHECKOUT_NOT_CONFIRMED)
  if (facts.metadata.userId !== String(user.id)) throw forbidden()
  if (!facts.complete || !facts.subscription) return false
  await storeFetched(facts.subscription)
  return true
}

async function requireSubscription(userId: number): Promise<MemberSubscription> {
  const { subscription, running } = await planOf(userId)
  if (!subscription || !running) throw conflict(NO_SUBSCRIPTION)
  return subscription
}

/** Cancel at the period's end (also "downgrade to Starter", which takes effect then). */
export async function cancelPlanAtPeriodEnd(user: PublicUser): Promise<void> {
  const subscription = await requireSubscription(user.id)
  const facts = await viaProvider(() => getPaymentProvider().setCancelAtPeriodEnd(subscription.stripeSubscriptionId, true))
  await storeFetched(facts)
}

/** Undo a cancel at the period's end. */
export async function resumePlan(user: PublicUser): Promise<void> {
  const subscription = await requireSubscription(user.id)
  if (!subscription.cancelAtPeriodEnd) throw conflict(NO_SUBSCRIPTION)
  const facts = await viaProvider(() => getPaymentProvider().setCancelAtPeriodEnd(subscription.stripeSubscriptionId, false))
  await storeFetched(facts)
}

/** Stripe's customer portal for the member's customer; null in test mode or without a customer. */
export async function planPortalUrl(user: PublicUser, returnUrl: string): Promise<string | null> {
  const subscription = await storedSubscription(user.id)
  if (!subscription?.stripeCustomerId) return null
  return viaProvider(() => getPaymentProvider().createPortalSession(subscription.stripeCustomerId!, returnUrl))
}

// ── Webhooks (called by handleStripeEvent in its de-duplicating transaction) ──

/** The subscription an invoice belongs to (since API "basil", under parent.subscription_details). */
function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}

/**
 * A plan subscription's event: `customer.subscription.*` stores the subscription's own facts (ordered by the event's
 * `created`); `invoice.payment_failed` on a renewal starts the grace and tells the member once; `invoice.paid` ends
 * a grace. Returns whether the event was about a plan (else the claim's handler reads it).
 */
export async function handlePlanEvent(db: Db, event: StripeEvent): Promise<boolean> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const facts = planSubscriptionFacts(event.data.object)
      if (facts.metadata.kind !== 'plan') return false
      await storeFacts(db, facts, createdOf(event))
      return true
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscription(event.data.object)
      if (!subscriptionId) return false
      const at = new Date(createdOf(event) * 1000)
      const renewal = event.data.object.billing_reason !== 'subscription_create'
      const started = renewal
        ? await db
            .update(planSubscriptions)
            .set({ pastDueSince: at, updatedAt: new Date() })
            .where(and(eq(planSubscriptions.stripeSubscriptionId, subscriptionId), isNull(planSubscriptions.pastDueSince)))
            .returning({ userId: planSubscriptions.userId, planKey: planSubscriptions.planKey })
        : []
      const [member] = started
      if (member) {
        const plan = await getPlan(member.planKey, db)
        const [who] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, member.userId))
        await notify(db, {
          userId: member.userId,
          kind: 'plan-payment-failed',
          data: { name: who?.firstName ?? '', plan: PLAN_NAMES[member.planKey], graceDays: plan?.graceDays ?? DEFAULT_GRACE_DAYS },
        })
      }
      return started.length > 0 || (await isPlanSubscription(db, subscriptionId))
    }
    case 'invoice.paid': {
      const subscriptionId = invoiceSubscription(event.data.object)
      if (!subscriptionId) return false
      // A paid invoice ends the grace, unless a failure newer than this payment started it.
      const cleared = await db
        .update(planSubscriptions)
        .set({ pastDueSince: null, updatedAt: new Date() })
        .where(
          and(
            eq(planSubscriptions.stripeSubscriptionId, subscriptionId),
            lte(planSubscriptions.pastDueSince, new Date(createdOf(event) * 1000)),
          ),
        )
        .returning({ userId: planSubscriptions.userId })
      return cleared.length > 0 || (await isPlanSubscription(db, subscriptionId))
    }
    default:
      return false
  }
}

/** Stripe's `created` (Unix seconds); an event without one counts as sent now. */
function createdOf(event: StripeEvent): number {
  const created: unknown = event.created
  return typeof created === 'number' && Number.isSafeInteger(created) ? created : Math.floor(Date.now() / 1000)
}

async function isPlanSubscription(db: Db, subscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: planSubscriptions.userId })
    .from(planSubscriptions)
    .where(eq(planSubscriptions.stripeSubscriptionId, subscriptionId))
  return Boolean(row)
}

// ── Admin: Subscription Management ──

export interface AdminSubscription {
  userId: number
  name: string
  email: string
  planKey: PlanKey
  status: string
  trialEnd: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  pastDueSince: Date | null
}

/** Every member who has (or had) a plan subscription, newest change first. */
export async function listPlanSubscriptions(admin: AdminUser): Promise<AdminSubscription[]> {
  assertAdmin(admin)
  const db = await getDb()
  return db
    .select({
      userId: planSubscriptions.userId,
      name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      email: users.email,
      planKey: planSubscriptions.planKey,
      status: planSubscriptions.status,
      trialEnd: planSubscriptions.trialEnd,
      currentPeriodEnd: planSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: planSubscriptions.cancelAtPeriodEnd,
      pastDueSince: planSubscriptions.pastDueSince,
    })
    .from(planSubscriptions)
    .innerJoin(users, eq(users.id, planSubscriptions.userId))
    .orderBy(sql`${planSubscriptions.updatedAt} desc`)
}

async function adminTarget(userId: number): Promise<MemberSubscription> {
  const subscription = await storedSubscription(userId)
  if (!subscription) throw notFoundError(NO_SUBSCRIPTION)
  return subscription
}

/** An admin ends a member's subscription now (audited). */
export async function adminCancelPlan(admin: AdminUser, userId: number): Promise<void> {
  assertAdmin(admin)
  const subscription = await adminTarget(userId)
  const facts = await viaProvider(() => getPaymentProvider().cancelNow(subscription.stripeSubscriptionId))
  await storeFetched(facts)
  await recordAdminChange(admin, {
    entityType: 'plan_subscription',
    entityId: userId,
    action: 'cancel',
    changes: { status: { before: subscription.status, after: facts.status } },
  })
}

/** An admin moves a trialing subscription's trial end `days` later (audited). */
export async function adminExtendTrial(admin: AdminUser, userId: number, days: number): Promise<void> {
  assertAdmin(admin)
  const subscription = await adminTarget(userId)
  if (subscription.status !== 'trialing' || !subscription.trialEnd) throw conflict(ONLY_TRIAL_EXTENDS)
  const trialEnd = new Date(subscription.trialEnd.getTime() + days * 24 * 60 * 60 * 1000)
  const facts = await viaProvider(() => getPaymentProvider().extendTrial(subscription.stripeSubscriptionId, trialEnd))
  await storeFetched(facts)
  await recordAdminChange(admin, {
    entityType: 'plan_subscription',
    entityId: userId,
    action: 'extend-trial',
    changes: { trialEnd: { before: subscription.trialEnd.toISOString(), after: trialEnd.toISOString() } },
  })
}
