import { apiRoute, endpoint } from '~/services/api.server'
import { createEvent, listEvents, requireEvent } from '~/models/events.server'
import { createEventSchema } from '~/schemas/event'
import { eventQuerySchema } from '~/schemas/event-query'
import { eventListResponse, eventResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/events (000 §7): active events as a plain JSON array, by the same schema and model as /events. `upcoming`
   * defaults to true (not yet ended, soonest first); false lists every event, most recent first. `limit` defaults to
   * 50 and is capped at 100. A signed-in caller gets their own RSVP status on each event (`myRsvpStatus`).
   */
  GET: endpoint({
    summary: 'Active events: upcoming by default, filtered, searched and paged; your own RSVP when signed in',
    response: eventListResponse,
    user: 'optional',
    query: eventQuerySchema,
    handler: ({ query, user }) => listEvents(query, { viewerId: user?.id ?? null }),
  }),
  /** POST /api/events (000 §7): the same schema and model as the Create Event dialog → 201 with the event. */
  POST: endpoint({
    summary: "Create an event (the Create Event dialog's schema)",
    response: eventResponse,
    user: true,
    body: createEventSchema,
    status: 201,
    handler: async ({ user, body }) => requireEvent((await createEvent(user, body)).id, user),
  }),
})

export { handle as loader, handle as action }
