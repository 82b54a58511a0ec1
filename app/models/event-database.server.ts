import { sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database, Db } from '../../db/client'
import { SEARCH_ID_SPAN } from './search-index.server'

/**
 * What the events area keeps in SQL rather than in JavaScript (docs/decisions/0030 and 0032), one source for the
 * custom migration (0006_events-search-and-seats) and for the repair at every start:
 * - search: two FTS5 indexes over title and description, as for startups (docs/decisions/0013): `events_fts`
 *   (trigram, substring matching for 3+ characters, CJK included) and `events_fts_words` (unicode61 with 1- and
 *   2-character prefixes, for 'AI', 'UX'), kept in step by triggers;
 * - seats: `events.current_attendees` is the number of attending RSVPs, maintained by triggers on `event_rsvps` in
 *   the same statement as the RSVP row changes; a seat given back promotes the first on the waitlist in that same
 *   statement; and no write may push the count above `max_attendees`.
 * A later migration that rebuilds `events` or `event_rsvps` drops these triggers: `ensureEventDatabase()` puts them
 * back and rebuilds what they maintain.
 */
export const EVENT_SEARCH_TABLE = 'events_fts'
export const EVENT_SHORT_SEARCH_TABLE = 'events_fts_words'

// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const eventSearch = sqliteTable(EVENT_SEARCH_TABLE, { rowid: integer() })
export const eventShortSearch = sqliteTable(EVENT_SHORT_SEARCH_TABLE, { rowid: integer() })

const COLUMNS = 'title, description'
const NOW_MS = `(cast(unixepoch('subsec') * 1000 as integer))`

