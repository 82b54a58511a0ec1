import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cities, fundingRounds, investors, jobs, matchTags, memberPreferences, mentors, startups } from '../../db/schema'
import { cityForPlace, haversineKm, type LatLng } from '~/domain/geo'
import { scoreInvestor, scoreMentor, type StartupForMatching } from '~/domain/investor-matching'
import { adjacentStages, FAR_KM, normalizeTags } from '~/domain/match-factors'
import { byScore, type Match } from '~/domain/matching'
import { MATCHES_SHOWN } from '~/domain/matching-limits'
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

/**
 * Smart matching (issue 42 item 3; docs/decisions/0116-matching.md). Each list is made in two steps: SQL picks a
 * bounded candidate set by index ranges (match_tags for investors, mentors and jobs' tech stack; startups' sector and
 * stage indexes) — never more than CANDIDATE_CAP rows, whatever the table's size — and the pure scoring functions of
 * app/domain/*-matching.ts rank them in TypeScript. The same functions answer the pages and GET /api/matches.
 */

/** At most this many rows are read and scored per list. */
export const CANDIDATE_CAP = 100

type City = LatLng & { id: number; name: string; slug: string; country: string; aliases: string }

async function loadCities(db: Db): Promise<City[]> {
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

/** The cities within FAR_KM of `center`, nearest first: candidates in them come before the others. */
function cityRank(all: readonly City[], center: LatLng | null): SQL | null {
  if (!center) return null
  const near = all
    .map((city) => ({ id: city.id, km: haversineKm(center, city) }))
    .filter((city) => city.km < FAR_KM)
    .sort((a, b) => a.km - b.km || a.id - b.id)
  if (near.length === 0) return null
  return sql`case ${matchTags.cityId} ${sql.join(
    near.map((city, rank) => sql`when ${city.id} then ${rank}`),
    sql` `,
  )} else ${near.length} end`
}

/** Owner ids from match_tags, tier by tier (best tiers first), until `cap` distinct ids. */
async function tagCandidates(
  db: Db,
  ownerKind: 'investor' | 'mentor' | 'job',
  tiers: { tagKind: string; values: string[] }[],
  rank: SQL | null,
  cap: number,
): Promise<number[]> {
  const found = new Set<number>()
  for (const tier of tiers) {
    if (found.size >= cap || tier.values.length === 0) continue
    const rows = await db
      .select({ id: matchTags.ownerId })
      .from(matchTags)
      .where(and(eq(matchTags.ownerKind, ownerKind), eq(matchTags.tagKind, tier.tagKind), inArray(matchTags.value, tier.values)))
      .orderBy(...(rank ? [rank] : []), matchTags.ownerId)
      .limit(cap)
    for (const row of rows) if (found.size < cap) found.add(row.id)
  }
  return [...found]
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
  startup: { id: number; name: string; sector: string | null; stage: string | null; location: string | null }
  investors: Match<InvestorMatchCard>[]
  mentors: Match<MentorMatchCard>[]
}

/** The round a startup raises: its newest round with an amount (an undated round is the one being raised now). */
async function raisingRound(db: Db, startupId: number) {
  const [row] = await db
    .select({ amountMinor: sql<number>`${fundingRounds.amount}`.mapWith(Number), currency: fundingRounds.currency })
    .from(fundingRounds)
    .where(and(eq(fundingRounds.startupId, startupId), sql`${fundingRounds.amount} is not null`))
    .orderBy(sql`${fundingRounds.announcedDate} is null desc`, desc(fundingRounds.announcedDate), desc(fundingRounds.id))
    .limit(1)
  return row ?? null
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
  const db = await getDb()
  const [row] = await db
    .select({ id: startups.id, name: startups.name, sector: startups.sector, stage: startups.stage, location: startups.location })
    .from(startups)
    .where(eq(startups.id, startupId))
  if (!row) throw notFoundError(STARTUP_NOT_FOUND)
  const all = await loadCities(db)
  const city = cityForPlace(row.location, all)
  const profile: StartupForMatching = {
    id: row.id,
    sector: row.sector?.toLowerCase() ?? null,
    stage: row.stage,
    city,
    raising: await raisingRound(db, startupId),
  }
  return {
    startup: row,
    investors: await matchInvestors(db, profile, all, limit),
    mentors: await matchMentors(db, profile, all, limit),
  }
}

async function matchInvestors(db: Db, startup: StartupForMatching, all: City[], limit: number) {
  const { sector, stage } = startup
  const near = stage ? adjacentStages(stage) : []
  const tiers = [
    { tagKind: 'sector-stage', values: sector && stage ? [`${sector}|${stage}`] : [] },
    { tagKind: 'sector-stage', values: sector ? near.map((s) => `${sector}|${s}`) : [] },
    { tagKind: 'sector', values: sector ? [sector] : [] },
    { tagKind: 'stage', values: stage ? [stage] : [] },
    { tagKind: 'stage', values: near },
  ]
  const ids = await tagCandidates(db, 'investor', tiers, cityRank(all, startup.city), CANDIDATE_CAP)
  if (ids.length === 0) return []
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
    .where(and(inArray(investors.id, ids), eq(investors.isActive, true)))
  return rows
    .map((investor) => scoreInvestor(startup, { ...investor, city: cityOf(all, investor.cityId) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { cityId: _cityId, city: _city, geographies: _geographies, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}

async function matchMentors(db: Db, startup: StartupForMatching, all: City[], limit: number) {
  const rank = cityRank(all, startup.city)
  const ids = await tagCandidates(db, 'mentor', [{ tagKind: 'sector', values: startup.sector ? [startup.sector] : [] }], rank, CANDIDATE_CAP)
  if (ids.length < CANDIDATE_CAP) {
    // Mentors of other sectors still help on expertise, language and distance: the nearest, by the city index.
    const nearIds = startup.city
      ? all.filter((city) => haversineKm(startup.city!, city) < FAR_KM).map((city) => city.id)
      : []
    const more = await db
      .select({ id: mentors.id })
      .from(mentors)
      .where(and(nearIds.length ? inArray(mentors.cityId, nearIds) : sql`1`, eq(mentors.isActive, true)))
      .orderBy(mentors.id)
      .limit(CANDIDATE_CAP)
    for (const row of more) if (ids.length < CANDIDATE_CAP && !ids.includes(row.id)) ids.push(row.id)
  }
  if (ids.length === 0) return []
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
    .where(and(inArray(mentors.id, ids), eq(mentors.isActive, true)))
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
  const member = await preferencesOf(db, userId)
  if (!hasPreferences(member)) return { hasPreferences: false, hint: NO_PREFERENCES_HINT, startups: [], jobs: [] }
  return {
    hasPreferences: true,
    hint: null,
    startups: await matchStartups(db, member, member.all, limit),
    jobs: await matchJobs(db, member, member.all, limit),
  }
}

/** Ids of startups by tiers over the sector and stage indexes (index-only: the row is read only for the top set). */
async function startupCandidates(db: Db, member: MemberPreferencesForMatching): Promise<number[]> {
  const stages = [...new Set(member.stages.flatMap((stage) => [stage, ...adjacentStages(stage)]))]
  const tiers: SQL[] = []
  if (member.sectors.length && stages.length) tiers.push(and(inArray(startups.sector, member.sectors), inArray(startups.stage, stages))!)
  if (member.sectors.length) tiers.push(inArray(startups.sector, member.sectors))
  if (stages.length) tiers.push(inArray(startups.stage, stages))
  tiers.push(sql`1`)
  const found = new Set<number>()
  for (const where of tiers) {
    if (found.size >= CANDIDATE_CAP) break
    const rows = await db.select({ id: startups.id }).from(startups).where(where).orderBy(desc(startups.id)).limit(CANDIDATE_CAP)
    for (const row of rows) if (found.size < CANDIDATE_CAP) found.add(row.id)
  }
  return [...found]
}

async function matchStartups(db: Db, member: MemberPreferencesForMatching, all: City[], limit: number) {
  const ids = await startupCandidates(db, member)
  if (ids.length === 0) return []
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
    .where(and(inArray(startups.id, ids), eq(startups.isActive, true)))
  return rows
    .map((startup) => scoreStartupForMember(member, { ...startup, city: cityForPlace(startup.location, all) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { techStack: _t, cultureValues: _c, city: _city, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}

/** Ids of open jobs: those listing the member's skills (most shared first), then remote ones, then the newest. */
async function jobCandidates(db: Db, member: MemberPreferencesForMatching): Promise<number[]> {
  const hits = new Map<number, number>()
  for (const skill of member.skills.slice(0, 12)) {
    const rows = await db
      .select({ id: matchTags.ownerId })
      .from(matchTags)
      .where(and(eq(matchTags.ownerKind, 'job'), eq(matchTags.tagKind, 'skill'), eq(matchTags.value, skill)))
      .orderBy(desc(matchTags.ownerId))
      .limit(CANDIDATE_CAP)
    for (const row of rows) hits.set(row.id, (hits.get(row.id) ?? 0) + 1)
  }
  const ids = [...hits].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([id]) => id).slice(0, CANDIDATE_CAP)
  const fill = async (where: SQL) => {
    if (ids.length >= CANDIDATE_CAP) return
    const rows = await db.select({ id: jobs.id }).from(jobs).where(where).orderBy(desc(jobs.id)).limit(CANDIDATE_CAP)
    for (const row of rows) if (ids.length < CANDIDATE_CAP && !ids.includes(row.id)) ids.push(row.id)
  }
  if (member.remoteOk) await fill(and(eq(jobs.isRemote, true), eq(jobs.isOpen, true))!)
  await fill(eq(jobs.isOpen, true))
  return ids
}

async function matchJobs(db: Db, member: MemberPreferencesForMatching, all: City[], limit: number) {
  const ids = await jobCandidates(db, member)
  if (ids.length === 0) return []
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
    .where(and(inArray(jobs.id, ids), eq(jobs.isOpen, true)))
  return rows
    .map((job) => scoreJobForMember(member, { ...job, city: cityForPlace(job.location, all) }))
    .sort(byScore)
    .slice(0, limit)
    .map(({ item: { sector: _s, cultureValues: _c, city: _city, ...card }, score, reasons }) => ({ item: card, score, reasons }))
}
