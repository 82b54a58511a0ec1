import { follow, listFollows, unfollow } from '~/models/follows.server'
import { followSchema, followsResponse, followStateResponse } from '~/schemas/follows'
import { apiRoute, endpoint } from '~/services/api.server'

/**
 * /api/follows (issue 43, docs/decisions/0130-follows-and-activity-feed.md): the member's follows, and following or
 * unfollowing `{ type: "startup" | "investor" | "organiser", id }` — the schema and model of the pages' Follow buttons
 * (POST /follow). Both mutations are idempotent and answer the target's state: `{ type, id, following, followers }`.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your follows, newest first: each with its type, id, name and page (`href`)',
    response: followsResponse,
    user: true,
    handler: ({ user }) => listFollows(user.id),
  }),
  POST: endpoint({
    summary:
      'Follow a listed startup, a listed investor or an organiser (a member with an active event); following twice is fine. 404 when it cannot be followed, 403 for yourself, 409 past 1,000 follows',
    response: followStateResponse,
    errors: [403, 404, 409],
    user: true,
    body: followSchema,
    handler: ({ user, body }) => follow(user, body),
  }),
  DELETE: endpoint({
    summary: 'Stop following (`{ type, id }` as the JSON body); not following is fine',
    response: followStateResponse,
    user: true,
    body: followSchema,
    handler: ({ user, body }) => unfollow(user, body),
  }),
})

export { handle as loader, handle as action }
