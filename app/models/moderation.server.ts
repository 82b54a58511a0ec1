import { and, asc, count, desc, eq, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import {
  cohortApplications,
  cohortParticipants,
  cohorts,
  events,
  jobs,
  resources,
  startups,
  users,
  workspaceBookings,
  workspaces,
} from '../../db/schema'
import {
  ALREADY_REVIEWED,
  APPLICATION_NOT_FOUND,
  BOOKING_NOT_ACTIVE,
  BOOKING_NOT_FOUND_ADMIN,
  COHORT_FULL,
  EVENT_NOT_FOUND_ADMIN,
  JOB_NOT_FOUND_ADMIN,
  LISTING_ALREADY_REVIEWED,
  LISTING_NOT_FOUND,
} from '~/domain/admin'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'
import { workspaceTimeZone } from '~/domain/workspaces'
import { getDatabase, getDb } from '~/server/db.server'
import { conflict, notFoundError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import type { AdminListQuery } from '~/schemas/admin'
import type { Db } from '../../db/client'
import { recordAdminChange } from './audit.server'
import { findAnyBooking, notifyBooking } from './bookings.server'
import { notify } from './notifications.server'
import { likePattern, pageOf, type Page } from './admin-lists.server'

/**
 * The admin panel's moderation queues (issue 15, beyond the spec's placeholders; docs/decisions/0047-admin-panel.md):
 * deactivate a spam or closed job or event, cancel a booking, accept or reject a cohort application. Each change is
 * one conditional statement (or one write transaction), so two admins acting at once cannot both act, and each is
 * written to the audit log.
 */

const searchOn = (column: AnyColumn, q: string): SQL | undefined =>
  q ? sql`lower(${column}) like ${likePattern(q)} escape '\\'` : undefined
const offsetOf = (query: AdminListQuery) => (query.page - 1) * ADMIN_PAGE_SIZE

// ── Jobs ──

export interface ModeratedJob {
  id: number
  title: string
  startupName: string
  isActive: boolean
  createdAt: Date
}

export async function listJobsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<ModeratedJob>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = searchOn(jobs.title, query.q)
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, startupName: startups.name, isActive: jobs.isActive, createdAt: jobs.createdAt })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(jobs).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, query)
}

/** Deactivates (or restores) a job: it leaves every list and page, as a closed job does. */
export async function setJobActiveAsAdmin(admin: PublicUser, id: number, isActive: boolean): Promise<void> {
  const db = await getDb()
  const [row] = await db
    .update(jobs)
    .set({ isActive })
    .where(and(eq(jobs.id, id), eq(jobs.isActive, !isActive)))
    .returning({ id: jobs.id })
  if (!row) {
    const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))
    if (!exists) throw notFoundError(JOB_NOT_FOUND_ADMIN)
    return
  }
  await recordAdminChange(admin, {
    entityType: 'job',
    entityId: id,
    action: isActive ? 'reactivate' : 'deactivate',
    changes: { isActive: { before: !isActive, after: isActive } },
  })
}

// ── Events ──

export interface ModeratedEvent {
  id: number
  title: string
  location: string | null
  startDate: Date
  currentAttendees: number
  isActive: boolean
}

export async function listEventsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<ModeratedEvent>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = searchOn(events.title, query.q)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        location: events.location,
        startDate: events.startDate,
        currentAttendees: events.currentAttendees,
        isActive: events.isActive,
      })
      .from(events)
      .where(where)
      .orderBy(desc(events.startDate), desc(events.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(events).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, query)
}

export async function setEventActiveAsAdmin(admin: PublicUser, id: number, isActive: boolean): Promise<void> {
  const db = await getDb()
  const [row] = await db
    .update(events)
    .set({ isActive })
    .where(and(eq(events.id, id), eq(events.isActive, !isActive)))
    .returning({ id: events.id })
  if (!row) {
    const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, id))
    if (!exists) throw notFoundError(EVENT_NOT_FOUND_ADMIN)
    return
  }
  await recordAdminChange(admin, {
    entityType: 'event',
    entityId: id,
    action: isActive ? 'reactivate' : 'deactivate',
    changes: { isActive: { before: !isActive, after: isActive } },
  })
}

// ── Bookings ──

export interface ModeratedBooking {
  id: number
  workspaceName: string
  memberEmail: string | null
  startTime: Date
  endTime: Date
  totalAmount: string
  status: string
  /** The workspace's zone: the admin reads a booking in the venue's time, as the member booked it. */
  timeZone: string
}

export async function listBookingsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<ModeratedBooking>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = query.q
    ? sql`(lower(${workspaces.name}) like ${likePattern(query.q)} escape '\\' or lower(${users.email}) like ${likePattern(query.q)} escape '\\')`
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: workspaceBookings.id,
        workspaceName: workspaces.name,
        memberEmail: users.email,
        startTime: workspaceBookings.startTime,
        endTime: workspaceBookings.endTime,
        totalAmount: workspaceBookings.totalAmount,
        status: workspaceBookings.status,
        location: workspaces.location,
      })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .leftJoin(users, eq(users.id, workspaceBookings.userId))
      .where(where)
      .orderBy(desc(workspaceBookings.startTime), desc(workspaceBookings.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .leftJoin(users, eq(users.id, workspaceBookings.userId))
      .where(where),
  ])
  return pageOf(
    rows.map(({ location, ...row }) => ({ ...row, timeZone: workspaceTimeZone(location) })),
    total?.n ?? 0,
    query,
  )
}

