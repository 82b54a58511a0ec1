import { href } from 'react-router'
import { myApplicationsQuery, toMyApplication, type MyApplication } from './job-applications.server'
import { asc, desc, eq, sql } from 'drizzle-orm'
import { eventRsvps, events, workspaceBookings, workspaces } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { readTogether } from '~/server/read-together.server'
import type { Db } from '../../db/client'
import { myCohortApplicationsQuery, toMyCohortApplication, type MyCohortApplication } from './cohorts.server'
import { myStartupsQuery, type StartupCard } from './startups.server'

/**
 * "My profile" (001 §2) gathers what the member has going on across the product in one place, each entry a link:
 * their startups, program applications, job applications, event RSVPs and workspace bookings
 * (docs/decisions/0044-my-profile.md).
 */

/** Each list shows this many entries, the most relevant first (what is coming up, then the most recent). */
const PROFILE_LIST_LIMIT = 10

/** A job application as the profile lists it. */
export interface ProfileJobApplication {
  id: number
  status: string
  appliedAt: Date
  job: { id: number; title: string }
  startup: { id: number; name: string } | null
  /** The job's page. */
  href: string
}

function toProfileJobApplications(applications: readonly MyApplication[]): ProfileJobApplication[] {
  return applications.map((application) => ({
    id: application.id,
    status: application.status,
    appliedAt: application.createdAt,
    job: { id: application.job.id, title: application.job.title },
    startup: application.startup,
    href: href('/jobs/:id', { id: String(application.job.id) }),
  }))
}

interface ProfileRsvp {
  id: number
  status: string
  event: { id: number; title: string; startDate: Date; location: string | null; isOnline: boolean }
}

function myRsvpsQuery(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: eventRsvps.id,
      status: eventRsvps.status,
      eventId: events.id,
      title: events.title,
      startDate: events.startDate,
      location: events.location,
      isOnline: events.isOnline,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId))
    .orderBy(
      sql`${events.startDate} < ${now.getTime()}`,
      sql`case when ${events.startDate} >= ${now.getTime()} then ${events.startDate} end`,
      desc(events.startDate),
      asc(eventRsvps.id),
    )
    .limit(PROFILE_LIST_LIMIT)
}

function toProfileRsvp({
  eventId,
  title,
  startDate,
  location,
  isOnline,
  ...rsvp
}: Awaited<ReturnType<typeof myRsvpsQuery>>[number]): ProfileRsvp {
  return { ...rsvp, event: { id: eventId, title, startDate, location, isOnline } }
}

interface ProfileBooking {
  id: number
  status: string
  paymentStatus: string
  startTime: Date
  endTime: Date
  /** Decimal string. */
  totalAmount: string
  workspace: { id: number; name: string; location: string | null }
}

function myBookingsQuery(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: workspaceBookings.id,
      status: workspaceBookings.status,
      paymentStatus: workspaceBookings.paymentStatus,
      startTime: workspaceBookings.startTime,
      endTime: workspaceBookings.endTime,
      totalAmount: workspaceBookings.totalAmount,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      workspaceLocation: workspaces.location,
    })
    .from(workspaceBookings)
    .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
    .where(eq(workspaceBookings.userId, userId))
    .orderBy(
      sql`${workspaceBookings.endTime} < ${now.getTime()}`,
      sql`case when ${workspaceBookings.endTime} >= ${now.getTime()} then ${workspaceBookings.startTime} end`,
      desc(workspaceBookings.startTime),
      asc(workspaceBookings.id),
    )
    .limit(PROFILE_LIST_LIMIT)
}

function toProfileBooking({
  workspaceId,
  workspaceName,
  workspaceLocation,
  ...booking
}: Awaited<ReturnType<typeof myBookingsQuery>>[number]): ProfileBooking {
  return { ...booking, workspace: { id: workspaceId, name: workspaceName, location: workspaceLocation } }
}

export interface ProfileActivity {
  startups: StartupCard[]
  programApplications: MyCohortApplication[]
  jobApplications: ProfileJobApplication[]
  rsvps: ProfileRsvp[]
  bookings: ProfileBooking[]
}

/** Everything the profile page lists, in one statement (app/server/read-together.server.ts). */
export async function getProfileActivity(userId: number, now: Date = new Date()): Promise<ProfileActivity> {
  const db = await getDb()
  const read = await readTogether({
    startups: myStartupsQuery(db, userId),
    programApplications: myCohortApplicationsQuery(db, userId),
    jobApplications: myApplicationsQuery(db, userId),
    rsvps: myRsvpsQuery(db, userId, now),
    bookings: myBookingsQuery(db, userId, now),
  })
  return {
    startups: read.startups,
    programApplications: read.programApplications.map(toMyCohortApplication),
    jobApplications: toProfileJobApplications(read.jobApplications.map(toMyApplication)),
    rsvps: read.rsvps.map(toProfileRsvp),
    bookings: read.bookings.map(toProfileBooking),
  }
}
