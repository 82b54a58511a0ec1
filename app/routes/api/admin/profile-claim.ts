import { CLAIM_NOT_FOUND } from '~/domain/claims'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { reviewProfileClaim } from '~/models/claims.server'
import { reviewClaimSchema } from '~/schemas/claims'

/**
 * PUT /api/admin/profile-claims/{id} (001 §7): { status: approved | rejected, adminComments }. A claim that is not
 * pending is 409; approval hands the startup to the claimer, rejection refunds the payment.
 */
const handle = apiRoute({
  PUT: endpoint({
    summary: 'Approve or reject a pending claim (rejection refunds)',
    errors: [409, 502],
    user: 'admin',
    body: reviewClaimSchema,
    handler: ({ params, user, body }) => reviewProfileClaim(user, requireId(params.id, CLAIM_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
