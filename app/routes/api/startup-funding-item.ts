import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { ROUND_NOT_FOUND } from '~/domain/startup-showcase'
import { removeFundingRound, updateFundingRound } from '~/models/startup-showcase.server'
import { fundingChangeResponse, fundingRoundPatchSchema, moneyTotalsResponse } from '~/schemas/showcase'

/** PATCH and DELETE /api/startups/{id}/funding/{itemId} (decision 0109): correct or remove a round; 401/403/404. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Correct a funding round: the fields given change, null clears an optional one',
    errors: [403],
    user: true,
    body: fundingRoundPatchSchema,
    response: fundingChangeResponse,
    handler: ({ params, user, body }) =>
      updateFundingRound(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, ROUND_NOT_FOUND), body),
  }),
  DELETE: endpoint({
    summary: 'Remove a funding round; answers the total funding per currency afterwards',
    errors: [403],
    user: true,
    response: z.object({ totalFunding: moneyTotalsResponse }),
    handler: ({ params, user }) =>
      removeFundingRound(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, ROUND_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
