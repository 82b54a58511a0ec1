import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cities, investors, jobs, memberPreferences, mentors, startups } from '../../db/schema'
import { cityForPlace, haversineKm, type LatLng } from '~/domain/geo'
import { scoreInvestor, scoreMentor, type StartupForMatching } from '~/domain/investor-matching'
import { adjacentStages, FAR_KM, normalizeTags } from '~/domain/match-factors'
import { byScore, type Match } from '~/domain/matching'
import { BASIC_MATCHES, BASIC_REASONS, CANDIDATE_CAP, MATCHES_SHOWN, MATCHING_UPGRADE_URL } from '~/domain/matching-limits'
import type { MatchingDepth } from '~/domain/plans'
import {
  hasPreferences,
  scoreJobForMember,
  scoreStartupForMember,
  type MemberPreferencesForMatching,
} from '~/domain/member-matching'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDb } from '~/server/db.server'
import { forbidden, notFoundError } from '~/shared/errors'
import { canEditStartup } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { EDIT_FORBIDDEN, getStartupAccess } from './startups.server'
import { entitlementsOf } from './plans.server'
import { startupEntitlementsOf } from './plan-access.server'

/**
 * Smart matching (issue 42 item 3; docs/decisions/0116-matching.md). Each list is made in two steps: SQL picks a
 * bounded candidate set by index ranges (match_tags for investors, mentors and jobs' tech stack; startups' sector and
 * stage indexes) — never more than CANDIDATE_CAP rows, whatever the table's size — and the pure scoring functions of
 * app/domain/*-matching.ts rank them in TypeScript. The same functions answer the pages and GET /api/matches.
 */

/** At most this many rows are read and scored per list (CANDIDATE_CAP, app/domain/matching-limits.ts). */
export { CANDIDATE_CAP }

/**
 * What a plan's matching depth gives (docs/decisions/0141): 'ai' the ranked list as long as asked with every factor
 * explained; 'basic' at most BASIC_MATCHES with their strongest factor. Decided here, so the pages and the API agree.
 */
export interface MatchingPlan {
  depth: MatchingDepth
  /** How many matches the answer holds at most (the request's limit, or less on basic). */
  shown: number
  /** Where to upgrade for the whole list; null when nothing is held back. */
  upgradeUrl: string | null
}

function matchingPlan(depth: MatchingDepth, limit: number): MatchingPlan {
  return depth === 'ai'
    ? { depth, shown: limit, upgradeUrl: null }
    : { depth, shown: Math.min(limit, BASIC_MATCHES), upgradeUrl: MATCHING_UPGRADE_URL }
}

/** A basic match keeps its score but explains only its strongest factors (weight × fit, ties in the order given). */
function explainAsPlanned<T>(depth: MatchingDepth, matches: Match<T>[]): Match<T>[] {
  if (depth === 'ai') return matches
  return matches.map((match) => ({
    ...match,
    reasons: [...match.reasons].sort((a, b) => b.weight * b.fit - a.weight * a.fit).slice(0, BASIC_REASONS),
  }))
}

type City = LatLng & { id: number; name: string; slug: string; country: string; aliases: string }

/**
 * The cities, read once per database: they are reference data that only a migration changes (decision 0114), and a
 * migration means a restart.
 */
const citiesOf = new WeakMap<Db, Promise<City[]>>()
function loadCities(db: Db): Promise<City[]> {
  let cached = citiesOf.get(db)
  if (!cached) {
    cached = readCities(db)
    citiesOf.set(db, cached)
    cached.catch(() => citiesOf.delete(db))
  }
  return cached
}

async function readCities(db: Db): Promise<City[]> {
  return db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      country: cities.countryCode,
      aliases: cities.aliases,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
}

/** The ids of the cities within FAR_KM of `center`, nearest first. */
function nearCityIds(all: readonly City[], center: LatLng | null): number[] {
  if (!center) return []
  return all
    .map((city) => ({ id: city.id, km: haversineKm(center, city) }))
    .filter((city) => city.km < FAR_KM)
    .sort((a, b) => a.km - b.km || a.id - b.id)
    .map((city) => city.id)
}

/** An ORDER BY over match_tags' rows: nearest city first (by `near`), then id. */
function nearestFirst(near: readonly number[]): SQL {
  if (near.length === 0) return sql`owner_id`
  return sql`case city_id ${sql.join(
    near.map((id, rank) => sql`when ${id} then ${rank}`),
    sql` `,
  )} else ${near.length} end, owner_id`
}

