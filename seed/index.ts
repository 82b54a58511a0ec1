import { seedFollowsAndSearches } from './alerts'
import { eq, sql } from 'drizzle-orm'
import { hashPassword } from '../app/server/password.server'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { seedClaims } from './claims'
import { seedLedger } from './ledger'
import { seedCohorts } from './cohorts'
import { seedContent } from './content'
import { seedDirectory } from './directory'
import { seedEvents } from './events'
import { batches, startOfDayUtc, take } from './helpers'
import { seedJobApplications, seedJobs } from './jobs'
import { seedResources, seedWorkspaces } from './resources'
import {
  assignOwners,
  insertStartups,
  insertStartupsInBulk,
  planStartups,
  seedStartupDetails,
  STARTUPS_WITH_DETAILS,
} from './startups'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedUsers } from './users'
import { seedCreationProgress, seedMemberPreferences } from './talent'
import { withSearchIndexedAfter } from '../app/models/startup-search.server'
import { fillCityIds } from '../app/models/near.server'

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM_EMAIL } from './users'

export const DEFAULT_STARTUPS = 72
/** Startups planned, inserted and let go per transaction past the detailed ones: what bounds the seed's memory. */
export const STARTUPS_PER_TRANSACTION = 10_000
/** An embedded database's page cache during the bulk load (KiB): the startups table's indexes stay in memory. */
const BULK_CACHE_KIB = 65_536

export interface SeedOptions {
  startups?: number
  log?: (message: string) => void
  /**
   * The moment the demo data is written for: every date is relative to its day (history before it, upcoming events,
   * cohorts and bookings after it), so the demo never goes stale and one `now` always gives the same rows. Defaults
   * to the clock.
   */
  now?: Date
  /** Startups per bulk transaction (STARTUPS_PER_TRANSACTION unless a test asks for smaller ones). */
  batchSize?: number
}

/**
 * Fills an empty database with deterministic demo data: the same startups, people and content for the same day,
 * every date placed relative to it. Does nothing if the demo founder account already exists.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined)
  const startupCount = Math.max(0, Math.floor(options.startups ?? DEFAULT_STARTUPS))
  const now = options.now ?? new Date()
  const today = startOfDayUtc(now)

  const [existing] = await database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_ACCOUNTS.founder))
  if (existing) {
    log('Demo data already present; nothing to seed.')
    return { seeded: false }
  }

  // scrypt is deliberately slow (~0.3 s), so every demo account shares one hash of the one demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const plans = planStartups(startupCount, today)
  const detailed = take(plans, STARTUPS_WITH_DETAILS)

  await database.transaction(async (tx) => {
    const people = await seedUsers(tx, passwordHash, today)
    detailed.forEach((plan, index) => assignOwners(plan, index, people, today))
    const startupIds = await insertStartups(tx, detailed)
    await seedStartupDetails(tx, detailed, startupIds, people, today)
    await seedJobs(tx, detailed, startupIds, today)
    await seedJobApplications(tx, people, today)
    await seedEvents(tx, people, today)
    await seedResources(tx, people, today)
    await seedWorkspaces(tx, people, today)
    await seedCohorts(tx, people, startupIds, detailed, today)
    await seedContent(tx, people, today)
    await seedClaims(tx, detailed, startupIds, people, today)
    // Demo money after the claims it charges for (docs/decisions/0140-revenue-report.md).
    await seedLedger(tx, detailed, startupIds, people, today)
    // The investor and mentor directories, linked to the rounds above (docs/decisions/0117).
    await seedDirectory(tx, people.members, new Date(today))
    await seedMemberPreferences(tx, people)
    await seedCreationProgress(tx, people)
    // Follows and saved searches (docs/decisions/0129–0131): after the directory, whose first fund is followed.
    await seedFollowsAndSearches(tx, people, today)
  })
  log(`Seeded demo accounts, content and ${detailed.length} startups with details.`)

  if (startupCount > detailed.length) {
    let done = detailed.length
    await withBulkPragmas(database, () =>
      withSearchIndexedAfter(database, () =>
        withIndexesBuiltAfter(database, async () => {
          for (const part of batches(plans, options.batchSize ?? STARTUPS_PER_TRANSACTION)) {
            await database.transaction(async (tx) => {
              await insertStartupsInBulk(tx, part)
            })
            done += part.length
            log(`Seeded ${done}/${startupCount} startups.`)
          }
          log('Indexing the startups.')
        }),
      ),
    )
  }
  // Every seeded location resolved to its city, as the models do on each write (docs/decisions/0115-near-filters.md).
  await fillCityIds(database.db)
  return { seeded: true }
}

/**
 * Runs the bulk load without the startups table's secondary indexes and makes them again afterwards (even when the
 * load fails): building an index from the finished table sorts it once, where keeping fifteen indexes up to date row
 * by row misses the page cache once they outgrow it (at 200,000 startups, 14 s of CPU instead of 26). Unique indexes
 * stay, so that a duplicate is refused as it is inserted. A seed killed half way leaves the indexes missing, in a
 * database that is half seeded anyway (the seed will not run on it again): make it afresh.
 */
async function withIndexesBuiltAfter(database: Database, load: () => Promise<void>): Promise<void> {
  const indexes = (await database.db.all(
    sql`select name, sql from sqlite_master where type = 'index' and tbl_name = 'startups' and sql is not null
          and sql not like 'CREATE UNIQUE%'`,
  )) as { name: string; sql: string }[]
  for (const { name } of indexes) await database.db.run(sql.raw(`DROP INDEX ${name}`))
  try {
    await load()
  } finally {
    for (const index of indexes) await database.db.run(sql.raw(index.sql))
  }
}

/**
 * PRAGMAs for the bulk load on the embedded database, put back afterwards: a larger page cache, so the startups
 * table's indexes stay in memory, and no syncing to disk (a seed that dies half way is made again, not recovered).
 * Then VACUUM: merging the search indexes leaves the pages of the segments they replaced free, and the indexes
 * filled in batches are loosely packed; VACUUM gives both back (about 3% of the file). A libSQL server keeps its own
 * settings (sqld refuses PRAGMAs over HTTP).
 */
async function withBulkPragmas(database: Database, load: () => Promise<void>): Promise<void> {
  if (database.driver !== 'better-sqlite3') return load()
  const read = async <T>(name: string) => ((await database.db.all(sql.raw(`PRAGMA ${name}`))) as T[])[0]
  const set = (statement: string) => database.db.run(sql.raw(`PRAGMA ${statement}`))
  const cache = await read<{ cache_size: number }>('cache_size')
  const sync = await read<{ synchronous: number }>('synchronous')
  await set(`cache_size = -${BULK_CACHE_KIB}`)
  await set('synchronous = OFF')
  try {
    await load()
    await database.db.run(sql.raw('VACUUM'))
  } finally {
    await set(`synchronous = ${sync?.synchronous ?? 1}`)
    await set(`cache_size = ${cache?.cache_size ?? -2000}`)
    await read('wal_checkpoint(TRUNCATE)')
  }
}
