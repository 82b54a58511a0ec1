import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { listSavedSearches, savedSearchJson, saveSearch } from '~/models/saved-searches.server'
import { savedSearchResponse, saveSearchSchema } from '~/schemas/saved-searches'
import { siteOrigin } from '~/server/site-origin.server'

/**
 * GET and POST /api/saved-searches (issue 43's contract, docs/decisions/0131-saved-searches.md): the member's saved
 * searches, and saving a list page's URL under a name (409 when it is saved already or the member keeps the most).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your saved searches, newest first',
    user: true,
    response: z.array(savedSearchResponse),
    handler: async ({ user }) => (await listSavedSearches(user)).map(savedSearchJson),
  }),
  POST: endpoint({
    summary: "Save a list page's URL (Discover, Talent Hub, Events, Workspace, Resources, Investors) under a name",
    user: true,
    body: saveSearchSchema,
    status: 201,
    errors: [409],
    response: savedSearchResponse,
    handler: async ({ user, body, request }) => savedSearchJson(await saveSearch(user, body, siteOrigin(request))),
  }),
})

export { handle as loader, handle as action }
