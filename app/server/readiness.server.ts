import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Readiness (issue 45, docs/decisions/0133-operations.md), for GET /api/ready: this process serves only once its boot
 * finished (migrations, search repair, demo data, the admin account: app/services/boot.server.ts marks it), and not
 * while it drains on SIGTERM (server.js), nor while its database does not answer a `select 1` within a second.
 * /api/health stays the liveness check (is the process up and its database answering).
 */
let booted: Database | undefined
let draining = false

export const READY_PING_TIMEOUT_MS = 1_000

export function setBooted(database: Database | undefined): void {
  booted = database
}

export function setDraining(value = true): void {
  draining = value
}

/** Whether the process is shutting down (the edge then closes each connection after its answer). */
export function isDraining(): boolean {
  return draining
}

export type Readiness = { ready: true } | { ready: false; reason: 'starting' | 'draining' | 'database' }

/** Whether this process should be sent requests now. */
export async function isReady(timeoutMs = READY_PING_TIMEOUT_MS): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'draining' }
  if (!booted) return { ready: false, reason: 'starting' }
  const database = booted
  let timer: NodeJS.Timeout | undefined
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs)
    })
    await Promise.race([Promise.resolve().then(() => database.db.run(sql`select 1`)), timedOut])
    return { ready: true }
  } catch {
    return { ready: false, reason: 'database' }
  } finally {
    clearTimeout(timer)
  }
}
