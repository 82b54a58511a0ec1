import { apiRoute, endpoint } from '~/services/api.server'
import { createBooking, listMyBookings } from '~/models/bookings.server'
import { createBookingSchema, myBookingsQuerySchema } from '~/schemas/workspaces'

const handle = apiRoute({
  /** GET /api/workspace-bookings (000 §7): the member's own bookings, upcoming first, each with its workspace's name. */
  GET: endpoint({
    summary: 'Your bookings, upcoming first',
    user: true,
    query: myBookingsQuerySchema,
    handler: ({ user, query }) => listMyBookings(user.id, query),
  }),
  /**
   * POST /api/workspace-bookings (000 §7) with the Book Workspace dialog's schema and model → 201 with the booking.
   * The server decides totalAmount, status and paymentStatus (docs/decisions/0034); 400 bad times, 404 unknown
   * workspace, 409 'This workspace is already booked for that time' (docs/decisions/0035).
   */
  POST: endpoint({
    summary: 'Book a workspace; the server prices it; 409 when the time is taken',
    errors: [404, 409],
    user: true,
    body: createBookingSchema,
    status: 201,
    handler: ({ user, body }) => createBooking(user, body),
  }),
})

export { handle as loader, handle as action }
