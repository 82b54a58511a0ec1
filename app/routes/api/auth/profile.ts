import { api, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { requireApiUser } from '~/lib/auth.server'
import { updateProfile } from '~/models/users.server'
import { profileSchema } from '~/schemas/auth'
import type { Route } from './+types/profile'

export function loader() {
  return methodNotAllowed(['PATCH'])
}

/** PATCH /api/auth/profile { firstName, lastName, email } → { user }; 409 when the e-mail belongs to someone else. */
export function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'PATCH') return methodNotAllowed(['PATCH'])
    const user = await requireApiUser(request)
    const input = parseWith(profileSchema, await readBody(request))
    return Response.json({ user: await updateProfile(user.id, input) })
  })
}
