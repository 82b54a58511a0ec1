import { countMyBookings } from './bookings.server'
import { countUpcomingEvents, listUpcomingEvents, type EventCard } from './events.server'
import { listHiringJobs, listMyApplications, type HiringJob, type MyApplication } from './job-applications.server'
import { countJobs, listJobs, type JobListing } from './jobs.server'
import { getMyStartupTotals, listMyStartups, listStartups, type StartupCard } from './startups.server'

/** 000 §9: the dashboard fetches 6 startups and shows the first 4; 3 events; 3 jobs. */
export const DASHBOARD_TRENDING_FETCHED = 6
export const DASHBOARD_TRENDING_SHOWN = 4
export const DASHBOARD_EVENTS = 3
export const DASHBOARD_JOBS = 3

export interface Dashboard {
  myStartups: StartupCard[]
  /** Active startups the user founded or is on the team of. */
  myStartupCount: number
  /** Sum of those startups' team sizes. */
  totalTeamSize: number
  trendingStartups: StartupCard[]
  upcomingEvents: EventCard[]
  upcomingEventCount: number
  recentJobs: JobListing[]
  openJobCount: number
  /** The member's own job applications and where each stands (docs/decisions/0028). */
  myApplications: MyApplication[]
  /** Jobs of the startups whose applicants the member manages, with applicant counts. */
  hiringJobs: HiringJob[]
  bookingCount: number
}

export interface MemberHome {
  myStartups: StartupCard[]
  upcomingEvents: EventCard[]
  recentJobs: JobListing[]
}

/** Everything /dashboard shows, every figure from the database. */
export async function getDashboard(userId: number, now = new Date()): Promise<Dashboard> {
  const [
    myStartups,
    totals,
    trending,
    upcomingEvents,
    upcomingEventCount,
    recentJobs,
    openJobCount,
    bookingCount,
    myApplications,
    hiringJobs,
  ] = await Promise.all([
    listMyStartups(userId),
    getMyStartupTotals(userId),
    listStartups({ limit: DASHBOARD_TRENDING_FETCHED }),
    listUpcomingEvents({ limit: DASHBOARD_EVENTS, now }),
    countUpcomingEvents({ now }),
    listJobs({ limit: DASHBOARD_JOBS }),
    countJobs(),
    countMyBookings(userId),
    listMyApplications(userId),
    listHiringJobs(userId),
  ])
  return {
    myStartups,
    myStartupCount: totals.count,
    totalTeamSize: totals.totalTeamSize,
    trendingStartups: trending.slice(0, DASHBOARD_TRENDING_SHOWN),
    upcomingEvents,
    upcomingEventCount,
    recentJobs,
    openJobCount,
    bookingCount,
    myApplications,
    hiringJobs,
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
