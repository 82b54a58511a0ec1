import { apiRoute, endpoint } from '~/services/api.server'
import { publicUserResponse } from '~/schemas/responses'

/** GET /api/auth/user: the signed-in user, or 401. Never cached. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The signed-in member',
    response: publicUserResponse,
    user: true,
    handler: ({ user }) => user,
  }),
})

export { handle as loader, handle as action }
