/**
 * iCalendar files (RFC 5545) for "calendar integration" (000 §1): a workspace booking's calendar.ics
 * (docs/decisions/0037), written by ical-generator 10.2.0, the library TOOLCHAIN.md names and the events area uses: it
 * escapes TEXT values, folds lines at 75 octets and writes UTC date-times. This module only names what our files hold.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  id: string
  start: Date
  end: Date
  /** When this version of the entry was written (DTSTAMP). */
  stamp: Date
  summary: string
  description?: string
  location?: string
  url?: string
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Raised on each change (a cancellation), so calendars take the newer copy. */
  sequence?: number
}

export interface CalendarOptions {
  name: string
  prodId?: string
}

/** PRODID as ical-generator takes it; it writes '-//Startup Asia//Startup Asia//EN'. */
const PRODUCT = '//Startup Asia//Startup Asia//EN'

const STATUS: Record<NonNullable<CalendarEvent['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
}

/** The calendar file: CRLF line ends (after the last line too, RFC 5545 §3.1), folded lines, times in UTC. */
export function buildCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const calendar = ical({ prodId: options.prodId ?? PRODUCT, method: ICalCalendarMethod.PUBLISH, name: options.name })
  for (const event of events) {
    calendar.createEvent({
      id: event.id,
      sequence: event.sequence ?? 0,
      stamp: event.stamp,
      // No time zone given: the library writes UTC date-times (20261201T020000Z).
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description || null,
      location: event.location || null,
      url: event.url?.replace(/[\r\n]/g, '') || null,
      status: event.status ? STATUS[event.status] : null,
    })
  }
  return `${calendar.toString()}\r\n`
}

/** The download: text/calendar, saved under `filename`, never cached by a shared cache (it is someone's booking). */
export function calendarResponse(ics: string, filename: string): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
