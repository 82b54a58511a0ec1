import { sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'

/**
 * A pair of FTS5 indexes over one table, built the way the startup search is (docs/decisions/0013-startup-search.md)
 * and described once, so its migration, its triggers and its repair at start come from one place:
 * - `<name>`, trigram: substring matching, case-insensitive, CJK included, for queries of 3 or more characters;
 * - `<name>_words`, unicode61 with 1- and 2-character prefixes: word-prefix matching for 'AI', 'HR', 'VC'.
 * Both are keyed by the row's id (their rowid), or by the row's place in its list's order (`key`), and kept in step by
 * triggers. A later migration that rebuilds the table drops its triggers, so `ensureSearchIndex` runs at every start:
 * when a trigger is missing or differs, or an index holds a different number of rows than the table, it recreates the
 * triggers and refills both indexes.
 * Queries use `buildSearchMatch` (startup-search.server.ts): the text is one quoted string, never FTS syntax.
 */
export interface SearchIndexSpec {
  /** The table searched, e.g. 'resources'. */
  table: string
  /** The trigram index's name; the word index is `<name>_words`. */
  name: string
  /** The indexes' columns. */
  columns: readonly string[]
  /** The SQL expression for each column, over a row of `table` called `row` ('new', 'old' or a table alias). */
  values: (row: string) => readonly string[]
  /** Columns of `table` whose change re-indexes the row (the key's columns included). */
  watched: readonly string[]
  /**
   * The indexes' rowid for a row, as SQL over `row`; the row's id when absent. A list ordered by something other than
   * id keys its index by the row's place in that order (its sort value, then its id, in one 64-bit integer whose low
   * 24 bits are the id: see SEARCH_ID_SPAN), so a search walks the index in the list's order and stops at the page
   * (docs/decisions/0061-search-in-list-order.md, 0062-resources-and-media-search-in-list-order.md).
   */
  key?: (row: string) => string
  /**
   * Further triggers (on other tables) by name: the text indexed may come from another row, such as an author's name
   * from their account. Each is given the statements that re-index the rows `where` selects (over alias `p`).
   */
  related?: readonly { name: string; on: string; event: string; where: string }[]
}

/**
 * Keys built from a sort value and the id keep the id in their low 24 bits: `rowid % SEARCH_ID_SPAN` is the row's id.
 * Ids stay below it (16.7 million rows).
 */
export const SEARCH_ID_SPAN = 16_777_216

const keyOf = (spec: SearchIndexSpec, row: string) => (spec.key ? spec.key(row) : `${row}.id`)

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

export function searchTables(spec: SearchIndexSpec): [string, string] {
  return [spec.name, `${spec.name}_words`]
}

/** The CREATE VIRTUAL TABLE statements of both indexes. */
export function searchTablesSql(spec: SearchIndexSpec): string[] {
  const [substring, words] = searchTables(spec)
  const columns = spec.columns.join(', ')
  return [
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${substring} USING fts5(${columns}, tokenize = 'trigram')`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${words} USING fts5(${columns}, tokenize = 'unicode61', prefix = '1 2')`,
  ]
}

function insertRow(spec: SearchIndexSpec, index: string): string {
  return `INSERT INTO ${index}(rowid, ${spec.columns.join(', ')}) VALUES (${keyOf(spec, 'new')}, ${spec.values('new').join(', ')});`
}

function refillWhere(spec: SearchIndexSpec, index: string, where?: string): string {
  return (
    `INSERT INTO ${index}(rowid, ${spec.columns.join(', ')}) SELECT ${keyOf(spec, 'p')}, ${spec.values('p').join(', ')} ` +
    `FROM ${spec.table} p${where ? ` WHERE ${where}` : ''}`
  )
}

/** The triggers by name, exactly as created (sqlite_master keeps this text, which is how drift is detected). */
export function searchTriggersSql(spec: SearchIndexSpec): Record<string, string> {
  const indexes = searchTables(spec)
  const deleteRow = (index: string) => `DELETE FROM ${index} WHERE rowid = ${keyOf(spec, 'old')};`
  const body = (statements: string[]) => `BEGIN\n  ${statements.join('\n  ')}\nEND`
  const triggers: Record<string, string> = {
    [`${spec.name}_after_insert`]:
      `CREATE TRIGGER IF NOT EXISTS ${spec.name}_after_insert AFTER INSERT ON ${spec.table} ` +
      body(indexes.map((index) => insertRow(spec, index))),
    [`${spec.name}_after_delete`]:
      `CREATE TRIGGER IF NOT EXISTS ${spec.name}_after_delete AFTER DELETE ON ${spec.table} ` + body(indexes.map(deleteRow)),
    [`${spec.name}_after_update`]:
      `CREATE TRIGGER IF NOT EXISTS ${spec.name}_after_update AFTER UPDATE OF ${['id', ...spec.watched].join(', ')} ` +
      `ON ${spec.table} ` +
      body([...indexes.map(deleteRow), ...indexes.map((index) => insertRow(spec, index))]),
  }
  for (const related of spec.related ?? []) {
    triggers[related.name] =
      `CREATE TRIGGER IF NOT EXISTS ${related.name} ${related.event} ON ${related.on} ` +
      body([
        ...indexes.map(
          (index) => `DELETE FROM ${index} WHERE rowid IN (SELECT ${keyOf(spec, 'p')} FROM ${spec.table} p WHERE ${related.where});`,
        ),
        ...indexes.map((index) => `${refillWhere(spec, index, related.where)};`),
      ])
  }
  return triggers
}

/** Statements that fill both (empty) indexes from the table. */
export function refillSearchIndexSql(spec: SearchIndexSpec): string[] {
  return searchTables(spec).map((index) => refillWhere(spec, index))
}

/** The whole migration: tables, triggers and the first fill, with drizzle's statement breakpoints. */
export function searchIndexMigrationSql(spec: SearchIndexSpec): string {
  const strip = (text: string) => text.replace(/ IF NOT EXISTS/i, '')
  return [
    ...searchTablesSql(spec).map(strip),
    ...Object.values(searchTriggersSql(spec)).map(strip),
    ...refillSearchIndexSql(spec),
  ]
    .map((statement) => `${statement};`)
    .join('--> statement-breakpoint\n')
}

/**
 * A custom migration that re-keys both indexes (a new `key`): the triggers and both indexes are dropped and made again,
 * refilled from the table and merged. Statement by statement, without drizzle's breakpoints.
 */
export function searchIndexRekeySql(spec: SearchIndexSpec): string[] {
  const strip = (text: string) => text.replace(/ IF NOT EXISTS/i, '')
  const triggers = searchTriggersSql(spec)
  const indexes = searchTables(spec)
  return [
    ...Object.keys(triggers).map((name) => `DROP TRIGGER IF EXISTS ${name}`),
    ...indexes.map((index) => `DROP TABLE IF EXISTS ${index}`),
    ...searchTablesSql(spec).map(strip),
    ...Object.values(triggers).map(strip),
    ...refillSearchIndexSql(spec),
    ...indexes.map((index) => `INSERT INTO ${index}(${index}) VALUES ('optimize')`),
  ]
}

async function all<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.all(query)) as T[]
}

