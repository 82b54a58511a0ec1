import { WORKSPACE_TYPE_LABELS } from '~/domain/workspaces'
import { labelFor } from '~/domain/vocabulary'
import { buildCalendar, calendarResponse, type CalendarEvent } from '~/lib/calendar.server'
import { DomainError } from '~/lib/errors'
import { parseId } from '~/lib/http.server'
import { formatMoney } from '~/lib/money'
import { requireUser } from '~/lib/permissions.server'
import { formatTimeRange } from '~/lib/time-zones'
import { BOOKING_NOT_FOUND, getMyBooking, type Booking } from '~/models/bookings.server'
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
    const origin = new URL(request.url).origin
    const ics = buildCalendar({ name: 'Startup Asia workspace booking' }, [calendarEvent(booking, origin, new Date())])
    return calendarResponse(ics, `workspace-booking-${booking.id}.ics`)
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

function calendarEvent(booking: Booking, origin: string, now: Date): CalendarEvent {
  const start = new Date(booking.startTime)
  const end = new Date(booking.endTime)
  const cancelled = booking.status === 'cancelled'
  const type = labelFor(WORKSPACE_TYPE_LABELS, booking.workspaceType)
  return {
    id: `workspace-booking-${booking.id}@${new URL(origin).hostname}`,
    start,
    end,
    stamp: now,
    summary: `${cancelled ? 'Cancelled: ' : ''}${booking.workspaceName}`,
    description: [
      `${type}${booking.location ? ` in ${booking.location}` : ''}`,
      formatTimeRange(start, end, booking.timeZone),
      `Total: ${formatMoney(booking.totalAmount)} (${booking.paymentStatus === 'paid' ? 'paid' : `payment ${booking.paymentStatus}`})`,
      `Manage your bookings: ${origin}/workspace`,
    ].join('\n'),
    location: booking.location ?? undefined,
    url: `${origin}/workspace`,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
  }
}
