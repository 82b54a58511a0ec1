import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { profileClaims, startups, startupTeam } from '../../db/schema'

/**
 * Whose place on a startup's team counts (docs/decisions/0083-what-a-lapsed-claim-takes-away.md): one SQL rule, read
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
export function teamPlaceCounts(member: number | SQLWrapper): SQL {
  return sql`((${startups.claimedByUserId} = ${member} and ${startups.subscriptionActive} = 1) or not exists (select 1 from ${profileClaims} where ${profileClaims.startupId} = ${startupTeam.startupId} and ${profileClaims.claimerId} = ${member} and ${profileClaims.status} = 'approved'))`
}

/** The ids of the startups on whose team the member holds a place that counts (a subquery for `inArray`). */
export function startupsWithTeamPlace(userId: number): SQL {
  return sql`(select ${startupTeam.startupId} from ${startupTeam} inner join ${startups} on ${eq(startups.id, startupTeam.startupId)} where ${and(eq(startupTeam.userId, userId), teamPlaceCounts(userId))})`
}
