import { sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database, Db } from '../../db/client'
import { SECTORS } from '~/domain/startups'

/**
 * Free-text search over startups (docs/decisions/0013-startup-search.md). Two FTS5 indexes hold the searchable text
 * of every startup, keyed by the startup's id (their rowid):
 * - startups_fts, trigram tokenizer: substring matching like the spec's client-side `includes` search, CJK included,
 *   for queries of 3 or more characters;
 * - startups_fts_words, unicode61 with 1- and 2-character prefix indexes: word-prefix matching for 1–2 character
 *   queries ('AI', 'UX'), which trigrams cannot answer.
 * Triggers keep both in step with the startups table; ensureStartupSearch() puts the triggers back (and rebuilds the
 * indexes) when a later migration that rebuilds the startups table has dropped them.
 */
export const SEARCH_TABLE = 'startups_fts'
export const SHORT_SEARCH_TABLE = 'startups_fts_words'

/** Trigram matching needs three characters; shorter queries go to the word-prefix index. */
export const MIN_SUBSTRING_QUERY = 3

// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into (wrong) CREATE TABLE statements.
export const startupSearch = sqliteTable(SEARCH_TABLE, { rowid: integer() })
export const startupShortSearch = sqliteTable(SHORT_SEARCH_TABLE, { rowid: integer() })

const SEARCH_COLUMNS = 'name, description, sector, location, tech_stack'

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`

/** The sector as searched: its slug and its label ('ecommerce E-commerce'), so either spelling finds it. */
function sectorText(row: 'new' | 'old'): string {
  const cases = Object.entries(SECTORS)
    .map(([slug, label]) => `WHEN ${quote(slug)} THEN ${quote(label)}`)
    .join('\n      ')
  return `coalesce(${row}.sector, '') || ' ' || (CASE ${row}.sector\n      ${cases}\n      ELSE '' END)`
}

/** The tech stack list as text ('React | Node.js'); a malformed JSON value is skipped rather than failing the write. */
function techStackText(row: 'new' | 'old'): string {
  return (
    `(CASE WHEN json_valid(${row}.tech_stack) THEN ` +
    `(SELECT group_concat(value, ' | ') FROM json_each(${row}.tech_stack)) END)`
  )
}

function insertRow(table: string): string {
  return (
    `INSERT INTO ${table}(rowid, ${SEARCH_COLUMNS}) VALUES (\n    new.id, new.name, new.description,\n    ` +
    `${sectorText('new')},\n    new.location,\n    ${techStackText('new')}\n  );`
  )
}

const deleteRow = (table: string) => `DELETE FROM ${table} WHERE rowid = old.id;`

export const SEARCH_TABLES_SQL: Record<string, string> = {
  [SEARCH_TABLE]: `CREATE VIRTUAL TABLE IF NOT EXISTS ${SEARCH_TABLE} USING fts5(${SEARCH_COLUMNS}, tokenize = 'trigram')`,
  [SHORT_SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SHORT_SEARCH_TABLE} USING fts5(${SEARCH_COLUMNS}, ` +
    `tokenize = 'unicode61', prefix = '1 2')`,
}

/** The triggers by name, exactly as created (sqlite_master keeps this text, which is how drift is detected). */
export const SEARCH_TRIGGERS_SQL: Record<string, string> = {
  startups_fts_after_insert:
    `CREATE TRIGGER IF NOT EXISTS startups_fts_after_insert AFTER INSERT ON startups BEGIN\n  ` +
    `${insertRow(SEARCH_TABLE)}\n  ${insertRow(SHORT_SEARCH_TABLE)}\nEND`,
  startups_fts_after_delete:
    `CREATE TRIGGER IF NOT EXISTS startups_fts_after_delete AFTER DELETE ON startups BEGIN\n  ` +
    `${deleteRow(SEARCH_TABLE)}\n  ${deleteRow(SHORT_SEARCH_TABLE)}\nEND`,
  startups_fts_after_update:
    `CREATE TRIGGER IF NOT EXISTS startups_fts_after_update ` +
    `AFTER UPDATE OF id, ${SEARCH_COLUMNS} ON startups BEGIN\n  ` +
    `${deleteRow(SEARCH_TABLE)}\n  ${deleteRow(SHORT_SEARCH_TABLE)}\n  ` +
    `${insertRow(SEARCH_TABLE)}\n  ${insertRow(SHORT_SEARCH_TABLE)}\nEND`,
}

function refillSql(table: string): string {
  const from = (column: string) => column.replaceAll('new.', 's.')
  return (
    `INSERT INTO ${table}(rowid, ${SEARCH_COLUMNS})\nSELECT s.id, s.name, s.description,\n  ` +
    `${from(sectorText('new'))},\n  s.location,\n  ${from(techStackText('new'))}\nFROM startups s`
  )
}

