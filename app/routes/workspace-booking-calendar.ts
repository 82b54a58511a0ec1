import { bookingEntry, calendarDownload, calendarFile } from '~/server/calendar.server'
import { DomainError } from '~/shared/errors'
import { parseId } from '~/server/http.server'
import { requireUser } from '~/services/permissions.server'
import { BOOKING_NOT_FOUND, getMyBooking } from '~/models/bookings.server'
import type { Route } from './+types/workspace-booking-calendar'

/**
 * /workspace-bookings/{id}/calendar.ics: the member's own booking as a calendar file (000 §1 "calendar
 * integration"). Visitors are sent to sign in and back; anyone else's booking, like a missing one, is 404. A
 * cancelled booking downloads as STATUS:CANCELLED with a higher SEQUENCE, so a calendar that imported it updates.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = parseId(params.id)
  try {
    if (id === null) throw new DomainError(404, BOOKING_NOT_FOUND)
    const booking = await getMyBooking(user, id)
    const ics = calendarFile({
      name: 'Startup Asia workspace booking',
      events: [bookingEntry(booking, new URL(request.url).origin)],
    })
    return calendarDownload(ics, `workspace-booking-${booking.id}.ics`)
  } catch (error) {
    if (error instanceof DomainError) {
      return new Response(`${error.message}\n`, {
        status: error.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
      })
    }
    throw error
  }
}
