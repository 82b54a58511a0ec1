import { rateLimits } from '../../db/schema'
import { getDb } from '~/server/db.server'

/** Empties the shared rate-limit counters, so each test starts with a fresh allowance. */
export async function resetRateLimits(): Promise<void> {
  const db = await getDb()
  await db.delete(rateLimits)
}
