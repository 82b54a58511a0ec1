import { entitlementsOf } from '~/models/plans.server'

/**
 * Whether the member's plan gives API access (Enterprise, issue 44; docs/decisions/0135's `entitlementsOf`): asked when
 * a token is made and on every use of one (docs/decisions/0137-api-tokens.md).
 */
export async function hasApiAccess(userId: number): Promise<boolean> {
  return (await entitlementsOf(userId)).apiAccess
}
