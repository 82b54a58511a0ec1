import { apiRoute, endpoint } from '~/services/api.server'
import { getPreferences, savePreferences } from '~/models/preferences.server'
import { preferencesResponse, preferencesSchema } from '~/schemas/preferences'

/**
 * GET /api/profile/preferences → what you want (sectors, stages, skills, culture values, city slug, open to remote);
 * PUT replaces it (a list left out is empty). /profile/preferences calls the same model and schema
 * (docs/decisions/0118-tech-stack-and-culture.md).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'What you want: sectors, stages, skills, culture values, city and remote',
    response: preferencesResponse,
    user: true,
    handler: ({ user }) => getPreferences(user.id),
  }),
  PUT: endpoint({
    summary: 'Set what you want (replaces it; a list left out is empty)',
    response: preferencesResponse,
    user: true,
    body: preferencesSchema,
    handler: ({ user, body }) => savePreferences(user.id, body),
  }),
})

export { handle as loader, handle as action }
