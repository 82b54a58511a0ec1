import { apiRoute, endpoint } from '~/services/api.server'
import { updateOwnProfile } from '~/services/email-verification.server'
import { profileSchema } from '~/schemas/auth'
import { profileUpdateResponse } from '~/schemas/responses'

/**
 * PATCH /api/auth/profile { firstName, lastName, email } → { user, pendingEmail }: a new e-mail is sent a link and
 * replaces the old one when it is opened; 409 when the e-mail belongs to someone else.
 */
const handle = apiRoute({
  PATCH: endpoint({
    summary: 'Update your name; a new e-mail changes once its link is opened (`pendingEmail`); 409 when it belongs to someone else',
    response: profileUpdateResponse,
    errors: [409],
    user: true,
    body: profileSchema,
    handler: ({ user, body }) => updateOwnProfile(user, body),
  }),
})

export { handle as loader, handle as action }
