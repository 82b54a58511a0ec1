import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { TEAM_MEMBER_NOT_FOUND } from '~/domain/team'
import { removeTeamMember, updateTeamMember } from '~/models/team.server'
import { teamMemberPatchSchema } from '~/schemas/team'

/**
 * /api/startups/{id}/team/{itemId} (docs/decisions/0108): PATCH changes an entry (fields; `accessRole` owner/editor,
 * owners only; `move` up/down), DELETE removes it — or, on the caller's own place, leaves the team. 409 for the
 * founder's place and for the last owner.
 */
const handle = apiRoute({
  PATCH: endpoint({
    summary: "Change a team entry: its fields, its member's role, or its place in the order",
    user: true,
    body: teamMemberPatchSchema,
    errors: [404, 409],
    handler: ({ params, user, body }) =>
      updateTeamMember(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, TEAM_MEMBER_NOT_FOUND), body),
  }),
  DELETE: endpoint({
    summary: 'Remove a team entry, or leave the team (your own place)',
    user: true,
    errors: [404, 409],
    handler: ({ params, user }) =>
      removeTeamMember(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.itemId, TEAM_MEMBER_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
