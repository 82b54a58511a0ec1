import { sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database, Db } from '../../db/client'
import { SECTORS } from '~/domain/startups'
import { SEARCH_AUTOMERGE } from './search-index.server'
import { log } from '~/server/logger.server'

/**
 * Free-text search over startups (docs/decisions/0013-startup-search.md). Two FTS5 indexes hold the searchable text
 * of every startup, keyed by the startup's id (their rowid):
 * - startups_fts, trigram tokenizer: substring matching like the spec's client-side `includes` search, CJK included,
 *   for queries of 3 or more characters;
 * - startups_fts_words, unicode61 with 1- and 2-character prefix indexes: word-prefix matching for 1–2 character
 *   queries ('AI', 'UX'), which trigrams cannot answer.
 * Triggers keep both in step with the startups table; ensureStartupSearch() puts the triggers back (and rebuilds the
 * indexes) when a later migration that rebuilds the startups table has dropped them.
 * Both are contentless (docs/decisions/0090-seed-at-scale-and-fts-size.md): they keep the index only, not a copy of
 * the text, because every query reads their rowid and nothing else; `contentless_delete=1` lets the triggers delete
 * a row by its rowid. The word-prefix index keeps no positions (`detail=none`): a 1–2 character query is always one
 * token, and a prefix query of one token needs none (a phrase of several would fail loudly, not match differently).
 */
export const SEARCH_TABLE = 'startups_fts'
export const SHORT_SEARCH_TABLE = 'startups_fts_words'

/** Trigram matching needs three characters; shorter queries go to the word-prefix index. */
export const MIN_SUBSTRING_QUERY = 3

// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into (wrong) CREATE TABLE statements.
export const startupSearch = sqliteTable(SEARCH_TABLE, { rowid: integer() })
export const startupShortSearch = sqliteTable(SHORT_SEARCH_TABLE, { rowid: integer() })

const SEARCH_COLUMNS = 'name, description, sector, location, tech_stack'

// ── Keys (docs/decisions/0143-scaling-sorted-and-filtered-searches-by-keys.md) ──────────────────────────────────
//
// The substring index also holds, in columns of their own, short keys of a startup's sort and filter values, so that
// a search can be narrowed to a sector, a stage, a location or a band of team sizes or names by FTS5 itself, in its
// rowid order, instead of reading every match. Each key is exactly three characters, one trigram, and starts with a
// control character: normalizeSearchText turns every control character of a search box value into a space, so no
// trigram of a user's search can equal a key, and a user's search finds exactly what it found before. Keys are a
// prefilter only: different values may share a key (a hash, a band of team sizes, case folding), so every plan that
// uses them still tests the values themselves on the row. The other characters come from U+4E00 onwards, where the
// tokenizer folds nothing.
const KEY_BASE = 0x4e00

/** A team size's band (0–560): exact below 100, then two significant digits (…, 4,900–4,999, 5,000–5,999, …). */
const teamBand = (v: string) =>
  `(CASE WHEN ${v} < 100 THEN max(${v}, 0) WHEN ${v} < 1000 THEN 90 + ${v} / 10 WHEN ${v} < 10000 THEN 180 + ${v} / 100 ` +
  `WHEN ${v} < 100000 THEN 270 + ${v} / 1000 ELSE 360 + min(${v}, 2000000) / 10000 END)`
/** The i-th character of a name, ASCII-lowercased as `collate nocase` compares it (0 past the end, 127 beyond ASCII). */
const nameChar = (v: string, i: number) => `min(coalesce(unicode(substr(lower(${v}), ${i}, 1)), 0), 127)`
/** A filter value's hash, 0–19,999. */
const valueHash = (v: string) =>
  `((length(${v}) * 131 + unicode(${v}) * 7 + unicode(substr(${v}, -1)) * 13 + unicode(substr(${v}, length(${v}) / 2 + 1)) * 31) % 20000)`
const key = (kind: number, a: string, b: string) => `char(${kind}, ${KEY_BASE} + ${a}, ${KEY_BASE} + ${b})`
const nonEmpty = (v: string, then: string) => `(CASE WHEN ${v} IS NULL OR ${v} = '' THEN NULL ELSE ${then} END)`

