import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type Stripe from 'stripe'
import { paymentTransactions, planSubscriptions, plans, profileClaims, startups, subscriptionChanges, users } from '../../db/schema'
import type { Db } from '../../db/client'
import type { BillingProduct, PaymentKind } from '~/domain/billing'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE_CENTS, PAYMENT_PROVIDER_FAILED } from '~/domain/claims'
import { DEFAULT_GRACE_DAYS, isPlanKey, type PlanKey } from '~/domain/plans'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import { getDatabase, getDb } from '~/server/db.server'
import { log } from '~/server/logger.server'
import { getPaymentProvider } from '~/server/payments/configured.server'
import { PaymentProviderError, type RefundFact } from '~/server/payments/provider.server'
import { idOf } from '~/server/payments/stripe.server'
import type { TestPaymentProvider } from '~/server/payments/test-mode.server'
import type { StripeEvent } from '~/server/payments/webhook.server'
import type { PaymentsActionInput, TransactionsQuery } from '~/schemas/billing'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'
import { conflict, DomainError, notFoundError } from '~/shared/errors'
import { recordAdminChange } from './audit.server'
import { likePattern } from './admin-lists.server'

/**
 * The money ledger (issue 44 item 5; docs/decisions/0139-billing-ledger-and-revenue.md): every charge, refund and
 * failed payment, and every paying subscription's start and end, written from verified Stripe events inside the
 * webhook's de-duplicating transaction, and by the keyless test mode through the same two functions
 * (`recordPayment`, `recordSubscriptionChange`). Unique keys make a replay, or the same object under two events or
 * two doors, one row. The admin's User Transactions and Payment Management read it.
 */

const DAY_MS = 86_400_000

export const PAYMENT_NOT_FOUND = 'Payment not found'
export const PAYMENT_ALREADY_REFUNDED = 'This payment has already been refunded'

export interface PaymentFact {
  sourceId: string
  kind: PaymentKind
  product: BillingProduct
  planKey: PlanKey | null
  userId: number | null
  amountMinor: number
  currency: string
  stripeSubscriptionId: string | null
  stripeCustomerId: string | null
  detail: string | null
  occurredAt: Date
}

const currencyOf = (currency: string | null | undefined) => (/^[a-z]{3}$/i.test(currency ?? '') ? currency!.toLowerCase() : CLAIM_CURRENCY)

/** One ledger row; a second write of the same object (sourceId, kind) changes nothing. Returns whether it was new. */
export async function recordPayment(db: Db, fact: PaymentFact): Promise<boolean> {
  const rows = await db
    .insert(paymentTransactions)
    .values({ ...fact, currency: currencyOf(fact.currency), detail: fact.detail?.slice(0, 500) ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentTransactions.id })
  return rows.length > 0
}

export interface SubscriptionChangeFact {
  stripeSubscriptionId: string
  product: BillingProduct
  planKey: PlanKey | null
  userId: number | null
  monthlyMinor: number
  currency: string
  occurredAt: Date
}

/**
 * A paying subscription's start, or its end. An end is written only for a subscription that started (one statement:
 * the `started` row is copied), so a trial that never paid is no churn; both are one row however often they come.
 */
export async function recordSubscriptionChange(
  db: Db,
  change: 'started' | 'ended',
  fact: Pick<SubscriptionChangeFact, 'stripeSubscriptionId' | 'occurredAt'> & Partial<SubscriptionChangeFact>,
): Promise<boolean> {
  if (change === 'started') {
    const rows = await db
      .insert(subscriptionChanges)
      .values({
        stripeSubscriptionId: fact.stripeSubscriptionId,
        change,
        product: fact.product ?? 'plan',
        planKey: fact.planKey ?? null,
        userId: fact.userId ?? null,
        monthlyMinor: fact.monthlyMinor ?? 0,
        currency: currencyOf(fact.currency),
        occurredAt: fact.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptionChanges.id })
    return rows.length > 0
  }
  const rows = await db.all<{ id: number }>(sql`
    insert into ${subscriptionChanges} (stripe_subscription_id, change, product, plan_key, user_id, monthly_minor, currency, occurred_at)
    select stripe_subscription_id, 'ended', product, plan_key, user_id, monthly_minor, currency, ${fact.occurredAt.getTime()}
    from ${subscriptionChanges}
    where stripe_subscription_id = ${fact.stripeSubscriptionId} and change = 'started'
    on conflict do nothing
    returning id`)
  return rows.length > 0
}

