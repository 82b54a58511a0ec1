import { apiRoute, endpoint } from '~/services/api.server'
import { listMyApplications } from '~/models/resources.server'

/** GET /api/my-resources: the listings the member submitted through Apply to Join, each with its state. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The listings you submitted, with their review state',
    user: true,
    handler: ({ user }) => listMyApplications(user.id),
  }),
})

export { handle as loader, handle as action }
