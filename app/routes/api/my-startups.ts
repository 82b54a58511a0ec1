import { apiRoute, endpoint } from '~/services/api.server'
import { listMyStartups } from '~/models/startups.server'
import { myStartupsResponse } from '~/schemas/responses'

/** GET /api/my-startups (000 §7): the signed-in user's startups as `{ id, name }`, for the job form's picker. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your startups as `{ id, name }`',
    response: myStartupsResponse,
    user: true,
    handler: async ({ user }) => (await listMyStartups(user.id)).map(({ id, name }) => ({ id, name })),
  }),
})

export { handle as loader, handle as action }
