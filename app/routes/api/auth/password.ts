import { apiRoute, endpoint } from '~/services/api.server'
import { changeOwnPassword } from '~/services/auth.server'
import { changePasswordApiSchema } from '~/schemas/auth'
import { messageResponse } from '~/schemas/responses'

/** PATCH /api/auth/password { currentPassword, newPassword }: other sessions of the user end. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Change your password; your other sessions end',
    response: messageResponse,
    user: true,
    body: changePasswordApiSchema,
    handler: async ({ request, user, body }) => {
      await changeOwnPassword(request, user, body)
      return { message: 'Password Changed' }
    },
  }),
})

export { handle as loader, handle as action }
