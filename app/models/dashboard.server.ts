import { toBoundedCount, type BoundedCount } from '~/shared/bounded-count'
import { getDb } from '~/server/db.server'
import { readTogether } from '~/server/read-together.server'
import { myProfileViewsQuery } from './analytics.server'
import { myBookingCountQuery } from './bookings.server'
import { recentNotificationsQuery, toActivity, type InboxItem } from './notification-inbox.server'
import { eventListQuery, listUpcomingEvents, toCard, upcomingEventCountQuery, type EventCard } from './events.server'
import {
  hiringJobsQuery,
  myApplicationsQuery,
  toMyApplication,
  type HiringJob,
  type MyApplication,
} from './job-applications.server'
import { jobListQuery, listJobs, openJobCountQuery, toListing, type JobListing } from './jobs.server'
import {
  listMyStartups,
  myStartupsQuery,
  myStartupTotalsQuery,
  startupListQuery,
  toTotals,
  type StartupCard,
} from './startups.server'

/** 000 §9: the dashboard fetches 6 startups and shows the first 4; 3 events; 3 jobs. */
const DASHBOARD_TRENDING_FETCHED = 6
const DASHBOARD_TRENDING_SHOWN = 4
const DASHBOARD_EVENTS = 3
const DASHBOARD_JOBS = 3
/** Recent Activity: the member's three newest notifications. */
const DASHBOARD_ACTIVITY = 3

export interface Dashboard {
  myStartups: StartupCard[]
  /** Active startups the user founded or is on the team of. */
  myStartupCount: number
  /** Sum of those startups' team sizes. */
  totalTeamSize: number
  trendingStartups: StartupCard[]
  upcomingEvents: EventCard[]
  /** Up to 1,000, then '1,000+' (docs/decisions/0089). */
  upcomingEventCount: BoundedCount
  recentJobs: JobListing[]
  /** Up to 1,000, then '1,000+'. */
  openJobCount: BoundedCount
  /** The member's own job applications and where each stands (docs/decisions/0028). */
  myApplications: MyApplication[]
  /** Jobs of the startups whose applicants the member manages, with applicant counts. */
  hiringJobs: HiringJob[]
  bookingCount: number
  /** Visitors to the member's startups' profiles in the last 30 days (docs/decisions/0121-first-impressions.md). */
  profileViews: number
  /** The member's newest notifications: what really happened, not sample text. */
  recentActivity: InboxItem[]
}

export interface MemberHome {
  myStartups: StartupCard[]
  upcomingEvents: EventCard[]
  recentJobs: JobListing[]
}

/** Everything /dashboard shows, every figure from the database, in one statement (app/server/read-together.server.ts). */
export async function getDashboard(userId: number, now = new Date()): Promise<Dashboard> {
  const db = await getDb()
  const read = await readTogether({
    myStartups: myStartupsQuery(db, userId),
    totals: myStartupTotalsQuery(db, userId),
    trending: startupListQuery(db, { limit: DASHBOARD_TRENDING_FETCHED })!,
    upcomingEvents: eventListQuery(db, { upcoming: true, limit: DASHBOARD_EVENTS }, { now })!,
    upcomingEventCount: upcomingEventCountQuery(db, now),
    recentJobs: jobListQuery(db, { limit: DASHBOARD_JOBS })!,
    openJobCount: openJobCountQuery(db),
    bookingCount: myBookingCountQuery(db, userId),
    myApplications: myApplicationsQuery(db, userId),
    hiringJobs: hiringJobsQuery(db, userId),
    profileViews: myProfileViewsQuery(db, userId, now),
    recentActivity: recentNotificationsQuery(db, userId, DASHBOARD_ACTIVITY),
  })
  const totals = toTotals(read.totals)
  return {
    myStartups: read.myStartups,
    myStartupCount: totals.count,
    totalTeamSize: totals.totalTeamSize,
    trendingStartups: read.trending.slice(0, DASHBOARD_TRENDING_SHOWN),
    upcomingEvents: read.upcomingEvents.map(toCard),
    upcomingEventCount: toBoundedCount(read.upcomingEventCount),
    recentJobs: read.recentJobs.map(toListing),
    openJobCount: toBoundedCount(read.openJobCount),
    bookingCount: read.bookingCount[0]?.n ?? 0,
    myApplications: read.myApplications.map(toMyApplication),
    hiringJobs: read.hiringJobs,
    profileViews: read.profileViews[0]?.n ?? 0,
    recentActivity: toActivity(read.recentActivity),
  }
}

/** The signed-in home page (/): the member's startups, what is coming up and what is hiring. */
export async function getMemberHome(userId: number, now = new Date()): Promise<MemberHome> {
  const [myStartups, upcomingEvents, recentJobs] = await Promise.all([
    listMyStartups(userId),
    listUpcomingEvents({ limit: DASHBOARD_EVENTS, now }),
    listJobs({ limit: DASHBOARD_JOBS }),
  ])
  return { myStartups, upcomingEvents, recentJobs }
}
