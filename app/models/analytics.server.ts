import { createHash, randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import { eventRsvps, events, jobs, jobViews, startups, startupTeam, startupViews, visitorSalts } from '../../db/schema'
import type { Db } from '../../db/client'
import { APPLICATION_STATUSES, type ApplicationStatus } from '~/domain/jobs'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDb } from '~/server/db.server'
import { forbidden, notFoundError, UpgradeRequired } from '~/shared/errors'
import { canEditStartup, canManageJobs } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { getJobAccess } from './jobs.server'
import { startupEntitlementsOf } from './plan-access.server'
import type { AnalyticsLevel } from '~/domain/plans'
import { EDIT_FORBIDDEN, getStartupAccess, isMine } from './startups.server'
import { teamPlaceCounts } from './team-places.server'

/**
 * Owner analytics (issue 41 item 6; docs/decisions/0111-owner-analytics.md). Views are counted by a first-party
 * image on the profile and job pages (the pages themselves stay HTTP-cached): one row per page, UTC day and visitor,
 * kept by the primary key, so the once-a-day rule is the database's (`INSERT … ON CONFLICT DO NOTHING`), never a
 * read-then-write. A visitor is the member, or for visitors a hash of the address and browser with the day's random
 * salt; no address is stored. Crawlers are not counted (the route decides), nor the people who run the startup.
 */

const DAY_MS = 86_400_000
/** The window the manage page shows: today and the 29 days before it (UTC). */
export const ANALYTICS_DAYS = 30
/**
 * How many UTC days each analytics level sees (issue 44 item 3, docs/decisions/0141): Starter's basic totals over a
 * week, Professional's dashboard over 30 days, Enterprise's advanced over 90 (with the CSV export).
 */
export const ANALYTICS_WINDOW_DAYS: Record<AnalyticsLevel, number> = { basic: 7, dashboard: ANALYTICS_DAYS, advanced: 90 }
/**
 * Where a locked part of the analytics sends the owner: Starter to Professional's trial, Professional to Enterprise's
 * contact-sales form (Enterprise is not sold by Checkout, decision 0142).
 */
export const ANALYTICS_UPGRADE_URL = '/subscribe'
export const ANALYTICS_ENTERPRISE_URL = '/contact-sales'
const upgradeUrlOf = (level: AnalyticsLevel): string | null =>
  level === 'advanced' ? null : level === 'dashboard' ? ANALYTICS_ENTERPRISE_URL : ANALYTICS_UPGRADE_URL
/** The manage page lists this many of the startup's newest jobs and events. */
const LIST_LIMIT = 20

/** Whole days since 1970-01-01 UTC. */
export const utcDay = (at: Date | number): number => Math.floor(Number(at) / DAY_MS)
/** `YYYY-MM-DD` of a UTC day number. */
export const dayIso = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

// ── Counting ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Who is looking: the member, or a visitor known only by address and browser (hashed before it is kept). */
export type Viewer = { user: PublicUser } | { address: string; userAgent: string }

/** The day's salt, remembered once read: it never changes for its day, and every instance reads the same row. */
const salts = new Map<number, string>()

async function saltOf(db: Db, day: number): Promise<string> {
  const known = salts.get(day)
  if (known) return known
  await db.insert(visitorSalts).values({ day, salt: randomBytes(32).toString('hex') }).onConflictDoNothing()
  // Yesterday's salt may still be in use by an instance whose clock is behind; older ones only link days together.
  await db.delete(visitorSalts).where(lt(visitorSalts.day, day - 1))
  const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day))
  salts.clear()
  salts.set(day, row!.salt)
  return row!.salt
}

/** The key a view is counted under: `u<id>` for a member, `v<hash>` for a visitor (the hash changes every day). */
export async function visitorKey(db: Db, viewer: Viewer, day: number): Promise<string> {
  if ('user' in viewer) return `u${viewer.user.id}`
  const salt = await saltOf(db, day)
  const hash = createHash('sha256').update(`${salt}\n${viewer.address}\n${viewer.userAgent}`).digest('base64url')
  return `v${hash.slice(0, 32)}`
}

/**
 * Counts a view of an active startup's profile, once per visitor and UTC day. The people who run it (canEditStartup,
 * admins too) are not counted. Unknown and inactive startups count nothing. Answers whether a row was added.
 */
