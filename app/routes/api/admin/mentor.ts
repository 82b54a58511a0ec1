import { MENTOR_NOT_FOUND } from '~/domain/investors'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { setMentorStatus, updateMentor } from '~/models/mentors.server'
import { directoryStatusSchema, mentorInputSchema } from '~/schemas/investors'

/**
 * One mentor for admins: PUT replaces its fields; PATCH `{ verified?, active? }` verifies, unverifies, deactivates
 * or reactivates it. Both audited. 404 for an unknown id.
 */
const handle = apiRoute({
  PUT: endpoint({
    summary: "Edit a mentor's record",
    user: 'admin',
    body: mentorInputSchema,
    errors: [404],
    handler: ({ user, params, body }) => updateMentor(user, requireId(params.id, MENTOR_NOT_FOUND), body),
  }),
  PATCH: endpoint({
    summary: 'Verify, unverify, deactivate or reactivate a mentor',
    user: 'admin',
    body: directoryStatusSchema,
    errors: [404],
    handler: ({ user, params, body }) => setMentorStatus(user, requireId(params.id, MENTOR_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
