/**
 * Calendar files (RFC 5545, "calendar integration", 000 §1): the one module every .ics the site serves goes through
 * — an event's, a workspace booking's and a program session's download, and the member's subscribed feed
 * (docs/decisions/0052-calendar-feed.md). Files are written by ical-generator 10.2 (TOOLCHAIN.md), which escapes
 * TEXT values, folds lines at 75 octets and writes UTC date-times. Each kind of item has one entry builder here, so a
 * downloaded file and the feed say the same thing under the same UID, and a calendar app updates rather than
 * duplicates the entry.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { href } from 'react-router'
import { labelFor } from '~/domain/vocabulary'
import { WORKSPACE_TYPE_LABELS } from '~/domain/workspaces'
import { eventPlace } from '~/shared/event-display'
import { formatMoney } from '~/shared/money'
import { formatTimeRange, resolveDateTime } from '~/shared/time-zones'

export interface CalendarEntry {
  /** Globally unique and stable across downloads and hosts (`calendarUid`). */
  uid: string
  start: Date
  end: Date
  summary: string
  description?: string | null
  /** A place, or for an online item its meeting link or page. */
  location?: string | null
  url?: string | null
  /** When the entry last changed (LAST-MODIFIED). */
  lastModified?: Date | null
  /** CONFIRMED unless told otherwise. */
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'
  /** Raised on each change (a cancellation), so calendars take the newer copy. */
  sequence?: number
}

export interface CalendarFile {
  /** PRODID as '//Company//Product//EN' (the library writes it as '-//Company//Product//EN'). */
  prodId?: `//${string}//${string}//${string}`
  /** X-WR-CALNAME, the name calendar apps show for the calendar. */
  name?: string
  /** How often a subscribed calendar should fetch again (REFRESH-INTERVAL and X-PUBLISHED-TTL), in seconds. */
  refreshSeconds?: number
  events: readonly CalendarEntry[]
  /** DTSTAMP: when the file was made (default now). */
  stamp?: Date
}

const PRODUCT = '//Startup Asia//Startup Asia//EN'

const STATUS: Record<NonNullable<CalendarEntry['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
}

/** The whole file, CRLF line endings included (and after the last line, as RFC 5545 §3.1 has every line end). */
export function calendarFile({ prodId = PRODUCT, name, refreshSeconds, events, stamp = new Date() }: CalendarFile): string {
  const calendar = ical({
    prodId,
    method: ICalCalendarMethod.PUBLISH,
    ...(name ? { name } : {}),
    ...(refreshSeconds ? { ttl: refreshSeconds } : {}),
  })
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
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

const TEXT_CALENDAR = 'text/calendar; charset=utf-8'

/**
 * A download of one item: text/calendar saved as `filename`. `personal` files (someone's booking, a meeting link
 * only some may see) are never cached by a shared cache.
 */
export function calendarDownload(ics: string, filename: string, { personal = true } = {}): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': TEXT_CALENDAR,
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': personal ? 'private, no-store' : 'public, max-age=300',
    },
  })
}

/**
 * The member's subscribed feed: no attachment (calendar apps subscribe to it, browsers may show it), never stored by
 * a cache, and kept out of search engines (the address is the secret).
 */
export function calendarFeedResponse(ics: string): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': TEXT_CALENDAR,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
}

// ── UIDs and entries, one builder per kind of item ─────────────────────────────────────────────────────────────────

/** The UIDs' domain: fixed, so an item keeps its UID whichever host the file came from. */
const UID_DOMAIN = 'startup.asia'

export const calendarUid = {
  event: (id: number) => `event-${id}@${UID_DOMAIN}`,
  workspaceBooking: (id: number) => `workspace-booking-${id}@${UID_DOMAIN}`,
  cohortSession: (id: number) => `cohort-session-${id}@${UID_DOMAIN}`,
}

export interface CalendarEventItem {
  id: number
  title: string
  description: string | null
  startDate: Date
  endDate: Date
  isOnline: boolean
  venue: string | null
  location: string | null
  /** Null unless the reader may see it (docs/decisions/0032). */
  meetingLink: string | null
  createdAt: Date
}

