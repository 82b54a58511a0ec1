// Wall-clock times in a named time zone, for the server and the browser alike. Everything is computed from the
// numeric parts Intl reports, never from its localized text, so the server's HTML and the hydrated page agree
// whatever either side's locale data says (one may write 'SGT', the other 'GMT+8').

/** A wall-clock date and time without a zone: what `<input type="datetime-local">` sends ('2026-12-01T10:30'). */
export interface LocalDateTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/
const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function isValidDate(year: number, month: number, day: number): boolean {
  return year >= 1970 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** 'YYYY-MM-DD' that names a real day, or null. */
export function parseLocalDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(text.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return isValidDate(year, month, day) ? { year, month, day } : null
}

/** 'YYYY-MM-DDTHH:MM[:SS[.sss]]' that names a real moment of a real day, or null. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = LOCAL.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((index) => Number(match[index]))
  const second = match[6] === undefined ? 0 : Number(match[6])
  if (match[7] !== undefined && Number(match[7]) !== 0) return null
  if (!isValidDate(year!, month!, day!) || hour! > 23 || minute! > 59 || second > 59) return null
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second }
}

const asUtc = (local: LocalDateTime) =>
  Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second)

/**
 * A date and time as the API or a form gives it: with a zone ('…Z', '…+08:00') it is that instant; without one it is
 * wall-clock time in `timeZone`. Null when it is neither.
 */
export function resolveDateTime(text: string, timeZone: string): Date | null {
  const value = text.trim()
  const zone = OFFSET.exec(value)
  const local = parseLocalDateTime(zone ? value.slice(0, zone.index) : value)
  if (!local) return null
  if (!zone) return localToInstant(local, timeZone)
  const offset = parseOffset(zone[0])
  return offset === null ? null : new Date(asUtc(local) - offset * 60_000)
}

/** 'Z' → 0, '+08:00' / '+0800' → 480, '-05:30' → -330; null past ±14:00. */
function parseOffset(text: string): number | null {
  if (text.toUpperCase() === 'Z') return 0
  const digits = text.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2))
  if (hours > 14 || minutes > 59) return null
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
}

/** Whether text is a date and time `resolveDateTime` can read (for schemas, before the zone is known). */
export function isDateTimeText(text: string): boolean {
  return resolveDateTime(text, 'UTC') !== null
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
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
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock reading of an instant in a zone. */
export function instantToLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** Minutes the zone is ahead of UTC at that instant (Singapore 480, Mumbai 330). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000)
  return Math.round((asUtc(instantToLocal(whole, timeZone)) - whole.getTime()) / 60_000)
}

/**
 * The instant a wall-clock time names in a zone. Where a clock change makes a local time happen twice, the first;
 * where it skips a time, the moment the same distance after the change (none of the product's cities does either).
 */
export function localToInstant(local: LocalDateTime, timeZone: string): Date {
  const wall = asUtc(local)
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000
  return new Date(Math.min(first, second))
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** '2026-12-01' */
export function formatLocalDate(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string {
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`
}

/** '2026-12-01T10:30', the value of a datetime-local input. */
export function formatLocalDateTime(local: LocalDateTime): string {
  return `${formatLocalDate(local)}T${pad(local.hour)}:${pad(local.minute)}`
}

/** '10:30' */
export function formatClock(local: Pick<LocalDateTime, 'hour' | 'minute'>): string {
  return `${pad(local.hour)}:${pad(local.minute)}`
}

/** 'GMT+8', 'GMT+5:30', 'GMT'. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'GMT'
  const sign = minutes > 0 ? '+' : '-'
  const whole = Math.abs(minutes)
  const rest = whole % 60
  return `GMT${sign}${Math.floor(whole / 60)}${rest ? `:${pad(rest)}` : ''}`
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** 'Tue, 1 Dec 2026'; in another Intl locale ('ja-JP') that locale's own short date with its weekday. */
export function formatDay(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>, locale = 'en-US'): string {
  if (locale !== 'en-US') {
    let formatter = dayFormatters.get(locale)
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
      dayFormatters.set(locale, formatter)
    }
    return formatter.format(new Date(Date.UTC(local.year, local.month - 1, local.day)))
  }
  const weekday = WEEKDAYS[new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay()]
  return `${weekday}, ${local.day} ${MONTHS[local.month - 1]} ${local.year}`
}

/** The day after a calendar day. */
export function nextDay(local: Pick<LocalDateTime, 'year' | 'month' | 'day'>): { year: number; month: number; day: number } {
  const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

/**
 * A time range in the zone where it happens: 'Tue, 1 Dec 2026, 10:00–11:30 (GMT+8)'; across midnight
 * 'Tue, 1 Dec 2026, 22:00 – Wed, 2 Dec 2026, 02:00 (GMT+8)'.
 */
export function formatTimeRange(start: Date, end: Date, timeZone: string, locale = 'en-US'): string {
  const from = instantToLocal(start, timeZone)
  const to = instantToLocal(end, timeZone)
  const zone = `(${formatOffset(offsetMinutes(start, timeZone))})`
  const sameDay = from.year === to.year && from.month === to.month && from.day === to.day
  return sameDay
    ? `${formatDay(from, locale)}, ${formatClock(from)}–${formatClock(to)} ${zone}`
    : `${formatDay(from, locale)}, ${formatClock(from)} – ${formatDay(to, locale)}, ${formatClock(to)} ${zone}`
}

/**
 * Minutes between two wall-clock times, read as plain clock arithmetic (the browser's estimate; the server reads
 * them as instants in the workspace's zone, the same in every city the product lists, none of which changes clocks).
 */
export function minutesBetween(start: LocalDateTime, end: LocalDateTime): number {
  return Math.round((asUtc(end) - asUtc(start)) / 60_000)
}
