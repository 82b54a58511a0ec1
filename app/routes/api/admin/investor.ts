import { INVESTOR_NOT_FOUND } from '~/domain/investors'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { setInvestorStatus, updateInvestor } from '~/models/investors.server'
import { directoryStatusSchema, investorInputSchema } from '~/schemas/investors'

/**
 * One investor for admins: PUT replaces its fields; PATCH `{ verified?, active? }` verifies, unverifies, deactivates
 * or reactivates it. Both audited. 404 for an unknown id.
 */
const handle = apiRoute({
  PUT: endpoint({
    summary: "Edit an investor's record",
    user: 'admin',
    body: investorInputSchema,
    errors: [404],
    handler: ({ user, params, body }) => updateInvestor(user, requireId(params.id, INVESTOR_NOT_FOUND), body),
  }),
  PATCH: endpoint({
    summary: 'Verify, unverify, deactivate or reactivate an investor',
    user: 'admin',
    body: directoryStatusSchema,
    errors: [404],
    handler: ({ user, params, body }) => setInvestorStatus(user, requireId(params.id, INVESTOR_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
