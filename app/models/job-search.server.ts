import { sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database, Db } from '../../db/client'

/**
 * Free-text search over jobs' title, description and tech-stack tags (000 §5: "jobs match title or description";
 * docs/decisions/0026-talent-hub-search.md; the tags since issue 42, 0118: searching 'Django' finds the jobs that list
 * it — the column holds the list's JSON text, whose brackets and quotes both tokenizers skip), built like the startup search (0013): two FTS5 indexes keyed by the job's
 * id (their rowid), kept in step by triggers, repaired at start by ensureJobSearch().
 * - jobs_fts, trigram: substring matching, case-insensitive, CJK included, for queries of 3 or more characters;
 * - jobs_fts_words, unicode61 with 1- and 2-character prefixes: word-prefix matching for 'Go', 'UX', 'AI'.
 * The query text is turned into a MATCH expression by buildSearchMatch (startup-search.server.ts): one quoted string,
 * never FTS syntax.
 */
export const JOB_SEARCH_TABLE = 'jobs_fts'
export const JOB_SHORT_SEARCH_TABLE = 'jobs_fts_words'

// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const jobSearch = sqliteTable(JOB_SEARCH_TABLE, { rowid: integer() })
export const jobShortSearch = sqliteTable(JOB_SHORT_SEARCH_TABLE, { rowid: integer() })

const COLUMNS = 'title, description, tech_stack'
const INDEXES = [JOB_SEARCH_TABLE, JOB_SHORT_SEARCH_TABLE] as const

const insertRow = (table: string) => `INSERT INTO ${table}(rowid, ${COLUMNS}) VALUES (new.id, new.title, new.description, new.tech_stack);`
const deleteRow = (table: string) => `DELETE FROM ${table} WHERE rowid = old.id;`

export const JOB_SEARCH_TABLES_SQL: Record<string, string> = {
  [JOB_SEARCH_TABLE]: `CREATE VIRTUAL TABLE IF NOT EXISTS ${JOB_SEARCH_TABLE} USING fts5(${COLUMNS}, tokenize = 'trigram')`,
  [JOB_SHORT_SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${JOB_SHORT_SEARCH_TABLE} USING fts5(${COLUMNS}, ` +
    `tokenize = 'unicode61', prefix = '1 2')`,
}

/** The triggers by name, exactly as the migration creates them (sqlite_master keeps this text: drift shows). */
export const JOB_SEARCH_TRIGGERS_SQL: Record<string, string> = {
  jobs_fts_after_insert:
    `CREATE TRIGGER IF NOT EXISTS jobs_fts_after_insert AFTER INSERT ON jobs BEGIN\n  ` +
    `${INDEXES.map(insertRow).join('\n  ')}\nEND`,
  jobs_fts_after_delete:
    `CREATE TRIGGER IF NOT EXISTS jobs_fts_after_delete AFTER DELETE ON jobs BEGIN\n  ` +
    `${INDEXES.map(deleteRow).join('\n  ')}\nEND`,
  jobs_fts_after_update:
    `CREATE TRIGGER IF NOT EXISTS jobs_fts_after_update AFTER UPDATE OF id, ${COLUMNS} ON jobs BEGIN\n  ` +
    `${INDEXES.map(deleteRow).join('\n  ')}\n  ${INDEXES.map(insertRow).join('\n  ')}\nEND`,
}

/** Statements that (re)fill both indexes from the jobs table. */
export function refillJobSearchSql(): string[] {
  return INDEXES.map((table) => `INSERT INTO ${table}(rowid, ${COLUMNS}) SELECT id, ${COLUMNS} FROM jobs`)
}

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

async function all<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.all(query)) as T[]
}

export interface JobSearchRepair {
  recreatedTriggers: string[]
  rebuilt: boolean
}

/**
 * Runs after migrations at every start, like ensureStartupSearch: a later migration that rebuilds the jobs table
 * drops these triggers, and jobs posted while they were missing never reached the indexes. When a trigger is missing
 * or differs, or an index holds a different number of rows than the table, the triggers are recreated and both
 * indexes rebuilt in one transaction. Otherwise it only reads.
 */
export async function ensureJobSearch(database: Database): Promise<JobSearchRepair> {
  const existing = await all<{ name: string; sql: string }>(
    database.db,
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'jobs'`,
  )
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const stale = Object.entries(JOB_SEARCH_TRIGGERS_SQL)
    .filter(([name, create]) => found.get(name) !== squashSql(create))
    .map(([name]) => name)
  const tables = await all<{ name: string }>(
    database.db,
    sql`select name from sqlite_master where name in (${JOB_SEARCH_TABLE}, ${JOB_SHORT_SEARCH_TABLE})`,
  )
  let inStep = stale.length === 0 && tables.length === INDEXES.length
  if (inStep) {
    const [counts] = await all<{ rows: number; indexed: number; short: number }>(
      database.db,
      sql.raw(
        `select (select count(*) from jobs) as rows, (select count(*) from ${JOB_SEARCH_TABLE}) as indexed, ` +
          `(select count(*) from ${JOB_SHORT_SEARCH_TABLE}) as short`,
      ),
    )
    inStep = counts !== undefined && counts.rows === counts.indexed && counts.rows === counts.short
  }
  if (!inStep) {
    await database.transaction(async (tx) => {
      for (const create of Object.values(JOB_SEARCH_TABLES_SQL)) await tx.run(sql.raw(create))
      for (const name of stale) {
        await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
        await tx.run(sql.raw(JOB_SEARCH_TRIGGERS_SQL[name]!))
      }
      for (const table of INDEXES) await tx.run(sql.raw(`DELETE FROM ${table}`))
      for (const refill of refillJobSearchSql()) await tx.run(sql.raw(refill))
      for (const table of INDEXES) await tx.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
    })
  }
  return { recreatedTriggers: stale, rebuilt: !inStep }
}
