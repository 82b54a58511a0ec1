import { entitlementsOf } from '~/models/plans.server'

/** Whether the member's plan gives API access (Enterprise, issue 44): asked when a token is made and on every use. */
export async function hasApiAccess(userId: number): Promise<boolean> {
  return (await entitlementsOf(userId)).apiAccess
}
