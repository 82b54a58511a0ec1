import { apiRoute, endpoint } from '~/services/api.server'
import { listMyCohortApplications } from '~/models/cohorts.server'

/** GET /api/my-cohort-applications (001 §7): the member's applications, each with cohortId and status. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your program applications',
    user: true,
    handler: ({ user }) => listMyCohortApplications(user.id),
  }),
})

export { handle as loader, handle as action }
