// A member's startups and jobs, ranked by what they said they want (member_preferences; issue 42 item 3,
// docs/decisions/0116-matching.md). Pure: the model picks the candidates in SQL and resolves their cities.
// Relative imports throughout app/domain: the seed CLI and the bench load these modules without Vite's `~` alias.
import type { LatLng } from './geo'
import { distanceFit, kmBetween, normalizeTags, overlap, shareFit, stageFit } from './match-factors'
import { scoreOf, type Match, type MatchReason } from './matching'

/** Member ↔ startup weights (add up to 100): what it does and how far along it is first, then how it works. */
export const MEMBER_STARTUP_WEIGHTS = { sector: 30, stage: 20, culture: 20, skills: 15, distance: 15 } as const

/**
 * Member ↔ job weights (add up to 100): whether they can do the job (skills) and where it is first. Members state
 * no experience level (member_preferences has none), so a job's level is not a factor; see decision 0116.
 */
export const MEMBER_JOB_WEIGHTS = { skills: 40, location: 25, culture: 20, sector: 15 } as const

export interface MemberPreferencesForMatching {
  sectors: readonly string[]
  stages: readonly string[]
  skills: readonly string[]
  cultureValues: readonly string[]
  city: LatLng | null
  remoteOk: boolean
}

export interface StartupCandidate {
  id: number
  sector: string | null
  stage: string | null
  techStack: readonly string[]
  cultureValues: readonly string[]
  city: LatLng | null
}

export interface JobCandidate {
  id: number
  techStack: readonly string[]
  isRemote: boolean
  city: LatLng | null
  /** Its startup's. */
  sector: string | null
  cultureValues: readonly string[]
}

/** Whether the member stated anything a match can use (else /for-you asks them to). */
export function hasPreferences(preferences: MemberPreferencesForMatching | null): preferences is MemberPreferencesForMatching {
  return Boolean(
    preferences &&
      (preferences.sectors.length || preferences.stages.length || preferences.skills.length || preferences.cultureValues.length || preferences.city),
  )
}

function toMatch<T>(item: T, factors: MatchReason[]): Match<T> {
  const reasons = factors.filter((factor) => factor.fit > 0)
  return { item, score: scoreOf(reasons), reasons }
}

/**
 * A startup for a member. A factor the member stated nothing about fits 0 (it neither helps nor shows); culture and
 * skills fit by the share of what the member wants that the startup has, full at three.
 */
export function scoreStartupForMember<T extends StartupCandidate>(member: MemberPreferencesForMatching, startup: T): Match<T> {
  const w = MEMBER_STARTUP_WEIGHTS
  const sectors = normalizeTags(member.sectors)
  const sector = startup.sector?.toLowerCase() ?? null
  const factors: MatchReason[] = []
  if (sector && sectors.length) factors.push({ factor: 'sector', weight: w.sector, fit: sectors.includes(sector) ? 1 : 0, values: [sector] })
  const stage = stageFit(startup.stage, normalizeTags(member.stages))
  if (stage !== null) factors.push({ factor: 'stage', weight: w.stage, fit: stage, values: [startup.stage!] })
  const culture = overlap(member.cultureValues, startup.cultureValues)
  factors.push({ factor: 'culture', weight: w.culture, fit: shareFit(culture.length, normalizeTags(member.cultureValues).length), values: culture })
  const skills = overlap(member.skills, startup.techStack)
  factors.push({ factor: 'skills', weight: w.skills, fit: shareFit(skills.length, normalizeTags(member.skills).length), values: skills })
  const km = kmBetween(member.city, startup.city)
  if (km !== null) factors.push({ factor: 'distance', weight: w.distance, fit: distanceFit(km), values: [String(km)] })
  return toMatch(startup, factors)
}

/**
 * A job for a member. Skills: the share of the job's stack the member has (full at three tags). Location: a remote
 * job fits fully a member open to remote work; otherwise the distance curve between the member's city and the job's.
 */
export function scoreJobForMember<T extends JobCandidate>(member: MemberPreferencesForMatching, job: T): Match<T> {
  const w = MEMBER_JOB_WEIGHTS
  const factors: MatchReason[] = []
  const skills = overlap(job.techStack, member.skills)
  factors.push({ factor: 'skills', weight: w.skills, fit: shareFit(skills.length, normalizeTags(job.techStack).length), values: skills })
  if (job.isRemote && member.remoteOk) {
    factors.push({ factor: 'location', weight: w.location, fit: 1, values: ['remote'] })
  } else {
    const km = kmBetween(member.city, job.city)
    if (km !== null) factors.push({ factor: 'location', weight: w.location, fit: distanceFit(km), values: [String(km)] })
  }
  const culture = overlap(member.cultureValues, job.cultureValues)
  factors.push({ factor: 'culture', weight: w.culture, fit: shareFit(culture.length, normalizeTags(member.cultureValues).length), values: culture })
  const sectors = normalizeTags(member.sectors)
  const sector = job.sector?.toLowerCase() ?? null
  if (sector && sectors.length) factors.push({ factor: 'sector', weight: w.sector, fit: sectors.includes(sector) ? 1 : 0, values: [sector] })
  return toMatch(job, factors)
}
