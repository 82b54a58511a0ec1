import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { cityIdForPlace } from './cities.server'
import { inNearCities, resolveNear, withDistance, type NearFilter } from './near.server'
import { eventRsvps, events, users } from '../../db/schema'
import { nowMs } from '../../db/columns'
import {
  EVENT_CANCELLED,
  EVENT_ENDED,
  EVENT_NOT_FOUND,
  eventTimeZone,
  MAX_EVENT_DAYS,
  type EventTimeZone,
  type RsvpAnswer,
  type RsvpStatus,
} from '~/domain/events'
import { COUNT_LIMIT, toBoundedCount, type BoundedCount } from '~/shared/bounded-count'
import { getDatabase, getDb } from '~/server/db.server'
import type { QueuedEvent } from '~/server/mail/templates.server'
import type { Db } from '../../db/client'
import { badRequest, conflict, forbidden, notFoundError } from '~/shared/errors'
import { canManageEvent, canSeeMeetingLink } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import type { CreateEventInput } from '~/schemas/event'
import type { EventQuery } from '~/schemas/event-query'
import { calendarEventColumns } from './calendar-feed.server'
import { eventSearch, eventShortSearch, ID_SPAN } from './event-database.server'
import { notify } from './notifications.server'
import { buildSearchMatch } from './startup-search.server'

/**
 * The one events model (docs/decisions/0030-events-list-and-search.md): /events and GET /api/events, the event page
 * and GET /api/events/{id}, the dashboard's Upcoming Events and Events count, the landing page's two soonest, the
 * Create Event dialog and POST /api/events, and RSVPs with their waitlist (docs/decisions/0032).
 */

const MAX_EVENT_LIST_LIMIT = 100
const DAY_MS = 86_400_000

/** An event as lists show it (000 §3 "Event"), with the viewer's own RSVP. */
export interface EventCard {
  id: number
  title: string
  description: string | null
  category: string | null
  location: string | null
  /** The city the location resolves to (docs/decisions/0115-near-filters.md). */
  cityId: number | null
  /** With a near filter only: whole km from the chosen city. */
  distanceKm?: number
  venue: string | null
  startDate: Date
  endDate: Date
  /** The zone its times are stated in (docs/decisions/0031). */
  timeZone: EventTimeZone
  maxAttendees: number | null
  /** The number of attending RSVPs. */
  currentAttendees: number
  /** Decimal string ('0.00'). */
  price: string
  currency: string
  isOnline: boolean
  organizerId: number | null
  isActive: boolean
  /** The signed-in viewer's RSVP status; null for visitors and members who have not answered. */
  myRsvpStatus: RsvpStatus | null
}

/** Everything about one event, for its page and GET /api/events/{id}. */
export interface EventDetail extends EventCard {
  coverImage: string | null
  /** Only for its attendees and those who manage it (canSeeMeetingLink); null otherwise. */
  meetingLink: string | null
  organizerName: string | null
  /** The viewer's place on the waitlist (1 = next in), when waitlisted. */
  myWaitlistPosition: number | null
  /** How many are waiting for a seat. */
  waitlistCount: number
  createdAt: Date
  /** When its organizer cancelled it; null while it is on (docs/decisions/0110-after-posting.md). */
  cancelledAt: Date | null
}

const cardColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  category: events.category,
  location: events.location,
  cityId: events.cityId,
  venue: events.venue,
  startDate: events.startDate,
  endDate: events.endDate,
  timeZone: events.timeZone,
  maxAttendees: events.maxAttendees,
  currentAttendees: events.currentAttendees,
  price: events.price,
  currency: events.currency,
  isOnline: events.isOnline,
  organizerId: events.organizerId,
  isActive: events.isActive,
}

type CardRow = Omit<EventCard, 'timeZone' | 'myRsvpStatus'> & { timeZone: string | null; myRsvpStatus?: string | null }

export function toCard({ timeZone, myRsvpStatus, ...row }: CardRow): EventCard {
  return {
    ...row,
    timeZone: eventTimeZone(row.location, timeZone),
    myRsvpStatus: (myRsvpStatus ?? null) as RsvpStatus | null,
  }
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_EVENT_LIST_LIMIT) : MAX_EVENT_LIST_LIMIT
}

