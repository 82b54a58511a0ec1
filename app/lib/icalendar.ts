/**
 * iCalendar files (RFC 5545) for "Add to calendar" (docs/decisions/0031-event-times-and-calendar-files.md), written by
 * ical-generator (the maintained library TOOLCHAIN.md names): it escapes TEXT values, folds lines at 75 octets and
 * writes UTC date-times. This module only names what our files hold, so bookings and program sessions can use it too.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

export interface CalendarEvent {
  /** Globally unique and stable across downloads, so calendars update the entry rather than adding another. */
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string | null
  /** A place, or for an online event its meeting link or page. */
  location?: string | null
  url?: string | null
  /** When the entry last changed (LAST-MODIFIED). */
  lastModified?: Date | null
  /** CONFIRMED unless told otherwise. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
}

export interface CalendarFile {
  /** PRODID as '//Company//Product//EN' (the library writes it as '-//Company//Product//EN'). */
  prodId: `//${string}//${string}//${string}`
  /** X-WR-CALNAME, the name calendar apps show for a subscribed file. */
  name?: string
  events: readonly CalendarEvent[]
  /** DTSTAMP: when the file was made (default now). */
  stamp?: Date
}

const STATUS: Record<NonNullable<CalendarEvent['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
}

/** The whole file, CRLF line endings included (and after the last line, as RFC 5545 §3.1 has every line end). */
export function calendarFile({ prodId, name, events, stamp = new Date() }: CalendarFile): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.PUBLISH, ...(name ? { name } : {}) })
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp,
      // No time zone given: the library writes UTC date-times (20261205T010000Z).
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description || null,
      location: event.location || null,
      url: event.url?.replace(/[\r\n]/g, '') || null,
      lastModified: event.lastModified ?? null,
      status: STATUS[event.status ?? 'CONFIRMED'],
    })
  }
  return `${calendar.toString()}\r\n`
}
