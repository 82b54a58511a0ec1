import { api, methodNotAllowed } from '~/lib/api.server'
import { requireApiUser } from '~/lib/auth.server'
import type { Route } from './+types/user'

/** GET /api/auth/user: the signed-in user, or 401. Never cached. */
export function loader({ request }: Route.LoaderArgs) {
  return api(async () =>
    Response.json(await requireApiUser(request), { headers: { 'Cache-Control': 'private, no-store' } }),
  )
}

export function action() {
  return methodNotAllowed(['GET'])
}
