import { eq } from 'drizzle-orm'
import { CLAIM_MONTHLY_FEE_CENTS } from '../app/domain/claims'
import type { PlanKey } from '../app/domain/plans'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { DAY, HOUR } from './helpers'
import type { StartupPlan } from './startups'
import type { People } from './users'

/**
 * Demo money (issue 44 item 5, docs/decisions/0140-revenue-report.md): the ledger Stripe's webhooks would have written
 * (decision 0139) for the demo's paid profile claims and a few plan subscriptions of community members, over the last
 * ten months, so the admin's money sections and the Revenue Report have history to show. A fixed, small set: one claim
 * subscription per claimed startup with details (at most STARTUPS_WITH_DETAILS, whatever the startup count) and five
 * plan subscriptions. Every id starts with `seed_`; every date is an offset from the seed's day, at least a day back.
 *
 * - Claims: each claimed startup pays $15 every 30 days, its last payment 10 days ago (its subscription runs 20 days
 *   more, as the startup row says); the approved demo claim started when it was paid; the two pending claims paid
 *   once; the rejected claim was charged, refunded and its subscription ended.
 * - Plans (the demo member and founder stay on Starter): two Professional and one Enterprise running now (with their
 *   plan_subscriptions rows, active), the Enterprise one after a failed renewal it paid on the retry; a Professional
 *   one ended after two failed renewals (dunning), and an Enterprise one cancelled at its period's end. The ended ones
 *   keep a `canceled` plan_subscriptions row, as the webhook leaves it. The keyless test mode's simulated subscriptions
 *   hold the same five, so an admin's Cancel on Subscription Management works on the demo.
 */
const PERIOD = 30 * DAY

interface PlanStory {
  member: number
  plan: Extract<PlanKey, 'professional' | 'enterprise'>
  /** Days ago of the first paid invoice; renewals follow every 30 days. */
  startedDaysAgo: number
  /** A renewal (days ago) that failed: its failed attempts (days ago), and the retry that paid it, if one did. */
  failed?: { renewal: number; attempts: number[]; paidDaysAgo?: number }
  /** Days ago the subscription ended (no renewal after). */
  endedDaysAgo?: number
}

type NewPayment = typeof schema.paymentTransactions.$inferInsert
type NewChange = typeof schema.subscriptionChanges.$inferInsert

