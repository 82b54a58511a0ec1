import { apiRoute, endpoint } from '~/services/api.server'
import { guardSignInRate, startSignedInSession, verifyCredentials } from '~/services/auth.server'
import { clientIp } from '~/server/context'
import { loginSchema } from '~/schemas/auth'
import { userEnvelopeResponse } from '~/schemas/responses'

/** POST /api/auth/login { email, password } → { user } and a new session cookie; 401 "Invalid email or password". */
const handle = apiRoute({
  POST: endpoint({
    summary: "Sign in: `{ user }` and a new session cookie; 401 'Invalid email or password'",
    response: userEnvelopeResponse,
    errors: [401],
    // Every attempt counts, valid or not, before the body is even parsed.
    before: ({ context }) => guardSignInRate(clientIp(context)),
    body: loginSchema,
    handler: async ({ request, context, body }) => {
      const user = await verifyCredentials(body, { clientIp: clientIp(context), request })
      return Response.json({ user }, { headers: await startSignedInSession(request, user) })
    },
  }),
})

export { handle as loader, handle as action }