/**
 * "Upcoming" is "has not ended" (the issue: events that have not ended). An event lasts at most MAX_EVENT_DAYS, so
 * such an event started after now − MAX_EVENT_DAYS: a range of the start-date indexes, walked in the list's order.
 */
function notEnded(now: Date): SQL[] {
  return [startedWithinLongestEvent(now), gt(events.endDate, now)]
}

const startedWithinLongestEvent = (now: Date) => gt(events.startDate, new Date(now.getTime() - MAX_EVENT_DAYS * DAY_MS))

/**
 * Where an upcoming search starts reading the date-ordered index: at the first active event that has not ended (found
 * in the (is_active, start_date, end_date) index alone), so the events of the last weeks that are over are not read
 * one by one. Without such an event, past every key.
 */
function firstLiveSearchKey(now: Date): SQL {
  return sql`coalesce((select (min(${events.startDate}) / 1000) * ${ID_SPAN_SQL} from ${events} where ${live(now)}), ${sql.raw('9223372036854775807')})`
}

/**
 * The same start for the unsearched list: its date index is read from the first event still on, rather than from
 * MAX_EVENT_DAYS ago, stepping over every event of those days that is over (0.9 ms at 100,000 events, 0.2 ms so).
 */
function firstLiveStart(now: Date): SQL {
  return sql`coalesce((select min(${events.startDate}) from ${events} where ${live(now)}), ${sql.raw('9223372036854775807')})`
}

const live = (now: Date) => and(eq(events.isActive, true), ...notEnded(now))

/**
 * ID_SPAN written into the statement, not bound: a JavaScript number may be bound as a REAL, which makes the key a
 * REAL, and FTS5 does not seek its rowid to a REAL bound — it read the whole match list from the start (3 ms instead
 * of 0.4 ms at 100,000 events, measured on the bench database).
 */
const ID_SPAN_SQL = sql.raw(String(ID_SPAN))

/** What listEvents accepts: the parsed events query (app/schemas/event-query.ts); only limit is required. */
export type EventListQuery = Partial<Omit<EventQuery, 'limit'>> & {
  limit: number
  /** The near filter resolved (resolveNear): set by listEvents, not by callers. */
  nearFilter?: NearFilter
  /** Only these events (the alert scan, docs/decisions/0129). */
  onlyIds?: readonly number[]
}

/**
 * Active events matching the filters and search, one page: soonest first when only upcoming ones are asked for, most
 * recent first otherwise. Each with its attending count and, for a signed-in viewer, their own RSVP.
 */
export async function listEvents(
  query: EventListQuery,
  options: { viewerId?: number | null; now?: Date } = {},
): Promise<EventCard[]> {
  const db = await getDb()
  const nearFilter = await resolveNear(db, query)
  const list = eventListQuery(db, { ...query, nearFilter }, options)
  return list ? withDistance((await list).map(toCard), nearFilter) : []
}

