import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { INVITATION_NOT_FOUND } from '~/domain/team'
import { revokeTeamInvitation } from '~/models/team.server'

/** DELETE /api/startups/{id}/team/invitations/{invitationId}: an owner withdraws a pending invitation (decision 0108). */
const handle = apiRoute({
  DELETE: endpoint({
    summary: 'Withdraw a pending invitation (owners)',
    user: true,
    errors: [404, 409],
    handler: ({ params, user }) =>
      revokeTeamInvitation(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.invitationId, INVITATION_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
