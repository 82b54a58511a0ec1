import { apiRoute, endpoint } from '~/services/api.server'
import { updateProfile } from '~/models/users.server'
import { profileSchema } from '~/schemas/auth'
import { userEnvelopeResponse } from '~/schemas/responses'

/** PATCH /api/auth/profile { firstName, lastName, email } → { user }; 409 when the e-mail belongs to someone else. */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Update your name and e-mail; 409 when the e-mail belongs to someone else',
    response: userEnvelopeResponse,
    errors: [409],
    user: true,
    body: profileSchema,
    handler: async ({ user, body }) => ({ user: await updateProfile(user.id, body) }),
  }),
})

export { handle as loader, handle as action }
