import { apiRoute, endpoint } from '~/services/api.server'
import { getSubscriptionSummary } from '~/models/plans.server'
import { subscriptionResponse } from '~/schemas/plans'

/**
 * GET /api/subscription (issue 44): the member's plan now (Starter without a running subscription), its status,
 * trial end, period end and whether it ends at the period's end — the Plan page's summary.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "The member's plan and subscription",
    user: true,
    response: subscriptionResponse,
    handler: ({ user }) => getSubscriptionSummary(user.id),
  }),
})

export { handle as loader, handle as action }
