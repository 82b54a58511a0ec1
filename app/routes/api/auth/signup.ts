import { apiRoute, endpoint } from '~/services/api.server'
import { guardSignupRate, signUp } from '~/services/auth.server'
import { clientIp } from '~/server/context'
import { signupApiSchema } from '~/schemas/auth'
import { userEnvelopeResponse } from '~/schemas/responses'

/** POST /api/auth/signup → 201 { user }, signed in; 409 when the e-mail is taken; 400 with field messages. */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Sign up and sign in: 201 `{ user }`; 409 when the e-mail is taken',
    response: userEnvelopeResponse,
    errors: [409],
    status: 201,
    // Every attempt counts, valid or not, before the body is even parsed.
    before: ({ context }) => guardSignupRate(clientIp(context)),
    body: signupApiSchema,
    handler: async ({ request, body }) => {
      const { user, headers } = await signUp(request, body)
      return Response.json({ user }, { status: 201, headers })
    },
  }),
})

export { handle as loader, handle as action }
