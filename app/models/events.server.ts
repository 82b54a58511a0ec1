import { and, asc, count, eq, gte } from 'drizzle-orm'
import { events } from '../../db/schema'
import { getDb } from '~/lib/db.server'

export const MAX_EVENT_LIST_LIMIT = 100

export interface EventCard {
  id: number
  title: string
  description: string | null
  category: string | null
  location: string | null
  venue: string | null
  startDate: Date
  endDate: Date
  maxAttendees: number | null
  currentAttendees: number
  /** Decimal string ('0.00'). */
  price: string
  currency: string
  isOnline: boolean
}

const cardColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  category: events.category,
  location: events.location,
  venue: events.venue,
  startDate: events.startDate,
  endDate: events.endDate,
  maxAttendees: events.maxAttendees,
  currentAttendees: events.currentAttendees,
  price: events.price,
  currency: events.currency,
  isOnline: events.isOnline,
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_EVENT_LIST_LIMIT) : MAX_EVENT_LIST_LIMIT
}

/** "Upcoming" = active and not yet started. */
const isUpcoming = (now: Date) => and(eq(events.isActive, true), gte(events.startDate, now))

/** Active events that have not started yet, soonest first. */
export async function listUpcomingEvents({ limit, now = new Date() }: { limit: number; now?: Date }): Promise<EventCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(events)
    .where(isUpcoming(now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(clampLimit(limit))
}

export async function countUpcomingEvents({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ n: count() }).from(events).where(isUpcoming(now))
  return row?.n ?? 0
}
