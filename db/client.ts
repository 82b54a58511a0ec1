import { channel } from 'node:diagnostics_channel'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Logger } from 'drizzle-orm'
import type { Client } from '@libsql/client'
import type { Database as SqliteConnection, Statement as SqliteStatement } from 'better-sqlite3'
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core'
import * as schema from './schema'

/**
 * The one database type the app codes against. Both drivers satisfy it; queries are always awaited, so the
 * synchronous better-sqlite3 results and the asynchronous libSQL results flow through the same code.
 */
export type Db = BaseSQLiteDatabase<'sync' | 'async', unknown, typeof schema>

export type Driver = 'better-sqlite3' | 'libsql'

export interface Database {
  db: Db
  driver: Driver
  url: string
  /** Runs `work` atomically. Keep it to database work only: no fetch or file I/O inside. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>
  migrate(migrationsFolder?: string): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  url: string
  authToken?: string
  /**
   * A local file kept as an embedded replica of the libSQL server at `url` (docs/decisions/0054-scale-out.md):
   * reads are served from it, writes are forwarded to the primary; it syncs every `syncIntervalSeconds`.
   */
  replicaPath?: string
  syncIntervalSeconds?: number
}

/**
 * Every statement Drizzle runs, on either driver, is published on this diagnostics channel (`{ sql }`), so a test
 * can count the statements one request runs (tests/support/query-count.ts) without a hook in the app. Node's
 * channels are global by name, so this reaches code bundled into the production build too; with no subscriber,
 * publishing is skipped.
 */
export const SQL_CHANNEL = 'startup-asia:sql'
const sqlChannel = channel(SQL_CHANNEL)
const sqlLogger: Logger = {
  logQuery(query) {
    if (sqlChannel.hasSubscribers) sqlChannel.publish({ sql: query })
  },
}

/**
 * How long each statement took (`{ durationMs }`), on either driver, for the metrics (issue 45,
 * app/server/metrics.server.ts). Timed only while someone listens; the clock is read around the driver's own calls
 * (better-sqlite3's statement run/get/all, the libSQL client's execute and batch), so on libSQL it is the round trip.
 */
export const SQL_TIME_CHANNEL = 'startup-asia:sql-time'
const sqlTimeChannel = channel(SQL_TIME_CHANNEL)

function timed<A extends unknown[], R>(call: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    if (!sqlTimeChannel.hasSubscribers) return call(...args)
    const start = performance.now()
    const result = call(...args)
    if (result instanceof Promise) {
      return result.finally(() => sqlTimeChannel.publish({ durationMs: performance.now() - start })) as R
    }
    sqlTimeChannel.publish({ durationMs: performance.now() - start })
    return result
  }
}

const REMOTE_PROTOCOLS = ['libsql:', 'http:', 'https:', 'ws:', 'wss:']

export function driverFor(url: string): Driver {
  if (url === ':memory:' || url.startsWith('file:')) return 'better-sqlite3'
  const protocol = url.slice(0, url.indexOf(':') + 1)
  if (REMOTE_PROTOCOLS.includes(protocol)) return 'libsql'
  throw new Error(`DATABASE_URL must start with file:, libsql:, http: or https: (got "${url}")`)
}

/** `file:./data/app.db` → `./data/app.db`; `file:///abs/app.db` → `/abs/app.db`. */
export function filePathFromUrl(url: string): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:'
  const rest = url.slice('file:'.length)
  return rest.startsWith('//') ? new URL(url).pathname : rest
}

export const DEFAULT_MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'db/migrations')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return driverFor(options.url) === 'better-sqlite3' ? openEmbedded(options.url) : openLibsql(options)
}

/** How many distinct statements an embedded connection keeps compiled (a few hundred exist; lists of ids vary). */
const STATEMENT_CACHE_SIZE = 1_000

/**
 * Drizzle asks better-sqlite3 to compile every statement afresh on every call; compiling cost ~3% of a page's server
 * time (docs/decisions/0060-own-translator.md, issue 18). The connection keeps what it compiled, by SQL text: a
 * statement runs to completion synchronously, so one compiled statement serves every request. Drizzle switches
 * `raw` mode on before the calls that want arrays; a statement handed out again starts with it off, as a new one.
 */
function cacheStatements(client: SqliteConnection) {
  const compiled = new Map<string, SqliteStatement>()
  const prepare = client.prepare.bind(client)
  client.prepare = ((source: string) => {
    let statement = compiled.get(source)
    if (statement) {
      if (statement.reader) statement.raw(false)
      return statement
    }
    statement = prepare(source)
    // Timed for the metrics (SQL_TIME_CHANNEL): the three ways Drizzle runs a statement.
    statement.run = timed(statement.run.bind(statement))
    statement.get = timed(statement.get.bind(statement))
    statement.all = timed(statement.all.bind(statement))
    if (compiled.size >= STATEMENT_CACHE_SIZE) compiled.clear()
    compiled.set(source, statement)
    return statement
  }) as typeof client.prepare
}

