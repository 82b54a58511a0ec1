import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { cityIdForPlace } from './cities.server'
import { eventRsvps, events, users } from '../../db/schema'
import type { Db } from '../../db/client'
import {
  CAPACITY_BELOW_ATTENDEES,
  EVENT_CANCELLED,
  EVENT_ENDED,
  EVENT_MANAGE_FORBIDDEN,
  EVENT_NOT_FOUND,
  EVENT_UPDATE_FAILED,
  eventTimeZone,
  type EventChange,
} from '~/domain/events'
import { editEventSchema, type EditEventInput, type EventPatch } from '~/schemas/event'
import { getDatabase } from '~/server/db.server'
import type { QueuedEvent } from '~/server/mail/templates.server'
import { badRequest, conflict, forbidden, notFoundError } from '~/shared/errors'
import { toWallTimeInput } from '~/shared/event-time'
import { canManageEvent } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { calendarEventColumns } from './calendar-feed.server'
import { eventColumns, notifyPromoted } from './events.server'
import { notify } from './notifications.server'

/**
 * An event after posting (issue 41, docs/decisions/0110-after-posting.md): its organizer (or an admin) edits it with
 * the Create Event form's rules, or cancels it. Capacity is decided in the UPDATE's WHERE against the live count of
 * attending RSVPs, under SQLite's write lock, so no RSVP can slip in between the check and the write on either
 * driver; a raised capacity seats the waitlist in order, as a seat given back does (decision 0032). Attendees and the
 * waitlist are told of a change of time, place or meeting link, and of a cancellation, in the same transaction.
 */

const changeColumns = {
  ...calendarEventColumns,
  timeZone: events.timeZone,
  organizerId: events.organizerId,
  isActive: events.isActive,
  cancelledAt: events.cancelledAt,
  maxAttendees: events.maxAttendees,
  category: events.category,
  price: events.price,
  currency: events.currency,
}

function changeQuery(db: Db, eventId: number) {
  return db.select(changeColumns).from(events).where(eq(events.id, eventId))
}
type ChangeRow = Awaited<ReturnType<typeof changeQuery>>[number]

async function loadForChange(db: Db, eventId: number): Promise<ChangeRow | undefined> {
  const [row] = await changeQuery(db, eventId)
  return row
}

/**
 * The event its organizer may change now: 404 when unknown or withdrawn by an admin, 403 for anyone but its organizer
 * and admins, 409 once cancelled, 400 once ended.
 */
function assertChangeable(user: PublicUser, row: ChangeRow | undefined, now: Date): ChangeRow {
  if (!row || (!row.isActive && row.cancelledAt === null)) throw notFoundError(EVENT_NOT_FOUND)
  if (!canManageEvent(user, row)) throw forbidden(EVENT_MANAGE_FORBIDDEN)
  if (row.cancelledAt !== null) throw conflict(EVENT_CANCELLED)
  if (row.endDate.getTime() <= now.getTime()) throw badRequest(EVENT_ENDED)
  return row
}

/** The event as the edit form and PATCH's merge read it: its fields as the Create Event form sends them. */
export interface EventFormValues {
  title: string
  description: string
  category: string
  location: string
  venue: string
  isOnline: boolean
  meetingLink: string
  startDate: string
  endDate: string
  timeZone: string
  maxAttendees: string
  price: string
  currency: string
}

/** The event's editable fields and its current start (the edit schema lets that start stay once it has passed). */
export interface EditableEvent {
  id: number
  startDate: Date
  values: EventFormValues
}

