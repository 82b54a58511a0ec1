import { apiRoute, endpoint } from '~/services/api.server'
import { listCohorts } from '~/models/cohorts.server'
import { cohortQuerySchema } from '~/schemas/cohorts'
import { cohortListResponse } from '~/schemas/responses'

/** GET /api/cohorts?program=accelerator|incubator|bootcamp (001 §7): the programs, by kind when asked. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Cohort programs, by kind when asked',
    response: cohortListResponse,
    query: cohortQuerySchema,
    handler: ({ query }) => listCohorts(query),
  }),
})

export { handle as loader, handle as action }
