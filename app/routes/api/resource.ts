import { RESOURCE_NOT_FOUND } from '~/domain/resources'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getResource } from '~/models/resources.server'
import { resourceResponse } from '~/schemas/responses'

/**
 * GET /api/resources/{id}: everything the resource page shows — without the e-mail or phone (GET
 * /api/resources/{id}/contact reveals those to members). A listing waiting for review answers only to the member who
 * submitted it and to admins; anything else is 404.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One resource, without e-mail or phone',
    response: resourceResponse,
    user: 'optional',
    handler: ({ params, user }) => getResource(requireId(params.id, RESOURCE_NOT_FOUND), user),
  }),
})

export { handle as loader, handle as action }
