import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import {
  cohortApplications,
  cohorts,
  eventRsvps,
  events,
  jobs,
  profileClaims,
  startups,
  users,
  workspaceBookings,
  workspaces,
} from '../../db/schema'
import {
  CANNOT_DELETE_ADMIN,
  CANNOT_DELETE_SELF,
  CANNOT_DEMOTE_SELF,
  LAST_ADMIN,
  TREND_WINDOW_DAYS,
  USER_NOT_FOUND,
} from '~/domain/admin'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'
import { getDatabase, getDb } from '~/server/db.server'
import { readTogether } from '~/server/read-together.server'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import type { AdminListQuery, AdminUpdateUserInput, CreateAdminInput } from '~/schemas/admin'
import { likePattern, pageOf, type Page } from './admin-lists.server'
import { auditLogQuery, diff, recordAdminChange, type AuditEntry } from './audit.server'
import { nextInLine, notifyPromoted } from './events.server'
import { createUser, toPublicUser } from './users.server'

/**
 * The admin panel's reads and writes (001 §2 "Admin panel", §7 /api/admin/*; docs/decisions/0047-admin-panel.md).
 * Callers are admins already (the admin layout's guard, `endpoint({ user: 'admin' })`); the rules about whom an admin
 * may change are decided here, in the database statement that makes the change.
 */

// ── Dashboard ──

const DAY = 24 * 60 * 60 * 1000

export interface Trend {
  /** Created in the last 30 days. */
  current: number
  /** Created in the 30 days before those. */
  previous: number
  /** Whole percent change; null when there is nothing to compare against (nothing the period before). */
  percent: number | null
}

export interface AdminStats {
  users: number
  startups: number
  jobs: number
  events: number
  bookings: number
  pendingClaims: number
  pendingApplications: number
  trends: { users: Trend; startups: Trend; jobs: Trend; events: Trend; bookings: Trend }
}

export function trendOf(current: number, previous: number): Trend {
  return { current, previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100) }
}

/**
 * The dashboard's figures: totals, what waits for an admin, and for each total the real trend (created in the last 30
 * days against the 30 before) in place of the spec's fixed placeholders.
 */
export async function adminStats(admin: AdminUser, now = new Date()): Promise<AdminStats> {
  assertAdmin(admin)
  const db = await getDb()
  const recent = new Date(now.getTime() - TREND_WINDOW_DAYS * DAY)
  const before = new Date(now.getTime() - 2 * TREND_WINDOW_DAYS * DAY)
  type Counted = typeof users | typeof startups | typeof jobs | typeof events | typeof workspaceBookings
  // Every figure in one statement (scalar subqueries), not one statement per table.
  const totals = (table: Counted) =>
    sql<string>`(select json_array(count(*),
      coalesce(sum(case when ${table.createdAt} >= ${recent.getTime()} then 1 else 0 end), 0),
      coalesce(sum(case when ${table.createdAt} >= ${before.getTime()} and ${table.createdAt} < ${recent.getTime()} then 1 else 0 end), 0))
      from ${table})`
  // A claim is waiting for review only once its payment is confirmed (docs/decisions/0048-paid-profile-claims.md).
  const pendingClaimsCount = sql<number>`(select count(*) from ${profileClaims} where ${profileClaims.status} = 'pending' and ${profileClaims.paymentStatus} = 'paid')`
  const pendingApplicationsCount = sql<number>`(select count(*) from ${cohortApplications} where ${cohortApplications.status} = 'pending')`
  const [row] = await db
    .select({
      users: totals(users),
      startups: totals(startups),
      jobs: totals(jobs),
      events: totals(events),
      bookings: totals(workspaceBookings),
      pendingClaims: pendingClaimsCount,
      pendingApplications: pendingApplicationsCount,
    })
    .from(sql`(select 1)`)
  const figures = (json: string | undefined): [number, Trend] => {
    const [total = 0, current = 0, previous = 0] = JSON.parse(json ?? '[]') as number[]
    return [total, trendOf(current, previous)]
  }
  const [userCount, userTrend] = figures(row?.users)
  const [startupCount, startupTrend] = figures(row?.startups)
  const [jobCount, jobTrend] = figures(row?.jobs)
  const [eventCount, eventTrend] = figures(row?.events)
  const [bookingCount, bookingTrend] = figures(row?.bookings)
  const pendingClaims = Number(row?.pendingClaims ?? 0)
  const pendingApplications = Number(row?.pendingApplications ?? 0)
  return {
    users: userCount,
    startups: startupCount,
    jobs: jobCount,
    events: eventCount,
    bookings: bookingCount,
    pendingClaims,
    pendingApplications,
    trends: { users: userTrend, startups: startupTrend, jobs: jobTrend, events: eventTrend, bookings: bookingTrend },
  }
}

// ── Users ──

/**
 * Users, newest first, 10 a page (001 §9), optionally only one type, searched by name or e-mail (a case-insensitive
 * substring; admin lists are small enough to scan, and the panel is for admins only).
 */
