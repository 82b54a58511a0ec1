import { apiRoute, endpoint } from '~/services/api.server'
import { listPlans } from '~/models/plans.server'
import { planListResponse } from '~/schemas/plans'

/** GET /api/plans (issue 44): the plans on sale, their prices in minor units and their entitlements. Public, cached. */
const handle = apiRoute({
  GET: endpoint({ summary: 'The plans, their prices and entitlements', response: planListResponse, handler: () => listPlans() }),
})

export { handle as loader, handle as action }