export interface SearchIndexRepair {
  recreatedTriggers: string[]
  rebuilt: boolean
}

/**
 * Runs after migrations at every start. Reads only, unless a trigger is missing or differs from its expected text or
 * an index's row count differs from the table's: then it recreates the triggers and refills both indexes in one
 * transaction (writes made while a trigger was missing are not lost).
 */
export async function ensureSearchIndex(database: Database, spec: SearchIndexSpec): Promise<SearchIndexRepair> {
  const expected = searchTriggersSql(spec)
  const names = Object.keys(expected)
  const existing = await all<{ name: string; sql: string }>(
    database.db,
    sql`select name, sql from sqlite_master where type = 'trigger' and name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const stale = names.filter((name) => found.get(name) !== squashSql(expected[name]!))
  const indexes = searchTables(spec)
  const tables = await all<{ name: string }>(
    database.db,
    sql`select name from sqlite_master where type = 'table' and name in (${indexes[0]}, ${indexes[1]})`,
  )
  let inStep = stale.length === 0 && tables.length === indexes.length
  if (inStep) {
    const [counts] = await all<{ rows: number; substring: number; words: number }>(
      database.db,
      sql.raw(
        `select (select count(*) from ${spec.table}) as rows, (select count(*) from ${indexes[0]}) as substring, ` +
          `(select count(*) from ${indexes[1]}) as words`,
      ),
    )
    inStep = counts !== undefined && counts.rows === counts.substring && counts.rows === counts.words
  }
  if (!inStep) {
    await database.transaction(async (tx) => {
      for (const create of searchTablesSql(spec)) await tx.run(sql.raw(create))
      for (const name of stale) {
        await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
        await tx.run(sql.raw(expected[name]!))
      }
      for (const index of indexes) await tx.run(sql.raw(`DELETE FROM ${index}`))
      for (const refill of refillSearchIndexSql(spec)) await tx.run(sql.raw(refill))
      for (const index of indexes) await tx.run(sql.raw(`INSERT INTO ${index}(${index}) VALUES ('optimize')`))
    })
  }
  return { recreatedTriggers: stale, rebuilt: !inStep }
}

/**
 * FTS5's `automerge` for every search index: merge a level's segments as soon as it holds 2, not FTS5's default 4
 * (docs/decisions/0080-search-index-automerge.md). An index that grows a row at a time otherwise keeps up to three
 * segments a level, and a search seeks every one of them. On 100,000 events added one per transaction, the FTS part
 * of the upcoming "fintech" search took 0.15–0.37 ms with 2 against 0.45–0.90 ms with the default; the whole
 * request kept 0.80–0.85 of its 1,000-event throughput against 0.74–0.76. Writes pay for it, and they are rare next
 * to searches: 17 % more time to add the 100,000 events, the slowest single insert 114–116 ms instead of 81–90.
 */
export const SEARCH_AUTOMERGE = 2

/**
 * Sets SEARCH_AUTOMERGE on every FTS5 table of the database where it is not set yet (it is kept in the index's own
 * `_config` table, so a rebuilt table starts from FTS5's default again). Runs after migrations at every start; only
 * reads once every index has it. Returns the tables it set.
 */
export async function ensureSearchAutomerge(database: Database): Promise<string[]> {
  const set: string[] = []
  for (const name of await searchIndexTables(database)) {
    const [row] = (await database.db.all(sql.raw(`select v from "${name}_config" where k = 'automerge'`))) as { v: unknown }[]
    if (Number(row?.v) === SEARCH_AUTOMERGE) continue
    await database.db.run(sql.raw(`INSERT INTO "${name}"("${name}", rank) VALUES ('automerge', ${SEARCH_AUTOMERGE})`))
    set.push(name)
  }
  return set
}

/** Every FTS5 table of the database, by name. */
export async function searchIndexTables(database: Database): Promise<string[]> {
  const rows = (await database.db.all(
    sql`select name from sqlite_master where type = 'table' and lower(sql) like 'create virtual table%using fts5%' order by name`,
  )) as { name: string }[]
  return rows.map((row) => row.name)
}