export async function listUsers(
  admin: AdminUser,
  query: AdminListQuery,
  { userType }: { userType?: PublicUser['userType'] } = {},
): Promise<Page<PublicUser>> {
  assertAdmin(admin)
  const db = await getDb()
  const conditions: SQL[] = []
  if (userType) conditions.push(eq(users.userType, userType))
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(
      or(
        sql`lower(${users.email}) like ${pattern} escape '\\'`,
        sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern} escape '\\'`,
      )!,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ])
  return pageOf(rows.map(toPublicUser), total?.n ?? 0, query)
}

export interface UserActivity {
  kind: 'startup' | 'rsvp' | 'booking' | 'application' | 'claim'
  /** What the action was about (a startup, an event, a workspace, a cohort): pages write the sentence around it. */
  name: string
  text: string
  at: Date
}

/** The five kinds of recent action, each its own newest-first select (read together: one statement). */
function activityQueries(db: Db, userId: number, limit: number) {
  return {
    founded: db
      .select({ name: startups.name, at: startups.createdAt })
      .from(startups)
      .where(eq(startups.founderId, userId))
      .orderBy(desc(startups.createdAt))
      .limit(limit),
    rsvps: db
      .select({ name: events.title, at: eventRsvps.createdAt })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId))
      .orderBy(desc(eventRsvps.createdAt))
      .limit(limit),
    bookings: db
      .select({ name: workspaces.name, at: workspaceBookings.createdAt })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .where(eq(workspaceBookings.userId, userId))
      .orderBy(desc(workspaceBookings.createdAt))
      .limit(limit),
    applications: db
      .select({ name: cohorts.name, at: cohortApplications.createdAt })
      .from(cohortApplications)
      .innerJoin(cohorts, eq(cohorts.id, cohortApplications.cohortId))
      .where(eq(cohortApplications.userId, userId))
      .orderBy(desc(cohortApplications.createdAt))
      .limit(limit),
    claims: db
      .select({ name: profileClaims.companyName, at: profileClaims.createdAt })
      .from(profileClaims)
      .where(eq(profileClaims.claimerId, userId))
      .orderBy(desc(profileClaims.createdAt))
      .limit(limit),
  }
}

type ActivityRows = { [K in keyof ReturnType<typeof activityQueries>]: { name: string; at: Date }[] }

function toActivity({ founded, rsvps, bookings, applications, claims }: ActivityRows, limit: number): UserActivity[] {
  const all: UserActivity[] = [
    ...founded.map((row) => ({ kind: 'startup' as const, name: row.name, text: `Created the startup profile ${row.name}`, at: row.at })),
    ...rsvps.map((row) => ({ kind: 'rsvp' as const, name: row.name, text: `RSVP'd to ${row.name}`, at: row.at })),
    ...bookings.map((row) => ({ kind: 'booking' as const, name: row.name, text: `Booked ${row.name}`, at: row.at })),
    ...applications.map((row) => ({ kind: 'application' as const, name: row.name, text: `Applied to ${row.name}`, at: row.at })),
    ...claims.map((row) => ({ kind: 'claim' as const, name: row.name, text: `Asked to claim ${row.name}`, at: row.at })),
  ]
  return all.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit)
}

/** The user detail dialog and GET /api/admin/users/{id}: the user and their recent activity, in one statement. */
export async function getUserForAdmin(admin: AdminUser, id: number, limit = 8): Promise<{ user: PublicUser; activity: UserActivity[] }> {
  assertAdmin(admin)
  const db = await getDb()
  const { user, ...activity } = await readTogether({
    user: db.select().from(users).where(eq(users.id, id)),
    ...activityQueries(db, id, limit),
  })
  const [row] = user
  if (!row) throw notFoundError(USER_NOT_FOUND)
  return { user: toPublicUser(row), activity: toActivity(activity, limit) }
}

/**
 * Edit User (001 §2): first name, last name and type; the e-mail never changes here. An admin cannot demote themself,
 * and nobody demotes the last admin: the UPDATE itself only matches while another admin remains (and while the
 * acting admin still is one), so two admins demoting each other at once cannot leave the platform without one.
 */
export async function updateUserAsAdmin(admin: PublicUser, id: number, input: AdminUpdateUserInput): Promise<PublicUser> {
  if (id === admin.id && input.userType !== 'admin') throw forbidden(CANNOT_DEMOTE_SELF)
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id))
    if (!before) throw notFoundError(USER_NOT_FOUND)
    const set = { firstName: input.firstName ?? null, lastName: input.lastName ?? null, userType: input.userType }
    const demotion = input.userType !== 'admin'
    const [after] = await tx
      .update(users)
      .set(set)
      .where(
        and(
          eq(users.id, id),
          sql`exists (select 1 from ${users} as actor where actor.id = ${admin.id} and actor.user_type = 'admin')`,
          demotion
            ? sql`(${users.userType} <> 'admin' or (select count(*) from ${users} as other where other.user_type = 'admin' and other.id <> ${id}) > 0)`
            : undefined,
        ),
      )
      .returning()
    if (!after) throw before.userType === 'admin' && demotion ? conflict(LAST_ADMIN, { userType: [LAST_ADMIN] }) : forbidden()
    await recordAdminChange(admin, { entityType: 'user', entityId: id, action: 'update', changes: diff(before, set) }, tx)
    return toPublicUser(after)
  })
}

