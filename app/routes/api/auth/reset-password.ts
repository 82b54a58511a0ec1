import { apiRoute, endpoint } from '~/services/api.server'
import { guardPasswordResetRate, PASSWORD_RESET_DONE, resetPassword } from '~/services/password-reset.server'
import { clientIp } from '~/server/context'
import { resetPasswordApiSchema } from '~/schemas/auth'
import { messageResponse } from '~/schemas/responses'

/** POST /api/auth/reset-password { token, password }: once per link; the account's other sessions end. */
const handle = apiRoute({
  POST: endpoint({
    summary: "Set a new password with a reset link's token; every other session of the account ends",
    response: messageResponse,
    before: ({ context }) => guardPasswordResetRate(clientIp(context)),
    body: resetPasswordApiSchema,
    handler: async ({ request, body }) => {
      await resetPassword(request, body)
      return { message: PASSWORD_RESET_DONE }
    },
  }),
})

export { handle as loader, handle as action }
