import { apiRoute, endpoint } from '~/services/api.server'
import { adminPaymentAction, getPaymentHealth } from '~/models/billing.server'
import { paymentsActionSchema } from '~/schemas/billing'

/**
 * GET and POST /api/admin/payments (issue 44 item 5, docs/decisions/0139): the month's charged, refunded and failed
 * totals (exact minor-unit sums), the failed payments of subscriptions still past due with their grace end, and the
 * latest charges; POST `{ intent: 'refund', chargeId }` refunds a charge in full through the payment provider,
 * audited (404 unknown charge, 409 already refunded, 502 provider failure).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "Payment health: the month's totals, past-due failures and the latest charges",
    user: 'admin',
    handler: ({ user }) => getPaymentHealth(user),
  }),
  POST: endpoint({
    summary: 'Refund a charge in full through the payment provider (audited)',
    user: 'admin',
    body: paymentsActionSchema,
    errors: [404, 409, 502],
    handler: ({ user, body }) => adminPaymentAction(user, body),
  }),
})

export { handle as loader, handle as action }
