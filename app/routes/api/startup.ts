import { api, methodNotAllowed } from '~/lib/api.server'
import { jsonError, parseId } from '~/lib/http.server'
import { getStartup } from '~/models/startup-profile.server'
import type { Route } from './+types/startup'

export const STARTUP_NOT_FOUND = 'Startup Not Found'

/** GET /api/startups/{id}: the startup for the profile and claim pages; 404 when absent, inactive or not an id. */
export function loader({ params }: Route.LoaderArgs) {
  return api(async () => {
    const id = parseId(params.id)
    const startup = id === null ? null : await getStartup(id)
    if (!startup) return jsonError(404, STARTUP_NOT_FOUND)
    return Response.json(startup)
  })
}

// PATCH (the admin edit, 001 §7) lands here with its own issue.
export function action() {
  return methodNotAllowed(['GET'])
}
