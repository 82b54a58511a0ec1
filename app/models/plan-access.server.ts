import { FREE_PLAN } from '~/domain/plans'
import { entitlementsOf, getPlan } from '~/models/plans.server'

/**
 * What the models that enforce a plan ask of it (issue 44): one door to `entitlementsOf` (docs/decisions/0135), so the
 * API tokens (0137) and the job-post allowance (0138) read the member's plan the same way.
 */

/** Whether the member's plan gives API access (Enterprise): asked when a token is made and on every use. */
export async function hasApiAccess(userId: number): Promise<boolean> {
  return (await entitlementsOf(userId)).apiAccess
}

/** Job posts a month per startup on the owner's plan; null is unlimited. A startup without an owner is on Starter. */
export async function jobPostsPerMonthOf(ownerId: number | null): Promise<number | null> {
  if (ownerId !== null) return (await entitlementsOf(ownerId)).jobPostsPerMonth
  const starter = await getPlan(FREE_PLAN)
  if (!starter) throw new Error('The plans table has no Starter row: migration 0051 inserts it')
  return starter.entitlements.jobPostsPerMonth
}
