import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { inviteToTeam, listTeamInvitations } from '~/models/team.server'
import { teamInvitationSchema } from '~/schemas/team'

/**
 * /api/startups/{id}/team/invitations (docs/decisions/0108): the pending invitations, and a new one (an e-mail with a
 * one-time link goes out through the outbox; the token is never in the answer). Owners only.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Pending invitations to the team (owners)',
    user: true,
    errors: [404],
    handler: ({ params, user }) => listTeamInvitations(user, requireId(params.id, STARTUP_NOT_FOUND)),
  }),
  POST: endpoint({
    summary: 'Invite an e-mail address to the team as owner or editor',
    user: true,
    body: teamInvitationSchema,
    status: 201,
    errors: [404, 409],
    handler: ({ params, user, body }) => inviteToTeam(user, requireId(params.id, STARTUP_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
