import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { updateStartup } from '~/models/startups.server'
import { requireStartup } from '~/models/startup-profile.server'
import { updateStartupSchema } from '~/schemas/startup'
import { startupResponse } from '~/schemas/responses'

const handle = apiRoute({
  /** GET /api/startups/{id}: the startup for the profile and claim pages; 404 when absent, inactive or not an id. */
  GET: endpoint({
    summary: 'One active startup',
    response: startupResponse,
    handler: ({ params }) => requireStartup(requireId(params.id, STARTUP_NOT_FOUND)),
  }),
  /**
   * PATCH /api/startups/{id} (001 §7) { name, industry, stage, description, logoUrl }: the founder, the claimed
   * owner or an admin (`canEditStartup`); 401 signed out, 403 anyone else, 404 absent, 400 invalid.
   */
  PATCH: endpoint({
    summary: 'Edit a startup: its founder, claimed owner or an admin',
    response: startupResponse,
    errors: [403],
    user: true,
    body: updateStartupSchema,
    handler: async ({ user, params, body }) => {
      const id = requireId(params.id, STARTUP_NOT_FOUND)
      await updateStartup(user, id, body)
      return requireStartup(id)
    },
  }),
})

export { handle as loader, handle as action }
