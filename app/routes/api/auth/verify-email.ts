import { apiRoute, endpoint } from '~/services/api.server'
import { verifyEmail } from '~/services/email-verification.server'
import { verifyEmailSchema } from '~/schemas/auth'
import { verifiedEmailResponse } from '~/schemas/responses'

/** POST /api/auth/verify-email { token } → { email }: the address the link was sent to is now the account's, verified. */
const handle = apiRoute({
  POST: endpoint({
    summary: "Open a verification link's token: its address becomes the account's verified address; 409 when taken meanwhile",
    response: verifiedEmailResponse,
    errors: [409],
    body: verifyEmailSchema,
    handler: async ({ body }) => ({ email: (await verifyEmail(body.token)).email }),
  }),
})

export { handle as loader, handle as action }
