import { apiRoute, endpoint } from '~/services/api.server'
import { listWorkspaces } from '~/models/workspaces.server'
import { workspaceQuerySchema } from '~/schemas/workspaces'
import { workspaceListResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/workspaces (000 §7): active workspaces as a plain JSON array, filtered by type and location and searched
   * by name or description with the same schema and model as /workspace. `limit` defaults to 50 and is capped at 100;
   * `offset` pages on.
   */
  GET: endpoint({
    summary: 'Active workspaces, filtered by type and location, searched and paged',
    response: workspaceListResponse,
    query: workspaceQuerySchema,
    handler: ({ query }) => listWorkspaces(query),
  }),
})

export { handle as loader, handle as action }
