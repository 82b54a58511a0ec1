import { EVENT_NOT_FOUND } from '~/domain/events'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { patchEvent } from '~/models/event-changes.server'
import { requireEvent } from '~/models/events.server'
import { eventPatchSchema } from '~/schemas/event'
import { eventResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * GET /api/events/{id}: the event as its page shows it, with the caller's own RSVP and waitlist place; the meeting
   * link only for its attendees and organizer. A cancelled event answers with `cancelledAt` set. 404 'Event Not
   * Found' when absent, withdrawn or not an id.
   */
  GET: endpoint({
    summary: 'One event; the meeting link only for its attendees and organizer',
    response: eventResponse,
    user: 'optional',
    handler: ({ params, user }) => requireEvent(requireId(params.id, EVENT_NOT_FOUND), user),
  }),
  /**
   * PATCH /api/events/{id} (docs/decisions/0110-after-posting.md): its organizer (or an admin) changes the fields sent,
   * checked as the Create Event form checks them, or cancels it with `status: "cancelled"`. Attendees and the waitlist
   * are told of a new time, place or meeting link, and of a cancellation. 400 invalid or ended, 401, 403 not the
   * organizer, 404, 409 cancelled already or a capacity below the number attending.
   */
  PATCH: endpoint({
    summary: 'Edit or cancel an event: its organizer',
    response: eventResponse,
    errors: [403, 409],
    user: true,
    body: eventPatchSchema,
    handler: async ({ params, user, body }) => {
      const id = requireId(params.id, EVENT_NOT_FOUND)
      await patchEvent(user, id, body)
      return requireEvent(id, user)
    },
  }),
})

export { handle as loader, handle as action }
