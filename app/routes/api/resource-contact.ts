import { RESOURCE_NOT_FOUND } from '~/domain/resources'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { revealResourceContact } from '~/models/resources.server'
import { resourceContactResponse } from '~/schemas/responses'

/**
 * GET /api/resources/{id}/contact: Contact (000 §2) — the resource's e-mail and phone, for signed-in members only
 * (401 otherwise), counted per member (429 past the hourly allowance); the same model as the page's Contact.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A resource's e-mail and phone, for members (counted per hour)",
    response: resourceContactResponse,
    errors: [429],
    user: true,
    handler: ({ params, user }) => revealResourceContact(user, requireId(params.id, RESOURCE_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
