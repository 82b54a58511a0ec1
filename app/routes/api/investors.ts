import { apiRoute, endpoint } from '~/services/api.server'
import { applyAsInvestor, listInvestors } from '~/models/investors.server'
import { investorInputSchema, investorQuerySchema } from '~/schemas/investors'

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
  /**
   * POST /api/investors: a member applies to be listed — an unverified record they own, for an admin to verify
   * (docs/decisions/0117). 201 `{ id }`; 401 signed out; 400 invalid; 409 with applications already waiting.
   */
  POST: endpoint({
    summary: 'Apply to be listed as an investor (an admin verifies it)',
    user: true,
    body: investorInputSchema,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => applyAsInvestor(user, body),
  }),
})

export { handle as loader, handle as action }