export type KeyFilter = 'sector' | 'stage' | 'location'
export type KeySort = 'team' | 'name'
const FILTER_KIND: Record<KeyFilter, number> = { sector: 4, stage: 5, location: 6 }
const SORT_KIND: Record<KeySort, number> = { team: 1, name: 2 }
const PAIR_KIND: Record<KeyFilter, Record<KeySort, number>> = {
  sector: { team: 14, name: 17 },
  stage: { team: 15, name: 18 },
  location: { team: 16, name: 19 },
}
/** Two filters together (docs/decisions/0146), in the order sector, stage, location. */
export type KeyFilterPair = 'sector_stage' | 'sector_location' | 'stage_location'
const FILTER_PAIR_KIND: Record<KeyFilterPair, number> = { sector_stage: 20, sector_location: 21, stage_location: 22 }
const FILTER_PAIRS: readonly (readonly [KeyFilter, KeyFilter])[] = [
  ['sector', 'stage'],
  ['sector', 'location'],
  ['stage', 'location'],
]

/** SQL expressions of the keys, given SQL expressions of the values (a column, `new.x`, a bound parameter). */
export const searchKeySql = {
  /** A filter value alone: length and hash (about 400 million values, so two locations rarely share one). */
  filter: (filter: KeyFilter, value: string) =>
    nonEmpty(value, `char(${FILTER_KIND[filter]}, ${KEY_BASE} + length(${value}) % 20000, ${KEY_BASE} + ${valueHash(value)})`),
  /** A team size's band, or a name's first three characters. */
  sort: (sort: KeySort, value: string) =>
    `(CASE WHEN ${value} IS NULL THEN NULL ELSE ${
      sort === 'team'
        ? key(SORT_KIND.team, teamBand(value), '0')
        : key(SORT_KIND.name, `${nameChar(value, 1)} * 128 + ${nameChar(value, 2)}`, nameChar(value, 3))
    } END)`,
  /** A filter value's hash with a team size's band, or with a name's first two characters. */
  pair: (filter: KeyFilter, filterValue: string, sort: KeySort, value: string) =>
    nonEmpty(
      filterValue,
      `(CASE WHEN ${value} IS NULL THEN NULL ELSE ${key(
        PAIR_KIND[filter][sort],
        valueHash(filterValue),
        sort === 'team' ? teamBand(value) : `${nameChar(value, 1)} * 128 + ${nameChar(value, 2)}`,
      )} END)`,
    ),
  /**
   * Two filter values together (0146): both hashes, so that a search with two filters merges one doclist of their
   * startups (about one in 150 to 300) with the search's, where the two filters' own keys are each as long as a
   * common search's.
   */
  filterPair: (first: KeyFilter, firstValue: string, second: KeyFilter, secondValue: string) =>
    nonEmpty(
      firstValue,
      nonEmpty(secondValue, key(FILTER_PAIR_KIND[`${first}_${second}` as KeyFilterPair], valueHash(firstValue), valueHash(secondValue))),
    ),
}

const FILTERS: readonly KeyFilter[] = ['sector', 'stage', 'location']
const SORTS: readonly KeySort[] = ['team', 'name']
const SORT_COLUMN: Record<KeySort, string> = { team: 'team_size', name: 'name' }

/** The key columns of the substring index, in order, with each one's expression over a startups row alias. */
const KEY_COLUMNS: readonly (readonly [string, (row: string) => string])[] = [
  ...FILTERS.map((filter) => [`k_${filter}`, (row: string) => searchKeySql.filter(filter, `${row}.${filter}`)] as const),
  ...SORTS.map((sort) => [`k_${sort}`, (row: string) => searchKeySql.sort(sort, `${row}.${SORT_COLUMN[sort]}`)] as const),
  ...FILTERS.flatMap((filter) =>
    SORTS.map(
      (sort) =>
        [`k_${filter}_${sort}`, (row: string) => searchKeySql.pair(filter, `${row}.${filter}`, sort, `${row}.${SORT_COLUMN[sort]}`)] as const,
    ),
  ),
  ...FILTER_PAIRS.map(
    ([first, second]) =>
      [`k_${first}_${second}`, (row: string) => searchKeySql.filterPair(first, `${row}.${first}`, second, `${row}.${second}`)] as const,
  ),
]
export const SEARCH_KEY_COLUMNS = KEY_COLUMNS.map(([name]) => name)
const columnsOf = (table: string) => (table === SEARCH_TABLE ? `${SEARCH_COLUMNS}, ${SEARCH_KEY_COLUMNS.join(', ')}` : SEARCH_COLUMNS)
const keyValues = (table: string, row: string) =>
  table === SEARCH_TABLE ? `,\n    ${KEY_COLUMNS.map(([, expression]) => expression(row)).join(',\n    ')}` : ''
