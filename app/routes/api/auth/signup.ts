import { api, clientIp, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { guardSignupRate, signUp } from '~/lib/auth.server'
import { signupApiSchema } from '~/schemas/auth'
import type { Route } from './+types/signup'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/auth/signup → 201 { user }, signed in; 409 when the e-mail is taken; 400 with field messages. */
export function action({ request, context }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    await guardSignupRate(clientIp(context))
    const input = parseWith(signupApiSchema, await readBody(request))
    const { user, headers } = await signUp(request, input)
    return Response.json({ user }, { status: 201, headers })
  })
}
