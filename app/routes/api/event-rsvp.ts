import { EVENT_NOT_FOUND } from '~/domain/events'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { rsvpToEvent } from '~/models/events.server'
import { rsvpSchema } from '~/schemas/event'
import { rsvpResponse } from '~/schemas/responses'

const handle = apiRoute({
  /**
   * POST /api/events/{eventId}/rsvp (000 §7) { status }: the same schema and model as the RSVP buttons. 200 with
   * `{ eventId, status, waitlistPosition, currentAttendees, maxAttendees }`; a full event answers 200 with status
   * `waitlisted` (docs/decisions/0032). 401 signed out, 404 unknown event, 400 ended event or unknown status.
   */
  POST: endpoint({
    summary: 'RSVP; a full event puts you on the waitlist',
    response: rsvpResponse,
    user: true,
    body: rsvpSchema,
    handler: ({ params, user, body }) => rsvpToEvent(user, requireId(params.id, EVENT_NOT_FOUND), body.status),
  }),
})

export { handle as loader, handle as action }
