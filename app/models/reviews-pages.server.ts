import { and, eq } from 'drizzle-orm'
import { startups } from '../../db/schema'
import { getDb } from '~/server/db.server'

/** The startup a reviews page is about (active ones only): its name and website. */
export async function getStartupName(id: number): Promise<{ name: string; website: string | null } | null> {
  const db = await getDb()
  const [row] = await db
    .select({ name: startups.name, website: startups.website })
    .from(startups)
    .where(and(eq(startups.id, id), eq(startups.isActive, true)))
  return row ?? null
}
