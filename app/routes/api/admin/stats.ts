import { apiRoute, endpoint } from '~/services/api.server'
import { adminStats } from '~/models/admin.server'
import { adminStatsResponse } from '~/schemas/responses'

/**
 * GET /api/admin/stats (001 §7): the dashboard's figures — at least the jobs and events counts the spec names, with
 * users, startups, bookings, pending claims and applications, and each total's trend over the last 30 days.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "The admin dashboard's figures and 30-day trends",
    response: adminStatsResponse,
    user: 'admin',
    handler: ({ user }) => adminStats(user),
  }),
})

export { handle as loader, handle as action }
