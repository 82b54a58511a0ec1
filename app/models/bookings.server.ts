import { count, eq } from 'drizzle-orm'
import { workspaceBookings } from '../../db/schema'
import { getDb } from '~/lib/db.server'

/** Every booking the user has made, whatever its status (the dashboard shows only this count). */
export async function countMyBookings(userId: number): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ n: count() }).from(workspaceBookings).where(eq(workspaceBookings.userId, userId))
  return row?.n ?? 0
}
