import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { testCheckoutSessions, testPaymentSubscriptions } from '../../../db/schema'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE_CENTS } from '~/domain/claims'
import { getDb } from '../db.server'
import { PaymentProviderError, type PaymentProvider, type PlanSubscriptionFacts, type SubscriptionFacts } from './provider.server'

/**
 * Test mode (no Stripe keys; docs/decisions/0048-paid-profile-claims.md): a simulated payment behind the same
 * interface, so the README's demo walks the whole claim flow offline. Checkout goes to our own labelled page
 * (/claim-checkout/{session}, 'Test mode: no card is charged') with Pay and Decline buttons that run the real
 * fulfil code; nothing is charged. The simulated subscriptions and sessions are rows in the database
 * (docs/decisions/0054-scale-out.md), so a checkout started through one instance can be paid through another.
 */
const MONTH = 30 * 24 * 60 * 60 * 1000
const DAY = 24 * 60 * 60 * 1000

type TestSubscriptionRow = typeof testPaymentSubscriptions.$inferSelect

function planFacts(row: TestSubscriptionRow): PlanSubscriptionFacts {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    trialEnd: row.trialEnd,
    periodEnd: row.periodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    metadata: row.metadata,
  }
}

/** Changes a simulated plan subscription; an unknown id is the provider's error, as Stripe's 404 would be. */
async function changeSubscription(id: string, values: Partial<TestSubscriptionRow>): Promise<PlanSubscriptionFacts> {
  const db = await getDb()
  const [row] = await db.update(testPaymentSubscriptions).set(values).where(eq(testPaymentSubscriptions.id, id)).returning()
  if (!row) throw new PaymentProviderError(`Test mode: no subscription ${id}`, 'No such subscription')
  return planFacts(row)
}
const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

interface TestCheckout {
  id: string
  userId: number
  /** The claim's startup; null for a plan's session. */
  startupId: number | null
  /** The plan a plan session subscribes to (decision 0135); null for a claim's. */
  planKey: string | null
  subscriptionId: string
  successUrl: string
  cancelUrl: string
  paid: boolean
}

export interface TestPaymentProvider extends PaymentProvider {
  mode: 'test'
  /** Whether the subscription was refunded (and cancelled), for tests. */
  isRefunded(subscriptionId: string): Promise<boolean>
  getCheckout(id: string): Promise<TestCheckout | null>
  /** The test checkout page's Pay button: the session becomes complete and paid. */
  payCheckout(id: string): Promise<TestCheckout | null>
}

const checkoutFields = {
  id: testCheckoutSessions.id,
  userId: testCheckoutSessions.userId,
  startupId: testCheckoutSessions.startupId,
  planKey: testCheckoutSessions.planKey,
  subscriptionId: testCheckoutSessions.subscriptionId,
  successUrl: testCheckoutSessions.successUrl,
  cancelUrl: testCheckoutSessions.cancelUrl,
  paid: testCheckoutSessions.paid,
}

