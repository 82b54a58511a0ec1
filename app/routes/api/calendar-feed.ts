import { apiRoute, endpoint } from '~/services/api.server'
import { siteOrigin } from '~/server/site-origin.server'
import { FEED_REVOKED, feedUrls, getCalendarFeedStatus, issueCalendarFeed, revokeCalendarFeed } from '~/models/calendar-feed.server'
import { calendarFeedSchema } from '~/schemas/calendar-feed'

/**
 * /api/calendar-feed, the twin of /profile's Calendar feed section (docs/decisions/0052-calendar-feed.md): GET says
 * whether the member has a feed (never its address: only a hash is kept); POST `{ mode: 'create' | 'regenerate' }`
 * makes one and answers its address, the only time it is shown (201; 409 when creating a second); DELETE revokes it
 * (404 when there is none).
 */
const handle = apiRoute({
  GET: endpoint({
    user: true,
    handler: async ({ user }) => {
      const feed = await getCalendarFeedStatus(user.id)
      return { exists: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null }
    },
  }),
  POST: endpoint({
    user: true,
    body: calendarFeedSchema,
    status: 201,
    handler: async ({ user, body, request }) => {
      const feed = await issueCalendarFeed(user.id, body)
      return { ...feedUrls(feed.token, siteOrigin(request)), createdAt: feed.createdAt.toISOString() }
    },
  }),
  DELETE: endpoint({
    user: true,
    handler: async ({ user }) => {
      await revokeCalendarFeed(user.id)
      return { message: FEED_REVOKED }
    },
  }),
})

export { handle as loader, handle as action }