export async function recordStartupView(startupId: number, viewer: Viewer, now = new Date()): Promise<boolean> {
  if ('user' in viewer) {
    const access = await getStartupAccess(startupId, viewer.user.id)
    if (!access || canEditStartup(viewer.user, access)) return false
  }
  const db = await getDb()
  const day = utcDay(now)
  const visitor = await visitorKey(db, viewer, day)
  const added = await db
    .insert(startupViews)
    .select(
      db
        .select({ startupId: startups.id, day: sql<number>`${day}`.as('day'), visitor: sql<string>`${visitor}`.as('visitor') })
        .from(startups)
        .where(and(eq(startups.id, startupId), eq(startups.isActive, true))),
    )
    .onConflictDoNothing()
    .returning({ startupId: startupViews.startupId })
  return added.length > 0
}

/**
 * Counts a view of a listed job's page, once per visitor and UTC day: the top of its funnel. Those who manage the
 * startup's jobs (canManageJobs) are not counted; nor are closed jobs (nobody else sees them).
 */
export async function recordJobView(jobId: number, viewer: Viewer, now = new Date()): Promise<boolean> {
  if ('user' in viewer) {
    const job = await getJobAccess(jobId, viewer.user.id)
    if (!job || canManageJobs(viewer.user, job.access)) return false
  }
  const db = await getDb()
  const day = utcDay(now)
  const visitor = await visitorKey(db, viewer, day)
  const added = await db
    .insert(jobViews)
    .select(
      db
        .select({ jobId: jobs.id, day: sql<number>`${day}`.as('day'), visitor: sql<string>`${visitor}`.as('visitor') })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.isOpen, true))),
    )
    .onConflictDoNothing()
    .returning({ jobId: jobViews.jobId })
  return added.length > 0
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface DailyCount {
  /** `YYYY-MM-DD` (UTC). */
  date: string
  count: number
}

export interface JobFunnel {
  id: number
  title: string
  isActive: boolean
  /** Visitor-days on the job's page in the window. */
  views: number
  /** Applications made in the window… */
  applications: number
  /** …and where each of them is now. */
  statuses: Record<ApplicationStatus, number>
}

export interface EventRsvps {
  id: number
  title: string
  startDate: Date
  isActive: boolean
  /** Seats taken and waitlist now. */
  attending: number
  waitlisted: number
  /** RSVPs made in the window that still hold a seat or a waitlist place. */
  recent: number
}

export interface StartupAnalytics {
  startup: { id: number; name: string }
  /**
   * What the owner's plan shows (docs/decisions/0141): basic = the window's totals only (no days, no job funnels, no
   * events); dashboard = all of it over 30 days; advanced = all of it over 90 days and the CSV export.
   */
  level: AnalyticsLevel
  /** Days in the window. */
  windowDays: number
  /** Where to upgrade for more; null on the highest level. */
  upgradeUrl: string | null
  /** Visitor-days on all the startup's job pages and applications to its jobs in the window. */
  jobTotals: { views: number; applications: number }
  /** The window, first and last UTC day (`YYYY-MM-DD`), both included. */
  from: string
  to: string
  profileViews: { total: number; days: DailyCount[] }
  jobs: JobFunnel[]
  /** RSVPs to the events organised by the people who run the startup (founder, team, claimed owner). */
  rsvps: { total: number; days: DailyCount[]; events: EventRsvps[] }
}

/** Every day of the window in order, zero where nothing was counted. */
function fillDays(first: number, last: number, rows: readonly { day: number; count: number }[]): DailyCount[] {
  const byDay = new Map(rows.map((row) => [Number(row.day), Number(row.count)]))
  const days: DailyCount[] = []
  for (let day = first; day <= last; day++) days.push({ date: dayIso(day), count: byDay.get(day) ?? 0 })
  return days
}

const sum = (days: readonly DailyCount[]) => days.reduce((total, day) => total + day.count, 0)

/**
 * The members whose events count as the startup's (decision 0111): its founder, its claimed owner while the
 * subscription runs, and the members whose team place counts (teamPlaceCounts, decision 0083) — the people
 * startupTeamReaders names, as one subquery.
 */
