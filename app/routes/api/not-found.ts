import { jsonError } from '~/server/http.server'
import type { Route } from './+types/not-found'

function notFound(request: Request) {
  return jsonError(404, `No API endpoint at ${new URL(request.url).pathname}`)
}

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request)
}

export function action({ request }: Route.ActionArgs) {
  return notFound(request)
}
