import { apiRoute, endpoint } from '~/services/api.server'
import { requireStartup } from '~/models/startup-profile.server'
import { createStartup, listStartups } from '~/models/startups.server'
import { createStartupSchema } from '~/schemas/startup'
import { startupQuerySchema } from '~/schemas/startup-query'
import { startupListResponse, startupResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/startups (000 §7): the discover list as a plain JSON array, filtered, searched, sorted and paged by the
   * same schema and model as /discover. `limit` defaults to 50 and is capped at 100; `offset` pages on.
   */
  GET: endpoint({
    summary: 'The discover list: filtered, searched, sorted and paged (limit ≤ 100)',
    response: startupListResponse,
    query: startupQuerySchema,
    handler: ({ query }) => listStartups(query),
  }),
  /** POST /api/startups (001 §5, §7): the same schema and model as /create-startup → 201 with the startup. */
  POST: endpoint({
    summary: "Create a startup (the Create Startup form's schema)",
    response: startupResponse,
    errors: [409],
    user: true,
    body: createStartupSchema,
    status: 201,
    handler: async ({ user, body }) => requireStartup((await createStartup(user, body)).id),
  }),
})

export { handle as loader, handle as action }
