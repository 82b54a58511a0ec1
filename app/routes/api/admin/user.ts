import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { USER_NOT_FOUND } from '~/domain/admin'
import { deleteUserAsAdmin, getUserForAdmin, updateUserAsAdmin } from '~/models/admin.server'
import { adminUpdateUserSchema } from '~/schemas/admin'
import { messageResponse } from '~/schemas/responses'

/**
 * /api/admin/users/{id} (001 §7): GET the user with their recent activity; PATCH { firstName, lastName, userType }
 * (never the e-mail; not one's own demotion, not the last admin's: 403/409); DELETE (never an admin, never oneself:
 * 403). 404 for an unknown user.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One user with recent activity',
    user: 'admin',
    handler: ({ user, params }) => getUserForAdmin(user, requireId(params.id, USER_NOT_FOUND)),
  }),
  PATCH: endpoint({
    summary: "Change a user's name or account type",
    errors: [409],
    user: 'admin',
    body: adminUpdateUserSchema,
    handler: ({ user, params, body }) => updateUserAsAdmin(user, requireId(params.id, USER_NOT_FOUND), body),
  }),
  DELETE: endpoint({
    summary: 'Delete a user (never an admin, never yourself)',
    response: messageResponse,
    user: 'admin',
    handler: async ({ user, params }) => {
      await deleteUserAsAdmin(user, requireId(params.id, USER_NOT_FOUND))
      return { message: 'User deleted successfully' }
    },
  }),
})

export { handle as loader, handle as action }
