import { eq } from 'drizzle-orm'
import { hashPassword } from '../../app/lib/password.server'
import type { Database } from '../client'
import * as schema from '../schema'
import { seedClaims } from './claims'
import { seedCohorts } from './cohorts'
import { seedContent } from './content'
import { seedEvents } from './events'
import { chunks, startOfDayUtc } from './helpers'
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

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM_EMAIL } from './users'

export const DEFAULT_STARTUPS = 72
const STARTUPS_PER_TRANSACTION = 10_000

export interface SeedOptions {
  startups?: number
  log?: (message: string) => void
  /**
   * The moment the demo data is written for: every date is relative to its day (history before it, upcoming events,
   * cohorts and bookings after it), so the demo never goes stale and one `now` always gives the same rows. Defaults
   * to the clock.
   */
  now?: Date
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
  const detailed = plans.slice(0, STARTUPS_WITH_DETAILS)

  await database.transaction(async (tx) => {
    const people = await seedUsers(tx, passwordHash, today)
    detailed.forEach((plan, index) => assignOwners(plan, index, people, today))
    const startupIds = await insertStartups(tx, detailed)
    await seedStartupDetails(tx, detailed, startupIds, people, today)
    await seedJobs(tx, detailed, startupIds, today)
    await seedJobApplications(tx, people, today)
    await seedEvents(tx, people, today)
    await seedResources(tx)
    await seedWorkspaces(tx, people, today)
    await seedCohorts(tx, people, startupIds, detailed, today)
    await seedContent(tx, people, today)
    await seedClaims(tx, detailed, startupIds, people, today)
  })
  log(`Seeded demo accounts, content and ${detailed.length} startups with details.`)

  let done = detailed.length
  for (const part of chunks(plans.slice(STARTUPS_WITH_DETAILS), STARTUPS_PER_TRANSACTION)) {
    await database.transaction(async (tx) => {
      await insertStartupsInBulk(tx, part)
    })
    done += part.length
    log(`Seeded ${done}/${startupCount} startups.`)
  }
  return { seeded: true }
}
