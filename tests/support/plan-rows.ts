import { eq } from 'drizzle-orm'
import { planSubscriptions } from '../../db/schema'
import type { PlanKey } from '~/domain/plans'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'

const DAY_MS = 86_400_000

/**
 * A member on a plan without going through Checkout (for tests of what the plan allows, issue 44's entitlements): an
 * active subscription row, renewing in a month. Starter is no row. `periodEnd` (and `status`) set other facts: a
 * period that ended more than the grace ago with no renewal has lapsed (decision 0135), so the member is on Starter.
 */
export async function putOnPlan(
  user: Pick<PublicUser, 'id'>,
  planKey: PlanKey,
  { periodEnd = new Date(Date.now() + 30 * DAY_MS), status = 'active' }: { periodEnd?: Date; status?: string } = {},
): Promise<void> {
  const db = await getDb()
  await db.delete(planSubscriptions).where(eq(planSubscriptions.userId, user.id))
  if (planKey === 'starter') return
  await db.insert(planSubscriptions).values({
    userId: user.id,
    planKey,
    stripeSubscriptionId: `sub_test_${planKey}_${user.id}_${Date.now()}`,
    status,
    currentPeriodEnd: periodEnd,
  })
}

/** Enterprise: API access (docs/decisions/0137). */
export const giveApiAccess = (user: Pick<PublicUser, 'id'>) => putOnPlan(user, 'enterprise')
/** Back to Starter: no API access. */
export const takeApiAccessAway = (user: Pick<PublicUser, 'id'>) => putOnPlan(user, 'starter')
