import { apiRoute, endpoint } from '~/services/api.server'
import { listNotifications } from '~/models/notification-inbox.server'
import { inboxResponse, notificationsQuerySchema } from '~/schemas/notifications'

/** GET /api/notifications?offset&limit → the member's notifications, newest first, and the unread count. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your notifications, newest first, with the unread count',
    response: inboxResponse,
    user: true,
    query: notificationsQuerySchema,
    handler: ({ user, query }) => listNotifications(user.id, query),
  }),
})

export { handle as loader, handle as action }
