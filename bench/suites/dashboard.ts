import { eventsSuite } from './events'
import { jobsSuite } from './jobs'
import type { BenchSuite } from './types'

/**
 * The member's /dashboard (signed in: a visitor is sent to sign in) and the /api calls behind its own sections. It
 * reads every area at once — the member's startups, trending startups, upcoming events and their count, recent jobs
 * and the open-job count, bookings, applications — so it fills the startups, jobs and events of its size.
 */
export const dashboardSuite: BenchSuite = {
  name: 'dashboard',
  async ensure(database, size, log) {
    await jobsSuite.ensure(database, size, log)
    await eventsSuite.ensure(database, size, log)
  },
  scenarios: [
    { name: 'dashboard: /dashboard (page, signed in)', path: '/dashboard', signedIn: true },
    { name: 'dashboard: my startups (signed in)', path: '/api/my-startups', signedIn: true },
    { name: 'dashboard: my job applications (signed in)', path: '/api/my-job-applications', signedIn: true },
  ],
}