/**
 * One arm of a candidate query: at most CANDIDATE_CAP owner ids carrying one tag, in `order` (an index range read,
 * sorted only within the tag's entries), labelled with its tier.
 */
function tagArm(ownerKind: 'investor' | 'mentor' | 'job', tagKind: string, value: string, tier: number, order: SQL, only: SQL = sql``): SQL {
  return sql`select * from (select owner_id as id, ${tier} as tier from match_tags where owner_kind = ${ownerKind} and tag_kind = ${tagKind} and value = ${value}${only} order by ${order} limit ${CANDIDATE_CAP})`
}

/**
 * The candidate set of several arms, as a subquery of ids: best tier first, at most CANDIDATE_CAP. Each arm is
 * bounded, so this groups at most (arms × CANDIDATE_CAP) rows whatever the tables hold.
 */
function candidateIds(arms: readonly SQL[], then: SQL = sql`id`): SQL {
  return sql`select id from (${sql.join([...arms], sql` union all `)}) group by id order by min(tier), ${then} limit ${CANDIDATE_CAP}`
}

// ── A startup's investors and mentors ──

export interface InvestorMatchCard {
  id: number
  name: string
  type: string
  location: string | null
  isVerified: boolean
  sectors: string[]
  stages: string[]
  checkSizeMinMinor: number | null
  checkSizeMaxMinor: number | null
  currency: string
}

export interface MentorMatchCard {
  id: number
  name: string
  headline: string | null
  location: string | null
  isVerified: boolean
  availability: string
  expertise: string[]
  languages: string[]
}

export interface StartupMatches {
  /** The startup owner's plan's depth (decision 0141). */
  matching: MatchingPlan
  startup: { id: number; name: string; sector: string | null; stage: string | null; location: string | null }
  investors: Match<InvestorMatchCard>[]
  mentors: Match<MentorMatchCard>[]
}

/**
 * A column of the round a startup raises, as a subquery of the startup's row: its newest round with an amount (an
 * undated round is the one being raised now). Written with its own alias: drizzle leaves column names unqualified in
 * selected fragments, and `id` would name the round's.
 */
function raisingRound(column: 'amount' | 'currency'): SQL {
  return sql`select fr.${sql.raw(column)} from funding_rounds fr where fr.startup_id = "startups"."id" and fr.amount is not null order by fr.announced_date is null desc, fr.announced_date desc, fr.id desc limit 1`
}

const cityOf = (all: readonly City[], id: number | null) => (id === null ? null : (all.find((city) => city.id === id) ?? null))

/**
 * Investors and mentors for a startup, best first: for the people who run it (canEditStartup: 404 unknown, 403
 * others).
 */
export async function startupMatches(user: PublicUser, startupId: number, limit: number = MATCHES_SHOWN): Promise<StartupMatches> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
  const matching = matchingPlan((await startupEntitlementsOf(access)).matchingDepth, limit)
  const db = await getDb()
  const [found] = await db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      stage: startups.stage,
      location: startups.location,
      raisingMinor: sql<number | null>`(${raisingRound('amount')})`,
      raisingCurrency: sql<string | null>`(${raisingRound('currency')})`,
    })
    .from(startups)
    .where(eq(startups.id, startupId))
  if (!found) throw notFoundError(STARTUP_NOT_FOUND)
  const { raisingMinor, raisingCurrency, ...row } = found
  const all = await loadCities(db)
  const profile: StartupForMatching = {
    id: row.id,
    sector: row.sector?.toLowerCase() ?? null,
    stage: row.stage,
    city: cityForPlace(row.location, all),
    raising: raisingMinor !== null && raisingCurrency !== null ? { amountMinor: Number(raisingMinor), currency: raisingCurrency } : null,
  }
  return {
    matching,
    startup: row,
    investors: explainAsPlanned(matching.depth, await matchInvestors(db, profile, all, matching.shown)),
    mentors: explainAsPlanned(matching.depth, await matchMentors(db, profile, all, matching.shown)),
  }
}

