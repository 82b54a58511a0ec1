import { apiRoute, endpoint } from '~/services/api.server'
import { getMediaArticle } from '~/models/media.server'
import { mediaArticleResponse } from '~/schemas/responses'

/**
 * GET /api/media/{slug}: a published item with its Markdown body (`content`) and the body as safe HTML
 * (`contentHtml`); 404 for an unknown or unpublished slug. Reading it through the API does not count as a view.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One published item with its Markdown and safe HTML body',
    response: mediaArticleResponse,
    handler: ({ params }) => getMediaArticle(params.slug ?? ''),
  }),
})

export { handle as loader, handle as action }
