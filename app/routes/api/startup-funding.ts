import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { loadStartupTab } from '~/models/startup-profile.server'
import { addFundingRound } from '~/models/startup-showcase.server'
import { fundingChangeResponse, fundingRoundResponse, fundingRoundSchema } from '~/schemas/showcase'

/**
 * /api/startups/{id}/funding (issue 41 item 2, decision 0109): GET answers what the profile's funding tab answered
 * before (a plain list, newest first); POST adds a round for those who may edit the startup and answers the round with
 * the new total per currency.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A startup's funding rounds, newest first",
    response: z.array(fundingRoundResponse),
    handler: ({ params }) => loadStartupTab(requireId(params.id, STARTUP_NOT_FOUND), 'funding'),
  }),
  POST: endpoint({
    summary: 'Add a funding round (those who run the startup); answers it with the total funding per currency',
    errors: [403, 409],
    user: true,
    body: fundingRoundSchema,
    status: 201,
    response: fundingChangeResponse,
    handler: ({ params, user, body }) => addFundingRound(user, requireId(params.id, STARTUP_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