/** Statements that (re)fill both indexes from the startups table. */
export function refillSearchSql(): string[] {
  return [SEARCH_TABLE, SHORT_SEARCH_TABLE].map(refillSql)
}

// ── Queries ──────────────────────────────────────────────────────────────────────────────────────────────────

export interface SearchMatch {
  /** Which index answers: substring (trigram) for 3+ characters, word prefix (unicode61) for 1–2. */
  index: 'substring' | 'prefix'
  /** The FTS5 MATCH expression: the user's text as one quoted string literal, never FTS syntax. */
  match: string
}

/** Tidies a search box value: control characters become spaces, runs of whitespace collapse, ends trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
}

/**
 * The MATCH expression for a search box value, or null when it can match nothing (only punctuation in a 1–2
 * character query). Every user term is one FTS5 string literal ("..." with " doubled), so `AND (`, `NEAR(`, `*`,
 * `-` and quotes are searched for as text, never parsed as query syntax. The whole text is one phrase: like the
 * spec's includes() search, "health tech" finds that exact run of characters.
 */
export function buildSearchMatch(text: string): SearchMatch | null {
  const query = normalizeSearchText(text)
  if (!query) return null
  const literal = `"${query.replaceAll('"', '""')}"`
  if ([...query].length >= MIN_SUBSTRING_QUERY) return { index: 'substring', match: literal }
  // unicode61 indexes letters and digits only: a query of punctuation has no token to look for.
  if (!/[\p{L}\p{N}]/u.test(query)) return null
  return { index: 'prefix', match: `${literal}*` }
}

// ── Keeping the indexes in step ──────────────────────────────────────────────────────────────────────────────

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

async function all<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.all(query)) as T[]
}

export interface SearchRepair {
  /** Triggers that were missing or different and were (re)created. */
  recreatedTriggers: string[]
  /** Whether both indexes were emptied and refilled from the startups table. */
  rebuilt: boolean
}

/**
 * Runs after migrations at every start. A later migration that rebuilds the startups table (drizzle's
 * create-copy-drop-rename) drops its triggers, and writes made while they were gone never reached the indexes: so
 * when a trigger is missing or differs from the expected text, the triggers are recreated and both indexes rebuilt;
 * they are also rebuilt when an index holds a different number of rows than the table. Otherwise it only reads.
 */
export async function ensureStartupSearch(database: Database): Promise<SearchRepair> {
  const existing = await all<{ name: string; sql: string }>(
    database.db,
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'startups'`,
  )
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const stale = Object.entries(SEARCH_TRIGGERS_SQL)
    .filter(([name, create]) => found.get(name) !== squashSql(create))
    .map(([name]) => name)

  const tables = await all<{ name: string }>(
    database.db,
    sql`select name from sqlite_master where name in (${SEARCH_TABLE}, ${SHORT_SEARCH_TABLE})`,
  )
  let inStep = stale.length === 0 && tables.length === 2
  if (inStep) {
    const [counts] = await all<{ rows: number; indexed: number; short: number }>(
      database.db,
      sql.raw(
        `select (select count(*) from startups) as rows, (select count(*) from ${SEARCH_TABLE}) as indexed, ` +
          `(select count(*) from ${SHORT_SEARCH_TABLE}) as short`,
      ),
    )
    inStep = counts !== undefined && counts.rows === counts.indexed && counts.rows === counts.short
  }
  if (!inStep) await rebuild(database, stale)
  if (database.driver === 'better-sqlite3') await refreshPlannerStatistics(database.db)
  return { recreatedTriggers: stale, rebuilt: !inStep }
}

/**
 * Discover combines an index-friendly sort with filters of very different selectivity (a two-year founding range vs
 * one sector); without statistics SQLite guesses and may sort thousands of rows. `PRAGMA optimize` (the mask SQLite
 * recommends at connection start) analyzes only tables whose statistics are missing or stale, so it is cheap.
 * The embedded database only: sqld refuses the statement over its HTTP protocol.
 */
async function refreshPlannerStatistics(db: Db): Promise<void> {
  try {
    await db.run(sql.raw('PRAGMA optimize=0x10002'))
  } catch (error) {
    // Statistics only tune query plans; a server that cannot take them still answers correctly.
    console.warn('PRAGMA optimize failed:', error)
  }
}

async function rebuild(database: Database, stale: string[]): Promise<void> {
  await database.transaction(async (tx) => {
    for (const create of Object.values(SEARCH_TABLES_SQL)) await tx.run(sql.raw(create))
    for (const name of stale) {
      await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
      await tx.run(sql.raw(SEARCH_TRIGGERS_SQL[name]!))
    }
    for (const table of [SEARCH_TABLE, SHORT_SEARCH_TABLE]) await tx.run(sql.raw(`DELETE FROM ${table}`))
    for (const refill of refillSearchSql()) await tx.run(sql.raw(refill))
    for (const table of [SEARCH_TABLE, SHORT_SEARCH_TABLE]) {
      await tx.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
    }
  })
}
