import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database as SqliteConnection } from 'better-sqlite3'
import { openDatabase, type Database } from '../../db/client'
import * as schema from '../../db/schema'

// The embedded connection keeps its compiled statements (db/client.ts cacheStatements): the same SQL answers the
// same whether drizzle last ran it in raw (array) mode or not, and writes between reads are seen.
const file = path.join(tmpdir(), `statement-cache-${randomUUID()}.db`)
let database: Database

beforeAll(async () => {
  database = await openDatabase({ url: `file:${file}` })
  await database.migrate()
})
afterAll(async () => {
  await database.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})

test('one SQL text is compiled once and reused', async () => {
  const { db } = database
  const query = () => db.all<{ n: number }>(sql`select 40 + 2 as n`)
  await query()
  const client = (db as unknown as { $client: { prepare: (source: string) => unknown } }).$client
  expect(client.prepare('select 40 + 2 as n')).toBe(client.prepare('select 40 + 2 as n'))
  expect(await query()).toEqual([{ n: 42 }])
})

test('a statement drizzle ran in raw mode answers objects to a plain call of the same SQL', async () => {
  const { db } = database
  await db.insert(schema.users).values({ email: `cache-${randomUUID()}@example.com`, firstName: 'Cache Test' })
  const text = 'select "first_name" from "users" where "first_name" = ?'
  const client = (db as unknown as { $client: SqliteConnection }).$client
  expect(client.prepare(text).raw().all('Cache Test')).toEqual([['Cache Test']])
  expect(client.prepare(text).all('Cache Test')).toEqual([{ first_name: 'Cache Test' }])
  const rows = await db.select({ name: schema.users.firstName }).from(schema.users).where(eq(schema.users.firstName, 'Cache Test'))
  expect(rows).toEqual([{ name: 'Cache Test' }])
})

test('reads after a write through a kept statement see the write', async () => {
  const { db } = database
  const countOf = async () => (await db.all<{ n: number }>(sql`select count(*) as n from users where first_name = 'Counted'`))[0]!.n
  expect(await countOf()).toBe(0)
  await db.insert(schema.users).values({ email: `counted-${randomUUID()}@example.com`, firstName: 'Counted' })
  expect(await countOf()).toBe(1)
})
