import { api, methodNotAllowed } from '~/lib/api.server'
import { endSession } from '~/lib/session.server'
import type { Route } from './+types/logout'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/auth/logout: deletes the session row and expires the session and legacy cookies. */
export function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const headers = new Headers()
    for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie)
    return Response.json({ message: 'Signed out successfully' }, { headers })
  })
}
