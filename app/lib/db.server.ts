import { count, eq, lt } from 'drizzle-orm'
import { openDatabase, type Database, type Db } from '../../db/client'
import { rateLimits, sessions, users } from '../../db/schema'
import { seed } from '../../db/seed'
import { ensureStartupSearch } from '../models/startup-search.server'
import { getEnv, type Env } from './env.server'
import { hashPassword, verifyPassword } from './password.server'

let booting: Promise<Database> | undefined

/**
 * The app's database, opened once per process: validated environment, migrations applied, demo data seeded into
 * an empty database, the configured admin ensured. server.js calls it at start so a bad configuration stops the
 * server before it listens; every later call gets the same promise.
 */
export function getDatabase(): Promise<Database> {
  booting ??= boot(getEnv())
  return booting
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db
}

async function boot(env: Env): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN })
  await database.migrate()
  await ensureStartupSearch(database)
  // Expired sessions are refused on read; the ones never read again are cleared out here.
  await database.db.delete(sessions).where(lt(sessions.expire, new Date()))
  await database.db.delete(rateLimits).where(lt(rateLimits.resetAt, Date.now()))
  if (env.SEED_DEMO_DATA && (await isEmpty(database.db))) await seed(database, { log: console.log })
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  return database
}

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

/** Makes sure an admin account with this e-mail exists and that the given password signs it in. */
export async function ensureAdmin(db: Db, rawEmail: string, password: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase()
  const [existing] = await db.select().from(users).where(eq(users.email, email))
  if (!existing) {
    await db.insert(users).values({
      email,
      password: await hashPassword(password),
      firstName: 'Admin',
      userType: 'admin',
    })
    return
  }
  const passwordMatches = existing.password ? await verifyPassword(password, existing.password) : false
  if (existing.userType === 'admin' && passwordMatches) return
  await db
    .update(users)
    .set({ userType: 'admin', ...(passwordMatches ? {} : { password: await hashPassword(password) }) })
    .where(eq(users.id, existing.id))
}
