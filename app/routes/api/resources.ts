import { apiRoute, endpoint } from '~/services/api.server'
import { applyToJoin, listResources } from '~/models/resources.server'
import { resourceApplicationSchema, resourceQuerySchema } from '~/schemas/resources'
import { resourceListResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/resources (000 §7): active resources as a plain JSON array, filtered by type, location and verified
   * (true → verified only), searched by name or description, paged by limit (default 50, capped at 100) and offset —
   * the same schema and model as /resources. No e-mail addresses: `hasEmail` says whether Contact applies.
   */
  GET: endpoint({
    summary: 'Active resources, filtered, searched and paged; never e-mails',
    response: resourceListResponse,
    query: resourceQuerySchema,
    handler: ({ query }) => listResources(query),
  }),
  /**
   * POST /api/resources: Apply to Join — the same schema and model as /resources/apply. The listing is stored
   * inactive and unverified for an admin to review → 201 `{ id, …, state: 'pending' }`; 401 signed out, 400 invalid,
   * 409 when the member already has the most listings waiting for review.
   */
  POST: endpoint({
    summary: 'Apply to Join: a listing for an admin to review',
    errors: [409],
    user: true,
    body: resourceApplicationSchema,
    status: 201,
    handler: ({ user, body }) => applyToJoin(user, body),
  }),
})

export { handle as loader, handle as action }
