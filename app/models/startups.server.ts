import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { startups, startupTeam } from '../../db/schema'
import { getDb } from '~/lib/db.server'

/** GET /api/startups answers at most this many rows, whatever limit is asked for. */
export const MAX_STARTUP_LIST_LIMIT = 100

/** The columns a startup card shows (000 §3 "Startup card"). */
const cardColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  sector: startups.sector,
  location: startups.location,
  stage: startups.stage,
  teamSize: startups.teamSize,
  foundingDate: startups.foundingDate,
  logo: startups.logo,
  logoData: startups.logoData,
  logoType: startups.logoType,
  subscriptionActive: startups.subscriptionActive,
}

export interface StartupCard {
  id: number
  name: string
  description: string | null
  sector: string | null
  location: string | null
  stage: string | null
  teamSize: number | null
  foundingDate: string | null
  logo: string | null
  logoData: string | null
  logoType: string | null
  subscriptionActive: boolean
}

export interface MyStartupTotals {
  /** Active startups the user founded or is on the team of. */
  count: number
  /** Sum of their team sizes (unknown sizes count as 0). */
  totalTeamSize: number
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_STARTUP_LIST_LIMIT) : MAX_STARTUP_LIST_LIMIT
}

/** "My startups": active startups the user founded or is a team member of. */
function isMine(userId: number) {
  return and(
    eq(startups.isActive, true),
    or(
      eq(startups.founderId, userId),
      inArray(
        startups.id,
        sql`(select ${startupTeam.startupId} from ${startupTeam} where ${startupTeam.userId} = ${userId})`,
      ),
    ),
  )
}

/** Active startups, newest first (the dashboard's trending list and the minimal GET /api/startups). */
export async function listStartups({ limit }: { limit: number }): Promise<StartupCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(startups)
    .where(eq(startups.isActive, true))
    .orderBy(desc(startups.createdAt), desc(startups.id))
    .limit(clampLimit(limit))
}

/** GET /api/my-startups and the dashboard's My Startups: newest first. */
export async function listMyStartups(userId: number): Promise<StartupCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(startups)
    .where(isMine(userId))
    .orderBy(desc(startups.createdAt), desc(startups.id))
}

/** The dashboard's My Startups / Active Startups count and Total Team Size, in one aggregate query. */
export async function getMyStartupTotals(userId: number): Promise<MyStartupTotals> {
  const db = await getDb()
  const [row] = await db
    .select({
      count: count(),
      totalTeamSize: sql<number>`coalesce(sum(${startups.teamSize}), 0)`.mapWith(Number),
    })
    .from(startups)
    .where(isMine(userId))
  return { count: row?.count ?? 0, totalTeamSize: row?.totalTeamSize ?? 0 }
}