/**
 * Delete User (001 §2): never an admin, never oneself — refused by the DELETE's own condition. What goes with the
 * account follows docs/decisions/0003-on-delete.md: their sessions, RSVPs, applications and team places go; startups
 * they founded, their bookings and claims stay with the user's id cleared.
 */
export async function deleteUserAsAdmin(admin: PublicUser, id: number): Promise<void> {
  if (id === admin.id) throw forbidden(CANNOT_DELETE_SELF)
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id))
    if (!before) throw notFoundError(USER_NOT_FOUND)
    // Their seats go with the account and the first on each waitlist takes them (a trigger, 0032): those are told
    // (docs/decisions/0104).
    const inLine = await nextInLine(tx, id)
    const [deleted] = await tx
      .delete(users)
      .where(and(eq(users.id, id), ne(users.userType, 'admin')))
      .returning({ id: users.id })
    if (!deleted) throw forbidden(CANNOT_DELETE_ADMIN)
    await notifyPromoted(tx, inLine)
    await recordAdminChange(
      admin,
      {
        entityType: 'user',
        entityId: id,
        action: 'delete',
        changes: diff(
          { email: before.email, firstName: before.firstName, lastName: before.lastName, userType: before.userType },
          { email: null, firstName: null, lastName: null, userType: null },
        ),
      },
      tx,
    )
  })
}

/** Add New Admin (001 §2): any type, admin by default; a taken e-mail is a 409 on the e-mail field. */
export async function createUserAsAdmin(admin: PublicUser, input: CreateAdminInput): Promise<PublicUser> {
  const user = await createUser(input)
  await recordAdminChange(admin, {
    entityType: 'user',
    entityId: user.id,
    action: 'create',
    changes: diff({}, { email: user.email, firstName: user.firstName, lastName: user.lastName, userType: user.userType }),
  })
  return user
}

// ── Startups ──

export interface AdminStartupRow {
  id: number
  name: string
  sector: string | null
  stage: string | null
  logo: string | null
  logoData: string | null
  logoType: string | null
  isActive: boolean
}

const startupRow = {
  id: startups.id,
  name: startups.name,
  sector: startups.sector,
  stage: startups.stage,
  logo: startups.logo,
  logoData: startups.logoData,
  logoType: startups.logoType,
  isActive: startups.isActive,
}

/** Every startup (active or not), newest first, 10 a page, searched by name. */
export async function listStartupsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<AdminStartupRow>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = query.q ? sql`lower(${startups.name}) like ${likePattern(query.q)} escape '\\'` : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(startupRow)
      .from(startups)
      .where(where)
      .orderBy(desc(startups.createdAt), desc(startups.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(startups).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, query)
}

export interface AdminStartupDetail extends AdminStartupRow {
  description: string | null
  foundingDate: string | null
  managingAdmin: string | null
  lastUpdatedBy: string | null
  updatedAt: Date
  audit: AuditEntry[]
}

const displayName = (user: { firstName: string | null; lastName: string | null; email: string } | undefined) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null

/** The startup detail dialog (001 §2), with who manages it, who changed it last and the audit log of admin changes. */
export async function getStartupForAdmin(admin: AdminUser, id: number): Promise<AdminStartupDetail> {
  assertAdmin(admin)
  const db = await getDb()
  const managing = alias(users, 'managing')
  const updatedBy = alias(users, 'updated_by')
  const read = await readTogether({
    startup: db
      .select({
        ...startupRow,
        description: startups.description,
        foundingDate: startups.foundingDate,
        updatedAt: startups.updatedAt,
        managingFirstName: managing.firstName,
        managingLastName: managing.lastName,
        managingEmail: managing.email,
        updatedByFirstName: updatedBy.firstName,
        updatedByLastName: updatedBy.lastName,
        updatedByEmail: updatedBy.email,
      })
      .from(startups)
      .leftJoin(managing, eq(managing.id, startups.managingAdminId))
      .leftJoin(updatedBy, eq(updatedBy.id, startups.lastUpdatedBy))
      .where(eq(startups.id, id)),
    audit: auditLogQuery(db, 'startup', id),
  })
  const [row] = read.startup
  if (!row) throw notFoundError(STARTUP_NOT_FOUND)
  const person = (firstName: string | null, lastName: string | null, email: string | null) =>
    email === null ? undefined : { firstName, lastName, email }
  const {
    managingFirstName,
    managingLastName,
    managingEmail,
    updatedByFirstName,
    updatedByLastName,
    updatedByEmail,
    ...rest
  } = row
  return {
    ...rest,
    managingAdmin: displayName(person(managingFirstName, managingLastName, managingEmail)),
    lastUpdatedBy: displayName(person(updatedByFirstName, updatedByLastName, updatedByEmail)),
    audit: read.audit,
  }
}
