import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { loadStartupTab } from '~/models/startup-profile.server'
import { addMilestone } from '~/models/startup-showcase.server'
import { milestoneResponse, milestoneSchema } from '~/schemas/showcase'

/**
 * /api/startups/{id}/milestones (issue 41 item 3, decision 0109): GET answers what the profile's milestones tab
 * answered before (newest first); POST adds one for those who may edit the startup.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A startup's public milestones, newest first",
    response: z.array(milestoneResponse),
    handler: ({ params }) => loadStartupTab(requireId(params.id, STARTUP_NOT_FOUND), 'milestones'),
  }),
  POST: endpoint({
    summary: 'Add a milestone to the timeline (those who run the startup)',
    errors: [403, 409],
    user: true,
    body: milestoneSchema,
    status: 201,
    response: milestoneResponse,
    handler: ({ params, user, body }) => addMilestone(user, requireId(params.id, STARTUP_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