/** For the Edit Event dialog and PATCH /api/events/{id}: the event its organizer may change, as form values. */
export async function requireEditableEvent(user: PublicUser, eventId: number, now = new Date()): Promise<EditableEvent> {
  const database = await getDatabase()
  const row = assertChangeable(user, await loadForChange(database.db, eventId), now)
  const zone = eventTimeZone(row.location, row.timeZone)
  return {
    id: row.id,
    startDate: row.startDate,
    values: {
      title: row.title,
      description: row.description ?? '',
      category: row.category ?? '',
      location: row.location ?? '',
      venue: row.venue ?? '',
      isOnline: row.isOnline,
      meetingLink: row.meetingLink ?? '',
      startDate: toWallTimeInput(row.startDate, zone),
      endDate: toWallTimeInput(row.endDate, zone),
      timeZone: zone,
      maxAttendees: row.maxAttendees === null ? '' : String(row.maxAttendees),
      price: row.price,
      currency: row.currency,
    },
  }
}

const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000)

/** What attendees are told changed: the time, the place (city, venue, online or not), the meeting link. */
export function eventChanges(before: ChangeRow, after: EditEventInput): EventChange[] {
  const changes: EventChange[] = []
  if (!sameMinute(before.startDate, after.startDate) || !sameMinute(before.endDate, after.endDate)) changes.push('time')
  if (before.location !== after.location || (before.venue ?? null) !== (after.venue ?? null) || before.isOnline !== after.isOnline) {
    changes.push('place')
  }
  if ((before.meetingLink ?? null) !== (after.meetingLink ?? null)) changes.push('link')
  return changes
}

export interface EventUpdate {
  eventId: number
  changes: EventChange[]
  /** Members told of the change (attending and waiting). */
  notified: number
  /** Members the raised capacity seated from the waitlist. */
  promoted: number
}

/**
 * Edits the event. 409 'Max attendees cannot be below …' with the field's error when the new capacity is below the
 * attending count at the moment of the write (the UPDATE's WHERE counts them; no row changed = refused).
 */
export async function updateEvent(user: PublicUser, eventId: number, input: EditEventInput, now = new Date()): Promise<EventUpdate> {
  const database = await getDatabase()
  const cityId = await cityIdForPlace(database.db, input.location)
  return database.transaction(async (tx) => {
    const before = assertChangeable(user, await loadForChange(tx, eventId), now)
    const capacityHolds =
      input.maxAttendees === undefined
        ? sql`1`
        : sql`${input.maxAttendees} >= (SELECT count(*) FROM ${eventRsvps} a WHERE a.event_id = ${events.id} AND a.status = 'attending')`
    const updated = await tx
      .update(events)
      .set({
        ...eventColumns(input, cityId),
        updatedAt: now,
      })
      .where(and(eq(events.id, eventId), eq(events.isActive, true), isNull(events.cancelledAt), gt(events.endDate, now), capacityHolds))
      .returning({ id: events.id })
    if (updated.length === 0) throw conflict(CAPACITY_BELOW_ATTENDEES, { maxAttendees: [CAPACITY_BELOW_ATTENDEES] })
    const seated = await seatFromWaitlist(tx, eventId)
    await notifyPromoted(tx, seated)
    const changes = eventChanges(before, input)
    const seatedIds = new Set(seated.map((row) => row.userId))
    let notified = 0
    if (changes.length > 0) {
      for (const guest of await guestsOf(tx, eventId)) {
        // Those just seated hear it from their seat's e-mail, which carries the new details.
        if (seatedIds.has(guest.userId)) continue
        const event = await queuedEvent(tx, eventId, guest.status === 'attending')
        const attending = guest.status === 'attending'
        const data = { name: guest.name, event, changes, attending, sequence: calendarSequence(event, now) }
        await notify(tx, { userId: guest.userId, kind: 'event-changed', data })
        notified += 1
      }
    }
    return { eventId, changes, notified, promoted: seated.length }
  })
}

/**
 * Seats the first on the waitlist while seats are free (a raised capacity), in waitlist order, in one statement: the
 * free seats are counted in it, so it never overbooks (and the capacity guard trigger would refuse it if it did).
 */
