import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import { cohortApplications, cohortParticipants, cohorts, cohortSessions, startups, users } from '../../db/schema'
import type { CohortApplicationData } from '../../db/schema/cohorts'
import { nowMs } from '../../db/columns'
import {
  ALREADY_APPLIED,
  APPLICATIONS_CLOSED,
  COHORT_STATUSES,
  isAcceptingApplications,
  NOT_YOUR_STARTUP,
  PROGRAM_NOT_FOUND,
  utcToday,
} from '~/domain/cohorts'
import { CITY_TIME_ZONES, cityOf, DEFAULT_CITY, type City } from '~/domain/locations'
import { getDb } from '~/server/db.server'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import { isAdmin, isOwnStartup } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import type { ApplyInput, CohortQuery } from '~/schemas/cohorts'
import { getStartupAccess, myStartupsQuery } from './startups.server'

/**
 * Cohort programs (001 §2, §3, §7; docs/decisions/0042-cohort-programs.md): the list and detail, sessions,
 * participants, and applications. /programs, /programs/{id} and /api/cohorts/* all call these.
 */

/** GET /api/cohorts answers at most this many programs (they are curated by admins: dozens, not thousands). */
const MAX_COHORT_LIST = 100

const cohortColumns = {
  id: cohorts.id,
  name: cohorts.name,
  description: cohorts.description,
  program: cohorts.program,
  status: cohorts.status,
  startDate: cohorts.startDate,
  endDate: cohorts.endDate,
  applicationDeadline: cohorts.applicationDeadline,
  maxParticipants: cohorts.maxParticipants,
  currentParticipants: cohorts.currentParticipants,
  /** Decimal string, e.g. '1500.00' (USD, the default currency: cohorts carry no currency of their own). */
  fee: cohorts.fee,
  curriculum: cohorts.curriculum,
  requirements: cohorts.requirements,
  benefits: cohorts.benefits,
  imageUrl: cohorts.imageUrl,
}

/** 001 §3 "Cohort (program)". */
export interface Cohort {
  id: number
  name: string
  description: string | null
  program: string
  status: string
  startDate: string | null
  endDate: string | null
  applicationDeadline: string | null
  maxParticipants: number
  currentParticipants: number
  fee: string | null
  curriculum: string[]
  requirements: string[]
  benefits: string[]
  imageUrl: string | null
}

export interface CohortDetail extends Cohort {
  mentor: { name: string } | null
}

/**
 * Programs, optionally of one kind: those taking applications first (soonest start first), then running ones, then
 * finished ones (most recent first); at most MAX_COHORT_LIST. One indexed read per status (program, status,
 * start date) stopping at the list's size, so the list costs the same however many programs there are; the three
 * reads are awaited together.
 */
export async function listCohorts(query: CohortQuery = {}): Promise<Cohort[]> {
  const db = await getDb()
  const byStatus = (status: (typeof COHORT_STATUSES)[number]) => {
    const newestFirst = status === 'completed'
    return db
      .select(cohortColumns)
      .from(cohorts)
      .where(and(eq(cohorts.status, status), query.program ? eq(cohorts.program, query.program) : undefined))
      .orderBy(
        ...(newestFirst ? [desc(cohorts.startDate), desc(cohorts.id)] : [asc(cohorts.startDate), asc(cohorts.id)]),
      )
      .limit(MAX_COHORT_LIST)
  }
  const read = await Promise.all(COHORT_STATUSES.map((status) => byStatus(status)))
  return read.flat().slice(0, MAX_COHORT_LIST)
}

/** One program with its mentor's name; 404 'Program Not Found' when there is none. */
export async function getCohort(id: number): Promise<CohortDetail> {
  return toCohortDetail(await cohortQuery(await getDb(), id))
}

function cohortQuery(db: Db, id: number) {
  return db
    .select({ ...cohortColumns, mentorFirstName: users.firstName, mentorLastName: users.lastName })
    .from(cohorts)
    .leftJoin(users, eq(users.id, cohorts.mentorId))
    .where(eq(cohorts.id, id))
}

function toCohortDetail([row]: Awaited<ReturnType<typeof cohortQuery>>): CohortDetail {
  if (!row) throw notFoundError(PROGRAM_NOT_FOUND)
  const { mentorFirstName, mentorLastName, ...cohort } = row
  const mentorName = personName(mentorFirstName, mentorLastName)
  return { ...cohort, mentor: mentorName ? { name: mentorName } : null }
}

