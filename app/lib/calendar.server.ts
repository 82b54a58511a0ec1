/**
 * iCalendar files (RFC 5545) for "calendar integration" (000 §1): a workspace booking's calendar.ics, and the events
 * area's. TOOLCHAIN.md names ical-generator 10.2.0 for this; it is not installed yet, so this module writes the few
 * properties we need by hand behind the shape ical-generator takes (`createEvent({ id, start, end, stamp, summary,
 * description, location, url, status, sequence })`). Swapping in the library changes this file only.
 */
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

const PRODUCT = '-//Startup Asia//Startup Asia//EN'

/** '20261201T020000Z' */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** Content lines are folded at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const pieces: string[] = []
  let current = ''
  let size = 0
  for (const character of line) {
    const bytes = encoder.encode(character).length
    const limit = pieces.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      pieces.push(current)
      current = ''
      size = 0
    }
    current += character
    size += bytes
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

/** The calendar file: CRLF line ends, folded lines, times in UTC. */
export function buildCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(options.name)}`,
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(event.id)}`,
      `SEQUENCE:${event.sequence ?? 0}`,
      `DTSTAMP:${utc(event.stamp)}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
    )
    if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`)
    if (event.location) lines.push(`LOCATION:${text(event.location)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    if (event.status) lines.push(`STATUS:${event.status}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(fold).join('\r\n') + '\r\n'
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