async function openEmbedded(url: string): Promise<Database> {
  const { default: BetterSqlite3 } = await import('better-sqlite3')
  const { drizzle } = await import('drizzle-orm/better-sqlite3')
  const { migrate } = await import('drizzle-orm/better-sqlite3/migrator')

  const file = filePathFromUrl(url)
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const client = new BetterSqlite3(file)
  client.pragma('journal_mode = WAL')
  client.pragma('synchronous = NORMAL')
  client.pragma('foreign_keys = ON')
  client.pragma('busy_timeout = 5000')
  cacheStatements(client)
  const db = drizzle({ client, schema, casing: 'snake_case', logger: sqlLogger })

  // better-sqlite3 transactions must be synchronous, but our model code awaits. One connection serves every
  // request, so transactions are queued and run as BEGIN IMMEDIATE … COMMIT around the awaited work. Because
  // the work is database-only, its awaits settle in microtasks and no other request's query interleaves.
  let queue: Promise<unknown> = Promise.resolve()
  async function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const run = async () => {
      client.exec('BEGIN IMMEDIATE')
      try {
        const result = await work(db)
        client.exec('COMMIT')
        return result
      } catch (error) {
        if (client.inTransaction) client.exec('ROLLBACK')
        throw error
      }
    }
    const next = queue.then(run, run)
    queue = next.catch(() => undefined)
    return next
  }

  return {
    db,
    driver: 'better-sqlite3',
    url,
    transaction,
    async migrate(migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) {
      migrate(db, { migrationsFolder })
    },
    async close() {
      client.close()
    },
  }
}

async function openLibsql({ url, authToken, replicaPath, syncIntervalSeconds = 1 }: DatabaseOptions): Promise<Database> {
  const { createClient } = await import('@libsql/client')
  const { drizzle } = await import('drizzle-orm/libsql')
  const { migrate } = await import('drizzle-orm/libsql/migrator')

  if (replicaPath) mkdirSync(path.dirname(path.resolve(replicaPath)), { recursive: true })
  // With a replica, this instance reads its own writes at once (readYourWrites); other instances' writes arrive
  // with the next sync, at most `syncIntervalSeconds` later.
  const client = replicaPath
    ? createClient({
        url: `file:${path.resolve(replicaPath)}`,
        syncUrl: url,
        authToken,
        syncInterval: syncIntervalSeconds,
        readYourWrites: true,
      })
    : createClient({ url, authToken })
  if (replicaPath) await client.sync()
  const db = drizzle({ client: retryingWhenBusy(client), schema, casing: 'snake_case', logger: sqlLogger })
  await db.run(sql`PRAGMA foreign_keys = ON`)

  return {
    db,
    driver: 'libsql',
    url,
    // A write transaction refused at its start (BEGIN IMMEDIATE: another instance holds the write lock) has done
    // nothing and, being database work only, can run again.
    // drizzle then tries a ROLLBACK, which fails with "no transaction is active" and hides the BUSY: that too means
    // the transaction never began.
    transaction: (work) => whileBusy(() => db.transaction((tx) => work(tx)), NEVER_BEGAN),
    async migrate(migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) {
      await migrate(db, { migrationsFolder })
    },
    async close() {
      client.close()
    },
  }
}

/** SQLITE_BUSY: the libSQL server's write lock is held by another connection (another instance's transaction). */
function isBusy(error: unknown, alsoMessage?: string): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (code === 'SQLITE_BUSY') return true
    if (typeof message === 'string' && (message.includes('database is locked') || (alsoMessage && message.includes(alsoMessage)))) {
      return true
    }
  }
  return false
}

const NEVER_BEGAN = 'cannot rollback - no transaction is active'

const BUSY_ATTEMPTS = 12

/**
 * Runs `work` again while the server answers SQLITE_BUSY, with jittered backoff (about 4 s in all). sqld does not
 * wait for a lock another client holds (docs/decisions/0054-scale-out.md): with two instances, one's write
 * transaction makes the other's statements fail at once. A statement refused with BUSY made no change, so a retry is
 * safe; a statement inside a transaction is never retried alone (only the whole transaction, from its start).
 */
export async function whileBusy<T>(work: () => Promise<T>, alsoMessage?: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= BUSY_ATTEMPTS || !isBusy(error, alsoMessage)) throw error
      const delay = Math.min(800, 5 * 2 ** attempt) * (0.5 + Math.random())
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

/** The libSQL client with `execute` and `batch` (statements outside a transaction) retried while busy. */
function retryingWhenBusy(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'execute' || property === 'batch') {
        const call = timed((target[property] as (...args: unknown[]) => Promise<unknown>).bind(target))
        return (...args: unknown[]) => whileBusy(() => call(...args))
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}
