import { asc, eq } from 'drizzle-orm'
import * as schema from '../db/schema'
import type { Db } from '../db/client'
import type { People } from './users'

/**
 * The demo member's follows and saved searches (issue 43; docs/decisions/0129–0131): two startups and a fund followed, and
 * two searches saved, written as the pages write them (tests/unit/seed-alerts.test.ts checks the canonical form). Their
 * alerts are the scheduler's: collected from what appears after they were made, never seeded.
 */
export const DEMO_SAVED_SEARCHES = [
  { name: 'Full-time roles', list: 'jobs', query: 'type=full-time' },
  { name: 'Fintech startups', list: 'startups', query: 'sector=fintech' },
] as const

export async function seedFollowsAndSearches(tx: Db, people: People, today: number): Promise<void> {
  const createdAt = new Date(today - 3 * 86_400_000)
  const followed = await tx.select({ id: schema.startups.id }).from(schema.startups).where(eq(schema.startups.isActive, true)).orderBy(asc(schema.startups.id)).limit(2)
  const [fund] = await tx
    .select({ id: schema.investors.id })
    .from(schema.investors)
    .where(eq(schema.investors.isVerified, true))
    .orderBy(asc(schema.investors.id))
    .limit(1)
  await tx.insert(schema.follows).values([
    ...followed.map((startup) => ({ userId: people.member, targetType: 'startup' as const, targetId: startup.id, createdAt })),
    ...(fund ? [{ userId: people.member, targetType: 'investor' as const, targetId: fund.id, createdAt }] : []),
  ])
  await tx.insert(schema.savedSearches).values(DEMO_SAVED_SEARCHES.map((search) => ({ userId: people.member, ...search, createdAt, updatedAt: createdAt })))
}