/** listEvents as a select not yet run (for readTogether; map its rows with toCard); null when nothing can match. */
export function eventListQuery(
  db: Db,
  query: EventListQuery,
  { viewerId = null, now = new Date() }: { viewerId?: number | null; now?: Date } = {},
) {
  const upcoming = query.upcoming ?? true
  const filtered = query.category !== undefined || query.location !== undefined || query.nearFilter !== undefined
  const filters: SQL[] = [
    // With a category or location the planner should walk that filter's (filter, start_date) index; the unary +
    // keeps it off (is_active, start_date), which nearly every row satisfies.
    filtered ? sql`+${events.isActive} = 1` : eq(events.isActive, true),
    ...(upcoming ? [gt(events.endDate, now)] : []),
  ]
  if (query.category !== undefined) filters.push(eq(events.category, query.category))
  if (query.location !== undefined) filters.push(eq(events.location, query.location))
  if (query.nearFilter !== undefined) filters.push(inNearCities(events.cityId, query.nearFilter))
  // The alert scan (docs/decisions/0129): only these events, new in its window.
  if (query.onlyIds !== undefined) filters.push(inArray(events.id, [...query.onlyIds]))
  const columns = { ...cardColumns, myRsvpStatus: eventRsvps.status }
  const viewerRsvp = and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, viewerId ?? -1))
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  if (query.searchQuery) {
    const search = buildSearchMatch(query.searchQuery)
    if (search === null) return null
    const index = search.index === 'substring' ? eventSearch : eventShortSearch
    // The index's rowids are in date order (event-database.server.ts searchKeySql): CROSS JOIN keeps it the outer
    // loop, read from the first event that can still be on, in the list's order — no sort, and it stops at the page.
    return db
      .select(columns)
      .from(index)
      .crossJoin(events)
      .leftJoin(eventRsvps, viewerRsvp)
      .where(
        and(
          sql`${index} match ${search.match}`,
          upcoming ? gte(index.rowid, firstLiveSearchKey(now)) : undefined,
          upcoming ? startedWithinLongestEvent(now) : undefined,
          sql`${events.id} = ${index.rowid} % ${ID_SPAN_SQL}`,
          ...filters,
        ),
      )
      .orderBy(upcoming ? asc(index.rowid) : desc(index.rowid))
      .limit(limit)
      .offset(offset)
  }
  const order = upcoming ? [asc(events.startDate), asc(events.id)] : [desc(events.startDate), desc(events.id)]
  // The first live event's start stands in for notEnded's start bound rather than joining it: it implies that bound
  // (it is the start of an event within it), and SQLite ranges an index by one lower bound per column — the constant
  // one when both are there, which walked the last MAX_EVENT_DAYS of events (0.18 ms instead of 0.08 at 100,000).
  if (upcoming) filters.push(gte(events.startDate, firstLiveStart(now)))
  return db.select(columns).from(events).leftJoin(eventRsvps, viewerRsvp).where(and(...filters)).orderBy(...order).limit(limit).offset(offset)
}

/** The dashboard's and the landing page's upcoming events: the same list, soonest first, not yet ended. */
export async function listUpcomingEvents({ limit, now = new Date() }: { limit: number; now?: Date }): Promise<EventCard[]> {
  return listEvents({ upcoming: true, limit }, { now })
}

/**
 * The dashboard's Events tile: how many active events have not ended, up to COUNT_LIMIT ('1,000+' past it; docs/
 * decisions/0089-scaling-list-pages-and-dashboard.md).
 */
export async function countUpcomingEvents({ now = new Date() }: { now?: Date } = {}): Promise<BoundedCount> {
  return toBoundedCount(await upcomingEventCountQuery(await getDb(), now))
}

/** countUpcomingEvents as a select not yet run (for readTogether; read its rows with toBoundedCount). */
export function upcomingEventCountQuery(db: Db, now = new Date()) {
  const upcoming = db
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.isActive, true), ...notEnded(now)))
    .limit(COUNT_LIMIT + 1)
  return db.select({ n: count() }).from(upcoming.as('upcoming'))
}

/**
 * One active event with everything its page shows, or a cancelled one (its page says so); 404 'Event Not Found' when
 * absent or withdrawn by an admin.
 */
export async function requireEvent(id: number, viewer: PublicUser | null = null): Promise<EventDetail> {
  const db = await getDb()
  const [row] = await db
    .select({
      ...cardColumns,
      coverImage: events.coverImage,
      meetingLink: events.meetingLink,
      createdAt: events.createdAt,
      cancelledAt: events.cancelledAt,
      organizerFirstName: users.firstName,
      organizerLastName: users.lastName,
      myRsvpStatus: eventRsvps.status,
      myWaitlistPosition: eventRsvps.waitlistPosition,
      waitlistCount: sql<number>`(select count(*) from ${eventRsvps} w where w.event_id = ${events.id} and w.status = 'waitlisted')`.mapWith(Number),
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.organizerId))
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, viewer?.id ?? -1)))
    .where(and(eq(events.id, id), or(eq(events.isActive, true), isNotNull(events.cancelledAt))))
    .limit(1)
  if (!row) throw notFoundError(EVENT_NOT_FOUND)
  const { organizerFirstName, organizerLastName, meetingLink, myWaitlistPosition, ...rest } = row
  const card = toCard(rest)
  const organizerName = [organizerFirstName, organizerLastName].filter((part) => part?.trim()).join(' ') || null
  return {
    ...card,
    coverImage: rest.coverImage,
    createdAt: rest.createdAt,
    cancelledAt: rest.cancelledAt,
    waitlistCount: rest.waitlistCount,
    organizerName,
    meetingLink: canSeeMeetingLink(viewer, card, card.myRsvpStatus) ? meetingLink : null,
    myWaitlistPosition:
      card.myRsvpStatus === 'waitlisted' && myWaitlistPosition !== null ? await waitlistRank(id, myWaitlistPosition) : null,
  }
}

