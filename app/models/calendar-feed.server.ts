import { and, asc, eq, gte, ne, sql } from 'drizzle-orm'
import { href } from 'react-router'
import {
  calendarFeeds,
  cohortParticipants,
  cohorts,
  cohortSessions,
  eventRsvps,
  events,
  workspaceBookings,
  workspaces,
} from '../../db/schema'
import type { Db } from '../../db/client'
import { workspaceTimeZone } from '~/domain/workspaces'
import { bookingEntry, eventEntry, sessionEntry, type CalendarEntry } from '~/server/calendar.server'
import { getDb } from '~/server/db.server'
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '~/server/secret-token.server'
import { conflict, notFoundError } from '~/shared/errors'
import { readTogether } from '~/server/read-together.server'
import type { CalendarFeedInput } from '~/schemas/calendar-feed'
import { withTimeZones } from './cohorts.server'

/**
 * One personal calendar feed per member (docs/decisions/0052-calendar-feed.md): a secret address
 * `/calendar/{token}.ics` that calendar apps subscribe to, holding the member's RSVPs (attending), workspace bookings
 * (not cancelled) and the sessions of the cohorts they take part in. The token is 256 random bits (base64url, 43
 * characters); only its SHA-256 is stored, so the address is shown once, when it is made.
 */

export const FEED_EXISTS = 'You already have a calendar feed. Regenerate it to get a new address.'
export const NO_FEED = 'You have no calendar feed'
export const FEED_REVOKED = 'Calendar feed revoked'
/** The feed holds what ended at most this long ago, and everything after. */
const FEED_PAST_DAYS = 90
/** At most this many items of each kind (a guard; a member has far fewer). */
const FEED_ITEM_LIMIT = 500


/** The feed's address for a token, and the same as webcal:// (one click subscribes in most calendar apps). */
export function feedUrls(token: string, origin: string): { url: string; webcalUrl: string } {
  const url = new URL(href('/calendar/:file', { file: `${token}.ics` }), origin).href
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') }
}

export interface IssuedFeed {
  /** Shown once: the database keeps only its hash. */
  token: string
  createdAt: Date
}

/**
 * Creates the member's feed, or with `regenerate` replaces its token (the old address stops working at once). Each is
 * one statement, so two requests at once leave one feed with one token.
 */
export async function issueCalendarFeed(userId: number, { mode }: CalendarFeedInput, now = new Date()): Promise<IssuedFeed> {
  const db = await getDb()
  const token = newSecretToken()
  const values = { userId, tokenHash: hashSecretToken(token), createdAt: now }
  const insert = db.insert(calendarFeeds).values(values)
  const [row] =
    mode === 'regenerate'
      ? await insert
          .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: values.tokenHash, createdAt: now } })
          .returning({ createdAt: calendarFeeds.createdAt })
      : await insert.onConflictDoNothing({ target: calendarFeeds.userId }).returning({ createdAt: calendarFeeds.createdAt })
  if (!row) throw conflict(FEED_EXISTS)
  return { token, createdAt: row.createdAt }
}

/** Deletes the member's feed: its address answers 404 from now on. 404 when there is none. */
export async function revokeCalendarFeed(userId: number): Promise<void> {
  const db = await getDb()
  const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning({ id: calendarFeeds.id })
  if (rows.length === 0) throw notFoundError(NO_FEED)
}

export interface CalendarFeedStatus {
  createdAt: Date
  tokenHash: string
}

/** Whether the member has a feed (and since when); the hash lets the page recognise a token it was just given. */
export async function getCalendarFeedStatus(userId: number): Promise<CalendarFeedStatus | null> {
  const db = await getDb()
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, tokenHash: calendarFeeds.tokenHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return row ?? null
}

/** An event's columns as a calendar entry takes them (`CalendarEventItem`): the feed and the RSVP e-mails' .ics. */
export const calendarEventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  isOnline: events.isOnline,
  venue: events.venue,
  location: events.location,
  meetingLink: events.meetingLink,
  createdAt: events.createdAt,
}

