import { apiRoute, endpoint } from '~/services/api.server'
import { alertsOf } from '~/models/alerts.server'
import { alertsResponse } from '~/schemas/alerts'

/** GET /api/alerts → your alert digests and what waits for the next one (issue 43, docs/decisions/0129). */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your alerts: what waits for the next digest, and your last digests',
    response: alertsResponse,
    user: true,
    handler: ({ user }) => alertsOf(user),
  }),
})

export { handle as loader, handle as action }