/** 1 for the first in the queue: how many wait ahead, plus one. */
async function waitlistRank(eventId: number, position: number, db?: Db): Promise<number> {
  const [row] = await (db ?? (await getDb()))
    .select({ ahead: count() })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'waitlisted'), sql`${eventRsvps.waitlistPosition} < ${position}`))
  return (row?.ahead ?? 0) + 1
}

/** The columns an event's form sets, on creating it and on editing it (docs/decisions/0110-after-posting.md). */
export function eventColumns(input: CreateEventInput, cityId: number | null) {
  return {
    title: input.title,
    description: input.description ?? null,
    category: input.category,
    location: input.location,
    /** The city the location names (cityIdForPlace; docs/decisions/0115-near-filters.md). */
    cityId,
    venue: input.venue ?? null,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    maxAttendees: input.maxAttendees ?? null,
    price: input.price,
    currency: input.currency,
    isOnline: input.isOnline,
    meetingLink: input.meetingLink ?? null,
  }
}

/** POST /api/events and the Create Event dialog: the member is the organizer. */
export async function createEvent(user: PublicUser, input: CreateEventInput): Promise<{ id: number }> {
  const db = await getDb()
  const [row] = await db
    .insert(events)
    .values({
      ...eventColumns(input, await cityIdForPlace(db, input.location)),
      organizerId: user.id,
    })
    .returning({ id: events.id })
  return { id: row!.id }
}

// ── RSVPs (docs/decisions/0032-rsvp-seats-and-waitlist.md) ──────────────────────────────────────────────────────

export interface RsvpResult {
  eventId: number
  /** attending, waitlisted (the event was full), maybe or not_attending. */
  status: RsvpStatus
  /** 1 = next in, when waitlisted. */
  waitlistPosition: number | null
  currentAttendees: number
  maxAttendees: number | null
}

const HOLDING = sql.raw(`('attending', 'waitlisted')`)

/**
 * Takes a seat, or a place on the waitlist when the event is full, in one statement: the seat count it compares is
 * read and the RSVP written under SQLite's write lock, and the trigger that counts seats runs inside the same
 * statement, so no two requests can both take the last seat (on either driver, across processes). Asking again
 * changes nothing: an attending member keeps the seat, a waitlisted one keeps their place.
 */
function attendStatement(eventId: number, userId: number, now: Date): SQL {
  const seatFree = sql`e.max_attendees IS NULL OR e.current_attendees < e.max_attendees`
  return sql`
    INSERT INTO ${eventRsvps} (event_id, user_id, status, waitlist_position)
    SELECT e.id, ${userId},
      CASE WHEN ${seatFree} THEN 'attending' ELSE 'waitlisted' END,
      CASE WHEN ${seatFree} THEN NULL
        ELSE (SELECT coalesce(max(w.waitlist_position), 0) + 1 FROM ${eventRsvps} w WHERE w.event_id = e.id) END
    FROM ${events} e
    WHERE e.id = ${eventId} AND e.is_active = 1 AND e.end_date > ${now.getTime()}
    ON CONFLICT (event_id, user_id) DO UPDATE SET
      status = CASE WHEN ${eventRsvps}.status IN ${HOLDING} THEN ${eventRsvps}.status ELSE excluded.status END,
      waitlist_position = CASE WHEN ${eventRsvps}.status IN ${HOLDING}
        THEN ${eventRsvps}.waitlist_position ELSE excluded.waitlist_position END,
      updated_at = CASE WHEN ${eventRsvps}.status IN ${HOLDING} THEN ${eventRsvps}.updated_at ELSE ${nowMs} END
    RETURNING status`
}

/**
 * Gives a seat or a waitlist place back (any answer but attending). When a seat is freed, the trigger on event_rsvps
 * moves the first on the waitlist into it within this same statement.
 */
