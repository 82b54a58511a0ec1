import { apiRoute, endpoint } from '~/services/api.server'
import { acceptTeamInvitation } from '~/models/team.server'

/**
 * POST /api/team-invitations/{token}/accept (docs/decisions/0108): the invitee, signed in with the invited address,
 * joins the team with the invitation's role — the accept page's form, same model. 404 unknown link, 403 another
 * address, 409 already accepted, withdrawn or expired.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Accept an invitation to a startup team',
    user: true,
    errors: [404, 409],
    handler: ({ params, user }) => acceptTeamInvitation(user, params.token ?? ''),
  }),
})

export { handle as loader, handle as action }
