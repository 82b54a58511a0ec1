import { apiRoute, endpoint } from '~/services/api.server'
import { listMyApplications } from '~/models/job-applications.server'

const handle = apiRoute({
  /** GET /api/my-job-applications: the member's own applications, newest first, each with its status. */
  GET: endpoint({
    summary: 'Your job applications, newest first',
    user: true,
    handler: ({ user }) => listMyApplications(user.id),
  }),
})

export { handle as loader, handle as action }
