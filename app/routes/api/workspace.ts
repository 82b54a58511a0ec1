import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { requireWorkspace, WORKSPACE_NOT_FOUND } from '~/models/workspaces.server'
import { workspaceResponse } from '~/schemas/responses'

const handle = apiRoute({
  /** GET /api/workspaces/{id}: one active workspace; 404 when absent, inactive or not an id. */
  GET: endpoint({
    summary: 'One active workspace',
    response: workspaceResponse,
    handler: ({ params }) => requireWorkspace(requireId(params.id, WORKSPACE_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
