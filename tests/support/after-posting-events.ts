import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { emailOutbox, eventRsvps, events, notifications } from '../../db/schema'
import type { NotificationKind } from '~/domain/notifications'
import { listEvents, rsvpToEvent } from '~/models/events.server'
import { action as apiEvent } from '~/routes/api/event'
import { action as apiRsvp } from '~/routes/api/event-rsvp'
import { getDatabase } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { createEvent, createUser, routeArgs, signedInCookie } from './factories'
import { jsonRequest } from './http'

/**
 * Editing and cancelling an event after posting (issue 41 item 5, docs/decisions/0110-after-posting.md), through
 * PATCH /api/events/{id}, run on both drivers (after-posting-events.test.ts on the embedded file,
 * after-posting-events-on-libsql.test.ts on sqld).
 */

async function patch(eventId: number | string, body: unknown, user?: PublicUser): Promise<Response> {
  const headers: Record<string, string> = user ? { Cookie: await signedInCookie(user) } : {}
  return apiEvent(routeArgs(jsonRequest(`/api/events/${eventId}`, 'PATCH', body, headers), { params: { id: String(eventId) } }))
}

async function kindsOf(userId: number): Promise<NotificationKind[]> {
  const db = (await getDatabase()).db
  const rows = await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)
  return rows.map((row) => row.kind)
}

async function outboxTemplates(userId: number): Promise<string[]> {
  const db = (await getDatabase()).db
  const rows = await db.select({ template: emailOutbox.template }).from(emailOutbox).where(eq(emailOutbox.userId, userId)).orderBy(emailOutbox.id)
  return rows.map((row) => row.template)
}

async function statusOf(eventId: number, userId: number): Promise<string | undefined> {
  const db = (await getDatabase()).db
  const [row] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
  return row?.status
}

/** Every answer of PATCH /api/events/{id}: each permission branch, each 4xx, a change told, a cancellation told. */
export async function runEventPatch(): Promise<void> {
  const organizer = await createUser({ firstName: 'Org' })
  const attendee = await createUser({ firstName: 'Ana' })
  const waiting = await createUser({ firstName: 'Wen' })
  const stranger = await createUser()
  const admin = await createUser({ userType: 'admin' })
  const event = await createEvent(organizer, { maxAttendees: 1, venue: 'Hall A' })
  expect((await rsvpToEvent(attendee, event.id, 'attending')).status).toBe('attending')
  expect((await rsvpToEvent(waiting, event.id, 'attending')).status).toBe('waitlisted')
  const before = { attendee: (await kindsOf(attendee.id)).length, waiting: (await kindsOf(waiting.id)).length }

  // Who may: a visitor 401, a stranger and an attendee 403, an unknown event 404.
  expect((await patch(event.id, { venue: 'Hall B' })).status).toBe(401)
  const refused = await patch(event.id, { venue: 'Hall B' }, stranger)
  expect(refused.status).toBe(403)
  expect(await refused.json()).toMatchObject({ message: 'Only the organizer can change this event' })
  expect((await patch(event.id, { venue: 'Hall B' }, attendee)).status).toBe(403)
  expect((await patch(999_999_999, { venue: 'Hall B' }, organizer)).status).toBe(404)
  expect((await patch('abc', { venue: 'Hall B' }, organizer)).status).toBe(404)

  // The Create Event form's rules: 400 with each field's message.
  const invalid = await patch(event.id, { title: '  ', maxAttendees: 0, endDate: '2020-01-01T00:00:00Z' }, organizer)
  expect(invalid.status).toBe(400)
  const invalidBody = (await invalid.json()) as { errors: Record<string, string[]> }
  expect(invalidBody.errors.title).toEqual(['Title is required'])
  expect(invalidBody.errors.maxAttendees).toEqual(['Max attendees must be a whole number of at least 1'])
  expect(invalidBody.errors.endDate).toEqual(['End date must be after the start date'])
  expect((await patch(event.id, { status: 'closed' }, organizer)).status).toBe(400)

  // A title alone is not news; a new venue is, for the attendee and the waitlist (the link only for the attendee).
  const renamed = await patch(event.id, { title: 'Renamed meetup' }, organizer)
  expect(renamed.status).toBe(200)
  expect(await renamed.json()).toMatchObject({ title: 'Renamed meetup', venue: 'Hall A', cancelledAt: null })
  expect(await kindsOf(attendee.id)).toHaveLength(before.attendee)
  const moved = await patch(event.id, { venue: 'Hall B' }, organizer)
  expect(moved.status).toBe(200)
  expect(await moved.json()).toMatchObject({ venue: 'Hall B', title: 'Renamed meetup' })
  expect((await kindsOf(attendee.id)).at(-1)).toBe('event-changed')
  expect((await kindsOf(waiting.id)).at(-1)).toBe('event-changed')
  expect((await outboxTemplates(attendee.id)).at(-1)).toBe('event-changed')
  expect(await kindsOf(organizer.id)).not.toContain('event-changed')

  // Capacity: not below the number attending (409, the field named); raising it seats the waitlist in order.
  const lower = await createUser()
  const full = await createEvent(organizer, { maxAttendees: 3 })
  for (const guest of [attendee, waiting, lower]) await rsvpToEvent(guest, full.id, 'attending')
  const tooFew = await patch(full.id, { maxAttendees: 2 }, organizer)
  expect(tooFew.status).toBe(409)
  expect(await tooFew.json()).toMatchObject({
    message: 'Max attendees cannot be below the number of members attending',
    errors: { maxAttendees: ['Max attendees cannot be below the number of members attending'] },
  })
  expect((await patch(full.id, { maxAttendees: 3 }, organizer)).status).toBe(200)
  expect((await patch(event.id, { maxAttendees: 2 }, organizer)).status).toBe(200)
  expect(await statusOf(event.id, waiting.id)).toBe('attending')
  expect((await kindsOf(waiting.id)).at(-1)).toBe('rsvp-promoted')
  const [seats] = await (await getDatabase()).db.select({ n: events.currentAttendees }).from(events).where(eq(events.id, event.id))
  expect(seats?.n).toBe(2)

  // An admin may; the organizer of another event may not.
  expect((await patch(event.id, { description: 'Checked by an admin' }, admin)).status).toBe(200)
  const otherOrganizer = await createUser()
  await createEvent(otherOrganizer)
  expect((await patch(event.id, { description: 'Not mine' }, otherOrganizer)).status).toBe(403)

  // Cancelling: a stranger 403; the organizer 200 with cancelledAt; attendees told; it leaves the list, keeps its
  // page, refuses RSVPs (409) and further changes (409).
  expect((await patch(event.id, { status: 'cancelled' }, stranger)).status).toBe(403)
  const cancelled = await patch(event.id, { status: 'cancelled' }, organizer)
  expect(cancelled.status).toBe(200)
  const cancelledBody = (await cancelled.json()) as { cancelledAt: string | null; isActive: boolean }
  expect(cancelledBody.cancelledAt).not.toBeNull()
  expect(cancelledBody.isActive).toBe(false)
  expect((await kindsOf(attendee.id)).at(-1)).toBe('event-cancelled')
  expect((await kindsOf(waiting.id)).at(-1)).toBe('event-cancelled')
  expect((await outboxTemplates(waiting.id)).at(-1)).toBe('event-cancelled')
  expect((await listEvents({ limit: 100 })).map((card) => card.id)).not.toContain(event.id)
  const newcomer = await createUser()
  const rsvp = await apiRsvp(
    routeArgs(jsonRequest(`/api/events/${event.id}/rsvp`, 'POST', { status: 'attending' }, { Cookie: await signedInCookie(newcomer) }), {
      params: { id: String(event.id) },
    }),
  )
  expect(rsvp.status).toBe(409)
  expect(await rsvp.json()).toMatchObject({ message: 'This event was cancelled' })
  expect((await patch(event.id, { status: 'cancelled' }, organizer)).status).toBe(409)
  expect((await patch(event.id, { venue: 'Hall C' }, organizer)).status).toBe(409)
  // The RSVPs are kept as they were.
  expect(await statusOf(event.id, attendee.id)).toBe('attending')

  // An ended event can no longer be changed.
  const past = await createEvent(organizer, { startDate: new Date(Date.now() - 3 * 3_600_000), endDate: new Date(Date.now() - 3_600_000) })
  const ended = await patch(past.id, { venue: 'Too late' }, organizer)
  expect(ended.status).toBe(400)
  expect(await ended.json()).toMatchObject({ message: 'This event has already ended' })
}

