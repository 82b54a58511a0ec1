import { PROGRAM_NOT_FOUND } from '~/domain/cohorts'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { listCohortSessions } from '~/models/cohorts.server'

/**
 * GET /api/cohorts/{id}/sessions (001 §7): ordered by date and time. Meeting links are given to the cohort's
 * participants and admins only, so the caller is looked up.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A program's sessions in order; meeting links for its participants and admins",
    user: 'optional',
    handler: ({ params, user }) => listCohortSessions(requireId(params.id, PROGRAM_NOT_FOUND), user),
  }),
})

export { handle as loader, handle as action }
