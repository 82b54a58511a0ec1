import { count, eq } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { users } from '../../db/schema'
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
 * Makes the database ready to serve, once per process: migrations, the search repair, demo data in an empty
 * database (SEED_DEMO_DATA), the configured admin ensured. server.js awaits it before it listens, so a bad configuration or a failed migration stops the server at start
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
 * The work this instance does in the background once booted: every job of the registry
 * (app/models/background-jobs.server.ts, docs/decisions/0134-backups-and-background-jobs.md). Each enabled scheduled
 * job (alerts, clean-up, search maintenance, backups) gets a scheduler: every instance runs one, and the lease of each
 * period picks the one instance that works. The outbox worker delivers queued e-mail (docs/decisions/0102-mail-outbox.md)
 * on every instance; the database's leases decide who sends what. Without SMTP_URL nothing is sent and messages wait in
 * the outbox, where the admin panel shows them. server.js starts it after boot and stops it on shutdown; tests drive
 * schedulers and workers of their own instead.
 */
export function startBackgroundWork(database: Database, env: Env = getEnv()): { stop(): Promise<void> } {
  // Loaded here, not at start-up: the scheduler, the jobs' work, nodemailer and react-email are for background work only.
  const started = startJobs(database, env)
  return {
    stop: async () => {
      const stoppers = await started
      await Promise.all(stoppers.map((stopper) => stopper.stop()))
    },
  }
}

async function startJobs(database: Database, env: Env): Promise<{ stop(): Promise<void> }[]> {
  const [{ createScheduler }, { backgroundJobs }] = await Promise.all([
    import('~/server/scheduler.server'),
    import('~/models/background-jobs.server'),
  ])
  const started: { stop(): Promise<void> }[] = []
  for (const job of backgroundJobs(env)) {
    if (!job.enabled || !job.work) continue
    const work = job.work
    const scheduler = createScheduler({
      db: database.db,
      job: job.name,
      intervalMs: job.intervalMs,
      offsetMs: job.offsetMs,
      work: async (run) => log('jobs').info({ job: job.name, period: run.period, outcome: await work(database, run) }, `${job.name} run done`),
    })
    scheduler.start()
    started.push(scheduler)
  }
  const { smtpUrl, from, origin } = mailConfig(env)
  if (!smtpUrl) {
    log('mail').warn('E-mail is not configured (SMTP_URL): messages stay in the outbox, shown in the admin panel.')
    return started
  }
  const { createOutboxWorker } = await import('~/server/mail/outbox-worker.server')
  const worker = createOutboxWorker({ db: database.db, smtpUrl, from, origin })
  worker.start()
  started.push(worker)
  return started
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
  // Expired sessions, rate-limit windows and one-time links are cleared by the clean-up job (background-jobs.server.ts).
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
