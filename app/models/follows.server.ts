import { sql, type SQL } from 'drizzle-orm'
import {
  companyMilestones,
  events,
  follows,
  fundingRounds,
  investors,
  jobs,
  startups,
  startupTeam,
  users,
} from '../../db/schema'
import type { FollowType } from '~/domain/alerts'
import {
  FEED_LIMIT,
  FOLLOW_LIMIT_REACHED,
  FOLLOW_SELF,
  MAX_FOLLOWS,
  ORGANISER_NOT_FOUND,
  followTargetHref,
  type FeedKind,
} from '~/domain/follows'
import { INVESTOR_NOT_FOUND } from '~/domain/investors'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import type { FollowInput } from '~/schemas/follows'
import { getDb } from '~/server/db.server'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { teamPlaceCounts } from './team-places.server'

/**
 * Follows (issue 43 items 1 and 4, docs/decisions/0130-follows-and-activity-feed.md): a member follows a listed
 * startup, a listed investor (the directory's) or an organiser (a member with an active event). The follows table has
 * no foreign key on its target (three tables), so every read joins the target and skips one that is no longer public.
 * The page's buttons (POST /follow) and /api/follows call these functions.
 */

/** Whether the member follows it, and how many members do. */
export interface FollowState {
  type: FollowType
  id: number
  following: boolean
  followers: number
}

/** The condition, in SQL, that a target is public and so may be followed (and is listed and counted). */
function isPublicTarget(type: FollowType, id: number | SQL): SQL {
  switch (type) {
    case 'startup':
      return sql`exists (select 1 from ${startups} where ${startups.id} = ${id} and ${startups.isActive} = 1)`
    case 'investor':
      return sql`exists (select 1 from ${investors} where ${investors.id} = ${id} and ${investors.isVerified} = 1 and ${investors.isActive} = 1)`
    case 'organiser':
      return sql`exists (select 1 from ${events} where ${events.organizerId} = ${id} and ${events.isActive} = 1)`
  }
}

const NOT_FOUND: Record<FollowType, string> = {
  startup: STARTUP_NOT_FOUND,
  investor: INVESTOR_NOT_FOUND,
  organiser: ORGANISER_NOT_FOUND,
}

/**
 * Follows a target. One statement decides: the target is public and the member follows fewer than MAX_FOLLOWS
 * (INSERT … SELECT … WHERE, atomic on better-sqlite3 and libSQL alike); following twice changes nothing. When it
 * inserts nothing, the reason is read afterwards: already followed (fine), not public (404), or the cap (409).
 */
export async function follow(user: Pick<PublicUser, 'id'>, { type, id }: FollowInput): Promise<FollowState> {
  if (type === 'organiser' && id === user.id) throw forbidden(FOLLOW_SELF)
  const db = await getDb()
  const inserted = await db.all<{ userId: number }>(sql`
    insert into ${follows} (user_id, target_type, target_id)
    select ${user.id}, ${type}, ${id}
    where (select count(*) from ${follows} where ${follows.userId} = ${user.id}) < ${MAX_FOLLOWS}
      and ${isPublicTarget(type, id)}
    on conflict do nothing
    returning user_id as userId
  `)
  const state = await followState(user.id, type, id)
  if (inserted.length > 0 || state.following) return state
  const [target] = await db.all<{ found: number }>(sql`select ${isPublicTarget(type, id)} as found`)
  if (!target?.found) throw notFoundError(NOT_FOUND[type])
  throw conflict(FOLLOW_LIMIT_REACHED)
}

/** Stops following; not following is fine too. */
export async function unfollow(user: Pick<PublicUser, 'id'>, { type, id }: FollowInput): Promise<FollowState> {
  const db = await getDb()
  await db.run(sql`delete from ${follows} where ${follows.userId} = ${user.id} and ${follows.targetType} = ${type} and ${follows.targetId} = ${id}`)
  return followState(user.id, type, id)
}

/** The follower count and whether this member (none for a visitor) follows: one statement over the target index. */
export async function followState(viewerId: number | null, type: FollowType, id: number): Promise<FollowState> {
  const db = await getDb()
  const [row] = await db.all<{ followers: number; following: number }>(sql`
    select count(*) as followers, coalesce(max(${follows.userId} = ${viewerId ?? 0}), 0) as following
    from ${follows} where ${follows.targetType} = ${type} and ${follows.targetId} = ${id}
  `)
  return { type, id, followers: Number(row?.followers ?? 0), following: Boolean(row?.following) }
}

/** Whether the member follows it. */
export async function isFollowing(userId: number, type: FollowType, id: number): Promise<boolean> {
  return (await followState(userId, type, id)).following
}

/** How many members follow it. */
export async function followerCount(type: FollowType, id: number): Promise<number> {
  return (await followState(null, type, id)).followers
}

/** One of the member's follows: the target's name and page. */
export interface FollowItem {
  type: FollowType
  id: number
  /** Null for an organiser who gave no name (the page says "An organiser"). */
  name: string | null
  href: string
  followedAt: string
}

