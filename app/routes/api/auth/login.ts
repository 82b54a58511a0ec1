import { api, asFormRequest, clientIp, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { signIn } from '~/lib/auth.server'
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
    const { user, cookie } = await signIn(asFormRequest(request, body), clientIp(context))
    return Response.json({ user }, { headers: { 'Set-Cookie': cookie } })
  })
}
