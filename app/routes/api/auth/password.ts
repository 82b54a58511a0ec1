import { api, methodNotAllowed, parseWith, readBody } from '~/lib/api.server'
import { changeOwnPassword, requireApiUser } from '~/lib/auth.server'
import { changePasswordApiSchema } from '~/schemas/auth'
import type { Route } from './+types/password'

export function loader() {
  return methodNotAllowed(['PATCH'])
}

/** PATCH /api/auth/password { currentPassword, newPassword }: other sessions of the user end. */
export function action({ request }: Route.ActionArgs) {
  return api(async () => {
    if (request.method !== 'PATCH') return methodNotAllowed(['PATCH'])
    const user = await requireApiUser(request)
    const input = parseWith(changePasswordApiSchema, await readBody(request))
    await changeOwnPassword(request, user, input)
    return Response.json({ message: 'Password Changed' })
  })
}