// ── Who paid ──

interface Payer {
  product: BillingProduct
  planKey: PlanKey | null
  userId: number | null
  /** What the subscription adds to MRR while it runs. */
  monthlyMinor: number
}

async function existingUser(db: Db, value: unknown): Promise<number | null> {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
  return row?.id ?? null
}

async function planPayer(db: Db, planKey: PlanKey, userId: number | null): Promise<Payer> {
  const [plan] = await db.select({ priceMinor: plans.priceMinor, interval: plans.interval }).from(plans).where(eq(plans.key, planKey))
  const monthlyMinor = plan ? (plan.interval === 'year' ? Math.floor(plan.priceMinor / 12) : plan.priceMinor) : 0
  return { product: 'plan', planKey, userId, monthlyMinor }
}

const claimPayer = (userId: number | null): Payer => ({ product: 'claim', planKey: null, userId, monthlyMinor: CLAIM_MONTHLY_FEE_CENTS })

/**
 * The member and product behind a Stripe object: a plan subscription by its id or its metadata (kind=plan, userId,
 * plan), a claim by its subscription (the claim row, or the metadata userId/startupId the claim's subscription
 * carries), else by the customer, else by what the ledger already holds for the subscription or customer. Nobody
 * found: the money is still recorded, under plans, with no member.
 */
async function payerOf(
  db: Db,
  { subscriptionId, customerId, metadata }: { subscriptionId: string | null; customerId: string | null; metadata: Record<string, string> },
): Promise<Payer> {
  if (subscriptionId) {
    const [plan] = await db
      .select({ userId: planSubscriptions.userId, planKey: planSubscriptions.planKey })
      .from(planSubscriptions)
      .where(eq(planSubscriptions.stripeSubscriptionId, subscriptionId))
    if (plan) return planPayer(db, plan.planKey, plan.userId)
  }
  if (metadata.kind === 'plan' && isPlanKey(metadata.plan)) return planPayer(db, metadata.plan, await existingUser(db, metadata.userId))
  if (subscriptionId) {
    const [claim] = await db
      .select({ userId: profileClaims.claimerId })
      .from(profileClaims)
      .where(eq(profileClaims.stripeSubscriptionId, subscriptionId))
      .limit(1)
    if (claim) return claimPayer(claim.userId)
  }
  if (metadata.startupId) return claimPayer(await existingUser(db, metadata.userId))
  if (customerId) {
    const [plan] = await db
      .select({ userId: planSubscriptions.userId, planKey: planSubscriptions.planKey })
      .from(planSubscriptions)
      .where(eq(planSubscriptions.stripeCustomerId, customerId))
    if (plan) return planPayer(db, plan.planKey, plan.userId)
    const [claim] = await db
      .select({ userId: profileClaims.claimerId })
      .from(profileClaims)
      .where(eq(profileClaims.stripeCustomerId, customerId))
      .limit(1)
    if (claim) return claimPayer(claim.userId)
  }
  const known = subscriptionId
    ? eq(paymentTransactions.stripeSubscriptionId, subscriptionId)
    : customerId
      ? eq(paymentTransactions.stripeCustomerId, customerId)
      : undefined
  if (known) {
    const [row] = await db
      .select({ product: paymentTransactions.product, planKey: paymentTransactions.planKey, userId: paymentTransactions.userId })
      .from(paymentTransactions)
      .where(known)
      .orderBy(desc(paymentTransactions.id))
      .limit(1)
    if (row) return row.product === 'plan' && row.planKey ? planPayer(db, row.planKey, row.userId) : row.product === 'claim' ? claimPayer(row.userId) : { ...row, monthlyMinor: 0 }
  }
  return { product: 'plan', planKey: null, userId: null, monthlyMinor: 0 }
}

/**
 * When a subscription whose first payment arrives now is already known to have ended (its deletion was delivered
 * first): a plan's stored facts say canceled, or the claim's startup was turned off. Null when it still runs.
 */
