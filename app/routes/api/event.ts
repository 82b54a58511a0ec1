import { EVENT_NOT_FOUND } from '~/domain/events'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { requireEvent } from '~/models/events.server'
import { eventResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/events/{id}: the event as its page shows it, with the caller's own RSVP and waitlist place; the meeting
   * link only for its attendees and organizer. 404 'Event Not Found' when absent, inactive or not an id.
   */
  GET: endpoint({
    summary: 'One event; the meeting link only for its attendees and organizer',
    response: eventResponse,
    user: 'optional',
    handler: ({ params, user }) => requireEvent(requireId(params.id, EVENT_NOT_FOUND), user),
  }),
})

export { handle as loader, handle as action }