async function matchInvestors(db: Db, startup: StartupForMatching, all: City[], limit: number) {
  const { sector, stage } = startup
  const near = stage ? adjacentStages(stage) : []
  const order = nearestFirst(nearCityIds(all, startup.city))
  // Tiers: the exact sector|stage pair, the pair with an adjacent stage, then the sector, the stage, an adjacent stage
  // alone. The pairs' arms are sorted nearest first (a few hundred entries at 10,000 investors); the wider arms walk
  // their index in id order and stop at the cap.
  // When the exact pair alone fills the cap (thousands of investors), the wider arms are skipped: their condition
  // does not depend on their rows, so SQLite tests it once before reading them.
  const exact = sector && stage ? tagArm('investor', 'sector-stage', `${sector}|${stage}`, 0, order) : null
  const wider = exact ? sql` and (select count(*) from (${exact})) < ${CANDIDATE_CAP}` : sql``
  const arms = [
    ...(exact ? [exact] : []),
    ...(sector ? near.map((adjacent) => tagArm('investor', 'sector-stage', `${sector}|${adjacent}`, 1, order, wider)) : []),
    ...(sector ? [tagArm('investor', 'sector', sector, 2, sql`owner_id`, wider)] : []),
    ...(stage ? [tagArm('investor', 'stage', stage, 3, sql`owner_id`, wider)] : []),
    ...near.map((adjacent) => tagArm('investor', 'stage', adjacent, 4, sql`owner_id`, wider)),
  ]
  if (arms.length === 0) return []
  const rows = await db
    .select({
      id: investors.id,
      name: investors.name,
      type: investors.type,
      location: investors.location,
      cityId: investors.cityId,
      isVerified: investors.isVerified,
      sectors: investors.sectors,
      stages: investors.stages,
      geographies: investors.geographies,
      checkSizeMinMinor: investors.checkSizeMinMinor,
      checkSizeMaxMinor: investors.checkSizeMaxMinor,
      currency: investors.currency,
    })
    .from(investors)
    .where(and(sql`${investors.id} in (${candidateIds(arms)})`, eq(investors.isActive, true)))
  return rows
    .map((investor) => scoreInvestor(startup, { ...investor, city: cityOf(all, investor.cityId) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { cityId: _cityId, city: _city, geographies: _geographies, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}

async function matchMentors(db: Db, startup: StartupForMatching, all: City[], limit: number) {
  const near = nearCityIds(all, startup.city)
  // The sector's mentors, nearest first; then, as they still help on expertise, language and distance, mentors of
  // other sectors in cities within reach (the mentors' city index), or any when the startup has no city.
  // Skipped (a condition tested once, before reading) when the sector's arm alone fills the cap.
  const bySector = startup.sector ? tagArm('mentor', 'sector', startup.sector, 0, nearestFirst(near)) : null
  const others = sql`select * from (select id, 1 as tier from mentors where ${
    near.length ? inArray(mentors.cityId, near) : sql`1`
  } and is_active = 1${bySector ? sql` and (select count(*) from (${bySector})) < ${CANDIDATE_CAP}` : sql``} order by id limit ${CANDIDATE_CAP})`
  const arms = [...(bySector ? [bySector] : []), others]
  const rows = await db
    .select({
      id: mentors.id,
      name: mentors.name,
      headline: mentors.headline,
      location: mentors.location,
      cityId: mentors.cityId,
      isVerified: mentors.isVerified,
      availability: mentors.availability,
      sectors: mentors.sectors,
      expertise: mentors.expertise,
      languages: mentors.languages,
    })
    .from(mentors)
    .where(and(sql`${mentors.id} in (${candidateIds(arms)})`, eq(mentors.isActive, true)))
  return rows
    .map((mentor) => scoreMentor(startup, { ...mentor, city: cityOf(all, mentor.cityId) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { cityId: _cityId, city: _city, sectors: _sectors, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}

// ── A member's startups and jobs ──

export interface StartupMatchCard {
  id: number
  name: string
  sector: string | null
  stage: string | null
  location: string | null
  logo: string | null
}

export interface JobMatchCard {
  id: number
  title: string
  startupId: number
  startupName: string
  location: string | null
  type: string
  isRemote: boolean
  techStack: string[]
}

export interface MemberMatches {
  /** The member's plan's depth (decision 0141). */
  matching: MatchingPlan
  /** False when the member stated no preferences: both lists are empty and `hint` says where to state them. */
  hasPreferences: boolean
  hint: string | null
  startups: Match<StartupMatchCard>[]
  jobs: Match<JobMatchCard>[]
}

/** The hint an empty answer carries (shown translated on /for-you). */
export const NO_PREFERENCES_HINT = 'State your interests at /profile/preferences to see matches'

/** The member's preferences as matching reads them, or null when they have none. */
async function preferencesOf(db: Db, userId: number): Promise<(MemberPreferencesForMatching & { all: City[] }) | null> {
  const [row] = await db.select().from(memberPreferences).where(eq(memberPreferences.userId, userId))
  if (!row) return null
  const all = await loadCities(db)
  return {
    all,
    sectors: normalizeTags(row.sectors),
    stages: normalizeTags(row.stages),
    skills: normalizeTags(row.skills),
    cultureValues: normalizeTags(row.cultureValues),
    city: cityOf(all, row.cityId),
    remoteOk: row.remoteOk,
  }
}

/** Startups and jobs for a member, best first, from their member_preferences. */
export async function memberMatches(userId: number, limit = MATCHES_SHOWN): Promise<MemberMatches> {
  const db = await getDb()
  const [member, entitlements] = await Promise.all([preferencesOf(db, userId), entitlementsOf(userId)])
  const matching = matchingPlan(entitlements.matchingDepth, limit)
  if (!hasPreferences(member)) return { matching, hasPreferences: false, hint: NO_PREFERENCES_HINT, startups: [], jobs: [] }
  return {
    matching,
    hasPreferences: true,
    hint: null,
    startups: explainAsPlanned(matching.depth, await matchStartups(db, member, member.all, matching.shown)),
    jobs: explainAsPlanned(matching.depth, await matchJobs(db, member, member.all, matching.shown)),
  }
}

/**
 * The candidate startups, as a subquery of ids: tiers over the sector and stage indexes (index-only: a row is read
 * only for the set), newest first within each — the member's sectors and stages (with adjacent stages), the sectors,
 * the stages, then the newest.
 */
function startupCandidates(member: MemberPreferencesForMatching): SQL {
  const stages = [...new Set(member.stages.flatMap((stage) => [stage, ...adjacentStages(stage)]))]
  const tiers: SQL[] = []
  if (member.sectors.length && stages.length) tiers.push(and(inArray(startups.sector, member.sectors), inArray(startups.stage, stages))!)
  if (member.sectors.length) tiers.push(inArray(startups.sector, member.sectors))
  if (stages.length) tiers.push(inArray(startups.stage, stages))
  tiers.push(sql`1`)
  const arms = tiers.map((where, tier) => sql`select * from (select id, ${tier} as tier from startups where ${where} order by id desc limit ${CANDIDATE_CAP})`)
  return candidateIds(arms, sql`id desc`)
}

async function matchStartups(db: Db, member: MemberPreferencesForMatching, all: City[], limit: number) {
  const rows = await db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      stage: startups.stage,
      location: startups.location,
      logo: startups.logo,
      techStack: startups.techStack,
      cultureValues: startups.cultureValues,
    })
    .from(startups)
    .where(and(sql`${startups.id} in (${startupCandidates(member)})`, eq(startups.isActive, true)))
  return rows
    .map((startup) => scoreStartupForMember(member, { ...startup, city: cityForPlace(startup.location, all) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { techStack: _t, cultureValues: _c, city: _city, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}

/**
 * The candidate jobs, as a subquery of ids: the newest jobs listing each of the member's skills (at most 12), most
 * shared skills first; then open remote jobs (for members open to remote work), then the newest open jobs.
 */
function jobCandidates(member: MemberPreferencesForMatching): SQL {
  const arms = member.skills.slice(0, 12).map((skill) => tagArm('job', 'skill', skill, 0, sql`owner_id desc`))
  if (member.remoteOk) {
    arms.push(sql`select * from (select id, 1 as tier from jobs where is_remote = 1 and is_open = 1 order by id desc limit ${CANDIDATE_CAP})`)
  }
  arms.push(sql`select * from (select id, 2 as tier from jobs where is_open = 1 order by id desc limit ${CANDIDATE_CAP})`)
  return candidateIds(arms, sql`sum(tier = 0) desc, id desc`)
}

async function matchJobs(db: Db, member: MemberPreferencesForMatching, all: City[], limit: number) {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      startupId: jobs.startupId,
      startupName: startups.name,
      location: jobs.location,
      type: jobs.type,
      isRemote: jobs.isRemote,
      techStack: jobs.techStack,
      sector: startups.sector,
      cultureValues: startups.cultureValues,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(sql`${jobs.id} in (${jobCandidates(member)})`, eq(jobs.isOpen, true)))
  return rows
    .map((job) => scoreJobForMember(member, { ...job, city: cityForPlace(job.location, all) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { sector: _s, cultureValues: _c, city: _city, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}
