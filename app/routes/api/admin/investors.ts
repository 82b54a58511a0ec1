import { apiRoute, endpoint } from '~/services/api.server'
import { createInvestor, listInvestorsForAdmin } from '~/models/investors.server'
import { investorInputSchema } from '~/schemas/investors'

/** The admin panel's Investors section as JSON (docs/decisions/0117): every record, and creating one (verified). */
const handle = apiRoute({
  GET: endpoint({ summary: 'Every investor record, waiting for verification first', user: 'admin', handler: () => listInvestorsForAdmin() }),
  POST: endpoint({
    summary: 'Add a verified investor to the directory',
    user: 'admin',
    body: investorInputSchema,
    status: 201,
    handler: ({ user, body }) => createInvestor(user, body),
  }),
})

export { handle as loader, handle as action }
