import { recordStartupView } from '~/models/analytics.server'
import { parseId } from '~/server/http.server'
import { beaconResponse, viewerOf } from '~/services/view-beacon.server'
import type { Route } from './+types/startup-view'

/**
 * GET /startup/{id}/view.gif: counts a view of the profile once per visitor and day (docs/decisions/0111), and answers
 * a 1×1 image that is never cached. The profile page shows it; a bad id is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) return beaconResponse(404)
  const viewer = await viewerOf(request, context)
  if (viewer) await recordStartupView(id, viewer)
  return beaconResponse()
}