/** An event (docs/decisions/0031): the place, or for an online event its meeting link or page, and the page's address. */
export function eventEntry(event: CalendarEventItem, origin: string): CalendarEntry {
  const pageUrl = new URL(href('/events/:id', { id: String(event.id) }), origin).href
  return {
    uid: calendarUid.event(event.id),
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    description: [event.description, pageUrl].filter(Boolean).join('\n\n'),
    location: event.isOnline ? (event.meetingLink ?? `Online: ${pageUrl}`) : eventPlace(event),
    url: pageUrl,
    lastModified: event.createdAt,
  }
}

export interface CalendarBookingItem {
  id: number
  startTime: Date | string
  endTime: Date | string
  status: string
  paymentStatus: string
  /** Decimal string. */
  totalAmount: string
  workspaceName: string
  workspaceType: string
  location: string | null
  timeZone: string
}

/**
 * A workspace booking (docs/decisions/0037): the workspace, its city, the local time range, the total. A cancelled
 * booking is STATUS:CANCELLED with a higher SEQUENCE, so a calendar that imported it takes the newer copy.
 */
export function bookingEntry(booking: CalendarBookingItem, origin: string): CalendarEntry {
  const start = new Date(booking.startTime)
  const end = new Date(booking.endTime)
  const cancelled = booking.status === 'cancelled'
  const type = labelFor(WORKSPACE_TYPE_LABELS, booking.workspaceType)
  const manage = new URL('/workspace', origin).href
  return {
    uid: calendarUid.workspaceBooking(booking.id),
    start,
    end,
    summary: `${cancelled ? 'Cancelled: ' : ''}${booking.workspaceName}`,
    description: [
      `${type}${booking.location ? ` in ${booking.location}` : ''}`,
      formatTimeRange(start, end, booking.timeZone),
      `Total: ${formatMoney(booking.totalAmount, 'USD', 'en-US')} (${booking.paymentStatus === 'paid' ? 'paid' : `payment ${booking.paymentStatus}`})`,
      `Manage your bookings: ${manage}`,
    ].join('\n'),
    location: booking.location,
    url: manage,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: cancelled ? 1 : 0,
  }
}

export interface CalendarSessionItem {
  id: number
  title: string
  description: string | null
  /** 'YYYY-MM-DD' and 'HH:MM' on the wall clock of `timeZone` (docs/decisions/0043). */
  date: string | null
  startTime: string | null
  endTime: string | null
  timeZone: string
  location: string | null
  isOnline: boolean
  /** Null unless the reader may see it (participants, admins). */
  meetingLink: string | null
  status: string
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A program session (docs/decisions/0043): no start time → 09:00 for one hour; no end → one hour; an end at or
 * before the start runs past midnight. Null for a session without a (valid) date: it has no place in a calendar.
 */
export function sessionEntry(
  session: CalendarSessionItem,
  cohort: { id: number; name: string },
  origin: string,
): CalendarEntry | null {
  const start = session.date ? wallClockToInstant(session.date, session.startTime ?? '09:00', session.timeZone) : null
  if (!start || !session.date) return null
  let end = session.endTime ? wallClockToInstant(session.date, session.endTime, session.timeZone) : null
  if (!end) end = new Date(start.getTime() + HOUR)
  if (end <= start) end = new Date(end.getTime() + DAY)
  const page = new URL(href('/programs/:id', { id: String(cohort.id) }), origin).href
  return {
    uid: calendarUid.cohortSession(session.id),
    start,
    end,
    summary: `${session.title} — ${cohort.name}`,
    description: [session.description, `Part of ${cohort.name}: ${page}`].filter(Boolean).join('\n\n'),
    location: session.isOnline ? (session.meetingLink ?? 'Online') : session.location,
    url: page,
    status: session.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  }
}

// ── Wall clocks ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * 'YYYY-MM-DD' and 'HH:MM' read on the wall clock of `timeZone` → the instant (the zone arithmetic is
 * app/shared/time-zones.ts's). Null for text that is not such a date and time.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)) return null
  return resolveDateTime(`${date}T${time}`, timeZone)
}