async function knownEnd(db: Db, subscriptionId: string): Promise<Date | null> {
  const [plan] = await db
    .select({ eventAt: planSubscriptions.eventAt })
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.stripeSubscriptionId, subscriptionId), inArray(planSubscriptions.status, ['canceled', 'incomplete_expired'])))
  if (plan) return new Date(plan.eventAt * 1000)
  const [claimed] = await db
    .select({ endsAt: startups.subscriptionEndsAt })
    .from(startups)
    .where(and(eq(startups.stripeSubscriptionId, subscriptionId), eq(startups.isClaimedByOwner, true), eq(startups.subscriptionActive, false)))
    .limit(1)
  return claimed ? (claimed.endsAt ?? new Date()) : null
}

/** A charge and, when it is the subscription's first paying one, its start (and its end, if that came first). */
async function recordCharge(db: Db, fact: Omit<PaymentFact, 'kind' | 'product' | 'planKey' | 'userId'>, payer: Payer) {
  await recordPayment(db, { ...fact, kind: 'charge', product: payer.product, planKey: payer.planKey, userId: payer.userId })
  if (!fact.stripeSubscriptionId) return
  const started = await recordSubscriptionChange(db, 'started', {
    stripeSubscriptionId: fact.stripeSubscriptionId,
    product: payer.product,
    planKey: payer.planKey,
    userId: payer.userId,
    monthlyMinor: payer.monthlyMinor,
    currency: fact.currency,
    occurredAt: fact.occurredAt,
  })
  if (!started) return
  const ended = await knownEnd(db, fact.stripeSubscriptionId)
  if (ended) await recordSubscriptionChange(db, 'ended', { stripeSubscriptionId: fact.stripeSubscriptionId, occurredAt: ended < fact.occurredAt ? fact.occurredAt : ended })
}

// ── From Stripe's events (called by handleStripeEvent inside its de-duplicating transaction) ──

function eventTime(event: StripeEvent): Date {
  const created: unknown = event.created
  return typeof created === 'number' && Number.isSafeInteger(created) ? new Date(created * 1000) : new Date()
}

function invoiceFacts(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details
  return {
    subscriptionId: idOf(details?.subscription),
    customerId: idOf(invoice.customer as string | { id: string } | null),
    metadata: { ...(details?.metadata ?? {}) } as Record<string, string>,
  }
}

/** A Stripe refund that is money going back (not one that failed or was cancelled). */
const REFUND_LIVE = (status: string | null | undefined) => status !== 'failed' && status !== 'canceled'

/**
 * The ledger's part of a verified event: invoice.paid (amount > 0) → a charge and the subscription's start;
 * invoice.payment_failed → a failure; refund.created → a refund; customer.subscription.deleted → the end of a
 * subscription that started. Database work only, in the caller's transaction.
 */
export async function recordLedgerEvent(db: Db, event: StripeEvent): Promise<void> {
  const occurredAt = eventTime(event)
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object
      const amount = invoice.amount_paid ?? 0
      if (!(amount > 0)) return
      const who = invoiceFacts(invoice)
      const payer = await payerOf(db, who)
      await recordCharge(
        db,
        {
          sourceId: invoice.id!,
          amountMinor: amount,
          currency: currencyOf(invoice.currency),
          stripeSubscriptionId: who.subscriptionId,
          stripeCustomerId: who.customerId,
          detail: null,
          occurredAt,
        },
        payer,
      )
      return
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const who = invoiceFacts(invoice)
      const payer = await payerOf(db, who)
      await recordPayment(db, {
        sourceId: invoice.id!,
        kind: 'failure',
        product: payer.product,
        planKey: payer.planKey,
        userId: payer.userId,
        amountMinor: Math.max(0, invoice.amount_due ?? 0),
        currency: currencyOf(invoice.currency),
        stripeSubscriptionId: who.subscriptionId,
        stripeCustomerId: who.customerId,
        detail: invoice.last_finalization_error?.message ?? null,
        occurredAt,
      })
      return
    }
    case 'refund.created': {
      const refund = event.data.object
      if (!REFUND_LIVE(refund.status)) return
      const metadata = { ...(refund.metadata ?? {}) } as Record<string, string>
      const subscriptionId = metadata.subscriptionId ?? null
      const customerId = idOf(refund.customer as string | { id: string } | null)
      const payer = await payerOf(db, { subscriptionId, customerId, metadata })
      await recordPayment(db, {
        sourceId: refund.id,
        kind: 'refund',
        product: payer.product,
        planKey: payer.planKey,
        userId: payer.userId,
        amountMinor: Math.max(0, refund.amount),
        currency: currencyOf(refund.currency),
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: customerId,
        detail: refund.reason ?? null,
        occurredAt,
      })
      return
    }
    case 'customer.subscription.deleted':
      await recordSubscriptionChange(db, 'ended', { stripeSubscriptionId: event.data.object.id, occurredAt: seconds(event.data.object.ended_at) ?? occurredAt })
      return
    default:
      return
  }
}

const seconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null)

// ── From our own calls to the provider (refunds the app asks for; the keyless test mode's payments) ──

/**
 * Refunds the provider answered to a call of ours (a refused claim, an admin's refund): recorded now under the
 * refund's own id, so the refund.created webhook of the same refund (with keys) is the same row. Stripe answers
 * without an amount are left to the webhook.
 */
export async function recordProviderRefunds(
  db: Db,
  refunds: readonly RefundFact[],
  context: { subscriptionId: string | null; customerId?: string | null; payer?: Payer; detail: string | null },
): Promise<number> {
  let total = 0
  const payer = context.payer ?? (await payerOf(db, { subscriptionId: context.subscriptionId, customerId: context.customerId ?? null, metadata: {} }))
  for (const refund of refunds) {
    if (refund.amountMinor === null || refund.amountMinor <= 0) continue
    await recordPayment(db, {
      sourceId: refund.id,
      kind: 'refund',
      product: payer.product,
      planKey: payer.planKey,
      userId: payer.userId,
      amountMinor: refund.amountMinor,
      currency: currencyOf(refund.currency),
      stripeSubscriptionId: context.subscriptionId,
      stripeCustomerId: context.customerId ?? null,
      detail: context.detail,
      occurredAt: new Date(),
    })
    total += refund.amountMinor
  }
  return total
}

/**
 * The test checkout page's Pay (no keys): the session is paid and, unless it starts a trial (a trial is no revenue),
 * the ledger gets the same charge and start Stripe's invoice.paid would give — through recordPayment and
 * recordSubscriptionChange. The charge's id is the session's, so a second Pay is the same row.
 */
export async function payTestCheckout(provider: TestPaymentProvider, sessionId: string) {
  const session = await provider.payCheckout(sessionId)
  if (!session) return null
  const subscription = await provider.retrieveSubscription(session.subscriptionId)
  if (!subscription || subscription.status === 'trialing' || subscription.status === 'incomplete') return session
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const payer = session.planKey && isPlanKey(session.planKey) ? await planPayer(tx, session.planKey, await existingUser(tx, session.userId)) : claimPayer(await existingUser(tx, session.userId))
    const [plan] = session.planKey ? await tx.select({ currency: plans.currency }).from(plans).where(eq(plans.key, session.planKey as PlanKey)) : []
    await recordCharge(
      tx,
      {
        sourceId: `in_test_${session.id}`,
        amountMinor: payer.monthlyMinor,
        currency: plan?.currency ?? CLAIM_CURRENCY,
        stripeSubscriptionId: session.subscriptionId,
        stripeCustomerId: subscription.customerId,
        detail: null,
        occurredAt: new Date(),
      },
      payer,
    )
  })
  return session
}

// ── Admin: User Transactions ──

export interface LedgerRow {
  id: number
  kind: PaymentKind
  product: BillingProduct
  planKey: PlanKey | null
  amountMinor: number
  currency: string
  detail: string | null
  occurredAt: Date
  sourceId: string
  member: { id: number; email: string; name: string } | null
}