export const EVENT_SEARCH_TABLES_SQL: Record<string, string> = {
  [EVENT_SEARCH_TABLE]: `CREATE VIRTUAL TABLE IF NOT EXISTS ${EVENT_SEARCH_TABLE} USING fts5(${COLUMNS}, tokenize = 'trigram')`,
  [EVENT_SHORT_SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${EVENT_SHORT_SEARCH_TABLE} USING fts5(${COLUMNS}, ` +
    `tokenize = 'unicode61', prefix = '1 2')`,
}

/**
 * The search indexes' rowid is the event's place in date order, not its id: its start second times ID_SPAN plus its
 * id (docs/decisions/0061-search-in-list-order.md). A search walks the index in rowid order — soonest first, or
 * latest first for past events — and stops at the page, whatever the number of matches; `rowid % ID_SPAN` is the
 * event. Ids stay below ID_SPAN (16.7 million events).
 */
export const ID_SPAN = SEARCH_ID_SPAN
export const searchKeySql = (row: string) => `(${row}start_date / 1000) * ${ID_SPAN} + ${row}id`

const insertRow = (table: string) =>
  `INSERT INTO ${table}(rowid, ${COLUMNS}) VALUES (${searchKeySql('new.')}, new.title, new.description);`
const deleteRow = (table: string) => `DELETE FROM ${table} WHERE rowid = ${searchKeySql('old.')};`

/**
 * The event's seat count, counted again from its attending RSVPs (an index range) rather than stepped by one: the
 * result is the same whatever order SQLite fires the triggers of one statement in, and whether or not a trigger's own
 * writes fire triggers (PRAGMA recursive_triggers).
 */
const recount = (row: 'new' | 'old') =>
  `UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps a ` +
  `WHERE a.event_id = ${row}.event_id AND a.status = 'attending') WHERE id = ${row}.event_id;`

/**
 * The first on the waitlist takes the seat that was just given back, if the event (active, not ended) has one free.
 * Seats are counted from the RSVP rows rather than read from the counter, so the result does not depend on the order
 * SQLite fires this trigger and the counter's.
 */
const promoteFirstWaitlisted =
  `UPDATE event_rsvps SET status = 'attending', waitlist_position = NULL, updated_at = ${NOW_MS}\n  ` +
  `WHERE id = (SELECT w.id FROM event_rsvps w WHERE w.event_id = old.event_id AND w.status = 'waitlisted' ` +
  `ORDER BY w.waitlist_position, w.id LIMIT 1)\n  ` +
  `AND (SELECT e.max_attendees IS NULL OR e.max_attendees > (SELECT count(*) FROM event_rsvps a ` +
  `WHERE a.event_id = e.id AND a.status = 'attending') FROM events e ` +
  `WHERE e.id = old.event_id AND e.is_active = 1 AND e.end_date > ${NOW_MS});`

/** The triggers by name, exactly as created (sqlite_master keeps this text, which is how drift is detected). */
export const EVENT_TRIGGERS_SQL: Record<string, string> = {
  events_fts_after_insert:
    `CREATE TRIGGER IF NOT EXISTS events_fts_after_insert AFTER INSERT ON events BEGIN\n  ` +
    `${insertRow(EVENT_SEARCH_TABLE)}\n  ${insertRow(EVENT_SHORT_SEARCH_TABLE)}\nEND`,
  events_fts_after_delete:
    `CREATE TRIGGER IF NOT EXISTS events_fts_after_delete AFTER DELETE ON events BEGIN\n  ` +
    `${deleteRow(EVENT_SEARCH_TABLE)}\n  ${deleteRow(EVENT_SHORT_SEARCH_TABLE)}\nEND`,
  events_fts_after_update:
    `CREATE TRIGGER IF NOT EXISTS events_fts_after_update AFTER UPDATE OF id, start_date, ${COLUMNS} ON events BEGIN\n  ` +
    `${deleteRow(EVENT_SEARCH_TABLE)}\n  ${deleteRow(EVENT_SHORT_SEARCH_TABLE)}\n  ` +
    `${insertRow(EVENT_SEARCH_TABLE)}\n  ${insertRow(EVENT_SHORT_SEARCH_TABLE)}\nEND`,
  // The last line of defence: whatever the statement, the seat count never passes the capacity. The RSVP statements
  // decide seats themselves and never trip this; it aborts any other write that would overbook.
  events_seats_within_capacity:
    `CREATE TRIGGER IF NOT EXISTS events_seats_within_capacity BEFORE UPDATE OF current_attendees ON events\n` +
    `WHEN new.max_attendees IS NOT NULL AND new.current_attendees > new.max_attendees ` +
    `AND new.current_attendees > old.current_attendees BEGIN\n  SELECT RAISE(ABORT, 'event_full');\nEND`,
  event_rsvps_seats_after_insert:
    `CREATE TRIGGER IF NOT EXISTS event_rsvps_seats_after_insert AFTER INSERT ON event_rsvps ` +
    `WHEN new.status = 'attending' BEGIN\n  ${recount('new')}\nEND`,
  event_rsvps_seats_after_update:
    `CREATE TRIGGER IF NOT EXISTS event_rsvps_seats_after_update AFTER UPDATE OF status, event_id ON event_rsvps\n` +
    `WHEN (old.status = 'attending') <> (new.status = 'attending') OR old.event_id <> new.event_id BEGIN\n  ` +
    `${recount('old')}\n  ${recount('new')}\nEND`,
  event_rsvps_seats_after_delete:
    `CREATE TRIGGER IF NOT EXISTS event_rsvps_seats_after_delete AFTER DELETE ON event_rsvps ` +
    `WHEN old.status = 'attending' BEGIN\n  ${recount('old')}\nEND`,
  event_rsvps_promote_after_update:
    `CREATE TRIGGER IF NOT EXISTS event_rsvps_promote_after_update AFTER UPDATE OF status ON event_rsvps\n` +
    `WHEN old.status = 'attending' AND new.status <> 'attending' BEGIN\n  ${promoteFirstWaitlisted}\nEND`,
  event_rsvps_promote_after_delete:
    `CREATE TRIGGER IF NOT EXISTS event_rsvps_promote_after_delete AFTER DELETE ON event_rsvps ` +
    `WHEN old.status = 'attending' BEGIN\n  ${promoteFirstWaitlisted}\nEND`,
}

/** The statements that (re)fill what the triggers maintain: both search indexes, and every event's seat count. */
export const EVENT_REFILL_SQL: readonly string[] = [
  ...[EVENT_SEARCH_TABLE, EVENT_SHORT_SEARCH_TABLE].map(
    (table) => `INSERT INTO ${table}(rowid, ${COLUMNS}) SELECT ${searchKeySql('')}, title, description FROM events`,
  ),
  `UPDATE events SET current_attendees = (SELECT count(*) FROM event_rsvps r ` +
    `WHERE r.event_id = events.id AND r.status = 'attending')`,
]

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

export interface EventDatabaseRepair {
  /** Triggers that were missing or different and were (re)created. */
  recreatedTriggers: string[]
  /** Whether the search indexes and seat counts were rebuilt. */
  rebuilt: boolean
}

/**
 * Runs after migrations at every start: when a trigger is missing or differs from the expected text (a migration
 * rebuilt `events` or `event_rsvps`), or an index holds a different number of rows than the table, the triggers are
 * recreated and the indexes and seat counts rebuilt in one transaction. Otherwise it only reads.
 */
export async function ensureEventDatabase(database: Database): Promise<EventDatabaseRepair> {
  const existing = (await database.db.all(
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('events', 'event_rsvps')`,
  )) as { name: string; sql: string }[]
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const stale = Object.entries(EVENT_TRIGGERS_SQL)
    .filter(([name, create]) => found.get(name) !== squashSql(create))
    .map(([name]) => name)

  let inStep = stale.length === 0
  if (inStep) {
    const [counts] = (await database.db.all(
      sql.raw(
        `select (select count(*) from events) as rows, (select count(*) from ${EVENT_SEARCH_TABLE}) as indexed, ` +
          `(select count(*) from ${EVENT_SHORT_SEARCH_TABLE}) as short`,
      ),
    )) as { rows: number; indexed: number; short: number }[]
    inStep = counts !== undefined && counts.rows === counts.indexed && counts.rows === counts.short
  }
  if (!inStep) await rebuild(database, stale)
  return { recreatedTriggers: stale, rebuilt: !inStep }
}

async function rebuild(database: Database, stale: string[]): Promise<void> {
  await database.transaction(async (tx: Db) => {
    for (const create of Object.values(EVENT_SEARCH_TABLES_SQL)) await tx.run(sql.raw(create))
    // The guard goes last, after the counts are right again.
    const ordered = [...stale.filter((name) => name !== 'events_seats_within_capacity'), ...stale.filter((name) => name === 'events_seats_within_capacity')]
    for (const name of ordered) await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
    for (const table of [EVENT_SEARCH_TABLE, EVENT_SHORT_SEARCH_TABLE]) await tx.run(sql.raw(`DELETE FROM ${table}`))
    for (const refill of EVENT_REFILL_SQL) await tx.run(sql.raw(refill))
    for (const name of ordered) await tx.run(sql.raw(EVENT_TRIGGERS_SQL[name]!))
    for (const table of [EVENT_SEARCH_TABLE, EVENT_SHORT_SEARCH_TABLE]) {
      await tx.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
    }
  })
}
