import { recordJobView } from '~/models/analytics.server'
import { parseId } from '~/server/http.server'
import { beaconResponse, viewerOf } from '~/services/view-beacon.server'
import type { Route } from './+types/job-view'

/**
 * GET /jobs/{id}/view.gif: counts a view of the job's page once per visitor and day, the top of its funnel
 * (docs/decisions/0111), and answers a 1×1 image that is never cached. A bad id is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) return beaconResponse(404)
  const viewer = await viewerOf(request, context)
  if (viewer) await recordJobView(id, viewer)
  return beaconResponse()
}
