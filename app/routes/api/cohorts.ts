import { apiRoute, endpoint } from '~/lib/api.server'
import { listCohorts } from '~/models/cohorts.server'
import { cohortQuerySchema } from '~/schemas/cohorts'

/** GET /api/cohorts?program=accelerator|incubator|bootcamp (001 §7): the programs, by kind when asked. */
const handle = apiRoute({
  GET: endpoint({ query: cohortQuerySchema, handler: ({ query }) => listCohorts(query) }),
})

export { handle as loader, handle as action }
