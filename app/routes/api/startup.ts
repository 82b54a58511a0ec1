import { api, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { requireApiUser } from '~/lib/auth.server'
import { jsonError, parseId } from '~/lib/http.server'
import { updateStartup } from '~/models/startups.server'
import { getStartup } from '~/models/startup-profile.server'
import { updateStartupSchema } from '~/schemas/startup'
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

/**
 * PATCH /api/startups/{id} (001 §7) { name, industry, stage, description, logoUrl }: the owner (founder or the
 * member who claimed it) or an admin; 401 signed out, 403 anyone else, 404 absent, 400 invalid. Answers the startup.
 */
export function action({ request, params }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH'])
    const user = await requireApiUser(request)
    const id = parseId(params.id)
    if (id === null) return jsonError(404, STARTUP_NOT_FOUND)
    const input = parseWith(updateStartupSchema, await readBody(request))
    await updateStartup(user, id, input)
    return Response.json(await getStartup(id))
  })
}
