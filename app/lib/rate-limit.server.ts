import { getEnv } from './env.server'

/**
 * Sliding one-minute windows kept in memory (one server process; docs/decisions/0008-rate-limits.md).
 * Keys look like `login-ip:1.2.3.4`, `login-account:a@b.c`, `signup-ip:1.2.3.4`.
 */
const WINDOW_MS = 60_000
const hits = new Map<string, number[]>()

function recent(key: string, now: number): number[] {
  const times = (hits.get(key) ?? []).filter((time) => now - time < WINDOW_MS)
  if (times.length) hits.set(key, times)
  else hits.delete(key)
  return times
}

export function rateLimit(): number {
  return getEnv().AUTH_RATE_LIMIT
}

/** True when any key already used up its attempts in the last minute. */
export function isLimited(keys: string[], now = Date.now()): boolean {
  const limit = rateLimit()
  return keys.some((key) => recent(key, now).length >= limit)
}

export function recordAttempt(keys: string[], now = Date.now()): void {
  for (const key of keys) hits.set(key, [...recent(key, now), now])
  if (hits.size > 50_000) for (const key of [...hits.keys()]) recent(key, now)
}

export function clearAttempts(keys: string[]): void {
  for (const key of keys) hits.delete(key)
}

/** For tests. */
export function resetRateLimits(): void {
  hits.clear()
}

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a minute and try again.'
export const TOO_MANY_SIGN_UPS = 'Too many sign-up attempts. Please wait a minute and try again.'
