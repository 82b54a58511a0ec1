import { and, count, eq, notInArray } from 'drizzle-orm'
import { INVESTOR_TYPES, MENTOR_AVAILABILITY } from '../../app/domain/investors'
import { CANDIDATE_CAP } from '../../app/domain/matching-limits'
import { SECTORS, STAGES } from '../../app/domain/startups'
import type { Database } from '../../db/client'
import { cities, fundingRounds, investors, matchTags, memberPreferences, mentors, startups, users } from '../../db/schema'
import { Random } from '../../seed/helpers'
import { DEMO_ACCOUNTS } from '../../seed/users'
import { jobsSuite } from './jobs'
import type { BenchSuite } from './types'

/**
 * Smart matching (issue 42 item 3, docs/decisions/0116-matching.md): GET /api/matches for the demo founder's startup
 * (investors and mentors) and for the founder as a member (startups and jobs, from preferences), and the pages that
 * show them. Beside the startups and jobs of its size it fills one investor per ten startups (10,000 at 100,000;
 * 100 at 1,000) and one mentor per forty (at least 100), spread over every sector, stage and city.
 *
 * Like with like (as decision 0101 for list pages): the model reads and scores at most CANDIDATE_CAP investors and as
 * many mentors, and at 100,000 the founder's startup (fintech, idea) fills both from their first tier — ~200 investors
 * carry the exact fintech|idea pair, ~200 mentors fintech. On the even spread of 100 investors and 100 mentors only
 * 2 investors carry the pair (48 pass any tier) and 7 mentors the sector (47 with those in cities within reach), so
 * the small side scored 95 rows to the large side's 200 and the ratio measured that. `fillFirstTiers` gives the small
 * side's first tiers CANDIDATE_CAP rows (the startup's sector and stage added to investors' lists, its sector to
 * mentors'), so both sides take the same statements' path (the wider arms skipped) and score the same number of rows.
 */
const FOUNDER_STARTUP_ID = 1
const BATCH = 500
const SECTOR_SLUGS = Object.keys(SECTORS)
const STAGE_SLUGS = Object.keys(STAGES)
const EXPERTISE = ['product', 'fundraising', 'go-to-market', 'sales', 'hiring', 'marketing', 'operations', 'finance', 'leadership', 'engineering']
const LANGUAGES = ['en', 'zh', 'ja', 'ko', 'hi', 'id', 'vi', 'th', 'ms']

async function fillInvestors(database: Database, total: number, have: number, cityIds: { id: number; country: string }[]) {
  const random = new Random(`bench-investors-${have}`)
  const rows = Array.from({ length: total - have }, (_, k) => {
    const i = have + k
    const min = random.pick([25_000, 100_000, 500_000, 1_000_000, 5_000_000, 20_000_000]) * 100
    const city = cityIds[i % cityIds.length]!
    return {
      name: `Bench Investor ${i}`,
      type: INVESTOR_TYPES[i % INVESTOR_TYPES.length]!,
      cityId: city.id,
      location: null,
      checkSizeMinMinor: min,
      checkSizeMaxMinor: min * random.int(2, 10),
      currency: 'USD',
      sectors: random.sample(SECTOR_SLUGS, random.int(1, 4)),
      stages: random.sample(STAGE_SLUGS, random.int(1, 4)),
      geographies: [...new Set([city.country, random.pick(cityIds).country])],
      isVerified: i % 3 === 0,
    }
  })
  await database.transaction(async (tx) => {
    for (let offset = 0; offset < rows.length; offset += BATCH) await tx.insert(investors).values(rows.slice(offset, offset + BATCH))
  })
}

async function fillMentors(database: Database, total: number, have: number, cityIds: { id: number }[]) {
  const random = new Random(`bench-mentors-${have}`)
  const rows = Array.from({ length: total - have }, (_, k) => {
    const i = have + k
    return {
      name: `Bench Mentor ${i}`,
      headline: 'Operator and angel',
      cityId: cityIds[i % cityIds.length]!.id,
      expertise: random.sample(EXPERTISE, 3),
      sectors: random.sample(SECTOR_SLUGS, 2),
      languages: random.sample(LANGUAGES, 2),
      availability: MENTOR_AVAILABILITY[i % MENTOR_AVAILABILITY.length]!,
    }
  })
  await database.transaction(async (tx) => {
    for (let offset = 0; offset < rows.length; offset += BATCH) await tx.insert(mentors).values(rows.slice(offset, offset + BATCH))
  })
}

/**
 * Tops up the first candidate tier of the startup's investors (its sector|stage pair) and mentors (its sector) to
 * CANDIDATE_CAP by adding the startup's sector and stage to the lists of owners that lack them, lowest ids first. The
 * large database already has more (nothing changes); the match_tags triggers follow the updated lists.
 */
