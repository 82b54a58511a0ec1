import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { jobApplications, jobs, startups, users } from '../../db/schema'
import {
  APPLICATION_STATUS_LABELS,
  JOB_NOT_FOUND,
  statusesLeadingTo,
  type ApplicationStatus,
  type JobType,
} from '~/domain/jobs'
import type { Db } from '../../db/client'
import { getDatabase, getDb } from '~/server/db.server'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import { canManageJobs } from '~/shared/permissions'
import { userDisplayName, type PublicUser } from '~/shared/user'
import type { ApplyInput } from '~/schemas/job'
import { getJobAccess } from './jobs.server'
import { notify } from './notifications.server'
import { startupsWithTeamPlace, startupTeamReaders } from './team-places.server'

/**
 * Applying to a job and tracking the application (docs/decisions/0028-job-applications.md). A member applies once
 * per job (the database's unique index decides, in one statement); the job's startup team (and its claimed owner)
 * reads the applicants and moves each new → reviewing → rejected / hired; the applicant follows their own on the
 * dashboard. Nobody else reads an application.
 */

export const APPLICATION_NOT_FOUND = 'Application Not Found'
export const ALREADY_APPLIED = 'You have already applied to this job'
export const OWN_JOB = 'You cannot apply to a job at your own startup'
export const APPLICATION_FORBIDDEN = 'Only the applicant and the startup’s team can see this application'
export const APPLICANTS_FORBIDDEN = 'Only the startup’s team can see the applicants of this job'

/** An application as its applicant sees it (the dashboard, GET /api/my-job-applications). */
export interface MyApplication {
  id: number
  status: ApplicationStatus
  note: string
  link: string | null
  createdAt: Date
  statusChangedAt: Date | null
  job: { id: number; title: string; type: JobType; location: string | null; isOpen: boolean }
  startup: { id: number; name: string }
}

/** An application as the startup's team sees it (the job page, GET /api/jobs/{id}/applications). */
export interface Applicant {
  id: number
  jobId: number
  status: ApplicationStatus
  note: string
  link: string | null
  createdAt: Date
  statusChangedAt: Date | null
  applicant: { id: number; name: string; email: string }
}

/** The member's application to a job, if any (the job page's 'Applied' state). */
export async function findMyApplication(
  userId: number,
  jobId: number,
): Promise<{ id: number; status: ApplicationStatus; createdAt: Date } | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)))
  return row ?? null
}

/**
 * Applies to an open job (the job page's form and POST /api/jobs/{id}/apply): 404 for an unknown or closed job,
 * 403 for the startup's own team, 409 for a second application. The unique index decides the last in one statement,
 * so parallel requests from one member leave exactly one application.
 */
export async function applyToJob(user: PublicUser, jobId: number, input: ApplyInput): Promise<MyApplication> {
  const job = await getJobAccess(jobId, user.id)
  if (!job || !job.isActive) throw notFoundError(JOB_NOT_FOUND)
  if (canManageJobs(user, job.access)) throw forbidden(OWN_JOB)
  const database = await getDatabase()
  // The application and its team's notifications in one transaction (docs/decisions/0105): a refused insert (409)
  // writes none, and no notification is ever written for an application that was not.
  const applicationId = await database.transaction(async (tx) => {
    const inserted = await tx
      .insert(jobApplications)
      .values({ jobId, userId: user.id, note: input.note, link: input.link ?? null })
      .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.userId] })
      .returning({ id: jobApplications.id })
    if (inserted.length === 0) return null
    const [startup] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, job.startupId))
    for (const reader of await startupTeamReaders(tx, job.startupId)) {
      if (reader.id === user.id) continue
      await notify(tx, {
        userId: reader.id,
        kind: 'job-application',
        data: { name: reader.firstName ?? '', applicant: userDisplayName(user), jobId, job: job.title, startup: startup?.name ?? '' },
      })
    }
    return inserted[0]!.id
  })
  if (applicationId === null) throw conflict(ALREADY_APPLIED)
  const [mine] = await listMyApplications(user.id, { applicationId })
  return mine!
}

