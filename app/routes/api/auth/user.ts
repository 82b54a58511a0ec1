import { apiRoute, endpoint } from '~/lib/api.server'

/** GET /api/auth/user: the signed-in user, or 401. Never cached. */
const handle = apiRoute({
  GET: endpoint({ user: true, handler: ({ user }) => user }),
})

export { handle as loader, handle as action }
