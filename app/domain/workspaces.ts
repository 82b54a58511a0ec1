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

/**
 * 000 §9: "Booking total = hours between start and end times multiplied by the workspace hourly rate", in exact
 * integer cents: rate × minutes / 60, rounded half up to the cent. With 30-minute steps only an odd-cent rate over
 * an odd number of half hours has a half cent to round ($12.35 × 1.5 h = $18.525 → $18.53).
 */
export function bookingTotal(hourlyRate: string, minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`${minutes} is not a whole number of minutes`)
  const rate = toMinorUnits(hourlyRate)
  if (rate < 0n) throw new RangeError('an hourly rate is never negative')
  return fromMinorUnits((rate * BigInt(minutes) * 2n + 60n) / 120n)
}

/** '30 minutes', '1 hour', '1.5 hours', '12 hours'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = minutes / 60
  const text = Number.isInteger(hours) ? String(hours) : hours.toFixed(2).replace(/0+$/, '')
  return `${text} hour${hours === 1 ? '' : 's'}`
}
