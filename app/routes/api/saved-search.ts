import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { SEARCH_NOT_FOUND } from '~/domain/saved-searches'
import { deleteSavedSearch, renameSavedSearch, savedSearchJson } from '~/models/saved-searches.server'
import { renameSavedSearchSchema, savedSearchResponse } from '~/schemas/saved-searches'

/** PATCH and DELETE /api/saved-searches/{id} (issue 43's contract): the member's own; another member's is a 404. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Rename one of your saved searches',
    user: true,
    body: renameSavedSearchSchema,
    errors: [404],
    response: savedSearchResponse,
    handler: async ({ user, params, body }) => savedSearchJson(await renameSavedSearch(user, requireId(params.id, SEARCH_NOT_FOUND), body)),
  }),
  DELETE: endpoint({
    summary: 'Delete one of your saved searches',
    user: true,
    status: 204,
    errors: [404],
    handler: async ({ user, params }) => {
      await deleteSavedSearch(user, requireId(params.id, SEARCH_NOT_FOUND))
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
    },
  }),
})

export { handle as loader, handle as action }