async function seatFromWaitlist(tx: Db, eventId: number): Promise<{ rsvpId: number; userId: number; eventId: number }[]> {
  const rows = (await tx.all(sql`
    UPDATE ${eventRsvps} SET status = 'attending', waitlist_position = NULL, updated_at = (cast(unixepoch('subsec') * 1000 as integer))
    WHERE id IN (
      SELECT w.id FROM ${eventRsvps} w WHERE w.event_id = ${eventId} AND w.status = 'waitlisted'
      ORDER BY w.waitlist_position, w.id
      LIMIT (SELECT CASE WHEN e.max_attendees IS NULL THEN -1
        ELSE max(e.max_attendees - (SELECT count(*) FROM ${eventRsvps} a WHERE a.event_id = e.id AND a.status = 'attending'), 0) END
        FROM ${events} e WHERE e.id = ${eventId}))
    RETURNING id, user_id`)) as { id: number; user_id: number }[]
  return rows.map((row) => ({ rsvpId: Number(row.id), userId: Number(row.user_id), eventId }))
}

/** Everyone holding a seat or a waitlist place, with the name their e-mail greets them by. */
async function guestsOf(tx: Db, eventId: number) {
  const rows = await tx
    .select({ userId: eventRsvps.userId, status: eventRsvps.status, name: users.firstName })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), inArray(eventRsvps.status, ['attending', 'waitlisted'])))
    .orderBy(eventRsvps.id)
  return rows.map((row) => ({ ...row, name: row.name ?? '' }))
}

/** The event as its e-mails keep it; the meeting link only for those with a seat (canSeeMeetingLink). */
async function queuedEvent(tx: Db, eventId: number, withLink: boolean): Promise<QueuedEvent> {
  const row = (await loadForChange(tx, eventId))!
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isOnline: row.isOnline,
    venue: row.venue,
    location: row.location,
    meetingLink: withLink ? row.meetingLink : null,
    timeZone: eventTimeZone(row.location, row.timeZone),
  }
}

/** The calendar file's SEQUENCE for a version written at `now`: seconds since the event was created, always higher. */
function calendarSequence(event: QueuedEvent, now: Date): number {
  return Math.max(1, Math.floor((now.getTime() - new Date(event.createdAt).getTime()) / 1000))
}

/**
 * Cancels the event: it becomes inactive (it leaves every list, the RSVP statements refuse it, nobody is promoted
 * any more) and keeps its page, marked cancelled; its RSVPs are kept as they were. Every attendee and everyone on
 * the waitlist is told, with a calendar file that removes it.
 */
export async function cancelEvent(user: PublicUser, eventId: number, now = new Date()): Promise<{ eventId: number; notified: number }> {
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    assertChangeable(user, await loadForChange(tx, eventId), now)
    await tx
      .update(events)
      .set({ isActive: false, cancelledAt: now, updatedAt: now })
      .where(and(eq(events.id, eventId), eq(events.isActive, true), isNull(events.cancelledAt)))
    let notified = 0
    for (const guest of await guestsOf(tx, eventId)) {
      const event = await queuedEvent(tx, eventId, false)
      await notify(tx, { userId: guest.userId, kind: 'event-cancelled', data: { name: guest.name, event, sequence: calendarSequence(event, now) } })
      notified += 1
    }
    return { eventId, notified }
  })
}

/**
 * PATCH /api/events/{id}: `status: "cancelled"` cancels; otherwise the fields sent replace the event's own (null
 * clears an optional one) and the whole is checked by the Edit Event form's schema — 400 with every field's message.
 */
export async function patchEvent(user: PublicUser, eventId: number, patch: EventPatch): Promise<void> {
  const { status, ...fields } = patch
  if (status === 'cancelled') {
    await cancelEvent(user, eventId)
    return
  }
  const editable = await requireEditableEvent(user, eventId)
  const sent = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === null ? '' : value]))
  const parsed = editEventSchema(editable.startDate).safeParse({ ...editable.values, ...sent })
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'form'] ??= []).push(issue.message)
    throw badRequest(parsed.error.issues[0]?.message ?? EVENT_UPDATE_FAILED, errors)
  }
  await updateEvent(user, eventId, parsed.data)
}