/** The member's own applications, newest first, with each job and its startup. */
export async function listMyApplications(
  userId: number,
  options: { applicationId?: number } = {},
): Promise<MyApplication[]> {
  return (await myApplicationsQuery(await getDb(), userId, options)).map(toMyApplication)
}

/** listMyApplications as a select not yet run (for readTogether; map its rows with toMyApplication). */
export function myApplicationsQuery(db: Db, userId: number, { applicationId }: { applicationId?: number } = {}) {
  return db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      note: jobApplications.note,
      link: jobApplications.link,
      createdAt: jobApplications.createdAt,
      statusChangedAt: jobApplications.statusChangedAt,
      jobId: jobs.id,
      jobTitle: jobs.title,
      jobType: jobs.type,
      jobLocation: jobs.location,
      jobActive: jobs.isActive,
      startupId: startups.id,
      startupName: startups.name,
      startupActive: startups.isActive,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(
      and(
        eq(jobApplications.userId, userId),
        applicationId === undefined ? undefined : eq(jobApplications.id, applicationId),
      ),
    )
    .orderBy(desc(jobApplications.id))
}

type MyApplicationRow = Awaited<ReturnType<typeof myApplicationsQuery>>[number]

export function toMyApplication(row: MyApplicationRow): MyApplication {
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    link: row.link,
    createdAt: row.createdAt,
    statusChangedAt: row.statusChangedAt,
    job: {
      id: row.jobId,
      title: row.jobTitle,
      type: row.jobType,
      location: row.jobLocation,
      isOpen: row.jobActive && row.startupActive,
    },
    startup: { id: row.startupId, name: row.startupName },
  }
}

const applicantColumns = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  status: jobApplications.status,
  note: jobApplications.note,
  link: jobApplications.link,
  createdAt: jobApplications.createdAt,
  statusChangedAt: jobApplications.statusChangedAt,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
}

type ApplicantRow = {
  id: number
  jobId: number
  status: ApplicationStatus
  note: string
  link: string | null
  createdAt: Date
  statusChangedAt: Date | null
  userId: number
  firstName: string | null
  lastName: string | null
  email: string
}

function toApplicant({ userId, firstName, lastName, email, ...application }: ApplicantRow): Applicant {
  return { ...application, applicant: { id: userId, name: userDisplayName({ firstName, lastName, email }), email } }
}

/** The job, if this member manages its startup's jobs: 404 for an unknown job (or a closed one to others), else 403. */
async function requireManagedJob(user: PublicUser, jobId: number, forbiddenMessage: string) {
  const job = await getJobAccess(jobId, user.id)
  if (!job) throw notFoundError(JOB_NOT_FOUND)
  if (!canManageJobs(user, job.access)) {
    if (!job.isActive) throw notFoundError(JOB_NOT_FOUND)
    throw forbidden(forbiddenMessage)
  }
  return job
}

/** A job's applicants, newest first: only for those who manage the startup's jobs. */
export async function listJobApplicants(user: PublicUser, jobId: number): Promise<Applicant[]> {
  await requireManagedJob(user, jobId, APPLICANTS_FORBIDDEN)
  const db = await getDb()
  const rows = await db
    .select(applicantColumns)
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(desc(jobApplications.id))
  return rows.map(toApplicant)
}

/** One application: its applicant and the job's startup team may read it; anyone else 403; unknown 404. */
export async function getApplication(user: PublicUser, applicationId: number): Promise<Applicant> {
  const db = await getDb()
  const [row] = await db
    .select(applicantColumns)
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.id, applicationId))
  if (!row) throw notFoundError(APPLICATION_NOT_FOUND)
  if (row.userId !== user.id) {
    const job = await getJobAccess(row.jobId, user.id)
    if (!job || !canManageJobs(user, job.access)) throw forbidden(APPLICATION_FORBIDDEN)
  }
  return toApplicant(row)
}

/**
 * Moves an application (the job page's buttons, PATCH /api/job-applications/{id}): new → reviewing or rejected,
 * reviewing → rejected or hired. Only the job's startup team (403 for anyone else, the applicant included). The move
 * is one conditional UPDATE, so two team members moving it at once cannot both succeed: the second gets 409.
 */
