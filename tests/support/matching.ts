import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { cities, fundingRounds, investors, memberPreferences, mentors } from '../../db/schema'
import { getDb } from '~/server/db.server'

// Factories of smart matching's tests (issue 42 item 3, docs/decisions/0116-matching.md): investors, mentors, a
// member's preferences and a startup's open round, inserted directly as the directory and preferences pages would.

/** The id of the city with this slug (the cities are reference data of migration 0035). */
export async function cityId(slug: string): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug))
  if (!row) throw new Error(`no city ${slug}`)
  return row.id
}

export async function createInvestor(overrides: Partial<typeof investors.$inferInsert> = {}): Promise<{ id: number; name: string }> {
  const db = await getDb()
  const [row] = await db
    .insert(investors)
    .values({ name: `Investor ${randomUUID().slice(0, 8)}`, type: 'vc', currency: 'USD', ...overrides })
    .returning({ id: investors.id, name: investors.name })
  return row!
}

export async function createMentor(overrides: Partial<typeof mentors.$inferInsert> = {}): Promise<{ id: number; name: string }> {
  const db = await getDb()
  const [row] = await db
    .insert(mentors)
    .values({ name: `Mentor ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning({ id: mentors.id, name: mentors.name })
  return row!
}

export async function setPreferences(userId: number, preferences: Omit<Partial<typeof memberPreferences.$inferInsert>, 'userId'>): Promise<void> {
  const db = await getDb()
  await db
    .insert(memberPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: memberPreferences.userId, set: preferences })
}

/** A round the startup is raising: undated (the one being raised now), `amount` in major units as a decimal string. */
export async function addOpenRound(startupId: number, amount: string, currency = 'USD'): Promise<void> {
  const db = await getDb()
  await db.insert(fundingRounds).values({ startupId, roundType: 'seed', amount, currency })
}