/**
 * The member's follows, newest first, each joined to its target (one statement: three indexed selects, UNION ALL);
 * a target that is no longer public is left out. An organiser links to their next (else latest) active event.
 */
export async function listFollows(userId: number): Promise<FollowItem[]> {
  const db = await getDb()
  const rows = await db.all<{ type: FollowType; id: number; name: string | null; eventId: number | null; at: number }>(sql`
    select 'startup' as type, ${startups.id} as id, ${startups.name} as name, null as eventId, ${follows.createdAt} as at
    from ${follows} join ${startups} on ${startups.id} = ${follows.targetId}
    where ${follows.userId} = ${userId} and ${follows.targetType} = 'startup' and ${startups.isActive} = 1
    union all
    select 'investor', ${investors.id}, ${investors.name}, null, ${follows.createdAt}
    from ${follows} join ${investors} on ${investors.id} = ${follows.targetId}
    where ${follows.userId} = ${userId} and ${follows.targetType} = 'investor' and ${investors.isVerified} = 1 and ${investors.isActive} = 1
    union all
    select * from (
      select 'organiser', ${users.id}, nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''),
        (select ${events.id} from ${events} where ${events.organizerId} = ${users.id} and ${events.isActive} = 1
          order by ${events.endDate} < ${Date.now()}, abs(${events.startDate} - ${Date.now()}) limit 1) as eventId,
        ${follows.createdAt}
      from ${follows} join ${users} on ${users.id} = ${follows.targetId}
      where ${follows.userId} = ${userId} and ${follows.targetType} = 'organiser'
    ) where eventId is not null
    order by at desc, id desc
  `)
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    name: row.name,
    href: followTargetHref(row.type, Number(row.id), row.eventId === null ? null : Number(row.eventId)),
    followedAt: new Date(Number(row.at)).toISOString(),
  }))
}

/** Something that happened on a followed startup. */
export interface FeedItem {
  kind: FeedKind
  id: number
  /** The job's or event's title, the milestone's, or the round's type (a stage slug; null when not stated). */
  title: string | null
  startupId: number
  startupName: string
  at: string
}

/**
 * The dashboard's activity feed: what happened on the startups the member follows — an open job, a funding round, a
 * public milestone, an active event organised by the startup's founder or a member of its team whose place counts
 * (decision 0111's "a startup's events") — newest first. One statement: a UNION ALL of selects that each walk the
 * member's follows and an index on the startup (jobs, rounds, milestones, team) or on the organiser (events), limited.
 * Only public things: a closed job, a private milestone, a cancelled event or an inactive startup never shows.
 */
export async function activityFeed(userId: number, limit = FEED_LIMIT): Promise<FeedItem[]> {
  const db = await getDb()
  const followed = sql`${follows} join ${startups} on ${startups.id} = ${follows.targetId}`
  const mine = sql`${follows.userId} = ${userId} and ${follows.targetType} = 'startup' and ${startups.isActive} = 1`
  const rows = await db.all<{ kind: FeedKind; id: number; title: string | null; startupId: number; startupName: string; at: number }>(sql`
    select 'job' as kind, ${jobs.id} as id, ${jobs.title} as title, ${startups.id} as startupId, ${startups.name} as startupName, ${jobs.createdAt} as at
    from ${followed} join ${jobs} on ${jobs.startupId} = ${startups.id}
    where ${mine} and ${jobs.isOpen} = 1
    union all
    select 'funding-round', ${fundingRounds.id}, ${fundingRounds.roundType}, ${startups.id}, ${startups.name}, ${fundingRounds.createdAt}
    from ${followed} join ${fundingRounds} on ${fundingRounds.startupId} = ${startups.id}
    where ${mine}
    union all
    select 'milestone', ${companyMilestones.id}, ${companyMilestones.title}, ${startups.id}, ${startups.name}, ${companyMilestones.createdAt}
    from ${followed} join ${companyMilestones} on ${companyMilestones.startupId} = ${startups.id}
    where ${mine} and ${companyMilestones.isPublic} = 1
    union all
    select 'event', ${events.id}, ${events.title}, ${startups.id}, ${startups.name}, ${events.createdAt}
    from ${followed} join ${events} on ${events.organizerId} = ${startups.founderId}
    where ${mine} and ${events.isActive} = 1
    union all
    select 'event', ${events.id}, ${events.title}, ${startups.id}, ${startups.name}, ${events.createdAt}
    from ${followed} join ${startupTeam} on ${startupTeam.startupId} = ${startups.id} join ${events} on ${events.organizerId} = ${startupTeam.userId}
    where ${mine} and ${events.isActive} = 1 and ${startupTeam.userId} is not ${startups.founderId} and ${teamPlaceCounts(startupTeam.userId)}
    order by at desc, id desc
    limit ${limit}
  `)
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    startupId: Number(row.startupId),
    startupName: row.startupName,
    at: new Date(Number(row.at)).toISOString(),
  }))
}
