/**
 * iCalendar files (RFC 5545) for "Add to calendar" (docs/decisions/0031-event-times-and-calendar-files.md).
 *
 * TOOLCHAIN.md names ical-generator 10.2.0 for this, but it is not installed in this checkout and packages are added
 * by the main checkout only; until it is, this writer produces the subset we need — one VCALENDAR of VEVENTs with
 * UTC times — and nothing else. It has the shape ical-generator's `ical({ prodId, events })` would be called with, so
 * swapping it in touches this file only (and bookings can use it the same way).
 */

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
  /** PRODID, '-//Startup Asia//Events//EN'. */
  prodId: string
  /** X-WR-CALNAME, the name calendar apps show for a subscribed file. */
  name?: string
  events: readonly CalendarEvent[]
  /** DTSTAMP: when the file was made (default now). */
  stamp?: Date
}

const CRLF = '\r\n'
/** RFC 5545 §3.1: lines longer than 75 octets are folded (a CRLF followed by one space). */
const MAX_LINE_OCTETS = 75

/** RFC 5545 §3.3.5 UTC date-time: 20261205T010000Z. */
export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, newlines as \n, other controls dropped. */
export function icsText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
}

const encoder = new TextEncoder()

/** Folds one content line into ≤ 75-octet pieces, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line
  const pieces: string[] = []
  let current = ''
  let octets = 0
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS
  for (const character of line) {
    const size = encoder.encode(character).length
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += character
    octets += size
  }
  pieces.push(current)
  return pieces.join(`${CRLF} `)
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`)
}

/** The whole file, CRLF line endings included. */
export function calendarFile({ prodId, name, events, stamp = new Date() }: CalendarFile): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', property('PRODID', icsText(prodId)), 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']
  if (name) lines.push(property('X-WR-CALNAME', icsText(name)))
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      property('UID', icsText(event.uid)),
      property('DTSTAMP', icsDateTime(stamp)),
      property('DTSTART', icsDateTime(event.start)),
      property('DTEND', icsDateTime(event.end)),
      property('SUMMARY', icsText(event.summary)),
    )
    if (event.description) lines.push(property('DESCRIPTION', icsText(event.description)))
    if (event.location) lines.push(property('LOCATION', icsText(event.location)))
    // URL is a URI value, not TEXT: it is written as is (our URLs hold no line breaks).
    if (event.url) lines.push(property('URL', event.url.replace(/[\r\n]/g, '')))
    if (event.lastModified) lines.push(property('LAST-MODIFIED', icsDateTime(event.lastModified)))
    lines.push(property('STATUS', event.status ?? 'CONFIRMED'), 'END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.join(CRLF) + CRLF
}
