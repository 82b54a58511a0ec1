import { count, eq, lt } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { rateLimits, sessions, users } from '../../db/schema'
import { ensureDataVersion } from '~/models/data-version.server'
import { ensureDirectorySearch } from '~/models/directory-search.server'
import { ensureEventDatabase } from '~/models/event-database.server'
import { ensureJobOpen } from '~/models/job-open.server'
import { ensureJobSearch } from '~/models/job-search.server'
import { ensureJobTechTags } from '~/models/job-tech-tags.server'
import { ensureMediaSearch } from '~/models/media-search.server'
import { ensureResourceSearch } from '~/models/resource-search.server'
import { ensureSearchAutomerge } from '~/models/search-index.server'
import { ensureStartupSearch } from '~/models/startup-search.server'
import { ensureWorkspaceSearch } from '~/models/workspace-search.server'
import { withAppLock } from '~/server/app-lock.server'
import { mailConfig } from '~/server/mail/config.server'
import { getDatabase } from '~/server/db.server'
import { getEnv, type Env } from '~/server/env.server'
import { hashPassword, verifyPassword } from '~/server/password.server'
import { shareSessionSecret } from '~/server/session-secret.server'
import { log } from '~/server/logger.server'
import { setBooted } from '~/server/readiness.server'

let booting: Promise<Database> | undefined

/**
 * Makes the database ready to serve, once per process: migrations, the search repair, expired sessions and
 * rate-limit windows cleared, demo data in an empty database (SEED_DEMO_DATA), the configured admin ensured.
 * server.js awaits it before it listens, so a bad configuration or a failed migration stops the server at start
 * instead of failing requests; every later call gets the same promise.
 */
export function boot(): Promise<Database> {
  booting ??= prepare(getEnv())
  return booting
}

/**
 * Pending migrations, then each area's search indexes and triggers put back in step: jobs (docs/decisions/0026, and
 * is_open's triggers, 0101),
 * resources and media (0038, 0040), events and their seat triggers (0030, 0032), workspaces (0036), their merging
 * (0080), startups (0013); the data version's triggers on every tracked table (0091).
 */
export async function migrate(database: Database): Promise<void> {
  await database.migrate()
  await ensureJobSearch(database)
  // jobs.is_open's triggers (docs/decisions/0101).
  await ensureJobOpen(database)
  // Jobs' tech-stack tags (docs/decisions/0118).
  await ensureJobTechTags(database)
  await ensureResourceSearch(database)
  await ensureMediaSearch(database)
  await ensureEventDatabase(database)
  await ensureWorkspaceSearch(database)
  // The investor and mentor directories (docs/decisions/0117).
  await ensureDirectorySearch(database)
  // Every area's indexes merge their segments early (docs/decisions/0080).
  await ensureSearchAutomerge(database)
  // After every table exists: a table added or rebuilt by a migration gets its triggers here (docs/decisions/0091).
  await ensureDataVersion(database)
  // Last: it also refreshes the planner's statistics, every other table's included.
  await ensureStartupSearch(database)
}

/**
 * The work this instance does in the background once booted: the outbox worker delivers queued e-mail
 * (docs/decisions/0102-mail-outbox.md). Every instance runs one; the database's leases decide who sends what. Without
 * SMTP_URL nothing is sent and messages wait in the outbox, where the admin panel shows them. server.js starts it
 * after boot and stops it on shutdown; tests drive a worker of their own instead.
 */
export function startBackgroundWork(database: Database, env: Env = getEnv()): { stop(): Promise<void> } {
  // Alerts (docs/decisions/0129): collected and sent once a DIGEST_INTERVAL by one instance of the cluster.
  const alerts = startAlertScheduler(database, env.DIGEST_INTERVAL * 1000)
  // Paid claims past their renewal's grace (docs/decisions/0135) lapse within the hour, by one instance.
  const claimGrace = startClaimGraceScheduler(database)
  const stopSchedulers = async () => void (await Promise.all([(await alerts).stop(), (await claimGrace).stop()]))
  const { smtpUrl, from, origin } = mailConfig(env)
  if (!smtpUrl) {
    log('mail').warn('E-mail is not configured (SMTP_URL): messages stay in the outbox, shown in the admin panel.')
    return { stop: stopSchedulers }
  }
  // Loaded here, not at start-up: nodemailer and react-email are for the worker only.
  const worker = import('~/server/mail/outbox-worker.server').then(({ createOutboxWorker }) => {
    const started = createOutboxWorker({ db: database.db, smtpUrl, from, origin })
    started.start()
    return started
  })
  return { stop: async () => void (await Promise.all([(await worker).stop(), stopSchedulers()])) }
}

const HOUR_MS = 3_600_000

/** Paid claims whose failed renewal is past its grace lose their owner's control (decision 0135), once an hour. */
async function startClaimGraceScheduler(database: Database): Promise<{ stop(): Promise<void> }> {
  const [{ createScheduler }, { CLAIM_GRACE_JOB, lapseClaimsPastGrace }] = await Promise.all([
    import('~/server/scheduler.server'),
    import('~/models/claims.server'),
  ])
  const scheduler = createScheduler({
    db: database.db,
    job: CLAIM_GRACE_JOB,
    intervalMs: HOUR_MS,
    work: async () => {
      const lapsed = await lapseClaimsPastGrace()
      if (lapsed > 0) log('payments').info({ lapsed }, 'claims past their grace lapsed')
    },
  })
  scheduler.start()
  return scheduler
}

/** The alert scheduler: loaded after boot, as the outbox worker is; every instance runs one, the lease picks who works. */
async function startAlertScheduler(database: Database, intervalMs: number): Promise<{ stop(): Promise<void> }> {
  const [{ createScheduler }, { ALERT_JOB, runAlerts }] = await Promise.all([
    import('~/server/scheduler.server'),
    import('~/models/alerts.server'),
  ])
  const scheduler = createScheduler({
    db: database.db,
    job: ALERT_JOB,
    intervalMs,
    work: async (run) => {
      const result = await runAlerts(database, run)
      log('jobs').info(
        { job: ALERT_JOB, period: run.period, collected: result.fromSearches + result.fromFollows, digests: result.digests },
        'alerts run done',
      )
    },
  })
  scheduler.start()
  return scheduler
}

async function prepare(env: Env): Promise<Database> {
  const database = await getDatabase()
  // N instances booting at once on one database take turns (docs/decisions/0054-scale-out.md): the first migrates
  // and seeds, the others then find nothing pending and a database that is no longer empty.
  await withAppLock(database, 'boot', () => prepareLocked(database, env))
  await shareSessionSecret(database, env)
  setBooted(database)
  return database
}

async function prepareLocked(database: Database, env: Env): Promise<void> {
  await migrate(database)
  // Expired sessions are refused on read; the ones never read again are cleared out here.
  await database.db.delete(sessions).where(lt(sessions.expire, new Date()))
  await database.db.delete(rateLimits).where(lt(rateLimits.resetAt, Date.now()))
  if (env.SEED_DEMO_DATA && (await isEmpty(database.db))) {
    // Loaded only here, so the demo data and its generator stay out of the chunk that serves requests.
    const { seed } = await import('../../seed')
    const seedLog = log('boot')
    await seed(database, { log: (message: string) => seedLog.info(message) })
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
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
