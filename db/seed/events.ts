import type { Db } from '../client'
import * as schema from '../schema'
import { EVENTS, UTC_OFFSET_HOURS } from './data'
import { DAY, HOUR } from './helpers'
import type { People } from './users'

/**
 * The events of EVENTS, placed relative to today: each starts at its local hour on its day, so an event a few days
 * ahead is upcoming whenever the seed runs and one a week back is over.
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
      maxAttendees: event.maxAttendees,
      currentAttendees: event.currentAttendees,
      price: event.price,
      currency: event.currency,
      category: event.category,
      isOnline: online,
      meetingLink: online ? `https://meet.example.com/startup-asia-${e + 1}` : null,
      coverImage: `/images/banners/banner-${(e % 4) + 1}.svg`,
      isActive: true,
      createdAt: announced,
      updatedAt: announced,
    }
  })
  const events = await tx
    .insert(schema.events)
    .values(rows)
    .returning({ id: schema.events.id, startDate: schema.events.startDate })
  const upcoming = events.filter((event) => event.startDate.getTime() > today)
  const rsvps: schema.NewEventRsvp[] = [
    ...upcoming.slice(0, 3).map((event) => ({ eventId: event.id, userId: people.member })),
    ...upcoming.slice(1, 3).map((event) => ({ eventId: event.id, userId: people.founder })),
    ...people.members.slice(0, 10).map((userId, k) => ({ eventId: events[k % events.length]!.id, userId })),
  ]
  await tx.insert(schema.eventRsvps).values(rsvps)
}