function releaseStatement(eventId: number, userId: number, answer: RsvpAnswer, now: Date): SQL {
  return sql`
    INSERT INTO ${eventRsvps} (event_id, user_id, status, waitlist_position)
    SELECT e.id, ${userId}, ${answer}, NULL
    FROM ${events} e
    WHERE e.id = ${eventId} AND e.is_active = 1 AND e.end_date > ${now.getTime()}
    ON CONFLICT (event_id, user_id) DO UPDATE SET
      status = excluded.status,
      waitlist_position = NULL,
      updated_at = CASE WHEN ${eventRsvps}.status = excluded.status THEN ${eventRsvps}.updated_at ELSE ${nowMs} END
    RETURNING status`
}

/**
 * POST /api/events/{id}/rsvp and the RSVP buttons. `attending` takes a seat or joins the waitlist; any other answer
 * gives it back (and promotes the first on the waitlist). 404 for an unknown or inactive event, 400 once it ended.
 */
export async function rsvpToEvent(
  user: PublicUser,
  eventId: number,
  answer: RsvpAnswer,
  now = new Date(),
): Promise<RsvpResult> {
  const database = await getDatabase()
  let rows: { status: string }[]
  try {
    // The RSVP and what members are told about it, in one transaction (docs/decisions/0104).
    rows = await database.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: eventRsvps.status })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, user.id)))
      const inLine = answer !== 'attending' && before?.status === 'attending' ? await nextInLine(tx, user.id, eventId) : []
      const written = (await tx.all(
        answer === 'attending' ? attendStatement(eventId, user.id, now) : releaseStatement(eventId, user.id, answer, now),
      )) as { status: string }[]
      const status = written[0]?.status
      if ((status === 'attending' || status === 'waitlisted') && status !== before?.status) {
        await notifyRsvp(tx, user.id, eventId, status)
      }
      if (written.length > 0) await notifyPromoted(tx, inLine)
      return written
    })
  } catch (error) {
    // The capacity guard (a trigger) refuses any write that would overbook; the statement above never trips it.
    if (error instanceof Error && error.message.includes('event_full')) throw conflict('This event is full')
    throw error
  }
  if (rows.length === 0) {
    const [event] = await database.db
      .select({ endDate: events.endDate, isActive: events.isActive, cancelledAt: events.cancelledAt })
      .from(events)
      .where(eq(events.id, eventId))
    if (!event || (!event.isActive && event.cancelledAt === null)) throw notFoundError(EVENT_NOT_FOUND)
    // A cancelled event's RSVPs are closed (docs/decisions/0110-after-posting.md).
    if (event.cancelledAt !== null) throw conflict(EVENT_CANCELLED)
    throw badRequest(EVENT_ENDED)
  }
  return getRsvp(eventId, user.id)
}

// ── What members are told (issue 40; docs/decisions/0104-event-booking-program-notifications.md) ──────────────────

/** A member first on an event's waitlist: the one the trigger seats when a seat there is given back. */
export interface InLine {
  rsvpId: number
  userId: number
  eventId: number
}

/**
 * The first on the waitlist of each event where `userId` holds a seat (only `eventId`, when given). Read in the
 * transaction that gives the seat back, before it: the promotion happens inside the releasing statement's trigger
 * (event-database.server.ts), which returns nothing, so `notifyPromoted` asks afterwards which of these now attend.
 */
export async function nextInLine(tx: Db, userId: number, eventId?: number): Promise<InLine[]> {
  const rows = (await tx.all(sql`
    SELECT w.id AS rsvp_id, w.user_id AS user_id, w.event_id AS event_id
    FROM ${eventRsvps} a
    JOIN ${eventRsvps} w ON w.id = (
      SELECT x.id FROM ${eventRsvps} x WHERE x.event_id = a.event_id AND x.status = 'waitlisted'
      ORDER BY x.waitlist_position, x.id LIMIT 1)
    WHERE a.user_id = ${userId} AND a.status = 'attending'${eventId === undefined ? sql`` : sql` AND a.event_id = ${eventId}`}
  `)) as { rsvp_id: number; user_id: number; event_id: number }[]
  return rows.map((row) => ({ rsvpId: Number(row.rsvp_id), userId: Number(row.user_id), eventId: Number(row.event_id) }))
}

