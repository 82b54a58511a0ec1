import { apiRoute, endpoint } from '~/services/api.server'
import { listBookingTransactions } from '~/models/booking-transactions.server'
import { bookingTransactionsQuerySchema } from '~/schemas/booking-transactions'

/**
 * GET /api/admin/booking-transactions (issue 44 item 5, docs/decisions/0141): the twin of /admin/booking-transactions —
 * every workspace booking as a transaction, newest first, a page at a time, filtered by `status` and `month`
 * (YYYY-MM, UTC), with the filtered set's totals (exact decimal strings). 400 for a filter not understood.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Workspace bookings as transactions (list price, plan discount, total), filtered, with exact totals',
    user: 'admin',
    query: bookingTransactionsQuerySchema,
    handler: ({ user, query }) => listBookingTransactions(user, query),
  }),
})

export { handle as loader, handle as action }
