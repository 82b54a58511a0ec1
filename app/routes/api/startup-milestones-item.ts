import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { MILESTONE_NOT_FOUND } from '~/domain/startup-showcase'
import { removeMilestone, updateMilestone } from '~/models/startup-showcase.server'
import { milestonePatchSchema, milestoneResponse } from '~/schemas/showcase'

/** PATCH and DELETE /api/startups/{id}/milestones/{itemId} (decision 0109); 401/403/404. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Change a milestone: the fields given change, null clears an optional one',
    errors: [403],
    user: true,
    body: milestonePatchSchema,
    response: milestoneResponse,
    handler: ({ params, user, body }) =>
      updateMilestone(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, MILESTONE_NOT_FOUND), body),
  }),
  DELETE: endpoint({
    summary: 'Remove a milestone',
    errors: [403],
    user: true,
    status: 204,
    handler: async ({ params, user }) => {
      await removeMilestone(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, MILESTONE_NOT_FOUND))
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
    },
  }),
})

export { handle as loader, handle as action }