// ── Reading the feed ───────────────────────────────────────────────────────────────────────────────────────────

function feedReads(db: Db, tokenHash: string, since: Date) {
  // Every read selects through the token, so the reads need not wait for the token lookup (readTogether awaits them together).
  const member = sql`(select ${calendarFeeds.userId} from ${calendarFeeds} where ${calendarFeeds.tokenHash} = ${tokenHash})`
  return {
    feed: db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash)),
    rsvps: db
      .select(calendarEventColumns)
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(
        and(
          eq(eventRsvps.userId, member),
          eq(eventRsvps.status, 'attending'),
          eq(events.isActive, true),
          gte(events.endDate, since),
        ),
      )
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(FEED_ITEM_LIMIT),
    bookings: db
      .select({
        id: workspaceBookings.id,
        startTime: workspaceBookings.startTime,
        endTime: workspaceBookings.endTime,
        status: workspaceBookings.status,
        paymentStatus: workspaceBookings.paymentStatus,
        totalAmount: workspaceBookings.totalAmount,
        workspaceName: workspaces.name,
        workspaceType: workspaces.type,
        location: workspaces.location,
      })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .where(
        and(
          eq(workspaceBookings.userId, member),
          ne(workspaceBookings.status, 'cancelled'),
          gte(workspaceBookings.endTime, since),
        ),
      )
      .orderBy(asc(workspaceBookings.startTime), asc(workspaceBookings.id))
      .limit(FEED_ITEM_LIMIT),
    // Every session of the member's cohorts, whatever its date: an online session's zone comes from the cohort's
    // first in-person session (withTimeZones), which may lie before the window.
    sessions: db
      .select({
        id: cohortSessions.id,
        cohortId: cohortSessions.cohortId,
        cohortName: cohorts.name,
        title: cohortSessions.title,
        description: cohortSessions.description,
        date: cohortSessions.date,
        startTime: cohortSessions.startTime,
        endTime: cohortSessions.endTime,
        location: cohortSessions.location,
        isOnline: cohortSessions.isOnline,
        meetingLink: cohortSessions.meetingLink,
        status: cohortSessions.status,
      })
      .from(cohortParticipants)
      .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
      .innerJoin(cohortSessions, eq(cohortSessions.cohortId, cohortParticipants.cohortId))
      .where(eq(cohortParticipants.userId, member))
      .orderBy(asc(cohortSessions.cohortId), asc(cohortSessions.date), asc(cohortSessions.startTime), asc(cohortSessions.id))
      .limit(FEED_ITEM_LIMIT * 4),
  }
}

/**
 * The feed behind a token, as calendar entries (the same builders and UIDs as each item's own .ics file), soonest
 * first; null for a token that is malformed, unknown or revoked. One SQL statement.
 */
export async function readCalendarFeed(token: string, origin: string, now = new Date()): Promise<CalendarEntry[] | null> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return null
  const db = await getDb()
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3_600_000)
  const read = await readTogether(feedReads(db, hashSecretToken(token), since))
  if (read.feed.length === 0) return null

  const entries: CalendarEntry[] = [
    ...read.rsvps.map((event) => eventEntry(event, origin)),
    ...read.bookings.map((booking) => bookingEntry({ ...booking, timeZone: workspaceTimeZone(booking.location) }, origin)),
  ]
  const byCohort = new Map<number, (typeof read.sessions)[number][]>()
  for (const session of read.sessions) byCohort.set(session.cohortId, [...(byCohort.get(session.cohortId) ?? []), session])
  for (const sessions of byCohort.values()) {
    for (const session of withTimeZones(sessions)) {
      const entry = sessionEntry(session, { id: session.cohortId, name: session.cohortName }, origin)
      if (entry && entry.end >= since) entries.push(entry)
    }
  }
  return entries.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid))
}
