import { FREE_PLAN, type Entitlements, type PlanKey } from '~/domain/plans'
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

/** The booker's plan and its workspace discount (Starter 0), read once per booking request (docs/decisions/0141). */
export async function workspaceDiscountOf(userId: number, now: Date = new Date()): Promise<{ plan: PlanKey; percent: number }> {
  const entitlements = await entitlementsOf(userId, now)
  return { plan: entitlements.plan, percent: entitlements.workspaceDiscountPercent }
}

/**
 * The entitlements a startup's pages get (analytics and matching depth, docs/decisions/0141): its owner's plan, as for
 * job posts (0138) — the claimed owner, else the founder; a startup with neither is on Starter. Takes the startup's
 * access row the caller has already read.
 */
export async function startupEntitlementsOf(
  startup: { claimedByUserId: number | null; founderId: number | null },
  now: Date = new Date(),
): Promise<Entitlements & { plan: PlanKey }> {
  const owner = startup.claimedByUserId ?? startup.founderId
  if (owner !== null) return entitlementsOf(owner, now)
  const starter = await getPlan(FREE_PLAN)
  if (!starter) throw new Error('The plans table has no Starter row: migration 0051 inserts it')
  return { ...starter.entitlements, plan: FREE_PLAN }
}
