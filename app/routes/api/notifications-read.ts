import { apiRoute, endpoint } from '~/services/api.server'
import { markNotificationsRead } from '~/models/notification-inbox.server'
import { markReadSchema, unreadResponse } from '~/schemas/notifications'

/** POST /api/notifications/read { id } or { all: true } → { unread }; 404 for a notification that is not yours. */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Mark one of your notifications read (`{ id }`) or all of them (`{ all: true }`); 404 when not yours',
    response: unreadResponse,
    errors: [404],
    user: true,
    body: markReadSchema,
    handler: async ({ user, body }) => ({ unread: await markNotificationsRead(user.id, body) }),
  }),
})

export { handle as loader, handle as action }
