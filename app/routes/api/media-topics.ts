import { apiRoute, endpoint } from '~/lib/api.server'
import { listTopics } from '~/models/media.server'

/** GET /api/media/topics: the topics /media filters by, `{ slug, name }` in their order. */
const handle = apiRoute({
  GET: endpoint({ handler: () => listTopics() }),
})

export { handle as loader, handle as action }
