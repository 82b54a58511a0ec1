import { api, methodNotAllowed } from '~/lib/api.server'
import { jsonError, parseId } from '~/lib/http.server'
import { isActiveStartup, isStartupTabList, STARTUP_TAB_LISTS } from '~/models/startup-profile.server'
import { STARTUP_NOT_FOUND } from './startup'
import type { Route } from './+types/startup-tab'

/**
 * GET /api/startups/{id}/jobs|team|funding|milestones|reviews|gallery|news|investors: one tab of the profile as a
 * plain array. An unknown tab is no endpoint at all; an unknown or inactive startup is 'Startup Not Found'.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  return api(async () => {
    const { tab } = params
    if (!isStartupTabList(tab)) return jsonError(404, `No API endpoint at ${new URL(request.url).pathname}`)
    const id = parseId(params.id)
    if (id === null || !(await isActiveStartup(id))) return jsonError(404, STARTUP_NOT_FOUND)
    return Response.json(await STARTUP_TAB_LISTS[tab](id))
  })
}

export function action() {
  return methodNotAllowed(['GET'])
}
