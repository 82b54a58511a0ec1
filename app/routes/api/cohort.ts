import { PROGRAM_NOT_FOUND } from '~/domain/cohorts'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getCohort } from '~/models/cohorts.server'
import { cohortResponse } from '~/schemas/responses'

/** GET /api/cohorts/{id} (001 §7): one program; 404 'Program Not Found'. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One program',
    response: cohortResponse,
    handler: ({ params }) => getCohort(requireId(params.id, PROGRAM_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
