import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { rateLimits } from '../../db/schema'
import { getDb } from './db.server'

/**
 * Fixed-window counters in the database (docs/decisions/0017-rate-limits.md), so every app process on one database
 * — N instances on one libSQL server, or two processes on one SQLite file — enforces one limit, and a restart does
 * not reset it. Each check is one atomic upsert: the count is taken *before* the expensive work it guards, so
 * parallel requests cannot all slip under the limit.
 */
export interface Limit {
  /** e.g. `signin-ip:203.0.113.7` */
  key: string
  /** Requests allowed per window. */
  max: number
  windowMs: number
}

export interface LimitResult {
  allowed: boolean
  /** This request's position in the window (1 = first). */
  hits: number
  /** Seconds until the window restarts: the Retry-After of a 429. */
  retryAfter: number
}

/** Every this many counts, windows that have ended are cleared out (one indexed delete). */
const PURGE_EVERY = 1000
let sincePurge = 0

/** Counts one request against the limit and says whether it is within it. */
export async function consume(limit: Limit, now = Date.now()): Promise<LimitResult> {
  const db = await getDb()
  if (++sincePurge >= PURGE_EVERY) {
    sincePurge = 0
    await purgeExpired(now)
  }
  const resetAt = now + limit.windowMs
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${resetAt} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
  const hits = row?.hits ?? 1
  return {
    allowed: hits <= limit.max,
    hits,
    retryAfter: Math.max(1, Math.ceil(((row?.resetAt ?? resetAt) - now) / 1000)),
  }
}

/** Takes back one counted request (a sign-in that succeeded is not an attempt to hold against the address). */
export async function release(key: string, now = Date.now()): Promise<void> {
  const db = await getDb()
  await db
    .update(rateLimits)
    .set({ hits: sql`max(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)))
}

/** Drops windows that have ended; run at start and now and then, so the table holds only live counters. */
async function purgeExpired(now = Date.now()): Promise<void> {
  const db = await getDb()
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
}

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.'
export const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait a minute and try again.'
export const TOO_MANY_PASSWORD_CHANGES = 'Too many password change attempts. Please wait a few minutes and try again.'
export const TOO_MANY_PASSWORD_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.'
export const TOO_MANY_REQUESTS = 'Too many requests. Please slow down and try again in a minute.'
