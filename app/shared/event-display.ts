import { href } from 'react-router'
import { ONLINE, type RsvpStatus } from '~/domain/events'

// How an event's place, seats and RSVP read on cards and its page (docs/decisions/0032-rsvp-seats-and-waitlist.md).

interface Placed {
  /** Left out where `location` already says ONLINE for an online event (a list card's view). */
  isOnline?: boolean
  venue: string | null
  location: string | null
}

/** 'Bayfront Convention Centre, Hall A, Singapore', or 'Online'. */
export function eventPlace(event: Placed): string {
  if (event.isOnline || event.location === ONLINE) return ONLINE
  return [event.venue, event.location].filter(Boolean).join(', ')
}

interface Seated {
  maxAttendees: number | null
  currentAttendees: number
}

/** Seats still free; null when the event has no limit. */
export function seatsLeft(event: Seated): number | null {
  return event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees)
}

function isFull(event: Seated): boolean {
  return seatsLeft(event) === 0
}

/** '500 places · 188 seats left', '80 places · Full', 'No attendee limit'. */
export function capacityText(event: Seated): string {
  const left = seatsLeft(event)
  if (left === null) return 'No attendee limit'
  const places = `${event.maxAttendees!.toLocaleString('en-US')} ${event.maxAttendees === 1 ? 'place' : 'places'}`
  if (left === 0) return `${places} · Full`
  return `${places} · ${left.toLocaleString('en-US')} ${left === 1 ? 'seat' : 'seats'} left`
}

export type RsvpButtonState = 'ended' | 'attending' | 'waitlisted' | 'join-waitlist' | 'rsvp'

/**
 * 000 §4: a filled 'Attending' when attending, an outline 'RSVP' otherwise; when the event is full, 'Join waitlist'
 * and, once on it, 'On waitlist'. Nothing to press once it ended.
 */
export function rsvpButtonState(
  event: Seated & { endDate: Date; myRsvpStatus: RsvpStatus | null },
  now: Date,
): RsvpButtonState {
  if (event.endDate.getTime() <= now.getTime()) return 'ended'
  if (event.myRsvpStatus === 'attending') return 'attending'
  if (event.myRsvpStatus === 'waitlisted') return 'waitlisted'
  return isFull(event) ? 'join-waitlist' : 'rsvp'
}

/** The link of an event's calendar file. */
export function calendarHref(eventId: number): string {
  return href('/events/:id/calendar.ics', { id: String(eventId) })
}

/**
 * The id of an event card's title on /events: what the card refers to (its name, its buttons' descriptions) and the
 * fragment an RSVP posted from the list comes back to.
 */
export function eventAnchor(eventId: number): string {
  return `e${eventId}`
}
