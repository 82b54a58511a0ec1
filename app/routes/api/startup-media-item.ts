import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { MEDIA_ITEM_NOT_FOUND } from '~/domain/startup-showcase'
import { removeMediaItem, updateMediaItem } from '~/models/startup-showcase.server'
import { mediaItemResponse, mediaPatchSchema } from '~/schemas/showcase'

/**
 * PATCH and DELETE /api/startups/{id}/media/{itemId} (decision 0109): an image's caption and order, a press link's
 * title, web address, outlet, date and order; or remove either. 401/403/404.
 */
const handle = apiRoute({
  PATCH: endpoint({
    summary: "Change an image's caption or order, or a press link",
    errors: [403],
    user: true,
    body: mediaPatchSchema,
    response: mediaItemResponse,
    handler: ({ params, user, body }) =>
      updateMediaItem(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, MEDIA_ITEM_NOT_FOUND), body),
  }),
  DELETE: endpoint({
    summary: 'Remove a gallery image or a press link',
    errors: [403],
    user: true,
    status: 204,
    handler: async ({ params, user }) => {
      await removeMediaItem(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, MEDIA_ITEM_NOT_FOUND))
      return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } })
    },
  }),
})

export { handle as loader, handle as action }
