// Event times in the event's own terms (docs/decisions/0031-event-times-and-calendar-files.md): stored as instants,
// entered and shown as wall-clock times in the event's time zone. Pure and Intl-only, so the server's HTML and the
// hydrated page agree whatever the machine's or the visitor's zone.

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

const partsFormatters = new Map<string, Intl.DateTimeFormat>()
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock fields of an instant in a zone. */
function wallFields(date: Date, timeZone: string) {
  const parts: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(date: Date, timeZone: string): number {
  const f = wallFields(date, timeZone)
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second)
  return asUtc - Math.floor(date.getTime() / 1000) * 1000
}

/**
 * '2026-12-05T09:00' read as a wall-clock time in `timeZone` → the instant, or null when the text is not such a time
 * (or names a day that does not exist, like 31 February). Two passes settle the offset for zones that change it.
 */
export function wallTimeToInstant(wall: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wall.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[]
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59) return null
  const guess = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  const check = new Date(guess)
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month! - 1) return null
  let instant = guess - offsetAt(new Date(guess), timeZone)
  instant = guess - offsetAt(new Date(instant), timeZone)
  return new Date(instant)
}

/** The value of a datetime-local input for an instant in a zone: '2026-12-05T09:00'. */
export function toWallTimeInput(date: Date, timeZone: string): string {
  const f = wallFields(date, timeZone)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`
}

/** The day an instant falls on in a zone, as a `<time dateTime>`: '2026-12-05' (what an event card's date shows). */
export function eventDayInZone(date: Date, timeZone: string): string {
  return toWallTimeInput(date, timeZone).slice(0, 10)
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>()
const timeFormatters = new Map<string, Intl.DateTimeFormat>()
const zoneFormatters = new Map<string, Intl.DateTimeFormat>()

/**
 * ICU versions differ on spaces ('9:00\u202fAM' in newer ones): plain spaces, so the server's HTML and the browser's
 * hydration render the same text.
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

function cached(
  map: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
) {
  const key = `${locale}|${timeZone}`
  let formatter = map.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    map.set(key, formatter)
  }
  return formatter
}

/** 'Fri, Dec 5, 2026' in the zone (in the Intl `locale`: '2026年12月5日(金)'). */
export function formatEventDay(date: Date, timeZone: string, locale = 'en-US'): string {
  return plainSpaces(
    cached(dayFormatters, timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, locale).format(
      date,
    ),
  )
}

/** '9:00 AM' in the zone (in the Intl `locale`: '9:00'). */
function formatEventTime(date: Date, timeZone: string, locale = 'en-US'): string {
  return plainSpaces(cached(timeFormatters, timeZone, { hour: 'numeric', minute: '2-digit' }, locale).format(date))
}

/** 'GMT+8', 'GMT+5:30', 'UTC' — the zone's offset at that instant, as the event's own terms. */
export function formatZoneOffset(date: Date, timeZone: string): string {
  const name = cached(zoneFormatters, timeZone, { timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value
  return !name || /^GMT([+-]0)?$/.test(name) ? 'UTC' : name
}

export interface EventWhen {
  /** 'Fri, Dec 5, 2026' or 'Fri, Dec 5, 2026 – Sat, Dec 6, 2026'. */
  dates: string
  /** '9:00 AM – 5:00 PM GMT+8' (on a multi-day event, the first day's start and the last day's end). */
  times: string
}

/** An event's dates and times in its own zone, for cards and the event page. */
export function formatEventWhen(start: Date, end: Date, timeZone: string, locale = 'en-US'): EventWhen {
  const startDay = formatEventDay(start, timeZone, locale)
  const endDay = formatEventDay(end, timeZone, locale)
  const startTime = formatEventTime(start, timeZone, locale)
  const endTime = formatEventTime(end, timeZone, locale)
  return {
    dates: startDay === endDay ? startDay : `${startDay} – ${endDay}`,
    times: `${startTime} – ${endTime} ${formatZoneOffset(start, timeZone)}`,
  }
}
