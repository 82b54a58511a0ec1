import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { driverFor, filePathFromUrl, type Database } from '../../db/client'
import { getEnv, type Env } from './env.server'

/** Where a generated secret is kept: beside the embedded database file, or in ./data for a libSQL server. */
function secretFileFor(databaseUrl: string): string {
  const file = driverFor(databaseUrl) === 'better-sqlite3' ? filePathFromUrl(databaseUrl) : ':memory:'
  const directory = file === ':memory:' ? path.resolve('data') : path.dirname(path.resolve(file))
  return path.join(directory, '.session-secret')
}

/**
 * SESSION_SECRET when set; otherwise one generated on first start and kept on disk (mode 600) so that a restart
 * does not sign every member out.
 */
function resolveSessionSecret(env: Pick<Env, 'SESSION_SECRET' | 'DATABASE_URL'>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  const file = secretFileFor(env.DATABASE_URL)
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

let cached: string | undefined

/**
 * On a libSQL server without SESSION_SECRET, every instance must sign with the same secret, and no instance's disk
 * is shared: the first instance to boot generates it into app_settings, the others read that row
 * (docs/decisions/0054-scale-out.md). A configured SESSION_SECRET and the embedded file keep their ways.
 */
export async function shareSessionSecret(database: Database, env: Pick<Env, 'SESSION_SECRET'> = getEnv()): Promise<void> {
  if (env.SESSION_SECRET || database.driver !== 'libsql') return
  await database.db.run(
    sql`INSERT INTO app_settings (key, value) VALUES ('session-secret', ${randomBytes(32).toString('base64url')}) ON CONFLICT (key) DO NOTHING`,
  )
  const [row] = await database.db.all<{ value: string }>(sql`SELECT value FROM app_settings WHERE key = 'session-secret'`)
  if (!row) throw new Error('The shared session secret could not be stored')
  cached = row.value
}

export function getSessionSecret(): string {
  cached ??= resolveSessionSecret(getEnv())
  return cached
}
