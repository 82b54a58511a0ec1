import { EVENT_CATEGORIES, eventTimeZone } from '../app/domain/events'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { EVENTS, LOCATIONS, peopleOf, UTC_OFFSET_HOURS } from './data'
import { chunks, DAY, emailLocalPart, HOUR, INSERT_BATCH, Random } from './helpers'

const MINUTE = 60_000
import type { People } from './users'
import { artUrl } from './art'

/** Passwordless community profiles who fill the seats of the demo events (they cannot sign in). */
const ATTENDEE_DOMAIN = 'attendees.demo.startup.asia'

/**
 * As many attendee profiles as the fullest event needs, named from the seed's people (first and last names mixed),
 * dated a year or more back so the admin's newest-first lists start with real sign-ups.
 */
async function seedAttendeePool(tx: Db, size: number, today: number): Promise<number[]> {
  const random = new Random('event-attendees')
  const people = LOCATIONS.flatMap((location) => peopleOf(location))
  const firsts = [...new Set(people.map(([first]) => first))]
  const lasts = [...new Set(people.map(([, last]) => last))]
  const names = random.shuffle(firsts.flatMap((first) => lasts.map((last) => [first, last] as const))).slice(0, size)
  const rows: schema.NewUser[] = names.map(([first, last], index) => ({
    email: `${emailLocalPart(first, last)}.${index + 1}@${ATTENDEE_DOMAIN}`,
    firstName: first,
    lastName: last,
    userType: 'public',
    isEmailVerified: false,
    createdAt: new Date(today - (365 + (index % 300)) * DAY),
  }))
  const ids: number[] = []
  for (const part of chunks(rows, INSERT_BATCH)) {
    ids.push(...(await tx.insert(schema.users).values(part).returning({ id: schema.users.id })).map((row) => row.id))
  }
  return ids
}

/**
 * The events of EVENTS, placed relative to today: each starts at its local hour on its day, so an event a few days
 * ahead is upcoming whenever the seed runs and one a week back is over. Their seat counts are not written: each
 * event gets as many attending RSVPs as EVENTS says (the demo accounts' own first, then the attendee profiles), and
 * the triggers on event_rsvps count them, as they count every RSVP.
 */
export async function seedEvents(tx: Db, people: People, today: number) {
  const rows: schema.NewEvent[] = EVENTS.map((event, e) => {
    const online = event.location === 'Online'
    const start = today + event.day * DAY + (event.localHour - UTC_OFFSET_HOURS[event.location]) * HOUR
    const announced = new Date(Math.min(start - 30 * DAY, today - DAY))
    return {
      title: event.title,
      description: event.description,
      organizerId: e % 2 === 0 ? people.team : people.founder,
      location: event.location,
      venue: event.venue,
      startDate: new Date(start),
      endDate: new Date(start + event.hours * HOUR),
      timeZone: eventTimeZone(event.location),
      maxAttendees: event.maxAttendees,
      price: event.price,
      currency: event.currency,
      category: event.category,
      isOnline: online,
      meetingLink: online ? `https://meet.example.com/startup-asia-${e + 1}` : null,
      coverImage: artUrl(`event:${event.title}`, EVENT_CATEGORIES.indexOf(event.category)),
      isActive: true,
      createdAt: announced,
      updatedAt: announced,
    }
  })
  const events = await tx
    .insert(schema.events)
    .values(rows)
    .returning({ id: schema.events.id, startDate: schema.events.startDate, createdAt: schema.events.createdAt })

  // The demo member is going to the three soonest upcoming events, the demo founder to two; community members spread.
  const named = events.map((): number[] => [])
  const upcoming = events.map((event, e) => ({ event, e })).filter(({ event }) => event.startDate.getTime() > today)
  for (const { e } of upcoming.slice(0, 3)) named[e]!.push(people.member)
  for (const { e } of upcoming.slice(1, 3)) named[e]!.push(people.founder)
  people.members.slice(0, 10).forEach((userId, k) => named[k % events.length]!.push(userId))

  const needed = Math.max(...EVENTS.map((event) => event.currentAttendees + (event.waitlisted ?? 0)))
  const pool = await seedAttendeePool(tx, needed, today)
  const rsvps: schema.NewEventRsvp[] = []
  events.forEach((event, e) => {
    const plan = EVENTS[e]!
    const taken = new Set<number>()
    const attending: number[] = []
    const waiting: number[] = []
    // Each event starts somewhere else in the pool, so the same profiles are not at every event.
    const offset = (e * 97) % pool.length
    const candidates = [...named[e]!, ...pool.slice(offset), ...pool.slice(0, offset)]
    for (const userId of candidates) {
      if (taken.has(userId)) continue
      if (attending.length < plan.currentAttendees) attending.push(userId)
      else if (waiting.length < (plan.waitlisted ?? 0)) waiting.push(userId)
      else break
      taken.add(userId)
    }
    const at = (k: number) => new Date(event.createdAt.getTime() + (k + 1) * 7 * MINUTE)
    attending.forEach((userId, k) => rsvps.push({ eventId: event.id, userId, status: 'attending', createdAt: at(k), updatedAt: at(k) }))
    waiting.forEach((userId, k) =>
      rsvps.push({
        eventId: event.id,
        userId,
        status: 'waitlisted',
        waitlistPosition: k + 1,
        createdAt: at(attending.length + k),
        updatedAt: at(attending.length + k),
      }),
    )
  })
  for (const part of chunks(rsvps, INSERT_BATCH)) await tx.insert(schema.eventRsvps).values(part)
}