/**
 * Cancels a confirmed booking (the time it held is free again); anything else is 409. The member is told, in-app and
 * by e-mail with the cancelled calendar entry, in the same transaction (docs/decisions/0104).
 */
export async function cancelBookingAsAdmin(admin: PublicUser, id: number): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [row] = await tx
      .update(workspaceBookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(workspaceBookings.id, id), eq(workspaceBookings.status, 'confirmed')))
      .returning({ id: workspaceBookings.id, userId: workspaceBookings.userId })
    if (!row) {
      const [exists] = await tx.select({ id: workspaceBookings.id }).from(workspaceBookings).where(eq(workspaceBookings.id, id))
      throw exists ? conflict(BOOKING_NOT_ACTIVE) : notFoundError(BOOKING_NOT_FOUND_ADMIN)
    }
    await recordAdminChange(
      admin,
      { entityType: 'booking', entityId: id, action: 'cancel', changes: { status: { before: 'confirmed', after: 'cancelled' } } },
      tx,
    )
    // A booking whose member deleted their account has nobody to tell.
    const booking = row.userId === null ? null : await findAnyBooking(tx, id)
    if (booking && row.userId !== null) await notifyBooking(tx, row.userId, booking, 'booking-cancelled', { byAdmin: true })
  })
}

// ── Cohort applications ──

export interface ModeratedApplication {
  id: number
  cohortId: number
  cohortName: string
  applicantEmail: string
  applicantName: string | null
  motivationLetter: string | null
  status: string
  appliedAt: Date
  reviewNotes: string | null
  currentParticipants: number
  maxParticipants: number
}

/** Applications, those waiting for review first (oldest first), then the reviewed ones (newest first). */
export async function listApplicationsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<ModeratedApplication>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = query.q
    ? sql`(lower(${cohorts.name}) like ${likePattern(query.q)} escape '\\' or lower(${users.email}) like ${likePattern(query.q)} escape '\\')`
    : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cohortApplications.id,
        cohortId: cohorts.id,
        cohortName: cohorts.name,
        applicantEmail: users.email,
        applicantName: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
        motivationLetter: cohortApplications.motivationLetter,
        status: cohortApplications.status,
        appliedAt: cohortApplications.appliedAt,
        reviewNotes: cohortApplications.reviewNotes,
        currentParticipants: cohorts.currentParticipants,
        maxParticipants: cohorts.maxParticipants,
      })
      .from(cohortApplications)
      .innerJoin(cohorts, eq(cohorts.id, cohortApplications.cohortId))
      .innerJoin(users, eq(users.id, cohortApplications.userId))
      .where(where)
      .orderBy(
        sql`case when ${cohortApplications.status} = 'pending' then 0 else 1 end`,
        sql`case when ${cohortApplications.status} = 'pending' then ${cohortApplications.appliedAt} else -${cohortApplications.appliedAt} end`,
        asc(cohortApplications.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db
      .select({ n: count() })
      .from(cohortApplications)
      .innerJoin(cohorts, eq(cohorts.id, cohortApplications.cohortId))
      .innerJoin(users, eq(users.id, cohortApplications.userId))
      .where(where),
  ])
  return pageOf(rows, total?.n ?? 0, query)
}

/**
 * Accepts a pending application: in one write transaction the application becomes approved (only if still pending),
 * the cohort gains a participant (only while below maxParticipants) and the member joins cohort_participants. A full
 * cohort or an application already reviewed → 409, and nothing changes.
 */
export async function acceptApplication(admin: PublicUser, id: number, notes?: string): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const now = new Date()
    const [application] = await tx
      .update(cohortApplications)
      .set({ status: 'approved', reviewedAt: now, reviewNotes: notes ?? null, updatedAt: now })
      .where(and(eq(cohortApplications.id, id), eq(cohortApplications.status, 'pending')))
      .returning({ cohortId: cohortApplications.cohortId, userId: cohortApplications.userId, startupId: cohortApplications.startupId })
    if (!application) {
      const [exists] = await tx.select({ id: cohortApplications.id }).from(cohortApplications).where(eq(cohortApplications.id, id))
      throw exists ? conflict(ALREADY_REVIEWED) : notFoundError(APPLICATION_NOT_FOUND)
    }
    const joined = await tx
      .insert(cohortParticipants)
      .values({ cohortId: application.cohortId, userId: application.userId, startupId: application.startupId })
      .onConflictDoNothing()
      .returning({ id: cohortParticipants.id })
    if (joined.length) {
      const [seat] = await tx
        .update(cohorts)
        .set({ currentParticipants: sql`${cohorts.currentParticipants} + 1` })
        .where(and(eq(cohorts.id, application.cohortId), sql`${cohorts.currentParticipants} < ${cohorts.maxParticipants}`))
        .returning({ id: cohorts.id })
      // Throwing rolls back the application's approval and the participant row with it.
      if (!seat) throw conflict(COHORT_FULL)
    }
    await recordAdminChange(
      admin,
      { entityType: 'cohort_application', entityId: id, action: 'accept', changes: { status: { before: 'pending', after: 'approved' } } },
      tx,
    )
    await notifyApplicant(tx, application.userId, application.cohortId, 'program-accepted')
  })
}