/** The startups columns the keys are made of, beyond the searched text: a change to them re-indexes the row. */
const KEYED_COLUMNS = 'team_size, stage'

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
    `INSERT INTO ${table}(rowid, ${columnsOf(table)}) VALUES (\n    new.id, new.name, new.description,\n    ` +
    `${sectorText('new')},\n    new.location,\n    ${techStackText('new')}${keyValues(table, 'new')}\n  );`
  )
}

const deleteRow = (table: string) => `DELETE FROM ${table} WHERE rowid = old.id;`

export const SEARCH_TABLES_SQL: Record<string, string> = {
  [SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SEARCH_TABLE} USING fts5(${columnsOf(SEARCH_TABLE)}, ` +
    `content = '', contentless_delete = 1, tokenize = 'trigram')`,
  [SHORT_SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${SHORT_SEARCH_TABLE} USING fts5(${SEARCH_COLUMNS}, ` +
    `content = '', contentless_delete = 1, detail = none, tokenize = 'unicode61', prefix = '1 2')`,
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
    `AFTER UPDATE OF id, ${SEARCH_COLUMNS}, ${KEYED_COLUMNS} ON startups BEGIN\n  ` +
    `${deleteRow(SEARCH_TABLE)}\n  ${deleteRow(SHORT_SEARCH_TABLE)}\n  ` +
    `${insertRow(SEARCH_TABLE)}\n  ${insertRow(SHORT_SEARCH_TABLE)}\nEND`,
}

function refillSql(table: string, where?: string): string {
  const from = (column: string) => column.replaceAll('new.', 's.')
  return (
    `INSERT INTO ${table}(rowid, ${columnsOf(table)})\nSELECT s.id, s.name, s.description,\n  ` +
    `${from(sectorText('new'))},\n  s.location,\n  ${from(techStackText('new'))}${keyValues(table, 's')}\nFROM startups s` +
    (where ? `\nWHERE ${where}` : '')
  )
}

/** Statements that (re)fill both indexes from the startups table (the rows `where` selects, over alias `s`). */
export function refillSearchSql(where?: string): string[] {
  return [SEARCH_TABLE, SHORT_SEARCH_TABLE].map((table) => refillSql(table, where))
}

/** Statements that merge each index into one segment: the fastest shape to search (docs/decisions/0080). */
export function optimizeSearchSql(): string[] {
  return [SEARCH_TABLE, SHORT_SEARCH_TABLE].map((table) => `INSERT INTO ${table}(${table}) VALUES ('optimize')`)
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

  // An index made to an older definition (one that kept its own copy of the text) is made again.
  const tables = await all<{ name: string; sql: string }>(
    database.db,
    sql`select name, sql from sqlite_master where name in (${SEARCH_TABLE}, ${SHORT_SEARCH_TABLE})`,
  )
  const defined = new Map(tables.map((row) => [row.name, squashSql(row.sql)]))
  const staleTables = Object.entries(SEARCH_TABLES_SQL)
    .filter(([name, create]) => defined.get(name) !== squashSql(create))
    .map(([name]) => name)
  let inStep = stale.length === 0 && staleTables.length === 0
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
  if (!inStep) await rebuild(database, stale, staleTables)
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
    log('db').warn({ err: error }, 'PRAGMA optimize failed')
  }
}

