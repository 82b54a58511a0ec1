import { apiRoute, endpoint } from '~/services/api.server'
import { createMentor, listMentorsForAdmin } from '~/models/mentors.server'
import { mentorInputSchema } from '~/schemas/investors'

/** The admin panel's Mentors section as JSON (docs/decisions/0117): every record, and creating one (verified). */
const handle = apiRoute({
  GET: endpoint({ summary: 'Every mentor record, waiting for verification first', user: 'admin', handler: () => listMentorsForAdmin() }),
  POST: endpoint({
    summary: 'Add a verified mentor to the directory',
    user: 'admin',
    body: mentorInputSchema,
    status: 201,
    handler: ({ user, body }) => createMentor(user, body),
  }),
})

export { handle as loader, handle as action }