function organizersOf(startupId: number): SQL {
  return sql`(select ${startups.founderId} from ${startups} where ${startups.id} = ${startupId} and ${startups.founderId} is not null
    union select ${startups.claimedByUserId} from ${startups} where ${startups.id} = ${startupId} and ${startups.claimedByUserId} is not null and ${startups.subscriptionActive} = 1
    union select ${startupTeam.userId} from ${startupTeam} inner join ${startups} on ${startups.id} = ${startupTeam.startupId}
      where ${startupTeam.startupId} = ${startupId} and ${startupTeam.userId} is not null and ${teamPlaceCounts(startupTeam.userId)})`
}

/**
 * A count of a job's rows in a child table, as a column of a select from jobs. Written out: Drizzle leaves column
 * names unqualified in selected SQL fragments, and the subquery must name the outer job.
 */
const perJob = (table: 'job_views' | 'job_applications', condition: SQL) =>
  sql<number>`(select count(*) from ${sql.identifier(table)} where ${sql.identifier(table)}."job_id" = "jobs"."id" and ${condition})`

/**
 * The manage page and GET /api/startups/{id}/analytics: the window's profile views, each job's funnel and the RSVPs
 * to the team's events, for those who may edit the startup (404 when absent, 403 otherwise), as deep as the owner's
 * plan allows (ANALYTICS_WINDOW_DAYS; basic gets totals only). The access check, the plan, then the reads together.
 */
export async function getStartupAnalytics(user: PublicUser, startupId: number, now = new Date()): Promise<StartupAnalytics> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
  // The owner's plan decides how deep the figures go; nothing beyond it is read or returned (decision 0141).
  const level = (await startupEntitlementsOf(access, now)).analyticsLevel
  const detailed = level !== 'basic'
  const db = await getDb()
  const last = utcDay(now)
  const first = last - (ANALYTICS_WINDOW_DAYS[level] - 1)
  const since = first * DAY_MS
  // Written into the SQL: a bound JavaScript number may arrive as a REAL, and the division with it.
  const rsvpDay = sql<number>`(${eventRsvps.createdAt} / ${sql.raw(String(DAY_MS))})`
  const heldPlaces = inArray(eventRsvps.status, ['attending', 'waitlisted'])
  const inWindow = sql`"job_views"."day" between ${first} and ${last}`
  const applied = (status: ApplicationStatus) =>
    perJob('job_applications', sql`"job_applications"."created_at" >= ${since} and "job_applications"."status" = ${status}`)

  const [[startup], viewRows, jobRows, rsvpRows, eventRows, [jobTotals]] = await Promise.all([
    db.select({ id: startups.id, name: startups.name }).from(startups).where(eq(startups.id, startupId)),
    db
      .select({ day: startupViews.day, count: count() })
      .from(startupViews)
      .where(and(eq(startupViews.startupId, startupId), gte(startupViews.day, first), lte(startupViews.day, last)))
      .groupBy(startupViews.day),
    detailedOnly(detailed, () =>
      db
      .select({
        id: jobs.id,
        title: jobs.title,
        isActive: jobs.isActive,
        views: perJob('job_views', inWindow),
        new: applied('new'),
        reviewing: applied('reviewing'),
        rejected: applied('rejected'),
        hired: applied('hired'),
      })
      .from(jobs)
      .where(eq(jobs.startupId, startupId))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(LIST_LIMIT),
    ),
    db
      .select({ day: rsvpDay, count: count() })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(and(inArray(events.organizerId, organizersOf(startupId)), gte(eventRsvps.createdAt, new Date(since)), heldPlaces))
      .groupBy(rsvpDay),
    detailedOnly(detailed, () =>
      db
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        isActive: events.isActive,
        attending: sql<number>`count(case when ${eventRsvps.status} = 'attending' then 1 end)`,
        waitlisted: sql<number>`count(case when ${eventRsvps.status} = 'waitlisted' then 1 end)`,
        recent: sql<number>`count(case when ${eventRsvps.createdAt} >= ${since} and ${eventRsvps.status} in ('attending', 'waitlisted') then 1 end)`,
      })
      .from(events)
      .leftJoin(eventRsvps, eq(eventRsvps.eventId, events.id))
      // Events still to come, and those that ended within the window.
      .where(and(inArray(events.organizerId, organizersOf(startupId)), gte(events.endDate, new Date(since))))
      .groupBy(events.id)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(LIST_LIMIT),
    ),
    db
      .select({
        views: sql<number>`(select count(*) from job_views jv inner join jobs j on j.id = jv.job_id where j.startup_id = ${startupId} and jv.day between ${first} and ${last})`,
        applications: sql<number>`(select count(*) from job_applications a inner join jobs j on j.id = a.job_id where j.startup_id = ${startupId} and a.created_at >= ${since})`,
      })
      .from(startups)
      .where(eq(startups.id, startupId)),
  ])

  const funnels: JobFunnel[] = jobRows.map((job) => {
    const statuses = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, Number(job[status])])) as Record<ApplicationStatus, number>
    return {
      id: job.id,
      title: job.title,
      isActive: job.isActive,
      views: Number(job.views),
      applications: Object.values(statuses).reduce((total, value) => total + value, 0),
      statuses,
    }
  })

  const profileDays = fillDays(first, last, viewRows)
  const rsvpDays = fillDays(first, last, rsvpRows)
  return {
    startup: startup!,
    level,
    windowDays: ANALYTICS_WINDOW_DAYS[level],
    upgradeUrl: upgradeUrlOf(level),
    jobTotals: { views: Number(jobTotals?.views ?? 0), applications: Number(jobTotals?.applications ?? 0) },
    from: dayIso(first),
    to: dayIso(last),
    profileViews: { total: sum(profileDays), days: detailed ? profileDays : [] },
    jobs: funnels,
    rsvps: {
      total: sum(rsvpDays),
      days: detailed ? rsvpDays : [],
      events: eventRows.map((row) => ({
        ...row,
        attending: Number(row.attending),
        waitlisted: Number(row.waitlisted),
        recent: Number(row.recent),
      })),
    },
  }
}

