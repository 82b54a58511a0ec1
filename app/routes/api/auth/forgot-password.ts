import { apiRoute, endpoint } from '~/services/api.server'
import { guardPasswordResetRate, requestPasswordReset, RESET_REQUESTED } from '~/services/password-reset.server'
import { clientIp } from '~/server/context'
import { forgotPasswordSchema } from '~/schemas/auth'
import { messageResponse } from '~/schemas/responses'

/** POST /api/auth/forgot-password { email } → 200 with the same message whether or not the address has an account. */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Ask for a password-reset link by e-mail; the same answer for every address',
    response: messageResponse,
    before: ({ context }) => guardPasswordResetRate(clientIp(context)),
    body: forgotPasswordSchema,
    handler: async ({ body }) => {
      await requestPasswordReset(body)
      return { message: RESET_REQUESTED }
    },
  }),
})

export { handle as loader, handle as action }
