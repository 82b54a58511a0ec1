import { apiRoute, endpoint } from '~/services/api.server'
import { createProfileSubscription } from '~/models/claims.server'
import { createSubscriptionSchema } from '~/schemas/claims'

/**
 * POST /api/create-profile-subscription (001 §7): { startupId, amount: 1500 } → { clientSecret } (and the
 * subscriptionId the claim then names). Any other amount is 400: the price is the server's.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Start the USD 15.00 monthly subscription of a profile claim: `{ clientSecret, subscriptionId }`',
    errors: [404, 409, 502],
    user: true,
    body: createSubscriptionSchema,
    handler: ({ user, body }) => createProfileSubscription(user, body),
  }),
})

export { handle as loader, handle as action }
