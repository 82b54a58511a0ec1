import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database, type Db } from '../../db/client'

/**
 * Helpers for the searches that read their index in the list's order (docs/decisions/0061-search-in-list-order.md,
 * 0062-resources-and-media-search-in-list-order.md): a statement's query plan, and a database migrated without the
 * start-up repair.
 */

/** A statement with its parameters written in, for EXPLAIN QUERY PLAN (numbers and quoted strings only). */
function inlineParams(text: string, params: unknown[]): string {
  let index = 0
  return text.replace(/\?/g, () => {
    const value = params[index++]
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
  })
}

/** The plan's lines, outer loop first. */
export async function queryPlan(db: Db, built: { sql: string; params: unknown[] }): Promise<string[]> {
  const rows = (await db.all(sql.raw(`explain query plan ${inlineParams(built.sql, built.params)}`))) as { detail: string }[]
  return rows.map((row) => row.detail)
}

/** Runs `work` on a fresh database file that only the migrations have touched, then removes it. */
export async function withMigratedOnly<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const file = path.join(tmpdir(), `migrated-only-${randomUUID()}.db`)
  const database = await openDatabase({ url: `file:${file}` })
  try {
    await database.migrate()
    return await work(database)
  } finally {
    await database.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
}

/** The database's triggers by name (text squashed as the start-up check compares it). */
export async function triggersOf(db: Db, names: readonly string[]): Promise<Record<string, string>> {
  const rows = (await db.all(
    sql`select name, sql from sqlite_master where type = 'trigger' and name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )) as { name: string; sql: string }[]
  return Object.fromEntries(rows.map((row) => [row.name, squashSql(row.sql)]))
}

export const squashSql = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()
