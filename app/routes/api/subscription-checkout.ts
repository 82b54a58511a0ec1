import { apiRoute, endpoint } from '~/services/api.server'
import { startPlanCheckout } from '~/models/plans.server'
import { checkoutResponse, subscriptionCheckoutSchema } from '~/schemas/plans'
import { siteOrigin } from '~/server/site-origin.server'

/**
 * POST /api/subscription/checkout { plan } (issue 44) → { url }: a Checkout URL (Stripe's, or the test-mode page
 * without keys). 400 for an unknown plan or one sold through our team, 409 when the member is already on it. The
 * subscribe page's form calls the same model.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Start Checkout for a plan',
    user: true,
    body: subscriptionCheckoutSchema,
    response: checkoutResponse,
    errors: [409, 502],
    handler: ({ user, body, request }) => startPlanCheckout(user, body.plan, siteOrigin(request)),
  }),
})

export { handle as loader, handle as action }