export function createTestProvider(): TestPaymentProvider {
  const subscribe = async (userId: number, startupId: number, extra: Record<string, string> = {}) => {
    const db = await getDb()
    const [subscription] = await db
      .insert(testPaymentSubscriptions)
      .values({
        id: token('sub'),
        customerId: token('cus'),
        status: 'active',
        paid: true,
        periodEnd: new Date(Date.now() + MONTH),
        metadata: { userId: String(userId), startupId: String(startupId), ...extra },
      })
      .returning()
    return subscription!
  }

  return {
    mode: 'test',
    publishableKey: null,

    async createSubscription(payer) {
      const subscription = await subscribe(payer.userId, payer.startupId)
      return { subscriptionId: subscription.id, customerId: subscription.customerId, clientSecret: `${subscription.id}_secret` }
    },

    async retrieveSubscription(id) {
      const db = await getDb()
      const [row] = await db.select().from(testPaymentSubscriptions).where(eq(testPaymentSubscriptions.id, id))
      if (!row) return null
      const facts: SubscriptionFacts = {
        id: row.id,
        customerId: row.customerId,
        status: row.status,
        paid: row.paid,
        periodEnd: row.periodEnd,
        metadata: row.metadata,
      }
      return facts
    },

    async createCheckoutSession(payer) {
      const subscription = await subscribe(payer.userId, payer.startupId, { claimId: String(payer.claimId) })
      const id = token('cs')
      const db = await getDb()
      await db.insert(testCheckoutSessions).values({
        id,
        userId: payer.userId,
        startupId: payer.startupId,
        successUrl: payer.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: payer.cancelUrl,
        subscriptionId: subscription.id,
        claimId: payer.claimId,
      })
      return { id, url: `${new URL(payer.successUrl).origin}/claim-checkout/${id}` }
    },

    async getCheckout(id) {
      const db = await getDb()
      const [session] = await db.select(checkoutFields).from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id))
      return session ?? null
    },

    async payCheckout(id) {
      const db = await getDb()
      const [session] = await db
        .update(testCheckoutSessions)
        .set({ paid: true })
        .where(eq(testCheckoutSessions.id, id))
        .returning(checkoutFields)
      if (!session) return null
      if (session.planKey) {
        // The plan's subscription starts now: in its trial when it has one, else paid for a month.
        const [subscription] = await db
          .select({ trialEnd: testPaymentSubscriptions.trialEnd })
          .from(testPaymentSubscriptions)
          .where(and(eq(testPaymentSubscriptions.id, session.subscriptionId), eq(testPaymentSubscriptions.status, 'incomplete')))
        if (subscription) {
          await db
            .update(testPaymentSubscriptions)
            .set({
              status: subscription.trialEnd ? 'trialing' : 'active',
              paid: true,
              periodEnd: subscription.trialEnd ?? new Date(Date.now() + MONTH),
            })
            .where(eq(testPaymentSubscriptions.id, session.subscriptionId))
        }
      }
      return session
    },

    async createPlanCheckout(input) {
      const db = await getDb()
      const trialEnd = input.trialDays > 0 ? new Date(Date.now() + input.trialDays * DAY) : null
      const [subscription] = await db
        .insert(testPaymentSubscriptions)
        .values({
          id: token('sub'),
          customerId: token('cus'),
          status: 'incomplete',
          paid: false,
          periodEnd: null,
          trialEnd,
          metadata: { kind: 'plan', userId: String(input.userId), plan: input.planKey },
        })
        .returning()
      const id = token('cs')
      await db.insert(testCheckoutSessions).values({
        id,
        userId: input.userId,
        startupId: null,
        planKey: input.planKey,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl,
        subscriptionId: subscription!.id,
        claimId: null,
      })
      return { id, url: `${new URL(input.successUrl).origin}/subscribe/checkout/${id}` }
    },

    async retrievePlanCheckout(id) {
      const db = await getDb()
      const [row] = await db
        .select({ session: testCheckoutSessions, subscription: testPaymentSubscriptions })
        .from(testCheckoutSessions)
        .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testCheckoutSessions.subscriptionId))
        .where(eq(testCheckoutSessions.id, id))
      if (!row || !row.session.planKey) return null
      return {
        id,
        complete: row.session.paid,
        subscription: row.session.paid ? planFacts(row.subscription) : null,
        metadata: row.subscription.metadata,
      }
    },

    async retrievePlanSubscription(id) {
      const db = await getDb()
      const [row] = await db.select().from(testPaymentSubscriptions).where(eq(testPaymentSubscriptions.id, id))
      return row ? planFacts(row) : null
    },

    setCancelAtPeriodEnd: (id, cancel) => changeSubscription(id, { cancelAtPeriodEnd: cancel }),
    cancelNow: (id) => changeSubscription(id, { status: 'canceled', cancelAtPeriodEnd: false }),
    extendTrial: (id, trialEnd) => changeSubscription(id, { trialEnd, periodEnd: trialEnd, status: 'trialing' }),
    // No portal without Stripe: the Plan page's own forms do what it would.
    createPortalSession: () => Promise.resolve(null),

    async retrieveCheckoutSession(id) {
      const db = await getDb()
      const [row] = await db
        .select({ session: testCheckoutSessions, subscription: testPaymentSubscriptions })
        .from(testCheckoutSessions)
        .innerJoin(testPaymentSubscriptions, eq(testPaymentSubscriptions.id, testCheckoutSessions.subscriptionId))
        .where(eq(testCheckoutSessions.id, id))
      if (!row) return null
      return {
        id,
        paid: row.session.paid,
        subscriptionId: row.subscription.id,
        customerId: row.subscription.customerId,
        claimId: row.session.claimId,
        periodEnd: row.subscription.periodEnd,
      }
    },

    async cancelAndRefund(subscriptionId) {
      // One conditional UPDATE: a refund raced from two instances is recorded once.
      const db = await getDb()
      const refunded = await db
        .update(testPaymentSubscriptions)
        .set({ refunded: true, status: 'canceled', paid: false })
        .where(and(eq(testPaymentSubscriptions.id, subscriptionId), eq(testPaymentSubscriptions.refunded, false)))
        .returning({ id: testPaymentSubscriptions.id })
      // Only claims are refunded this way (a refused claim's $15); the id is the subscription's, so it is one refund.
      return refunded.map((row) => ({ id: `re_test_${row.id}`, amountMinor: CLAIM_MONTHLY_FEE_CENTS, currency: CLAIM_CURRENCY }))
    },

    // Nothing to call without keys: the refund of the amount asked is simulated, one per invoice.
    refundInvoice: ({ invoiceId, amountMinor, currency }) => Promise.resolve([{ id: `re_test_${invoiceId}`, amountMinor, currency }]),

    async isRefunded(subscriptionId) {
      const db = await getDb()
      const [row] = await db
        .select({ refunded: testPaymentSubscriptions.refunded })
        .from(testPaymentSubscriptions)
        .where(eq(testPaymentSubscriptions.id, subscriptionId))
      return row?.refunded ?? false
    },
  }
}
