import { apiRoute, endpoint } from '~/services/api.server'
import { listInvestors } from '~/models/investors.server'
import { investorQuerySchema } from '~/schemas/investors'

const handle = apiRoute({
  /**
   * GET /api/investors (issue 42; docs/decisions/0117-investors-and-mentors.md): verified, active investors as a plain
   * JSON array, by name — the same schema and model as /investors. Filters: q (FTS), type, sector, stage, location (a
   * city), near + km, checkSizeMin/checkSizeMax (major units of USD; the ranges overlap). 400 with field errors.
   */
  GET: endpoint({
    summary: 'Verified investors, filtered by type, sector, stage, place and cheque size, searched and paged',
    query: investorQuerySchema,
    handler: ({ query }) => listInvestors(query),
  }),
})

export { handle as loader, handle as action }
