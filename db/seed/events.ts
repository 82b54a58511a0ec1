import type { Db } from '../client'
import * as schema from '../schema'
import { CITIES } from '../../app/domain/locations'
import { CURRENCY_BY_LOCATION, EVENT_TEMPLATES, type Location } from './data'
import { DAY, HOUR, Random } from './helpers'
import type { People } from './users'

/** Days from today: five past events, the rest upcoming. */
const EVENT_OFFSETS = [-75, -40, -21, -7, -2, 2, 5, 9, 14, 20, 27, 35, 44, 56, 70, 90]
const EVENT_PRICES = ['0.00', '15.00', '25.00', '49.50', '99.00', '150.00']
const EVENT_CAPACITY = [500, 200, 120, 80, 60, 40, 30]

export async function seedEvents(tx: Db, people: People, today: number) {
  const random = new Random('events')
  const rows: schema.NewEvent[] = EVENT_TEMPLATES.map((template, e) => {
    const online = e % 3 === 1
    const city = CITIES[e % CITIES.length]!
    const start = today + EVENT_OFFSETS[e]! * DAY + (9 + (e % 4)) * HOUR
    const hours = template.category === 'conference' ? 32 : random.int(2, 4)
    const maxAttendees = EVENT_CAPACITY[e % EVENT_CAPACITY.length]!
    // Every fourth event is nearly full; past events ended at or near capacity.
    const currentAttendees =
      e % 4 === 2 || EVENT_OFFSETS[e]! < 0
        ? maxAttendees - random.int(0, 3)
        : random.int(5, Math.floor(maxAttendees * 0.6))
    const price = e % 3 === 0 ? '0.00' : EVENT_PRICES[(e % (EVENT_PRICES.length - 1)) + 1]!
    return {
      title: online ? `${template.title} (Online)` : `${template.title} ${city}`,
      description: `${template.title} for founders, operators and investors. Talks, Q&A and time to meet the community.`,
      organizerId: e % 2 === 0 ? people.team : people.founder,
      location: online ? 'Online' : city,
      venue: online ? null : `${template.venue}, ${city}`,
      startDate: new Date(start),
      endDate: new Date(start + hours * HOUR),
      maxAttendees,
      currentAttendees,
      price,
      currency: price === '0.00' ? 'USD' : e % 2 === 0 ? 'USD' : (CURRENCY_BY_LOCATION[city as Location] ?? 'USD'),
      category: template.category,
      isOnline: online,
      meetingLink: online ? `https://meet.example.com/startup-asia-${e + 1}` : null,
      coverImage: `/images/banners/banner-${(e % 4) + 1}.svg`,
      isActive: true,
      createdAt: new Date(start - 30 * DAY),
      updatedAt: new Date(start - 30 * DAY),
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
