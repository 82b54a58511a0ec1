import { PROGRAM_NOT_FOUND } from '~/domain/cohorts'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { listCohortParticipants } from '~/models/cohorts.server'

/** GET /api/cohorts/{id}/participants (001 §7): names and progress, never e-mails. */
const handle = apiRoute({
  GET: endpoint({
    summary: "A program's participants: names and progress",
    handler: ({ params }) => listCohortParticipants(requireId(params.id, PROGRAM_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