/** Rejects a pending application, with the admin's notes; one already reviewed → 409. */
export async function rejectApplication(admin: PublicUser, id: number, notes?: string): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const now = new Date()
    const [row] = await tx
      .update(cohortApplications)
      .set({ status: 'rejected', reviewedAt: now, reviewNotes: notes ?? null, updatedAt: now })
      .where(and(eq(cohortApplications.id, id), eq(cohortApplications.status, 'pending')))
      .returning({ id: cohortApplications.id, userId: cohortApplications.userId, cohortId: cohortApplications.cohortId })
    if (!row) {
      const [exists] = await tx.select({ id: cohortApplications.id }).from(cohortApplications).where(eq(cohortApplications.id, id))
      throw exists ? conflict(ALREADY_REVIEWED) : notFoundError(APPLICATION_NOT_FOUND)
    }
    await recordAdminChange(
      admin,
      {
        entityType: 'cohort_application',
        entityId: id,
        action: 'reject',
        changes: { status: { before: 'pending', after: 'rejected' }, ...(notes ? { reviewNotes: { before: null, after: notes } } : {}) },
      },
      tx,
    )
    await notifyApplicant(tx, row.userId, row.cohortId, 'program-rejected')
  })
}

/**
 * The applicant hears the decision, in-app and by e-mail, in the decision's transaction (docs/decisions/0104). The
 * review notes stay with the admins: they are written for them, and the applicant's pages do not show them either.
 */
async function notifyApplicant(tx: Db, userId: number, cohortId: number, kind: 'program-accepted' | 'program-rejected'): Promise<void> {
  const [found] = await tx
    .select({ id: cohorts.id, name: cohorts.name, firstName: users.firstName })
    .from(cohorts)
    .innerJoin(users, eq(users.id, userId))
    .where(eq(cohorts.id, cohortId))
  if (!found) return
  await notify(tx, { userId, kind, data: { name: found.firstName ?? '', cohort: { id: found.id, name: found.name } } })
}

// ── Resource listings (Apply to Join, docs/decisions/0039-apply-to-join.md) ──

export interface ModeratedListing {
  id: number
  name: string
  type: string
  location: string | null
  description: string | null
  submitterEmail: string | null
  submittedAt: Date | null
  reviewedAt: Date | null
  isActive: boolean
}

/** Listings members submitted: those waiting for review first (oldest first), then reviewed ones (latest first). */
export async function listListingsForAdmin(admin: AdminUser, query: AdminListQuery): Promise<Page<ModeratedListing>> {
  assertAdmin(admin)
  const db = await getDb()
  const where = and(isNotNull(resources.submittedAt), searchOn(resources.name, query.q))
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: resources.id,
        name: resources.name,
        type: resources.type,
        location: resources.location,
        description: resources.description,
        submitterEmail: users.email,
        submittedAt: resources.submittedAt,
        reviewedAt: resources.reviewedAt,
        isActive: resources.isActive,
      })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.submittedById))
      .where(where)
      .orderBy(
        sql`case when ${resources.reviewedAt} is null then 0 else 1 end`,
        sql`case when ${resources.reviewedAt} is null then ${resources.submittedAt} else -${resources.reviewedAt} end`,
        asc(resources.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(resources).where(where),
  ])
  return pageOf(rows, total?.n ?? 0, query)
}

/**
 * Approves (listed: active in the Resource Hub) or rejects a listing waiting for review; one conditional UPDATE, so a
 * listing is reviewed once. Already reviewed → 409; not a submitted listing → 404.
 */
export async function reviewListing(admin: PublicUser, id: number, approve: boolean): Promise<void> {
  const db = await getDb()
  const now = new Date()
  const [row] = await db
    .update(resources)
    .set({ isActive: approve, reviewedAt: now, reviewedById: admin.id, updatedAt: now })
    .where(and(eq(resources.id, id), isNotNull(resources.submittedAt), isNull(resources.reviewedAt)))
    .returning({ id: resources.id })
  if (!row) {
    const [exists] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id, id), isNotNull(resources.submittedAt)))
    throw exists ? conflict(LISTING_ALREADY_REVIEWED) : notFoundError(LISTING_NOT_FOUND)
  }
  await recordAdminChange(admin, {
    entityType: 'resource',
    entityId: id,
    action: approve ? 'approve' : 'reject',
    changes: { isActive: { before: false, after: approve } },
  })
}