async function fillFirstTiers(database: Database, startupId: number, log: (message: string) => void) {
  const { db } = database
  const [startup] = await db.select({ sector: startups.sector, stage: startups.stage }).from(startups).where(eq(startups.id, startupId))
  const sector = startup?.sector?.toLowerCase()
  const stage = startup?.stage
  if (!sector || !stage) throw new Error(`startup ${startupId} has no sector or stage to match on`)
  const tagged = async (ownerKind: 'investor' | 'mentor', tagKind: string, value: string) =>
    (
      await db
        .select({ id: matchTags.ownerId })
        .from(matchTags)
        .where(and(eq(matchTags.ownerKind, ownerKind), eq(matchTags.tagKind, tagKind), eq(matchTags.value, value)))
    ).map((row) => row.id)
  const pair = await tagged('investor', 'sector-stage', `${sector}|${stage}`)
  if (pair.length < CANDIDATE_CAP) {
    const rows = await db
      .select({ id: investors.id, sectors: investors.sectors, stages: investors.stages })
      .from(investors)
      .where(and(eq(investors.isActive, true), pair.length ? notInArray(investors.id, pair) : undefined))
      .orderBy(investors.id)
      .limit(CANDIDATE_CAP - pair.length)
    log(`Adding ${sector}|${stage} to ${rows.length} investors (like with like) ...`)
    await database.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(investors)
          .set({ sectors: [...new Set([...row.sectors, sector])], stages: [...new Set([...row.stages, stage])] })
          .where(eq(investors.id, row.id))
      }
    })
  }
  const bySector = await tagged('mentor', 'sector', sector)
  if (bySector.length < CANDIDATE_CAP) {
    const rows = await db
      .select({ id: mentors.id, sectors: mentors.sectors })
      .from(mentors)
      .where(and(eq(mentors.isActive, true), bySector.length ? notInArray(mentors.id, bySector) : undefined))
      .orderBy(mentors.id)
      .limit(CANDIDATE_CAP - bySector.length)
    log(`Adding ${sector} to ${rows.length} mentors (like with like) ...`)
    await database.transaction(async (tx) => {
      for (const row of rows) await tx.update(mentors).set({ sectors: [...new Set([...row.sectors, sector])] }).where(eq(mentors.id, row.id))
    })
  }
}

export const matchingSuite: BenchSuite = {
  name: 'matching',
  async ensure(database, size, log) {
    await jobsSuite.ensure(database, size, log)
    const { db } = database
    const [founder] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.founder))
    const [startup] = await db.select({ founderId: startups.founderId }).from(startups).where(eq(startups.id, FOUNDER_STARTUP_ID))
    if (!founder || startup?.founderId !== founder.id) throw new Error(`startup ${FOUNDER_STARTUP_ID} is not the demo founder's`)
    const cityIds = await db.select({ id: cities.id, country: cities.countryCode }).from(cities).orderBy(cities.id)
    const investorTotal = Math.max(100, Math.round(size / 10))
    const [investorRow] = await db.select({ n: count() }).from(investors)
    if ((investorRow?.n ?? 0) < investorTotal) {
      log(`Adding ${(investorTotal - (investorRow?.n ?? 0)).toLocaleString('en-US')} investors ...`)
      await fillInvestors(database, investorTotal, investorRow?.n ?? 0, cityIds)
    }
    // At least 100, so the small side also fills a page of mentor matches (like with like).
    const mentorTotal = Math.max(100, Math.round(size / 40))
    const [mentorRow] = await db.select({ n: count() }).from(mentors)
    if ((mentorRow?.n ?? 0) < mentorTotal) await fillMentors(database, mentorTotal, mentorRow?.n ?? 0, cityIds)
    // What the founder wants as a member, and the round their startup raises: the same on both sizes.
    const singapore = cityIds.find((city) => city.country === 'SG')?.id ?? null
    const preferences = {
      sectors: ['fintech', 'saas', 'ai'],
      stages: ['seed', 'series-a'],
      skills: ['typescript', 'react', 'go', 'postgresql'],
      cultureValues: ['remote-first', 'learning-budget'],
      cityId: singapore,
      remoteOk: true,
    }
    await db.insert(memberPreferences).values({ userId: founder.id, ...preferences }).onConflictDoUpdate({ target: memberPreferences.userId, set: preferences })
    await fillFirstTiers(database, FOUNDER_STARTUP_ID, log)
    const [round] = await db.select({ n: count() }).from(fundingRounds).where(eq(fundingRounds.startupId, FOUNDER_STARTUP_ID))
    if (!round?.n) await db.insert(fundingRounds).values({ startupId: FOUNDER_STARTUP_ID, roundType: 'seed', amount: '2000000.00', currency: 'USD' })
  },
  scenarios: [
    { name: "matching: a startup's investors and mentors (signed in)", path: `/api/matches?startupId=${FOUNDER_STARTUP_ID}`, signedIn: true },
    { name: "matching: the member's startups and jobs (signed in)", path: '/api/matches', signedIn: true },
    { name: 'matching: /for-you (page, signed in)', path: '/for-you', signedIn: true },
    { name: 'matching: owner page (page, signed in)', path: `/startup/${FOUNDER_STARTUP_ID}/manage/matches`, signedIn: true },
  ],
}
