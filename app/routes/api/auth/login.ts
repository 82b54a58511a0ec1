import { api, clientIp, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { startSignedInSession, verifyCredentials } from '~/lib/auth.server'
import { loginSchema } from '~/schemas/auth'
import type { Route } from './+types/login'

export function loader() {
  return methodNotAllowed(['POST'])
}

/** POST /api/auth/login { email, password } → { user } and a new session cookie; 401 "Invalid email or password". */
export function action({ request, context }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'POST') return methodNotAllowed(['POST'])
    const body = parseWith(loginSchema, await readBody(request))
    const user = await verifyCredentials(body, { clientIp: clientIp(context), request })
    return Response.json({ user }, { headers: await startSignedInSession(request, user) })
  })
}
