import { apiRoute, endpoint } from '~/services/api.server'
import { listMedia } from '~/models/media.server'
import { mediaQuerySchema } from '~/schemas/media'
import { mediaListResponse } from '~/schemas/responses'

/**
 * GET /api/media (001 §2, §5): published media items as a plain JSON array, newest first, searched over title,
 * excerpt and author name, filtered by type and topic, paged by limit (default 20, capped at 100) and offset — the
 * same schema and model as /media. Bodies are left out; GET /api/media/{slug} has them.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Published media items, newest first, searched, filtered and paged',
    response: mediaListResponse,
    query: mediaQuerySchema,
    handler: ({ query }) => listMedia(query),
  }),
})

export { handle as loader, handle as action }
