import { api, methodNotAllowed } from '~/lib/api.server'
import { requireApiUser } from '~/lib/auth.server'
import { listMyStartups } from '~/models/startups.server'
import type { Route } from './+types/my-startups'

/** GET /api/my-startups (000 §7): the signed-in user's startups as `{ id, name }`, for the job form's picker; 401 otherwise. */
export function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    const user = await requireApiUser(request)
    const startups = await listMyStartups(user.id)
    return Response.json(
      startups.map(({ id, name }) => ({ id, name })),
      { headers: { 'Cache-Control': 'private, no-store' } },
    )
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