/**
 * Capacity against RSVPs at once: members RSVP while the organizer lowers the capacity, round after round. Whatever
 * the order, the seats never pass the capacity and the refusal (409) happens exactly when more were attending than
 * the new capacity at the moment of the write.
 */
export async function runCapacityRace({ rounds = 6, members = 12, lowered = 4 } = {}): Promise<{ lowered: number; refused: number }> {
  const organizer = await createUser()
  const crowd: PublicUser[] = []
  for (let k = 0; k < members; k++) crowd.push(await createUser({ firstName: `Racer ${k}` }))
  const db = (await getDatabase()).db
  const outcomes = { lowered: 0, refused: 0 }
  for (let round = 0; round < rounds; round++) {
    const event = await createEvent(organizer, { maxAttendees: members })
    // A few go first, so either outcome can happen depending on the interleaving.
    const early = round % 3
    for (const member of crowd.slice(0, early)) await rsvpToEvent(member, event.id, 'attending')
    const [update, ...answers] = await Promise.all([
      patch(event.id, { maxAttendees: lowered }, organizer),
      ...crowd.slice(early).map((member) => rsvpToEvent(member, event.id, 'attending')),
    ])
    const [row] = await db.select({ current: events.currentAttendees, max: events.maxAttendees }).from(events).where(eq(events.id, event.id))
    const attending = await db
      .select({ id: eventRsvps.id })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.status, 'attending')))
    expect(row!.current).toBe(attending.length)
    expect(row!.current).toBeLessThanOrEqual(row!.max!)
    expect(answers.filter((answer) => answer.status === 'attending').length + early).toBe(attending.length)
    if (update!.status === 200) {
      outcomes.lowered += 1
      expect(row!.max).toBe(lowered)
      expect(attending.length).toBeLessThanOrEqual(lowered)
    } else {
      outcomes.refused += 1
      expect(update!.status).toBe(409)
      expect(row!.max).toBe(members)
      expect(attending.length).toBeGreaterThan(lowered)
    }
  }
  expect(outcomes.lowered + outcomes.refused).toBe(rounds)
  return outcomes
}
