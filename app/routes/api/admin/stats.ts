import { apiRoute, endpoint } from '~/lib/api.server'
import { adminStats } from '~/models/admin.server'

/**
 * GET /api/admin/stats (001 §7): the dashboard's figures — at least the jobs and events counts the spec names, with
 * users, startups, bookings, pending claims and applications, and each total's trend over the last 30 days.
 */
const handle = apiRoute({
  GET: endpoint({ user: 'admin', handler: () => adminStats() }),
})

export { handle as loader, handle as action }