async function rebuild(database: Database, staleTriggers: string[], staleTables: string[]): Promise<void> {
  await database.transaction(async (tx) => {
    for (const name of staleTables) await tx.run(sql.raw(`DROP TABLE IF EXISTS ${name}`))
    for (const create of Object.values(SEARCH_TABLES_SQL)) await tx.run(sql.raw(create))
    for (const name of staleTriggers) {
      await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
      await tx.run(sql.raw(SEARCH_TRIGGERS_SQL[name]!))
    }
    for (const table of [SEARCH_TABLE, SHORT_SEARCH_TABLE]) {
      await tx.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('delete-all')`))
    }
    for (const refill of refillSearchSql()) await tx.run(sql.raw(refill))
    for (const optimize of optimizeSearchSql()) await tx.run(sql.raw(optimize))
  })
}

/** Rows refilled per transaction when the indexes are built after a bulk load. */
const REFILL_BATCH = 50_000

/**
 * Runs a bulk load of startups with the search triggers off, then indexes the rows it added (every row with an id
 * above the largest before it) in batches, merges each index into one segment and puts the triggers back. Filling an
 * index once, in id order, is cheaper than two trigger inserts per row. The triggers come back even when the load
 * fails; should the process die first, ensureStartupSearch finds them missing at the next start and rebuilds. For a
 * database nothing else writes to meanwhile (the seed): a row another writer changed during the load would not be
 * re-indexed.
 */
export async function withSearchIndexedAfter(database: Database, load: () => Promise<void>): Promise<void> {
  const [{ last } = { last: 0 }] = await all<{ last: number }>(
    database.db,
    sql`select coalesce(max(id), 0) as last from startups`,
  )
  for (const name of Object.keys(SEARCH_TRIGGERS_SQL)) await database.db.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
  try {
    await load()
  } finally {
    const [{ end } = { end: last }] = await all<{ end: number }>(
      database.db,
      sql`select coalesce(max(id), 0) as end from startups`,
    )
    // No merging while the rows go in: one 'optimize' at the end merges every segment once, where automerge would
    // merge the growing index again and again (half the time of the fill at 100,000 startups).
    await configureSearch(database, 'automerge', 0)
    await markIndexesLarge(database)
    for (let from = last; from < end; from += REFILL_BATCH) {
      await database.transaction(async (tx) => {
        for (const refill of refillSearchSql(`s.id > ${from} AND s.id <= ${from + REFILL_BATCH}`)) {
          await tx.run(sql.raw(refill))
        }
      })
    }
    for (const optimize of optimizeSearchSql()) await database.db.run(sql.raw(optimize))
    await configureSearch(database, 'automerge', SEARCH_AUTOMERGE)
    await database.transaction(async (tx) => {
      for (const create of Object.values(SEARCH_TRIGGERS_SQL)) await tx.run(sql.raw(create))
    })
  }
}

/**
 * `PRAGMA optimize` at start analyzes the search indexes' own tables while they are nearly empty. With statistics
 * that say `startups_fts_data` holds 2 rows, the planner deletes a merged segment's pages by scanning that whole
 * table rather than their rowid range, so every merge of a large index reads all of it again (the fill of 1,000,000
 * startups had read 400 GB and not finished its 'optimize' after 15 minutes). Before a bulk fill the statistics say
 * "large" instead, and `ANALYZE sqlite_schema` makes the connection read them again (deleting them would not: the
 * connection keeps the last estimate). The next start's `PRAGMA optimize` measures the tables again.
 */
async function markIndexesLarge(database: Database): Promise<void> {
  const [stat] = await all<{ name: string }>(database.db, sql`select name from sqlite_master where name = 'sqlite_stat1'`)
  if (!stat) return
  await database.db.run(
    sql`update sqlite_stat1 set stat = '1000000'
          where tbl in (${`${SEARCH_TABLE}_data`}, ${`${SHORT_SEARCH_TABLE}_data`}) and idx is null`,
  )
  await database.db.run(sql.raw('ANALYZE sqlite_schema'))
}

async function configureSearch(database: Database, key: 'automerge', value: number): Promise<void> {
  for (const table of [SEARCH_TABLE, SHORT_SEARCH_TABLE]) {
    await database.db.run(sql.raw(`INSERT INTO ${table}(${table}, rank) VALUES ('${key}', ${Math.floor(value)})`))
  }
}