export const ANALYTICS_EXPORT_NEEDS_ADVANCED = 'The analytics export comes with the Enterprise plan'

/**
 * The advanced level's export (/startup/{id}/manage/analytics.csv): one row per UTC day of the window with its profile
 * views and RSVPs, then one row per job with its funnel. Other levels: 402 with the upgrade link (decision 0141).
 */
export async function startupAnalyticsCsv(user: PublicUser, startupId: number, now = new Date()): Promise<{ name: string; csv: string }> {
  const analytics = await getStartupAnalytics(user, startupId, now)
  if (analytics.level !== 'advanced') throw new UpgradeRequired(402, ANALYTICS_EXPORT_NEEDS_ADVANCED, upgradeUrlOf(analytics.level)!)
  const rsvpsByDay = new Map(analytics.rsvps.days.map((day) => [day.date, day.count]))
  const lines = [['date', 'profile_views', 'rsvps']]
  for (const day of analytics.profileViews.days) lines.push([day.date, String(day.count), String(rsvpsByDay.get(day.date) ?? 0)])
  lines.push([])
  lines.push(['job_id', 'job_title', 'views', 'applications', ...APPLICATION_STATUSES])
  for (const job of analytics.jobs) {
    lines.push([String(job.id), job.title, String(job.views), String(job.applications), ...APPLICATION_STATUSES.map((status) => String(job.statuses[status]))])
  }
  const csv = lines.map((line) => line.map(csvField).join(',')).join('\r\n')
  return { name: `startup-${startupId}-analytics-${analytics.from}-${analytics.to}.csv`, csv: `${csv}\r\n` }
}

/** RFC 4180 quoting; a leading =, +, - or @ is neutralised so a spreadsheet never runs a job title as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A read that only the dashboard and advanced levels make: Starter's answer is empty without asking. */
function detailedOnly<T>(detailed: boolean, read: () => PromiseLike<T[]>): Promise<T[]> {
  return detailed ? Promise.resolve(read()) : Promise.resolve([])
}

/**
 * The dashboard's Profile Views tile (docs/decisions/0121-first-impressions.md): visitors to the profiles of the
 * member's startups (isMine) over the manage page's window, each visitor once a day — the same rows the manage page
 * charts, so the two agree. A member without startups has 0.
 */
export function myProfileViewsQuery(db: Db, userId: number, now: Date) {
  const first = utcDay(now) - (ANALYTICS_DAYS - 1)
  return db
    .select({ n: count() })
    .from(startupViews)
    .where(and(gte(startupViews.day, first), inArray(startupViews.startupId, db.select({ id: startups.id }).from(startups).where(isMine(userId)))))
}
