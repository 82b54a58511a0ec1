import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { DEFAULT_CURRENCY } from '../../app/domain/money'
import { bool, createdAt, decimal, decimalCheck, id, lengthChecks, timestamp, updatedAt } from '../columns'
import { users } from './accounts'
import { cities } from './geo'

// Events and RSVPs.

export const events = sqliteTable(
  'events',
  {
    id: id(),
    title: text({ length: 255 }).notNull(),
    description: text(),
    organizerId: integer().references(() => users.id, { onDelete: 'set null' }),
    location: text({ length: 255 }),
    /** The city `location` resolves to (cityIdForPlace, on every write; docs/decisions/0115-near-filters.md). */
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    venue: text({ length: 255 }),
    startDate: timestamp().notNull(),
    endDate: timestamp().notNull(),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    price: decimal(10, 2)
      .notNull()
      .default(sql`0`),
    currency: text({ length: 3 }).notNull().default(DEFAULT_CURRENCY),
    /** One of EVENT_CATEGORIES (app/domain/events.ts). */
    category: text({ length: 50 }),
    isOnline: bool().notNull().default(false),
    /**
     * The IANA zone the event's times are stated in (one of EVENT_TIME_ZONES): the city's, or the organizer's choice
     * for an online event. Null on rows written before it existed; read through `eventTimeZone()`.
     */
    timeZone: text({ length: 64 }),
    meetingLink: text({ length: 500 }),
    coverImage: text({ length: 500 }),
    isActive: bool().notNull().default(true),
    /**
     * When the organizer cancelled it (docs/decisions/0110-after-posting.md). A cancelled event is also inactive (it
     * leaves every list and takes no RSVP), but its page stays, marked cancelled, for those who hold a link to it.
     */
    cancelledAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('events_created_at_idx').on(t.createdAt),
    index('events_start_date_idx').on(t.startDate),
    // A filter and the list's order in one index: the page is walked in start order and stops at the limit.
    index('events_category_start_date_idx').on(t.category, t.startDate),
    index('events_location_start_date_idx').on(t.location, t.startDate),
    index('events_city_start_date_idx').on(t.cityId, t.startDate),
    // Both filters together (docs/decisions/0089-scaling-list-pages-and-dashboard.md): walked in start order too.
    index('events_category_location_start_date_idx').on(t.category, t.location, t.startDate),
    index('events_organizer_id_idx').on(t.organizerId),
    // The end date too: the first event still on is found from the index alone (a search's starting point).
    index('events_active_start_end_idx').on(t.isActive, t.startDate, t.endDate),
    check('events_ends_after_start', sql`${t.endDate} >= ${t.startDate}`),
    check('events_current_attendees_non_negative', sql`${t.currentAttendees} >= 0`),
    check('events_max_attendees_positive', sql`${t.maxAttendees} > 0`),
    decimalCheck('events_price_precision', t.price, 10, 2, { min: '0' }),
    ...lengthChecks('events', t, {
      title: 255,
      location: 255,
      venue: 255,
      category: 50,
      meetingLink: 500,
      coverImage: 500,
    }),
  ],
)

export const eventRsvps = sqliteTable(
  'event_rsvps',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of RSVP_STATUSES (app/domain/events.ts). */
    status: text({ length: 50 }).notNull().default('attending'),
    /**
     * Order on the waitlist while `status` is waitlisted (lowest first), null otherwise. Assigned in the statement
     * that waitlists the member, as one more than the event's highest (docs/decisions/0032).
     */
    waitlistPosition: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_rsvps_event_user_unique').on(t.eventId, t.userId),
    index('event_rsvps_user_id_idx').on(t.userId),
    // Counting seats and finding the first on the waitlist.
    index('event_rsvps_event_status_position_idx').on(t.eventId, t.status, t.waitlistPosition),
    ...lengthChecks('event_rsvps', t, { status: 50 }),
  ],
)
