import { apiRoute, endpoint } from '~/services/api.server'
import { listTopics } from '~/models/media.server'
import { mediaTopicListResponse } from '~/schemas/responses'

/** GET /api/media/topics: the topics /media filters by, `{ slug, name }` in their order. */
const handle = apiRoute({
  GET: endpoint({ summary: 'The media topics', response: mediaTopicListResponse, handler: () => listTopics() }),
})

export { handle as loader, handle as action }