async function requireCohort(id: number): Promise<void> {
  const db = await getDb()
  const [row] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, id))
  if (!row) throw notFoundError(PROGRAM_NOT_FOUND)
}

function personName(first: string | null, last: string | null): string {
  return [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

// ── Sessions ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Cohort session", with the zone its wall-clock times are in. */
export interface CohortSessionItem {
  id: number
  title: string
  description: string | null
  sessionType: string | null
  date: string | null
  startTime: string | null
  endTime: string | null
  location: string | null
  isOnline: boolean
  /** Only for the cohort's participants and admins; null for everyone else. */
  meetingLink: string | null
  status: string
  /** IANA zone of the start and end times, and the city it is named after ('10:00 Tokyo time'). */
  timeZone: string
  timeZoneCity: City
}

/**
 * A session's times are local to where it happens; an online session keeps the zone of the cohort's in-person
 * sessions (the first that names a city), or Singapore's.
 */
export function withTimeZones<T extends { location: string | null; isOnline: boolean }>(
  rows: readonly T[],
): (T & { timeZone: string; timeZoneCity: City })[] {
  const home = rows.map((row) => (row.isOnline ? null : cityOf(row.location))).find(Boolean) ?? DEFAULT_CITY
  return rows.map((row) => {
    const city = (row.isOnline ? null : cityOf(row.location)) ?? home
    return { ...row, timeZone: CITY_TIME_ZONES[city], timeZoneCity: city }
  })
}

/** GET /api/cohorts/{id}/sessions and the detail page: ordered by date and start time; 404 for an unknown cohort. */
export async function listCohortSessions(cohortId: number, viewer: PublicUser | null): Promise<CohortSessionItem[]> {
  await requireCohort(cohortId)
  const db = await getDb()
  const [rows, seesLinks] = await Promise.all([sessionsQuery(db, cohortId), canSeeMeetingLinks(viewer, cohortId)])
  return toSessions(rows, seesLinks)
}

function sessionsQuery(db: Db, cohortId: number) {
  return db
      .select({
        id: cohortSessions.id,
        title: cohortSessions.title,
        description: cohortSessions.description,
        sessionType: cohortSessions.sessionType,
        date: cohortSessions.date,
        startTime: cohortSessions.startTime,
        endTime: cohortSessions.endTime,
        location: cohortSessions.location,
        isOnline: cohortSessions.isOnline,
        meetingLink: cohortSessions.meetingLink,
        status: cohortSessions.status,
      })
      .from(cohortSessions)
      .where(eq(cohortSessions.cohortId, cohortId))
      .orderBy(asc(cohortSessions.date), asc(cohortSessions.startTime), asc(cohortSessions.id))
}

function toSessions(rows: Awaited<ReturnType<typeof sessionsQuery>>, seesLinks: boolean): CohortSessionItem[] {
  return withTimeZones(rows).map((row) => ({ ...row, meetingLink: seesLinks ? row.meetingLink : null }))
}

/** Meeting links are for the people in the room: the cohort's participants, and admins. */
async function canSeeMeetingLinks(viewer: PublicUser | null, cohortId: number): Promise<boolean> {
  if (!viewer) return false
  if (isAdmin(viewer)) return true
  return isParticipant(viewer.id, cohortId)
}

async function isParticipant(userId: number, cohortId: number): Promise<boolean> {
  const [row] = await participantQuery(await getDb(), userId, cohortId)
  return Boolean(row)
}

function participantQuery(db: Db, userId: number, cohortId: number) {
  return db
    .select({ id: cohortParticipants.id })
    .from(cohortParticipants)
    .where(and(eq(cohortParticipants.cohortId, cohortId), eq(cohortParticipants.userId, userId)))
}

/** One session of a cohort, for its calendar file; 404 when the pair does not exist. */
export async function getCohortSession(
  cohortId: number,
  sessionId: number,
  viewer: PublicUser | null,
): Promise<{ cohortName: string; session: CohortSessionItem }> {
  const sessions = await listCohortSessions(cohortId, viewer)
  const session = sessions.find((item) => item.id === sessionId)
  if (!session) throw notFoundError('Session Not Found')
  const { name } = await getCohort(cohortId)
  return { cohortName: name, session }
}

// ── Participants ─────────────────────────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Cohort participant" as anyone may see it: a name and progress, never an e-mail. */
export interface CohortParticipantItem {
  id: number
  name: string
  startupName: string | null
  progressPercentage: number
}

/** GET /api/cohorts/{id}/participants and the detail page, in the order they joined; 404 for an unknown cohort. */
export async function listCohortParticipants(cohortId: number): Promise<CohortParticipantItem[]> {
  await requireCohort(cohortId)
  return toParticipants(await participantsQuery(await getDb(), cohortId))
}

function participantsQuery(db: Db, cohortId: number) {
  return db
    .select({
      id: cohortParticipants.id,
      firstName: users.firstName,
      lastName: users.lastName,
      startupName: startups.name,
      progressPercentage: cohortParticipants.progressPercentage,
    })
    .from(cohortParticipants)
    .innerJoin(users, eq(users.id, cohortParticipants.userId))
    .leftJoin(startups, and(eq(startups.id, cohortParticipants.startupId), eq(startups.isActive, true)))
    .where(eq(cohortParticipants.cohortId, cohortId))
    .orderBy(asc(cohortParticipants.joinedAt), asc(cohortParticipants.id))
}

function toParticipants(rows: Awaited<ReturnType<typeof participantsQuery>>): CohortParticipantItem[] {
  return rows.map(({ firstName, lastName, ...row }) => ({ ...row, name: personName(firstName, lastName) || 'Participant' }))
}

/**
 * Everything /programs/{id} shows, its reads awaited together: the program, its sessions
 * (meeting links for participants and admins only) and participants, and for a signed-in viewer their application
 * status and their startups (to attach one to an application). 404 'Program Not Found' when there is no such program.
 */
export async function getCohortPage(id: number, viewer: PublicUser | null) {
  const db = await getDb()
  const [cohortRows, sessions, participants, participant, statuses, startups] = await Promise.all([
    cohortQuery(db, id),
    sessionsQuery(db, id),
    participantsQuery(db, id),
    viewer && !isAdmin(viewer) ? participantQuery(db, viewer.id, id) : [],
    viewer ? applicationStatusesQuery(db, viewer.id, [id]) : [],
    viewer ? myStartupsQuery(db, viewer.id) : [],
  ])
  const read = { cohort: cohortRows, sessions, participants, participant, statuses, startups }
  const cohort = toCohortDetail(read.cohort)
  const seesLinks = viewer !== null && (isAdmin(viewer) || read.participant.length > 0)
  return {
    cohort,
    sessions: toSessions(read.sessions, seesLinks),
    participants: toParticipants(read.participants),
    myStatus: read.statuses.find((row) => row.cohortId === id)?.status ?? null,
    myStartups: read.startups,
  }
}

// ── Applications ─────────────────────────────────────────────────────────────────────────────────────────────────

/** 001 §3 "Cohort application" as its applicant sees it (GET /api/my-cohort-applications, the profile page). */
export interface MyCohortApplication {
  id: number
  cohortId: number
  status: string
  appliedAt: Date
  motivationLetter: string | null
  applicationData: CohortApplicationData | null
  startupId: number | null
  cohort: { name: string; program: string; status: string; startDate: string | null }
}

/** The member's applications, newest first (or just the one with `applicationId`). */
export async function listMyCohortApplications(
  userId: number,
  options: { applicationId?: number } = {},
): Promise<MyCohortApplication[]> {
  return (await myCohortApplicationsQuery(await getDb(), userId, options)).map(toMyCohortApplication)
}

/** listMyCohortApplications as a select not yet run (for readTogether; map with toMyCohortApplication). */
export function myCohortApplicationsQuery(db: Db, userId: number, { applicationId }: { applicationId?: number } = {}) {
  return db
    .select({
      id: cohortApplications.id,
      cohortId: cohortApplications.cohortId,
      status: cohortApplications.status,
      appliedAt: cohortApplications.appliedAt,
      motivationLetter: cohortApplications.motivationLetter,
      applicationData: cohortApplications.applicationData,
      startupId: cohortApplications.startupId,
      cohortName: cohorts.name,
      cohortProgram: cohorts.program,
      cohortStatus: cohorts.status,
      cohortStartDate: cohorts.startDate,
    })
    .from(cohortApplications)
    .innerJoin(cohorts, eq(cohorts.id, cohortApplications.cohortId))
    .where(
      and(
        eq(cohortApplications.userId, userId),
        applicationId === undefined ? undefined : eq(cohortApplications.id, applicationId),
      ),
    )
    .orderBy(desc(cohortApplications.appliedAt), desc(cohortApplications.id))
}

export function toMyCohortApplication({
  cohortName,
  cohortProgram,
  cohortStatus,
  cohortStartDate,
  ...row
}: Awaited<ReturnType<typeof myCohortApplicationsQuery>>[number]): MyCohortApplication {
  return { ...row, cohort: { name: cohortName, program: cohortProgram, status: cohortStatus, startDate: cohortStartDate } }
}

/** The member's application status per cohort, for the given cohorts (the list's 'Applied' buttons). */
export async function myApplicationStatuses(userId: number, cohortIds: readonly number[]): Promise<Map<number, string>> {
  if (cohortIds.length === 0) return new Map()
  const rows = await applicationStatusesQuery(await getDb(), userId, cohortIds)
  return new Map(rows.map((row) => [row.cohortId, row.status]))
}

function applicationStatusesQuery(db: Db, userId: number, cohortIds: readonly number[]) {
  return db
    .select({ cohortId: cohortApplications.cohortId, status: cohortApplications.status })
    .from(cohortApplications)
    .where(and(eq(cohortApplications.userId, userId), inArray(cohortApplications.cohortId, [...cohortIds])))
}

/**
 * Applies the member to a cohort (the programs pages and POST /api/cohorts/{id}/apply). The rules are one SQL
 * statement: the row is inserted only while the cohort is upcoming and its deadline has not passed, and the unique
 * (cohort, member) index turns a second application into no row — so parallel requests, on any number of processes,
 * leave exactly one application and never one for a closed program. When nothing was inserted, a second look says
 * why: 404 no such program, 409 closed, 409 already applied. The attached startup must be one the member runs (403).
 */
export async function applyToCohort(
  user: PublicUser,
  cohortId: number,
  input: ApplyInput,
  now: Date = new Date(),
): Promise<MyCohortApplication> {
  if (input.startupId !== undefined) {
    const access = await getStartupAccess(input.startupId, user.id)
    if (!access || !isOwnStartup(user, access)) throw forbidden(NOT_YOUR_STARTUP)
  }
  const today = utcToday(now)
  const db = await getDb()
  const inserted = await db
    .insert(cohortApplications)
    .select(
      db
        .select({
          // Every column in table order (drizzle's INSERT … SELECT); computed values are aliased.
          id: sql`NULL`.as('id'),
          cohortId: cohorts.id,
          userId: sql`${user.id}`.as('user_id'),
          startupId: sql`${input.startupId ?? null}`.as('startup_id'),
          status: sql`'pending'`.as('status'),
          // What the member applied to, as the database knows it (not as the client described it).
          applicationData: sql`json_object('program', ${cohorts.program}, 'cohortName', ${cohorts.name})`.as('application_data'),
          motivationLetter: sql`${input.motivationLetter}`.as('motivation_letter'),
          businessPlanUrl: sql`NULL`.as('business_plan_url'),
          pitchDeckUrl: sql`NULL`.as('pitch_deck_url'),
          appliedAt: sql`${nowMs}`.as('applied_at'),
          reviewedAt: sql`NULL`.as('reviewed_at'),
          reviewNotes: sql`NULL`.as('review_notes'),
          createdAt: sql`${nowMs}`.as('created_at'),
          updatedAt: sql`${nowMs}`.as('updated_at'),
        })
        .from(cohorts)
        .where(
          and(
            eq(cohorts.id, cohortId),
            eq(cohorts.status, 'upcoming'),
            or(isNull(cohorts.applicationDeadline), gte(cohorts.applicationDeadline, today)),
          ),
        ),
    )
    .onConflictDoNothing({ target: [cohortApplications.cohortId, cohortApplications.userId] })
    .returning({ id: cohortApplications.id })
  if (inserted.length === 0) {
    const [cohort] = await db
      .select({ status: cohorts.status, applicationDeadline: cohorts.applicationDeadline })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
    if (!cohort) throw notFoundError(PROGRAM_NOT_FOUND)
    const applied = await myApplicationStatuses(user.id, [cohortId])
    if (applied.has(cohortId)) throw conflict(ALREADY_APPLIED)
    if (!isAcceptingApplications(cohort, today)) throw conflict(APPLICATIONS_CLOSED)
    // Neither: the cohort changed between the two looks (it closed, or reopened). Closed is the safe answer.
    throw conflict(APPLICATIONS_CLOSED)
  }
  const [mine] = await listMyCohortApplications(user.id, { applicationId: inserted[0]!.id })
  return mine!
}
