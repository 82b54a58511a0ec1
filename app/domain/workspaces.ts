import { fromMinorUnits, toMinorUnits } from './money'
import { CITIES, type City } from './locations'

/** 000 §9. */
export const WORKSPACE_TYPES = ['hot-desk', 'meeting-room', 'podcast-booth', 'event-space'] as const
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number]

/** As 000 §9's starting prices name them ('hot desks', 'meeting rooms', …). */
export const WORKSPACE_TYPE_LABELS: Record<WorkspaceType, string> = {
  'hot-desk': 'Hot Desk',
  'meeting-room': 'Meeting Room',
  'podcast-booth': 'Podcast Booth',
  'event-space': 'Event Space',
}

/** A line under each type tile on /workspace. */
export const WORKSPACE_TYPE_HINTS: Record<WorkspaceType, string> = {
  'hot-desk': 'A desk in a shared area, by the hour',
  'meeting-room': 'Private rooms for your team',
  'podcast-booth': 'Soundproofed, with microphones',
  'event-space': 'Launches, meetups and workshops',
}

/** A type named by its slug or its label, in any case ('Meeting Room', 'meeting room', 'meeting-room'). */
export function toWorkspaceType(text: string): WorkspaceType | null {
  const key = text.trim().toLowerCase().replace(/[\s_]+/g, '-')
  return (WORKSPACE_TYPES as readonly string[]).includes(key) ? (key as WorkspaceType) : null
}

/** The spec names no workspace cities beyond "Singapore, Hong Kong, Tokyo, Mumbai and 12 more"; the eight serve. */
export const WORKSPACE_LOCATIONS = CITIES

/**
 * Booking times are the workspace's local time (docs/decisions/0034-workspace-booking-rules.md): 10:00 in a Tokyo
 * room is 10:00 in Tokyo, wherever the member books from.
 */
const WORKSPACE_TIME_ZONES: Record<City, string> = {
  Singapore: 'Asia/Singapore',
  'Hong Kong': 'Asia/Hong_Kong',
  Tokyo: 'Asia/Tokyo',
  Mumbai: 'Asia/Kolkata',
  Bangalore: 'Asia/Kolkata',
  Seoul: 'Asia/Seoul',
  Jakarta: 'Asia/Jakarta',
  Manila: 'Asia/Manila',
}

/** A place outside the list (free text an admin typed) keeps UTC rather than a guess. */
const DEFAULT_TIME_ZONE = 'UTC'

export function workspaceTimeZone(location: string | null | undefined): string {
  const place = location?.trim().toLowerCase()
  const city = CITIES.find((name) => name.toLowerCase() === place)
  return city ? WORKSPACE_TIME_ZONES[city] : DEFAULT_TIME_ZONE
}

// ── Bookings ──────────────────────────────────────────────────────────────────────────────────────────────────

/** 000 §4: a booking starts confirmed; the member may cancel it (the only transition). */
export const BOOKING_STATUSES = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }

/** 000 §4: payment starts pending; 'paid' and 'refunded' are set by whoever takes the money (not this app yet). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
}

/** The bookable window (docs/decisions/0034-workspace-booking-rules.md). */
export const BOOKING_STEP_MINUTES = 30
export const MAX_BOOKING_HOURS = 12
export const MAX_BOOKING_MINUTES = MAX_BOOKING_HOURS * 60
export const BOOKING_WINDOW_DAYS = 90
/** Upcoming confirmed bookings one member may hold at once, so nobody can reserve a room for a season. */
export const MAX_UPCOMING_BOOKINGS = 20

/** 000 §9: My Bookings shows at most 5. */
export const MY_BOOKINGS_SHOWN = 5

/**
 * How many bookings may overlap at any moment (docs/decisions/0035-no-double-booking.md): a hot desk area holds up to
 * its capacity (one desk each); a meeting room, podcast booth or event space is booked whole, whatever its seats.
 */
export function bookableUnits(type: string, capacity: number | null | undefined): number {
  return type === 'hot-desk' ? Math.max(1, capacity ?? 1) : 1
}

/** The two prices of a workspace (decimal strings); a workspace without a daily rate is charged by the hour only. */
export interface BookingRates {
  hourlyRate: string
  dailyRate?: string | null
}

/** A wall-clock time in the workspace's zone (app/shared/time-zones.ts's LocalDateTime has these fields). */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

const dayNumber = (time: WallClock) => Math.floor(Date.UTC(time.year, time.month - 1, time.day) / 86_400_000)

/**
 * The calendar days a booking touches in the workspace's zone (docs/decisions/0123): any part of a day counts as a
 * day, and an end at 00:00 ends on the day before. 10:00–22:00 is 1 day; 18:00–06:00 the next day is 2; 00:00–00:00
 * the next day (24 hours) is 1.
 */
export function bookingDays(start: WallClock, end: WallClock): number {
  const last = dayNumber(end) - (end.hour === 0 && end.minute === 0 ? 1 : 0)
  return Math.max(1, last - dayNumber(start) + 1)
}

/** Hours × hourly rate in exact integer cents: rate × minutes / 60, rounded half up to the cent. */
function hourlyTotal(rate: bigint, minutes: number): bigint {
  return (rate * BigInt(minutes) * 2n + 60n) / 120n
}

/**
 * The booking total (docs/decisions/0123, amending 000 §9's "hours × hourly rate"): the cheaper of hours × hourly
 * rate and days × daily rate, days counted per calendar day in the workspace's zone (`bookingDays`); hourly only
 * without a daily rate. 12 hours at $16/hour and $65/day is $65, not $192. Exact integer cents: with 30-minute steps
 * only an odd-cent rate over an odd number of half hours has a half cent to round ($12.35 × 1.5 h = $18.525 → $18.53).
 * The server prices every booking and quote with it; the Book Workspace dialog's live estimate calls it too.
 */
export function bookingTotal(rates: BookingRates, time: { minutes: number; days: number }): string {
  const { minutes, days } = time
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`${minutes} is not a whole number of minutes`)
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`${days} is not a whole number of days`)
  const hourly = toMinorUnits(rates.hourlyRate)
  if (hourly < 0n) throw new RangeError('an hourly rate is never negative')
  const byHours = hourlyTotal(hourly, minutes)
  if (!rates.dailyRate) return fromMinorUnits(byHours)
  const daily = toMinorUnits(rates.dailyRate)
  if (daily < 0n) throw new RangeError('a daily rate is never negative')
  const byDays = daily * BigInt(days)
  return fromMinorUnits(byDays < byHours ? byDays : byHours)
}

/** '30 minutes', '1 hour', '1.5 hours', '12 hours'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = minutes / 60
  const text = Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0+$/, '')
  return `${text} hour${hours === 1 ? '' : 's'}`
}
