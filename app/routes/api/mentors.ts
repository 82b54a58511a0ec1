import { apiRoute, endpoint } from '~/services/api.server'
import { applyAsMentor, listMentors } from '~/models/mentors.server'
import { mentorInputSchema, mentorQuerySchema } from '~/schemas/investors'

const handle = apiRoute({
  /**
   * GET /api/mentors (docs/decisions/0117-investors-and-mentors.md): verified, active mentors as a plain JSON array, by
   * name — the same schema and model as /mentors. Filters: q (FTS), sector, expertise, language, availability,
   * location (a city), near + km. 400 with field errors.
   */
  GET: endpoint({
    summary: 'Verified mentors, filtered by sector, expertise, language, availability and place, searched and paged',
    query: mentorQuerySchema,
    handler: ({ query }) => listMentors(query),
  }),
  /** POST /api/mentors: a member applies to be listed as a mentor (unverified, theirs; docs/decisions/0117). */
  POST: endpoint({
    summary: 'Apply to be listed as a mentor (an admin verifies it)',
    user: true,
    body: mentorInputSchema,
    status: 201,
    errors: [409],
    handler: ({ user, body }) => applyAsMentor(user, body),
  }),
})

export { handle as loader, handle as action }
