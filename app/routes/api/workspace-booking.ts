import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { BOOKING_NOT_FOUND, cancelBooking, getMyBooking } from '~/models/bookings.server'
import { cancelBookingSchema } from '~/schemas/workspaces'

const handle = apiRoute({
  /** GET /api/workspace-bookings/{id}: one of the member's own bookings; anyone else's is 404. */
  GET: endpoint({
    summary: 'One of your bookings',
    user: true,
    handler: ({ user, params }) => getMyBooking(user, requireId(params.id, BOOKING_NOT_FOUND)),
  }),
  /**
   * PATCH /api/workspace-bookings/{id} { status: 'cancelled' }: the member cancels their own booking before it starts
   * (docs/decisions/0035), the same model as My Bookings' Cancel button. 404 anyone else's, 409 already cancelled or
   * started.
   */
  PATCH: endpoint({
    summary: 'Cancel your booking before it starts',
    errors: [409],
    user: true,
    body: cancelBookingSchema,
    handler: ({ user, params }) => cancelBooking(user, requireId(params.id, BOOKING_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