export async function moveApplication(
  user: PublicUser,
  applicationId: number,
  status: ApplicationStatus,
): Promise<Applicant> {
  const db = await getDb()
  const [application] = await db
    .select({ jobId: jobApplications.jobId, userId: jobApplications.userId })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId))
  if (!application) throw notFoundError(APPLICATION_NOT_FOUND)
  const job = await getJobAccess(application.jobId, user.id)
  if (!job || !canManageJobs(user, job.access)) throw forbidden(APPLICANTS_FORBIDDEN)

  const from = statusesLeadingTo(status)
  const database = await getDatabase()
  // The move and the applicant's notification in one transaction (docs/decisions/0105): a refused move notifies nobody.
  const moved =
    from.length === 0
      ? []
      : await database.transaction(async (tx) => {
          const rows = await tx
            .update(jobApplications)
            .set({ status, statusChangedAt: new Date(), statusChangedBy: user.id })
            .where(and(eq(jobApplications.id, applicationId), inArray(jobApplications.status, from)))
            .returning({ id: jobApplications.id })
          if (rows.length > 0 && status !== 'new') {
            const [about] = await tx
              .select({ firstName: users.firstName, startup: startups.name })
              .from(users)
              .innerJoin(startups, eq(startups.id, job.startupId))
              .where(eq(users.id, application.userId))
            await notify(tx, {
              userId: application.userId,
              kind: 'application-status',
              data: { name: about?.firstName ?? '', jobId: application.jobId, job: job.title, startup: about?.startup ?? '', status },
            })
          }
          return rows
        })
  if (moved.length === 0) {
    const [current] = await db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId))
    const label = (value: ApplicationStatus) => APPLICATION_STATUS_LABELS[value].toLowerCase()
    throw conflict(
      current?.status === status
        ? `This application is already marked ${label(status)}`
        : `An application marked ${label(current?.status ?? 'new')} cannot be marked ${label(status)}`,
    )
  }
  return getApplication(user, applicationId)
}

/** A job the member's startups posted, with how many have applied and how many are still new (the dashboard). */
export interface HiringJob {
  id: number
  title: string
  isActive: boolean
  startupName: string
  applicants: number
  newApplicants: number
}

function managedStartupIds(db: Db, userId: number) {
  return db
    .select({ id: startups.id })
    .from(startups)
    .where(
      and(
        eq(startups.isActive, true),
        or(
          eq(startups.founderId, userId),
          inArray(startups.id, startupsWithTeamPlace(userId)),
          and(eq(startups.claimedByUserId, userId), eq(startups.subscriptionActive, true)),
        ),
      ),
    )
}

/**
 * The jobs of the startups whose applicants the member manages (founder, team, claimed owner with a live
 * subscription), newest first, with applicant counts.
 */
export async function listHiringJobs(userId: number, options: { limit?: number } = {}): Promise<HiringJob[]> {
  return hiringJobsQuery(await getDb(), userId, options)
}

/** listHiringJobs as a select not yet run (for readTogether). */
export function hiringJobsQuery(db: Db, userId: number, { limit = 20 }: { limit?: number } = {}) {
  // Per job, through the (job_id, user_id) unique index; written out because drizzle leaves column names unqualified
  // inside selected SQL fragments.
  const applicants = sql.raw('(select count(*) from job_applications a where a.job_id = "jobs"."id")')
  const fresh = sql.raw(`(select count(*) from job_applications a where a.job_id = "jobs"."id" and a.status = 'new')`)
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      isActive: jobs.isActive,
      startupName: startups.name,
      applicants: sql<number>`${applicants}`.mapWith(Number),
      newApplicants: sql<number>`${fresh}`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    // The member's startups first (a few, through the founder, team and claimer indexes), then their jobs.
    .where(inArray(jobs.startupId, managedStartupIds(db, userId)))
    .orderBy(desc(jobs.id))
    .limit(limit)
}
