import { api, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { requireApiUser } from '~/lib/auth.server'
import { getStartup } from '~/models/startup-profile.server'
import { createStartup, listStartups } from '~/models/startups.server'
import { createStartupSchema } from '~/schemas/startup'
import { queryInput, startupQuerySchema } from '~/schemas/startup-query'
import type { Route } from './+types/startups'

/**
 * GET /api/startups (000 §7): the discover list as a plain JSON array, filtered, searched, sorted and paged by the
 * same schema and model as /discover. `limit` defaults to 50 and is capped at 100; `offset` pages on ("Load More").
 */
export function loader({ request }: Route.LoaderArgs) {
  return api(async () => {
    const query = parseWith(startupQuerySchema, queryInput(request.url))
    return Response.json(await listStartups(query))
  })
}

/** POST /api/startups (001 §5, §7): the same schema and model as /create-startup → 201 with the startup. */
export function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
    const user = await requireApiUser(request)
    const input = parseWith(createStartupSchema, await readBody(request))
    const { id } = await createStartup(user, input)
    return Response.json(await getStartup(id), { status: 201 })
  })
}
