import ical, { ICalEventStatus } from 'ical-generator'

/**
 * Calendar files (RFC 5545, "calendar integration", 000 §1) through ical-generator: one module, so events,
 * workspace bookings and program sessions can share it. Entries are written in UTC; a time kept as a local wall
 * clock (a program session's date and 'HH:MM' in its city) is turned into an instant with `wallClockToInstant`.
 */
export interface CalendarEntry {
  /** Stable across downloads, so a calendar updates the entry instead of adding a second one. */
  id: string
  start: Date
  end: Date
  summary: string
  description?: string | null
  location?: string | null
  url?: string | null
  cancelled?: boolean
}

const PRODUCT = { company: 'Startup Asia', product: 'Startup Asia', language: 'EN' } as const

/** The .ics text for one calendar holding `entries`. `stamp` (DTSTAMP) is when the file was made. */
export function calendarFile(name: string, entries: readonly CalendarEntry[], stamp: Date = new Date()): string {
  const calendar = ical({ name, prodId: PRODUCT })
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.id,
      start: entry.start,
      end: entry.end,
      stamp,
      summary: entry.summary,
      description: entry.description ?? null,
      location: entry.location ?? null,
      url: entry.url ?? null,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}

/** The download: text/calendar saved as `filename`; `personal` files (someone's booking) are never cached. */
export function calendarResponse(ics: string, filename: string, { personal = false } = {}): Response {
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': personal ? 'private, no-store' : 'public, max-age=300',
    },
  })
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    offsetFormatters.set(timeZone, formatter)
  }
  const part: Record<string, number> = {}
  for (const { type, value } of formatter.formatToParts(new Date(instant))) part[type] = Number(value)
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * 'YYYY-MM-DD' and 'HH:MM' read on the wall clock of `timeZone` → the instant. Two passes settle the offset for a
 * zone that changes it near that time. Null for text that is not such a date and time.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!d || !t) return null
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]))
  if (new Date(wall).getUTCDate() !== Number(d[3])) return null
  const first = wall - offsetAt(wall, timeZone)
  return new Date(wall - offsetAt(first, timeZone))
}