export async function seedLedger(tx: Db, detailed: StartupPlan[], ids: Map<string, number>, people: People, today: number) {
  const planPrices = new Map((await tx.select({ key: schema.plans.key, priceMinor: schema.plans.priceMinor }).from(schema.plans)).map((row) => [row.key, row.priceMinor]))
  const claims = await tx
    .select({
      id: schema.profileClaims.id,
      startupId: schema.profileClaims.startupId,
      claimerId: schema.profileClaims.claimerId,
      status: schema.profileClaims.status,
      paidAt: schema.profileClaims.paidAt,
      reviewedAt: schema.profileClaims.reviewedAt,
    })
    .from(schema.profileClaims)
    .where(eq(schema.profileClaims.paymentStatus, 'paid'))
  const refunded = await tx
    .select({ id: schema.profileClaims.id, startupId: schema.profileClaims.startupId, claimerId: schema.profileClaims.claimerId, paidAt: schema.profileClaims.paidAt, reviewedAt: schema.profileClaims.reviewedAt })
    .from(schema.profileClaims)
    .where(eq(schema.profileClaims.paymentStatus, 'refunded'))

  const payments: NewPayment[] = []
  const changes: NewChange[] = []
  const customer = (userId: number | null) => (userId === null ? null : `seed_cus_${userId}`)

  // Claim subscriptions of the claimed startups: $15 every 30 days, the last one 10 days ago.
  const lastClaimPayment = today - 10 * DAY
  const approved = new Map(claims.filter((claim) => claim.status === 'approved').map((claim) => [claim.startupId, claim]))
  const claimed = detailed.filter((plan) => plan.row.subscriptionActive && plan.row.claimedByUserId)
  claimed.forEach((plan, index) => {
    const startupId = ids.get(plan.row.name)!
    const userId = plan.row.claimedByUserId!
    const subscription = `seed_sub_claim_${startupId}`
    const claim = approved.get(startupId)
    const periods = claim?.paidAt ? Math.round((lastClaimPayment - claim.paidAt.getTime()) / PERIOD) + 1 : 2 + (index % 9)
    const at = (period: number) => new Date(lastClaimPayment - (periods - 1 - period) * PERIOD + (9 + (index % 8)) * HOUR)
    changes.push({ stripeSubscriptionId: subscription, change: 'started', product: 'claim', userId, monthlyMinor: CLAIM_MONTHLY_FEE_CENTS, occurredAt: at(0) })
    for (let period = 0; period < periods; period++) {
      payments.push({
        sourceId: `seed_in_claim_${startupId}_${period + 1}`,
        kind: 'charge',
        product: 'claim',
        userId,
        amountMinor: CLAIM_MONTHLY_FEE_CENTS,
        stripeSubscriptionId: subscription,
        stripeCustomerId: customer(userId),
        occurredAt: at(period),
      })
    }
  })

  // Claims waiting for review paid their first month; the rejected claim was refunded and its subscription ended.
  for (const claim of claims.filter((row) => row.status === 'pending' && row.paidAt)) {
    const subscription = `seed_sub_claim_${claim.startupId}`
    changes.push({ stripeSubscriptionId: subscription, change: 'started', product: 'claim', userId: claim.claimerId, monthlyMinor: CLAIM_MONTHLY_FEE_CENTS, occurredAt: claim.paidAt! })
    payments.push({ sourceId: `seed_in_claim_${claim.startupId}_1`, kind: 'charge', product: 'claim', userId: claim.claimerId, amountMinor: CLAIM_MONTHLY_FEE_CENTS, stripeSubscriptionId: subscription, stripeCustomerId: customer(claim.claimerId), occurredAt: claim.paidAt! })
  }
  for (const claim of refunded.filter((row) => row.paidAt && row.reviewedAt)) {
    const subscription = `seed_sub_claim_${claim.startupId}`
    const common = { product: 'claim' as const, userId: claim.claimerId, amountMinor: CLAIM_MONTHLY_FEE_CENTS, stripeSubscriptionId: subscription, stripeCustomerId: customer(claim.claimerId) }
    changes.push({ stripeSubscriptionId: subscription, change: 'started', product: 'claim', userId: claim.claimerId, monthlyMinor: CLAIM_MONTHLY_FEE_CENTS, occurredAt: claim.paidAt! })
    payments.push({ ...common, sourceId: `seed_in_claim_${claim.startupId}_1`, kind: 'charge', occurredAt: claim.paidAt! })
    payments.push({ ...common, sourceId: `seed_re_claim_${claim.startupId}_1`, kind: 'refund', detail: 'requested_by_customer', occurredAt: claim.reviewedAt! })
    changes.push({ stripeSubscriptionId: subscription, change: 'ended', product: 'claim', userId: claim.claimerId, monthlyMinor: CLAIM_MONTHLY_FEE_CENTS, occurredAt: claim.reviewedAt! })
  }

  // Plan subscriptions of community members (never the demo accounts, whose Starter plan the journeys rely on).
  const members = people.members
  const stories: PlanStory[] = [
    { member: members[2]!, plan: 'professional', startedDaysAgo: 155 },
    { member: members[3]!, plan: 'enterprise', startedDaysAgo: 96, failed: { renewal: 36, attempts: [36], paidDaysAgo: 33 } },
    // Two failed attempts, then the grace period (7 days) ran out: back to Starter.
    { member: members[4]!, plan: 'professional', startedDaysAgo: 301, failed: { renewal: 121, attempts: [121, 118] }, endedDaysAgo: 114 },
    // Cancelled at the end of its third period.
    { member: members[5]!, plan: 'enterprise', startedDaysAgo: 242, endedDaysAgo: 152 },
    { member: members[7]!, plan: 'professional', startedDaysAgo: 19 },
  ]
  const subscriptions: (typeof schema.planSubscriptions.$inferInsert)[] = []
  stories.forEach((story, index) => {
    const price = planPrices.get(story.plan)!
    const subscription = `seed_sub_plan_${story.member}`
    const at = (daysAgo: number) => new Date(today - daysAgo * DAY + (10 + index) * HOUR)
    const base = { product: 'plan' as const, planKey: story.plan, userId: story.member, amountMinor: price, stripeSubscriptionId: subscription, stripeCustomerId: customer(story.member) }
    changes.push({ stripeSubscriptionId: subscription, change: 'started', product: 'plan', planKey: story.plan, userId: story.member, monthlyMinor: price, occurredAt: at(story.startedDaysAgo) })
    let lastPaid = story.startedDaysAgo
    let invoice = 0
    for (let renewal = story.startedDaysAgo; renewal > (story.endedDaysAgo ?? 0); renewal -= 30) {
      invoice += 1
      const source = `seed_in_plan_${story.member}_${invoice}`
      if (story.failed?.renewal === renewal) {
        for (const attempt of story.failed.attempts) {
          payments.push({ ...base, sourceId: `${source}_attempt_${attempt}`, kind: 'failure', detail: 'card_declined', occurredAt: at(attempt) })
        }
        if (story.failed.paidDaysAgo === undefined) continue
        payments.push({ ...base, sourceId: source, kind: 'charge', occurredAt: at(story.failed.paidDaysAgo) })
      } else {
        payments.push({ ...base, sourceId: source, kind: 'charge', occurredAt: at(renewal) })
      }
      lastPaid = renewal
    }
    if (story.endedDaysAgo !== undefined) {
      changes.push({ stripeSubscriptionId: subscription, change: 'ended', product: 'plan', planKey: story.plan, userId: story.member, monthlyMinor: price, occurredAt: at(story.endedDaysAgo) })
    }
    const periodEnd = story.endedDaysAgo !== undefined ? at(story.endedDaysAgo) : new Date(at(lastPaid).getTime() + PERIOD)
    const eventAt = story.endedDaysAgo !== undefined ? at(story.endedDaysAgo) : at(lastPaid)
    subscriptions.push({
      userId: story.member,
      planKey: story.plan,
      stripeSubscriptionId: subscription,
      stripeCustomerId: customer(story.member),
      status: story.endedDaysAgo !== undefined ? 'canceled' : 'active',
      currentPeriodEnd: periodEnd,
      eventAt: Math.floor(eventAt.getTime() / 1000),
      createdAt: at(story.startedDaysAgo),
      updatedAt: eventAt,
    })
  })

  await tx.insert(schema.subscriptionChanges).values(changes.map((change) => ({ ...change, createdAt: change.occurredAt })))
  for (let start = 0; start < payments.length; start += 200) {
    await tx.insert(schema.paymentTransactions).values(payments.slice(start, start + 200).map((payment) => ({ ...payment, createdAt: payment.occurredAt })))
  }
  await tx.insert(schema.planSubscriptions).values(subscriptions)
  // The keyless test mode's stand-in for Stripe knows them too, so Subscription Management's Cancel works on the demo
  // (with Stripe keys, Stripe has no such subscription: the admin sees the provider's error, a 502).
  await tx.insert(schema.testPaymentSubscriptions).values(
    subscriptions.map((row) => ({
      id: row.stripeSubscriptionId,
      customerId: row.stripeCustomerId!,
      status: row.status,
      paid: true,
      periodEnd: row.currentPeriodEnd,
      metadata: { kind: 'plan', userId: String(row.userId), plan: row.planKey },
      createdAt: row.createdAt,
    })),
  )
}