const memberName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`

/** GET /api/admin/transactions and /admin/transactions: every ledger row, newest first, 10 a page, filtered. */
export async function listTransactions(admin: AdminUser, query: TransactionsQuery) {
  assertAdmin(admin)
  const db = await getDb()
  const conditions: SQL[] = []
  if (query.kind) conditions.push(eq(paymentTransactions.kind, query.kind))
  if (query.product) conditions.push(eq(paymentTransactions.product, query.product))
  if (query.q) conditions.push(sql`lower(${users.email}) like ${likePattern(query.q)} escape '\\'`)
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: paymentTransactions.id,
        kind: paymentTransactions.kind,
        product: paymentTransactions.product,
        planKey: paymentTransactions.planKey,
        amountMinor: paymentTransactions.amountMinor,
        currency: paymentTransactions.currency,
        detail: paymentTransactions.detail,
        occurredAt: paymentTransactions.occurredAt,
        sourceId: paymentTransactions.sourceId,
        userId: users.id,
        email: users.email,
        name: memberName,
      })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(where)
      .orderBy(desc(paymentTransactions.occurredAt), desc(paymentTransactions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(paymentTransactions).leftJoin(users, eq(users.id, paymentTransactions.userId)).where(where),
  ])
  const items: LedgerRow[] = rows.map(({ userId, email, name, ...row }) => ({
    ...row,
    member: userId !== null && email !== null ? { id: userId, email, name: name ?? '' } : null,
  }))
  const n = total?.n ?? 0
  return { items, total: n, page: query.page, pageCount: Math.max(1, Math.ceil(n / ADMIN_PAGE_SIZE)), pageSize: ADMIN_PAGE_SIZE, q: query.q, kind: query.kind ?? null, product: query.product ?? null }
}

// ── Admin: Payment Management ──

/** The calendar month (UTC) of `now`: [start, end). */
export function monthOf(now: Date): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) }
}

export interface PastDuePayment {
  id: number
  product: BillingProduct
  planKey: PlanKey | null
  amountMinor: number
  currency: string
  detail: string | null
  /** The latest failure of this subscription. */
  failedAt: Date
  /** When the grace clock started (the first failure). */
  since: Date
  graceEndsAt: Date
  stripeSubscriptionId: string
  member: { id: number; email: string; name: string } | null
}

/**
 * GET /api/admin/payments and /admin/payments: the month's totals by kind and currency (exact integer sums in SQL),
 * the failed payments of subscriptions still past due (member, plan or claim, amount, since, grace end), and the
 * latest charges an admin may refund.
 */
export async function getPaymentHealth(admin: AdminUser, now: Date = new Date()) {
  assertAdmin(admin)
  const db = await getDb()
  const { start, end } = monthOf(now)
  const memberColumns = { userId: users.id, email: users.email, name: memberName }
  const failureColumns = {
    id: paymentTransactions.id,
    product: paymentTransactions.product,
    planKey: paymentTransactions.planKey,
    amountMinor: paymentTransactions.amountMinor,
    currency: paymentTransactions.currency,
    detail: paymentTransactions.detail,
    failedAt: paymentTransactions.occurredAt,
    stripeSubscriptionId: paymentTransactions.stripeSubscriptionId,
    ...memberColumns,
  }
  const [totals, planFailures, claimFailures, charges] = await Promise.all([
    db
      .select({
        kind: paymentTransactions.kind,
        currency: paymentTransactions.currency,
        totalMinor: sql<number>`sum(${paymentTransactions.amountMinor})`.mapWith(Number),
        count: count(),
      })
      .from(paymentTransactions)
      .where(and(gte(paymentTransactions.occurredAt, start), lt(paymentTransactions.occurredAt, end)))
      .groupBy(paymentTransactions.kind, paymentTransactions.currency)
      .orderBy(paymentTransactions.currency, paymentTransactions.kind),
    db
      .select({ ...failureColumns, since: planSubscriptions.pastDueSince, graceDays: plans.graceDays })
      .from(paymentTransactions)
      .innerJoin(planSubscriptions, eq(planSubscriptions.stripeSubscriptionId, paymentTransactions.stripeSubscriptionId))
      .leftJoin(plans, eq(plans.key, planSubscriptions.planKey))
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(and(eq(paymentTransactions.kind, 'failure'), isNotNull(planSubscriptions.pastDueSince)))
      .orderBy(desc(paymentTransactions.occurredAt))
      .limit(100),
    db
      .select({ ...failureColumns, since: startups.subscriptionPastDueSince })
      .from(paymentTransactions)
      .innerJoin(startups, eq(startups.stripeSubscriptionId, paymentTransactions.stripeSubscriptionId))
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(and(eq(paymentTransactions.kind, 'failure'), isNotNull(startups.subscriptionPastDueSince), eq(startups.subscriptionActive, true)))
      .orderBy(desc(paymentTransactions.occurredAt))
      .limit(100),
    db
      .select({
        id: paymentTransactions.id,
        product: paymentTransactions.product,
        planKey: paymentTransactions.planKey,
        amountMinor: paymentTransactions.amountMinor,
        currency: paymentTransactions.currency,
        occurredAt: paymentTransactions.occurredAt,
        ...memberColumns,
      })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .where(eq(paymentTransactions.kind, 'charge'))
      .orderBy(desc(paymentTransactions.occurredAt), desc(paymentTransactions.id))
      .limit(ADMIN_PAGE_SIZE),
  ])
  const member = (row: { userId: number | null; email: string | null; name: string | null }) =>
    row.userId !== null && row.email !== null ? { id: row.userId, email: row.email, name: row.name ?? '' } : null
  // One line per subscription: its latest failure, the grace counted from the first (decision 0135).
  const seen = new Set<string>()
  const pastDue: PastDuePayment[] = []
  for (const row of [...planFailures.map((r) => ({ ...r, graceDays: r.graceDays ?? DEFAULT_GRACE_DAYS })), ...claimFailures.map((r) => ({ ...r, graceDays: DEFAULT_GRACE_DAYS }))]) {
    if (!row.stripeSubscriptionId || !row.since || seen.has(row.stripeSubscriptionId)) continue
    seen.add(row.stripeSubscriptionId)
    pastDue.push({
      id: row.id,
      product: row.product,
      planKey: row.planKey,
      amountMinor: row.amountMinor,
      currency: row.currency,
      detail: row.detail,
      failedAt: row.failedAt,
      since: row.since,
      graceEndsAt: new Date(row.since.getTime() + row.graceDays * DAY_MS),
      stripeSubscriptionId: row.stripeSubscriptionId,
      member: member(row),
    })
  }
  pastDue.sort((a, b) => a.graceEndsAt.getTime() - b.graceEndsAt.getTime())
  return {
    month: start.toISOString().slice(0, 7),
    totals: totals.map((row) => ({ kind: row.kind, currency: row.currency, totalMinor: row.totalMinor, count: row.count })),
    pastDue,
    charges: charges.map(({ userId, email, name, ...row }) => ({ ...row, member: member({ userId, email, name }) })),
  }
}

/**
 * POST /api/admin/payments `{ intent: 'refund', chargeId }` and Payment Management's Refund: refunds a charge in
 * full through the provider (Stripe: the invoice's paid payments; test mode: simulated), records the refund in the
 * ledger (the webhook's refund.created of the same refund is the same row) and in the audit log. 404 unknown, 409
 * when refunds of the subscription since the charge already cover it.
 */
export async function adminPaymentAction(admin: AdminUser, input: PaymentsActionInput): Promise<{ refundedMinor: number }> {
  assertAdmin(admin)
  const db = await getDb()
  const [charge] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, input.chargeId), eq(paymentTransactions.kind, 'charge')))
  if (!charge) throw notFoundError(PAYMENT_NOT_FOUND)
  const [already] = await db
    .select({ total: sql<number>`coalesce(sum(${paymentTransactions.amountMinor}), 0)`.mapWith(Number) })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, 'refund'),
        charge.stripeSubscriptionId
          ? eq(paymentTransactions.stripeSubscriptionId, charge.stripeSubscriptionId)
          : eq(paymentTransactions.stripeCustomerId, charge.stripeCustomerId ?? ''),
        gte(paymentTransactions.occurredAt, charge.occurredAt),
      ),
    )
  const before = already?.total ?? 0
  if (before >= charge.amountMinor) throw conflict(PAYMENT_ALREADY_REFUNDED)
  let refunds: RefundFact[]
  try {
    refunds = await getPaymentProvider().refundInvoice({
      invoiceId: charge.sourceId,
      subscriptionId: charge.stripeSubscriptionId,
      amountMinor: charge.amountMinor - before,
      currency: charge.currency,
    })
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      log('payments').error({ err: error.message, chargeId: charge.id }, 'admin refund failed')
      throw new DomainError(502, error.providerMessage ?? PAYMENT_PROVIDER_FAILED)
    }
    throw error
  }
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const refundedMinor = await recordProviderRefunds(tx, refunds, {
      subscriptionId: charge.stripeSubscriptionId,
      customerId: charge.stripeCustomerId,
      payer: { product: charge.product, planKey: charge.planKey, userId: charge.userId, monthlyMinor: 0 },
      detail: 'requested_by_customer',
    })
    await recordAdminChange(
      admin,
      {
        entityType: 'payment_transaction',
        entityId: charge.id,
        action: 'refund',
        changes: {
          refundedMinor: { before, after: before + refundedMinor },
          refunds: { before: null, after: refunds.map((refund) => refund.id) },
        },
      },
      tx,
    )
    return { refundedMinor }
  })
}
