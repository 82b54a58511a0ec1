import { sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'

/**
 * The version of what visitors see (docs/decisions/0091-http-validators-and-caching.md): one row whose `version` is
 * replaced by a random tag, in the same statement's transaction, whenever a row of a table that a public page or
 * /api list shows is written. The edge (app/edge/http-cache.ts) reads it before React Router runs and builds the
 * answer's ETag from it, so a repeat view is a 304 without any loader or render, on every instance that shares the
 * database and on both drivers.
 *
 * Every table is tracked unless it is named in UNTRACKED_TABLES: a table added later is tracked at the next start
 * (`ensureDataVersion`), so forgetting a table can only cost cache hits, never serve a stale page. A migration that
 * rebuilds a table drops its triggers; `ensureDataVersion` puts them back at every start, as the search indexes do.
 */
const DATA_VERSION_TABLE = 'data_version'

/** Tables no public page or /api list shows, whose writes must not make every visitor's copy stale. */
export const UNTRACKED_TABLES: Readonly<Record<string, string>> = {
  [DATA_VERSION_TABLE]: 'the version itself',
  __drizzle_migrations: 'migrations applied',
  sessions: 'signed-in sessions: written on every sign-in and renewal',
  rate_limits: 'counters written by every counted request',
  calendar_feeds: "members' private feed tokens",
  admin_audit_log: 'read in the admin panel only',
  app_locks: 'the boot lease',
  app_settings: 'per-database facts (session secret, seeded marker)',
  newsletters: "subscribers' addresses: no page shows them",
  stored_files: "uploaded bytes: served by /uploads/{key} with their own headers; the row naming a file is tracked",
  stripe_events: "Stripe webhook de-duplication",
  notifications: "members' own notifications",
  email_outbox: 'e-mails waiting or sent: the admin panel only',
  email_preferences: "members' own e-mail choices",
  test_payment_subscriptions: "the keyless payment test mode's simulated Stripe objects",
  test_checkout_sessions: "the keyless payment test mode's simulated Stripe objects",
  startup_views: 'owner analytics, written by every counted view: the manage page only (docs/decisions/0111)',
  job_views: 'owner analytics, written by every counted view: the manage page only (docs/decisions/0111)',
  visitor_salts: "the day's salt of visitor hashes (docs/decisions/0111)",
  plan_subscriptions: "members' own plan subscriptions: /profile/plan and the admin panel only (docs/decisions/0135)",
  follows: "written by every Follow press; the follower counts visitors see follow within the minute the ETag carries (docs/decisions/0130)",
}

/**
 * Updates that leave what visitors see as it was, by table: a condition over `old` and `new` under which an update
 * does not change the version. Counting a media item's view (app/models/media.server.ts `recordView`) writes only its
 * counter; the counter is shown, but a view must not make every cached page stale (it is seen at the next change or
 * within the minute the ETag also carries: app/edge/http-cache.ts).
 */
const QUIET_UPDATES: Readonly<Record<string, string>> = {
  blog_posts: 'old.view_count IS NOT new.view_count',
}

const BUMP = `UPDATE ${DATA_VERSION_TABLE} SET version = lower(hex(randomblob(8))) WHERE id = 1;`

const dataVersionTableSql = [
  `CREATE TABLE IF NOT EXISTS ${DATA_VERSION_TABLE} (id integer PRIMARY KEY NOT NULL CHECK (id = 1), version text NOT NULL)`,
  `INSERT OR IGNORE INTO ${DATA_VERSION_TABLE} (id, version) VALUES (1, lower(hex(randomblob(8))))`,
]

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

/** The three triggers of one tracked table, by name, exactly as created (drift is found by comparing this text). */
export function dataVersionTriggersSql(table: string): Record<string, string> {
  const quiet = QUIET_UPDATES[table]
  const trigger = (event: 'insert' | 'update' | 'delete', when?: string) =>
    `CREATE TRIGGER IF NOT EXISTS data_version_${table}_after_${event} AFTER ${event.toUpperCase()} ON ${table}` +
    `${when ? ` WHEN NOT (${when})` : ''} BEGIN ${BUMP} END`
  return {
    [`data_version_${table}_after_insert`]: trigger('insert'),
    [`data_version_${table}_after_update`]: trigger('update', quiet),
    [`data_version_${table}_after_delete`]: trigger('delete'),
  }
}

async function all<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.all(query)) as T[]
}

/** The database's ordinary tables (not SQLite's own, not FTS5 indexes and their shadow tables). */
export async function ordinaryTables(db: Db): Promise<string[]> {
  const rows = await all<{ name: string; type: string; schema: string }>(db, sql`PRAGMA table_list`)
  return rows
    .filter((row) => row.schema === 'main' && row.type === 'table' && !row.name.startsWith('sqlite_'))
    .map((row) => row.name)
    .sort()
}

/** The tables whose writes change the version: every ordinary table but the untracked ones. */
export async function trackedTables(db: Db): Promise<string[]> {
  return (await ordinaryTables(db)).filter((table) => !(table in UNTRACKED_TABLES))
}

export interface DataVersionRepair {
  created: string[]
  dropped: string[]
}

/**
 * Runs after migrations at every start: the version row exists, every tracked table has its three triggers as
 * written here, and no table has one it should not. Reads only when everything is in place.
 */
export async function ensureDataVersion(database: Database): Promise<DataVersionRepair> {
  const { db } = database
  const expected: Record<string, string> = {}
  for (const table of await trackedTables(db)) Object.assign(expected, dataVersionTriggersSql(table))
  const existing = await all<{ name: string; sql: string }>(
    db,
    sql`select name, sql from sqlite_master where type = 'trigger' and substr(name, 1, 13) = 'data_version_'`,
  )
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const created = Object.keys(expected).filter((name) => found.get(name) !== squashSql(expected[name]!))
  const dropped = [...found.keys()].filter((name) => !(name in expected))
  const [row] = await all<{ n: number }>(db, sql`select count(*) as n from sqlite_master where type = 'table' and name = ${DATA_VERSION_TABLE}`)
  if (created.length === 0 && dropped.length === 0 && row?.n === 1) return { created, dropped }
  await database.transaction(async (tx) => {
    for (const statement of dataVersionTableSql) await tx.run(sql.raw(statement))
    for (const name of [...dropped, ...created]) await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
    for (const name of created) await tx.run(sql.raw(expected[name]!))
    // Writes made while a trigger was missing are not in the version: a new one covers them.
    await tx.run(sql.raw(BUMP))
  })
  return { created, dropped }
}

/** Built once: every visitor's read runs it (the embedded driver keeps its compiled statement: db/client.ts). */
const READ_VERSION = sql`select version from data_version where id = 1`

/** The current version: one indexed read of one row, made for every anonymous GET the edge may answer with a 304. */
export async function readDataVersion(db: Db): Promise<string> {
  const [row] = await all<{ version: string }>(db, READ_VERSION)
  if (!row) throw new Error('data_version has no row: the database has not been migrated')
  return row.version
}
