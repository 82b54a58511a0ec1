import { apiRoute, endpoint } from '~/services/api.server'
import { resendVerificationLink, VERIFICATION_SENT } from '~/services/email-verification.server'
import { messageResponse } from '~/schemas/responses'

/** POST /api/auth/verify-email/resend → { message }: a new link to the account's address; 400 when already verified. */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Send a new verification link to your address (3 an hour); 400 when it is already verified',
    response: messageResponse,
    user: true,
    handler: async ({ user }) => {
      const link = await resendVerificationLink(user)
      return { message: VERIFICATION_SENT.replace('{{email}}', link.email) }
    },
  }),
})

export { handle as loader, handle as action }
