import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { loadStartupTab } from '~/models/startup-profile.server'
import { addTeamMember } from '~/models/team.server'
import { teamMemberSchema } from '~/schemas/team'

/**
 * /api/startups/{id}/team (issue 41 item 1, docs/decisions/0108): GET is the profile's Team tab as before (the
 * team's e-mails for its team and admins, decision 0083); POST adds a person to the profile — the manage page's Add
 * form, same schema and model. Owners and editors; 404 unknown startup, 403 anyone else.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "The startup's team and advisors, in display order",
    user: 'optional',
    handler: ({ params, user }) => loadStartupTab(requireId(params.id, STARTUP_NOT_FOUND), 'team', user),
  }),
  POST: endpoint({
    summary: 'Add a person (team member or advisor) to the profile',
    user: true,
    body: teamMemberSchema,
    status: 201,
    errors: [404],
    handler: ({ params, user, body }) => addTeamMember(user, requireId(params.id, STARTUP_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
