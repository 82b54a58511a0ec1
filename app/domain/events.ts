import { CITIES, type City } from './locations'

/** 000 §9; the create-event form defaults to networking (000 §5). */
export const EVENT_CATEGORIES = ['networking', 'workshop', 'pitch', 'conference', 'meetup', 'panel'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const DEFAULT_EVENT_CATEGORY = 'networking' satisfies EventCategory

export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  networking: 'Networking',
  workshop: 'Workshop',
  pitch: 'Pitch',
  conference: 'Conference',
  meetup: 'Meetup',
  panel: 'Panel',
}

/** 000 §9: the eight cities, and Online. */
export const EVENT_LOCATIONS = [...CITIES, 'Online'] as const
export type EventLocation = (typeof EVENT_LOCATIONS)[number]
export const ONLINE = 'Online' satisfies EventLocation

// ── Time zones (docs/decisions/0031-event-times-and-calendar-files.md) ──────────────────────────────────────────

/**
 * An event's times are stated in one time zone: its city's, or for an online event the one its organizer picks. The
 * zones of the eight cities, none of which keeps daylight saving time, plus UTC for online events run for everyone.
 */
export const EVENT_TIME_ZONES = [
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Seoul',
  'Asia/Jakarta',
  'Asia/Manila',
  'UTC',
] as const
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number]

export const EVENT_TIME_ZONE_LABELS: Record<EventTimeZone, string> = {
  'Asia/Singapore': 'Singapore (GMT+8)',
  'Asia/Hong_Kong': 'Hong Kong (GMT+8)',
  'Asia/Tokyo': 'Tokyo (GMT+9)',
  'Asia/Kolkata': 'Mumbai and Bangalore (GMT+5:30)',
  'Asia/Seoul': 'Seoul (GMT+9)',
  'Asia/Jakarta': 'Jakarta (GMT+7)',
  'Asia/Manila': 'Manila (GMT+8)',
  UTC: 'UTC',
}

export const CITY_TIME_ZONES: Record<City, EventTimeZone> = {
  Singapore: 'Asia/Singapore',
  'Hong Kong': 'Asia/Hong_Kong',
  Tokyo: 'Asia/Tokyo',
  Mumbai: 'Asia/Kolkata',
  Bangalore: 'Asia/Kolkata',
  Seoul: 'Asia/Seoul',
  Jakarta: 'Asia/Jakarta',
  Manila: 'Asia/Manila',
}

/** Online events without a stated zone are timed for Singapore, where the platform's team sits (as the seed does). */
export const DEFAULT_ONLINE_TIME_ZONE = 'Asia/Singapore' satisfies EventTimeZone

/** The zone an event's times are stated in: the one chosen, else its city's, else the online default. */
export function eventTimeZone(location: string | null | undefined, chosen?: string | null): EventTimeZone {
  if (chosen && (EVENT_TIME_ZONES as readonly string[]).includes(chosen)) return chosen as EventTimeZone
  if (location && Object.hasOwn(CITY_TIME_ZONES, location)) return CITY_TIME_ZONES[location as City]
  return DEFAULT_ONLINE_TIME_ZONE
}

/** An event lasts at most this long, so "has not ended" is a bounded range of start dates (decision 0030). */
export const MAX_EVENT_DAYS = 31

// ── RSVPs (docs/decisions/0032-rsvp-seats-and-waitlist.md) ───────────────────────────────────────────────────────

/**
 * What a member may answer (POST /api/events/{id}/rsvp `status`): `attending` asks for a seat (or a place on the
 * waitlist when the event is full); the others give a seat or a waitlist place back.
 */
export const RSVP_ANSWERS = ['attending', 'maybe', 'not_attending'] as const
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number]

/** What an RSVP can be: an answer, or `waitlisted`, which only the server assigns. */
export const RSVP_STATUSES = ['attending', 'waitlisted', 'maybe', 'not_attending'] as const
export type RsvpStatus = (typeof RSVP_STATUSES)[number]

// ── Messages (000 §8, and ours where the spec is silent) ──────────────────────────────────────────────────────────

export const EVENT_NOT_FOUND = 'Event Not Found'
export const EVENT_ENDED = 'This event has already ended'
export const RSVP_FAILED = 'Failed to update RSVP'
export const EVENT_CREATE_FAILED = 'Failed to create event'
// Changing an event after posting (docs/decisions/0110-after-posting.md).
export const EVENT_CANCELLED = 'This event was cancelled'
export const EVENT_MANAGE_FORBIDDEN = 'Only the organizer can change this event'
export const CAPACITY_BELOW_ATTENDEES = 'Max attendees cannot be below the number of members attending'
export const EVENT_UPDATE_FAILED = 'Failed to update event'
/** What an edit may change that attendees and the waitlist are told about: when, where, and the meeting link. */
export const EVENT_CHANGES = ['time', 'place', 'link'] as const
export type EventChange = (typeof EVENT_CHANGES)[number]
