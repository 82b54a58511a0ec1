import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getStartupAnalytics } from '~/models/analytics.server'
import { startupAnalyticsResponse } from '~/schemas/responses'

/**
 * GET /api/startups/{id}/analytics (docs/decisions/0111-owner-analytics.md): the manage page's figures — profile
 * views a day over 30 days, each job's views → applications → statuses, RSVPs to the team's events — for those who
 * may edit the startup (403 for others, 404 for an unknown startup). Same model as /startup/{id}/manage.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A startup's analytics for its team: profile views, job funnels and event RSVPs over 30 days",
    response: startupAnalyticsResponse,
    user: true,
    errors: [403, 404],
    handler: ({ params, user }) => getStartupAnalytics(user, requireId(params.id, STARTUP_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
