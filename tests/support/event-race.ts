import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'

/**
 * The seat race of the events issue, run through the app's own model on whichever database DATABASE_URL names (the
 * modules are imported here, after the caller set it): 60 members ask for a seat at once at an event with 5 seats →
 * exactly 5 attending, 55 waitlisted, currentAttendees 5; then 2 of the attending cancel at once → the first two on
 * the waitlist hold the seats, still 5 in all.
 */
export async function runSeatRace({ members = 60, seats = 5 } = {}): Promise<void> {
  const { getDb } = await import('~/server/db.server')
  const { eventRsvps, events, users } = await import('../../db/schema')
  const { rsvpToEvent, requireEvent, listEventGuests } = await import('~/models/events.server')
  const { toPublicUser } = await import('~/models/users.server')
  const { asc, eq } = await import('drizzle-orm')
  const db = await getDb()

  const tag = randomUUID().slice(0, 8)
  const rows = await db
    .insert(users)
    .values(Array.from({ length: members + 1 }, (_, k) => ({ email: `race-${tag}-${k}@example.com`, firstName: `Racer ${k}` })))
    .returning()
  const [organizer, ...racers] = rows.map(toPublicUser)
  const start = new Date(Date.now() + 3 * 86_400_000)
  const [event] = await db
    .insert(events)
    .values({
      title: `Seat race ${tag}`,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      location: 'Seoul',
      maxAttendees: seats,
      organizerId: organizer!.id,
    })
    .returning({ id: events.id })
  const eventId = event!.id

  const answers = await Promise.all(racers.map((member) => rsvpToEvent(member, eventId, 'attending')))
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 'attending')).toHaveLength(seats)
  expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(members - seats)
  expect((await requireEvent(eventId)).currentAttendees).toBe(seats)

  // The database agrees: 5 attending rows, 55 waitlisted with distinct positions.
  const stored = await db
    .select({ userId: eventRsvps.userId, status: eventRsvps.status, position: eventRsvps.waitlistPosition })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.waitlistPosition))
  expect(stored.filter((row) => row.status === 'attending')).toHaveLength(seats)
  const waiting = stored.filter((row) => row.status === 'waitlisted')
  expect(new Set(waiting.map((row) => row.position)).size).toBe(members - seats)

  // Asking again takes no second seat and keeps every place in the queue.
  const again = await Promise.all(racers.map((member) => rsvpToEvent(member, eventId, 'attending')))
  expect(again.filter((answer) => answer.status === 'attending')).toHaveLength(seats)
  expect((await requireEvent(eventId)).currentAttendees).toBe(seats)

  const guests = await listEventGuests(organizer!, { id: eventId, organizerId: organizer!.id })
  const firstTwo = guests.waitlist.slice(0, 2).map((guest) => guest.userId)
  expect(firstTwo).toEqual(waiting.slice(0, 2).map((row) => row.userId))
  const leaving = guests.attending.slice(0, 2).map((guest) => racers.find((member) => member.id === guest.userId)!)
  await Promise.all(leaving.map((member) => rsvpToEvent(member, eventId, 'not_attending')))

  const after = await listEventGuests(organizer!, { id: eventId, organizerId: organizer!.id })
  expect(after.attending).toHaveLength(seats)
  expect(after.attending.map((guest) => guest.userId)).toEqual(expect.arrayContaining(firstTwo))
  expect(after.waitlist).toHaveLength(members - seats - 2)
  expect((await requireEvent(eventId)).currentAttendees).toBe(seats)
  for (const member of leaving) expect((await requireEvent(eventId, member)).myRsvpStatus).toBe('not_attending')
}
