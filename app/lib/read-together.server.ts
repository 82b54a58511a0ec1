import * as drizzle from 'drizzle-orm'
import { sql, type SQL } from 'drizzle-orm'
import type { SelectedFieldsOrdered } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'

/**
 * Drizzle's own row decoding, which every select runs (exported by drizzle-orm at runtime, left out of its typings
 * as internal): the selection in SQL order, and one row of values mapped back to the selection's shape.
 */
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedFieldsOrdered
  mapResultRow<T>(fields: SelectedFieldsOrdered, row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): T
}

/**
 * Several independent reads in one SQL statement (docs/decisions/0051-reads-together.md). Each read is an ordinary
 * Drizzle select, built but not awaited; the statement returns one JSON array per read
 * (`(WITH q(c0, c1, …) AS (<the select>) SELECT json_group_array(json_array(c0, c1, …)) FROM q)`), and each row is
 * decoded by the same code Drizzle uses for the select on its own (`mapResultRow`: dates, booleans, JSON columns),
 * so `readTogether(db, { a: query })` answers `{ a: await query }`. The select keeps its ORDER BY and LIMIT (they
 * run inside the WITH). Values cross as JSON: integers, text and null exactly, reals to 15 significant digits (money
 * is integer minor units); a column already holding JSON text is a string inside the array and decoded as before.
 */

/** A Drizzle select builder (what `db.select(…).from(…)…` returns before it is awaited). */
export interface Read<Row> extends PromiseLike<Row[]> {
  getSQL(): SQL
}

type Rows<R> = R extends Read<infer Row> ? Row[] : never

interface SelectInternals {
  config: { fields: Record<string, unknown> }
  joinsNotNullableMap?: Record<string, boolean>
}

export async function readTogether<const T extends Record<string, Read<unknown>>>(
  db: Db,
  reads: T,
): Promise<{ [K in keyof T]: Rows<T[K]> }> {
  const names = Object.keys(reads)
  const shapes = names.map((name) => {
    const internals = reads[name] as unknown as SelectInternals
    return { fields: orderSelectedFields(internals.config.fields), joins: internals.joinsNotNullableMap }
  })
  const parts = names.map((name, index) => {
    const columns = shapes[index]!.fields.map((_, column) => `c${column}`).join(', ')
    return sql`(with q(${sql.raw(columns)}) as (${reads[name]!.getSQL()}) select json_group_array(json_array(${sql.raw(columns)})) from q) as ${sql.raw(`r${index}`)}`
  })
  const [row] = (await db.all(sql`select ${sql.join(parts, sql`, `)}`)) as Record<string, unknown>[]
  const result: Record<string, unknown[]> = {}
  names.forEach((name, index) => {
    const raw = JSON.parse(String(row?.[`r${index}`] ?? '[]')) as unknown[][]
    const { fields, joins } = shapes[index]!
    result[name] = raw.map((values) => mapResultRow<unknown>(fields, values, joins))
  })
  return result as { [K in keyof T]: Rows<T[K]> }
}
