import { apiRoute, endpoint } from '~/lib/api.server'
import { updateProfile } from '~/models/users.server'
import { profileSchema } from '~/schemas/auth'

/** PATCH /api/auth/profile { firstName, lastName, email } → { user }; 409 when the e-mail belongs to someone else. */
const handle = apiRoute({
  PATCH: endpoint({
    user: true,
    body: profileSchema,
    handler: async ({ user, body }) => ({ user: await updateProfile(user.id, body) }),
  }),
})

export { handle as loader, handle as action }
