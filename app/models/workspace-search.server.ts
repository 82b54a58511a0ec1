import { sql } from 'drizzle-orm'
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database, Db } from '../../db/client'

/**
 * Free-text search over workspaces' name and description (the issue: "searchQuery (name or description)"), the
 * pattern of docs/decisions/0013-startup-search.md: two FTS5 indexes keyed by the workspace id (their rowid), a
 * trigram one for substrings of 3+ characters (CJK included) and a unicode61 one with 1- and 2-character prefixes
 * for shorter queries; the query text is built by `buildSearchMatch` (startup-search.server.ts), so it is always one
 * FTS5 string literal. Triggers keep both in step; `ensureWorkspaceSearch` puts them back at start if a later
 * migration that rebuilds the workspaces table dropped them. Migration 0007_workspaces-fts holds the same SQL.
 */
export const WORKSPACE_SEARCH_TABLE = 'workspaces_fts'
export const WORKSPACE_SHORT_SEARCH_TABLE = 'workspaces_fts_words'

// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const workspaceSearch = sqliteTable(WORKSPACE_SEARCH_TABLE, { rowid: integer() })
export const workspaceShortSearch = sqliteTable(WORKSPACE_SHORT_SEARCH_TABLE, { rowid: integer() })

const COLUMNS = 'name, description'
const TABLES = [WORKSPACE_SEARCH_TABLE, WORKSPACE_SHORT_SEARCH_TABLE] as const

export const WORKSPACE_SEARCH_TABLES_SQL: Record<string, string> = {
  [WORKSPACE_SEARCH_TABLE]: `CREATE VIRTUAL TABLE IF NOT EXISTS ${WORKSPACE_SEARCH_TABLE} USING fts5(${COLUMNS}, tokenize = 'trigram')`,
  [WORKSPACE_SHORT_SEARCH_TABLE]:
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${WORKSPACE_SHORT_SEARCH_TABLE} USING fts5(${COLUMNS}, ` +
    `tokenize = 'unicode61', prefix = '1 2')`,
}

const insertRow = (table: string) => `INSERT INTO ${table}(rowid, ${COLUMNS}) VALUES (new.id, new.name, new.description);`
const deleteRow = (table: string) => `DELETE FROM ${table} WHERE rowid = old.id;`

/** The triggers by name, exactly as created (sqlite_master keeps this text, which is how drift is detected). */
export const WORKSPACE_SEARCH_TRIGGERS_SQL: Record<string, string> = {
  workspaces_fts_after_insert:
    `CREATE TRIGGER IF NOT EXISTS workspaces_fts_after_insert AFTER INSERT ON workspaces BEGIN\n  ` +
    `${TABLES.map(insertRow).join('\n  ')}\nEND`,
  workspaces_fts_after_delete:
    `CREATE TRIGGER IF NOT EXISTS workspaces_fts_after_delete AFTER DELETE ON workspaces BEGIN\n  ` +
    `${TABLES.map(deleteRow).join('\n  ')}\nEND`,
  workspaces_fts_after_update:
    `CREATE TRIGGER IF NOT EXISTS workspaces_fts_after_update AFTER UPDATE OF id, ${COLUMNS} ON workspaces BEGIN\n  ` +
    `${TABLES.map(deleteRow).join('\n  ')}\n  ${TABLES.map(insertRow).join('\n  ')}\nEND`,
}

const refillSql = (table: string) => `INSERT INTO ${table}(rowid, ${COLUMNS}) SELECT id, name, description FROM workspaces`

const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()

async function all<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.all(query)) as T[]
}

/**
 * Runs after migrations at every start: when a trigger is missing or differs, or an index holds a different number
 * of rows than the table, the triggers are recreated and both indexes refilled in one transaction. Otherwise it
 * only reads.
 */
export async function ensureWorkspaceSearch(database: Database): Promise<{ recreatedTriggers: string[]; rebuilt: boolean }> {
  const existing = await all<{ name: string; sql: string }>(
    database.db,
    sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'workspaces'`,
  )
  const found = new Map(existing.map((row) => [row.name, squashSql(row.sql)]))
  const stale = Object.entries(WORKSPACE_SEARCH_TRIGGERS_SQL)
    .filter(([name, create]) => found.get(name) !== squashSql(create))
    .map(([name]) => name)
  const tables = await all<{ name: string }>(
    database.db,
    sql`select name from sqlite_master where name in (${WORKSPACE_SEARCH_TABLE}, ${WORKSPACE_SHORT_SEARCH_TABLE})`,
  )
  let inStep = stale.length === 0 && tables.length === 2
  if (inStep) {
    const [counts] = await all<{ rows: number; indexed: number; short: number }>(
      database.db,
      sql.raw(
        `select (select count(*) from workspaces) as rows, (select count(*) from ${WORKSPACE_SEARCH_TABLE}) as indexed, ` +
          `(select count(*) from ${WORKSPACE_SHORT_SEARCH_TABLE}) as short`,
      ),
    )
    inStep = counts !== undefined && counts.rows === counts.indexed && counts.rows === counts.short
  }
  if (!inStep) {
    await database.transaction(async (tx) => {
      for (const create of Object.values(WORKSPACE_SEARCH_TABLES_SQL)) await tx.run(sql.raw(create))
      for (const name of stale) {
        await tx.run(sql.raw(`DROP TRIGGER IF EXISTS ${name}`))
        await tx.run(sql.raw(WORKSPACE_SEARCH_TRIGGERS_SQL[name]!))
      }
      for (const table of TABLES) {
        await tx.run(sql.raw(`DELETE FROM ${table}`))
        await tx.run(sql.raw(refillSql(table)))
        await tx.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
      }
    })
  }
  return { recreatedTriggers: stale, rebuilt: !inStep }
}
