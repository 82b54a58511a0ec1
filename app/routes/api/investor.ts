import { INVESTOR_NOT_FOUND } from '~/domain/investors'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getInvestor } from '~/models/investors.server'

/** GET /api/investors/{id}: the investor with its portfolio; unverified or inactive → 404 (but for admins and its owner). */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One investor with its portfolio',
    user: 'optional',
    handler: ({ params, user }) => getInvestor(requireId(params.id, INVESTOR_NOT_FOUND), user),
  }),
})

export { handle as loader, handle as action }
