import { apiRoute, endpoint } from '~/services/api.server'
import { endSession } from '~/server/session.server'
import { messageResponse } from '~/schemas/responses'

/** POST /api/auth/logout: deletes the session row and expires the session and legacy cookies. */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Sign out: ends the session and expires its cookies',
    response: messageResponse,
    handler: async ({ request }) => {
      const headers = new Headers()
      for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie)
      return Response.json({ message: 'Signed out successfully' }, { headers })
    },
  }),
})

export { handle as loader, handle as action }