/** Tells those of `inLine` whom the trigger seated that they have a seat now (in the same transaction). */
export async function notifyPromoted(tx: Db, inLine: readonly InLine[]): Promise<void> {
  if (inLine.length === 0) return
  const seated = await tx
    .select({ id: eventRsvps.id })
    .from(eventRsvps)
    .where(and(inArray(eventRsvps.id, inLine.map((candidate) => candidate.rsvpId)), eq(eventRsvps.status, 'attending')))
  const ids = new Set(seated.map((row) => row.id))
  for (const candidate of inLine) {
    if (ids.has(candidate.rsvpId)) await notifyRsvp(tx, candidate.userId, candidate.eventId, 'promoted')
  }
}

/** The RSVP's e-mail and in-app notification: a seat taken, a waitlist place, or a seat from the waitlist. */
async function notifyRsvp(tx: Db, userId: number, eventId: number, outcome: 'attending' | 'waitlisted' | 'promoted'): Promise<void> {
  const [row] = await tx
    .select({
      ...calendarEventColumns,
      timeZone: events.timeZone,
      name: users.firstName,
      waitlistPosition: eventRsvps.waitlistPosition,
    })
    .from(events)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, userId)))
    .where(eq(events.id, eventId))
  if (!row) return
  const event: QueuedEvent = {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    isOnline: row.isOnline,
    venue: row.venue,
    location: row.location,
    // The meeting link is for attendees (canSeeMeetingLink): not in a waitlist place's calendar file.
    meetingLink: outcome === 'waitlisted' ? null : row.meetingLink,
    timeZone: eventTimeZone(row.location, row.timeZone),
  }
  const name = row.name ?? ''
  if (outcome === 'waitlisted') {
    const position = row.waitlistPosition === null ? null : await waitlistRank(eventId, row.waitlistPosition, tx)
    await notify(tx, { userId, kind: 'rsvp-waitlisted', data: { name, event, position } })
  } else {
    await notify(tx, { userId, kind: outcome === 'promoted' ? 'rsvp-promoted' : 'rsvp-confirmed', data: { name, event } })
  }
}

/** The member's RSVP to the event as it stands, with the seat count. */
async function getRsvp(eventId: number, userId: number): Promise<RsvpResult> {
  const db = await getDb()
  const [row] = await db
    .select({
      status: eventRsvps.status,
      waitlistPosition: eventRsvps.waitlistPosition,
      currentAttendees: events.currentAttendees,
      maxAttendees: events.maxAttendees,
    })
    .from(events)
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, userId)))
    .where(eq(events.id, eventId))
  const status = (row?.status ?? 'not_attending') as RsvpStatus
  return {
    eventId,
    status,
    waitlistPosition:
      status === 'waitlisted' && row?.waitlistPosition != null ? await waitlistRank(eventId, row.waitlistPosition) : null,
    currentAttendees: row?.currentAttendees ?? 0,
    maxAttendees: row?.maxAttendees ?? null,
  }
}

export interface EventGuest {
  userId: number
  name: string
  /** When they took the seat or joined the waitlist. */
  since: Date
}

export interface EventGuests {
  attending: EventGuest[]
  /** In waitlist order: the first is the next to get a seat. */
  waitlist: EventGuest[]
}

const MANAGE_EVENT_FORBIDDEN = 'Only the organizer can see who is attending'

/** The attendee list and the waitlist: for the organizer and admins only (403 otherwise). */
export async function listEventGuests(user: PublicUser, event: Pick<EventCard, 'id' | 'organizerId'>): Promise<EventGuests> {
  if (!canManageEvent(user, event)) throw forbidden(MANAGE_EVENT_FORBIDDEN)
  const db = await getDb()
  const rows = await db
    .select({
      userId: eventRsvps.userId,
      status: eventRsvps.status,
      firstName: users.firstName,
      lastName: users.lastName,
      since: eventRsvps.updatedAt,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, event.id), inArray(eventRsvps.status, ['attending', 'waitlisted'])))
    .orderBy(asc(eventRsvps.waitlistPosition), asc(eventRsvps.updatedAt), asc(eventRsvps.id))
  const guest = (row: (typeof rows)[number]): EventGuest => ({
    userId: row.userId,
    name: [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ') || 'Member',
    since: row.since,
  })
  return {
    attending: rows.filter((row) => row.status === 'attending').map(guest),
    waitlist: rows.filter((row) => row.status === 'waitlisted').map(guest),
  }
}
