import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { log } from './logger.server'

/**
 * A lease held in the database (docs/decisions/0054-scale-out.md), so that N instances on one database run a step
 * such as migrate-and-seed one at a time: taken by a single conditional upsert (atomic on both drivers and across
 * processes), renewed while the work runs, released at the end; a crashed holder's lease runs out after `leaseMs`.
 * The table is created here, before the migrations (which also declare it, IF NOT EXISTS), because it guards them.
 */
export interface LockOptions {
  leaseMs?: number
  /** How long to wait for another holder before giving up (an error: the instance does not start). */
  waitMs?: number
  pollMs?: number
}

const holderId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`

export async function withAppLock<T>(
  database: Database,
  name: string,
  work: () => Promise<T>,
  { leaseMs = 60_000, waitMs = 10 * 60_000, pollMs = 200 }: LockOptions = {},
): Promise<T> {
  const { db } = database
  await db.run(
    sql`CREATE TABLE IF NOT EXISTS app_locks (name text PRIMARY KEY NOT NULL, holder text NOT NULL, expires_at integer NOT NULL)`,
  )
  const holder = holderId()
  const deadline = Date.now() + waitMs
  for (;;) {
    const now = Date.now()
    // Waiting is a read: a write every poll would take the write lock the holder's migrations and seed need.
    const [held] = await db.all<{ expiresAt: number }>(sql`SELECT expires_at AS expiresAt FROM app_locks WHERE name = ${name}`)
    if (held && held.expiresAt >= now) {
      if (now > deadline) throw new Error(`Timed out after ${waitMs} ms waiting for the "${name}" lock`)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
      continue
    }
    const taken = await db.all<{ holder: string }>(sql`
      INSERT INTO app_locks (name, holder, expires_at) VALUES (${name}, ${holder}, ${now + leaseMs})
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
      WHERE app_locks.expires_at < ${now}
      RETURNING holder`)
    if (taken[0]?.holder === holder) break
    if (Date.now() > deadline) throw new Error(`Timed out after ${waitMs} ms waiting for the "${name}" lock`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  const renew = setInterval(async () => {
    try {
      await db.run(sql`UPDATE app_locks SET expires_at = ${Date.now() + leaseMs} WHERE name = ${name} AND holder = ${holder}`)
    } catch (error) {
      log('db').error({ lock: name, err: error }, 'could not renew a lock')
    }
  }, Math.max(1000, Math.floor(leaseMs / 3)))
  renew.unref()
  try {
    return await work()
  } finally {
    clearInterval(renew)
    await db.run(sql`DELETE FROM app_locks WHERE name = ${name} AND holder = ${holder}`)
  }
}
