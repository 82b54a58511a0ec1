import { apiRoute, endpoint } from '~/services/api.server'
import { listTransactions } from '~/models/billing.server'
import { transactionsQuerySchema } from '~/schemas/billing'

/**
 * GET /api/admin/transactions (issue 44 item 5, docs/decisions/0139): every charge, refund and failed payment of the
 * ledger, newest first, 10 a page (`?page=`), filtered by `?kind=charge|refund|failure`, `?product=plan|claim` and the
 * member's e-mail (`?q=`): `{ transactions, total, page, pageCount, pageSize }`, amounts in minor units.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The money ledger: charges, refunds and failed payments, newest first, 10 a page',
    user: 'admin',
    query: transactionsQuerySchema,
    handler: async ({ user, query }) => {
      const { items, ...page } = await listTransactions(user, query)
      return { transactions: items, ...page }
    },
  }),
})

export { handle as loader, handle as action }
