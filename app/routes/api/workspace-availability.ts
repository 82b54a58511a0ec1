import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getAvailability } from '~/models/bookings.server'
import { WORKSPACE_NOT_FOUND } from '~/models/workspaces.server'
import { availabilityQuerySchema } from '~/schemas/workspaces'

const handle = apiRoute({
  /**
   * GET /api/workspaces/{id}/availability?date=YYYY-MM-DD: the workspace's busy times on that day of its own calendar
   * (today when absent), as the Book Workspace dialog shows them. Who booked is never part of it.
   */
  GET: endpoint({
    summary: "A workspace's busy times on one day (today by default)",
    query: availabilityQuerySchema,
    handler: ({ params, query }) => getAvailability(requireId(params.id, WORKSPACE_NOT_FOUND), query.date),
  }),
})

export { handle as loader, handle as action }
