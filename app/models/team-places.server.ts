import { and, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profileClaims, startups, startupTeam, users } from '../../db/schema'

/**
 * Whose place on a startup's team is listed and counts (docs/decisions/0083-what-a-lapsed-claim-takes-away.md): one SQL rule, read
 * by every query that decides who runs a startup (getStartupAccess, a job's access, "my startups", the startups a
 * member may post jobs for, the jobs whose applicants they manage) and by the team list itself.
 *
 * A place that an approved claim gave (the member has an approved claim on the startup) counts only while that claim
 * holds the startup: `claimedByUserId` is the member and `subscriptionActive`. When the subscription lapses
 * (`customer.subscription.deleted`, a non-running `.updated`) or another claimer's claim is approved, the place stops
 * counting at once, and counts again when the subscription is paid again or the member's new claim is approved. No
 * second copy of the state is kept: the startup row and the claims decide. Places without a claim (the founder's
 * own, members added without paying) always count.
 *
 * `member` is the user id in question: a number, or a column (`startupTeam.userId` for the team list). Expects
 * `startups` and `startup_team` to be in the statement, joined on the startup.
 */
export function teamPlaceListed(member: number | SQLWrapper): SQL {
  return sql`((${startups.claimedByUserId} = ${member} and ${startups.subscriptionActive} = 1) or not exists (select 1 from ${profileClaims} where ${profileClaims.startupId} = ${startupTeam.startupId} and ${profileClaims.claimerId} = ${member} and ${profileClaims.status} = 'approved'))`
}

/**
 * A place that lets its member run the startup: listed (above) and given an access role, owner or editor
 * (docs/decisions/0108-team-roles-and-invitations.md). A place without a role is shown on the profile only.
 */
export function teamPlaceCounts(member: number | SQLWrapper): SQL {
  return sql`(${startupTeam.accessRole} is not null and ${teamPlaceListed(member)})`
}

/** The display order after the startup's last place (a subquery for an insert's value). */
export function nextDisplayOrder(startupId: number): SQL<number> {
  return sql<number>`(select coalesce(max(${startupTeam.displayOrder}), -1) + 1 from ${startupTeam} where ${startupTeam.startupId} = ${startupId})`
}

/** The ids of the startups on whose team the member holds a place that counts (a subquery for `inArray`). */
export function startupsWithTeamPlace(userId: number): SQL {
  return sql`(select ${startupTeam.startupId} from ${startupTeam} inner join ${startups} on ${eq(startups.id, startupTeam.startupId)} where ${and(eq(startupTeam.userId, userId), teamPlaceCounts(userId))})`
}

/**
 * Who reads a startup's team mail (a new job application, docs/decisions/0105): the members who run it — its
 * founder, the members whose place counts, and the claimed owner while the subscription runs — as canEditStartup
 * and canSeeTeamContacts (decision 0083) decide for the pages. Admins are not on it. Each member once.
 */
export async function startupTeamReaders(db: Db, startupId: number): Promise<Array<{ id: number; firstName: string | null }>> {
  const [startup] = await db
    .select({ founderId: startups.founderId, claimedByUserId: startups.claimedByUserId, subscriptionActive: startups.subscriptionActive })
    .from(startups)
    .where(eq(startups.id, startupId))
  if (!startup) return []
  const ids = new Set<number>()
  if (startup.founderId !== null) ids.add(startup.founderId)
  if (startup.claimedByUserId !== null && startup.subscriptionActive) ids.add(startup.claimedByUserId)
  const team = await db
    .select({ userId: startupTeam.userId })
    .from(startupTeam)
    .innerJoin(startups, eq(startups.id, startupTeam.startupId))
    .where(and(eq(startupTeam.startupId, startupId), isNotNull(startupTeam.userId), teamPlaceCounts(startupTeam.userId)))
  for (const row of team) if (row.userId !== null) ids.add(row.userId)
  if (ids.size === 0) return []
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id)
}

/**
 * A team place's columns as the team list and the manage-team page read them (startup_team joined with users for a
 * member with an account): one list for both readers.
 */
export const TEAM_ROW_COLUMNS = {
  id: startupTeam.id,
  userId: startupTeam.userId,
  name: startupTeam.name,
  email: startupTeam.email,
  bio: startupTeam.bio,
  photoUrl: startupTeam.photoUrl,
  role: startupTeam.role,
  isFounder: startupTeam.isFounder,
  kind: startupTeam.kind,
  links: startupTeam.links,
  accessRole: startupTeam.accessRole,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
  userPhoto: users.profileImageUrl,
}
