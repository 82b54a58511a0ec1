import { MENTOR_NOT_FOUND } from '~/domain/investors'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getMentor } from '~/models/mentors.server'

/** GET /api/mentors/{id}: one mentor; unverified or inactive → 404 (but for admins and its owner). */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One mentor',
    user: 'optional',
    handler: ({ params, user }) => getMentor(requireId(params.id, MENTOR_NOT_FOUND), user),
  }),
})

export { handle as loader, handle as action }
