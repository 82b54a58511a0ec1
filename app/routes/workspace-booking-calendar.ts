import { WORKSPACE_TYPE_LABELS } from '~/domain/workspaces'
import { labelFor } from '~/domain/vocabulary'
import { buildCalendar, calendarResponse, type CalendarEvent } from '~/lib/calendar.server'
import { DomainError } from '~/lib/errors'
import { parseId } from '~/lib/http.server'
import type { TFunction } from 'i18next'
import { intlLocale } from '~/lib/i18n'
import { translateMessage } from '~/lib/i18n-react'
import { getT, languageOf } from '~/lib/i18n.server'
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
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const id = parseId(params.id)
  try {
    if (id === null) throw new DomainError(404, BOOKING_NOT_FOUND)
    const booking = await getMyBooking(user, id)
    const origin = new URL(request.url).origin
    const t = getT(context, 'workspace')
    const text: CalendarText = {
      t,
      label: (english) => translateMessage(t as unknown as TFunction, english, ['workspace']),
      locale: intlLocale(languageOf(context)),
    }
    const ics = buildCalendar({ name: t('ics.calendarName') }, [calendarEvent(booking, origin, new Date(), text)])
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

/** The calendar file's words, in the language of the request that downloads it. */
interface CalendarText {
  t: TFunction<'workspace'>
  /** A vocabulary label (the English label is its key). */
  label: (english: string) => string
  locale: string
}

function calendarEvent(booking: Booking, origin: string, now: Date, { t, label, locale }: CalendarText): CalendarEvent {
  const start = new Date(booking.startTime)
  const end = new Date(booking.endTime)
  const cancelled = booking.status === 'cancelled'
  const type = label(labelFor(WORKSPACE_TYPE_LABELS, booking.workspaceType))
  return {
    id: `workspace-booking-${booking.id}@${new URL(origin).hostname}`,
    start,
    end,
    stamp: now,
    summary: cancelled ? t('ics.cancelled', { name: booking.workspaceName }) : booking.workspaceName,
    description: [
      booking.location ? t('ics.typeIn', { type, place: booking.location }) : type,
      formatTimeRange(start, end, booking.timeZone, locale),
      t('ics.total', {
        total: formatMoney(booking.totalAmount),
        status:
          booking.paymentStatus === 'paid'
            ? t('ics.paid')
            : booking.paymentStatus === 'refunded'
              ? t('ics.refunded')
              : booking.paymentStatus === 'pending'
                ? t('ics.pending')
                : `payment ${booking.paymentStatus}`,
      }),
      t('ics.manage', { url: `${origin}/workspace` }),
    ].join('\n'),
    location: booking.location ?? undefined,
    url: `${origin}/workspace`,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
  }
}
