// Jobs' culture fit for a member (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md): how well a job and
// its startup match what the member stated on /profile/preferences. Pure and deterministic, in the Match shape of
// app/domain/matching.ts: the score (0–100) is Σ weight × fit over three factors, and each factor that fits at all is
// a reason shown beside the score ("Culture fit 80 · Remote-first · Flat hierarchy · React").
// Relative imports throughout app/domain: the seed CLI loads these modules without Vite's `~` alias.
import { scoreOf, type Match, type MatchReason } from './matching'
import { normalizeTechTag } from './tech-tags'

/** The Talent Hub's orders: newest first (the default), or best culture fit first (signed-in members). */
export const JOB_SORTS = ['newest', 'fit'] as const
export type JobSort = (typeof JOB_SORTS)[number]

/**
 * The factors' weights (they add up to 100). Culture values weigh most: the score is the "culture fit" the landing
 * page promises; skills next (a job whose stack the member knows); then where the work is.
 */
export const CULTURE_FIT_WEIGHTS = { culture: 50, skills: 35, location: 15 } as const

/**
 * How many shared values or matched skills make a full fit: three shared culture values fit fully, one a third; a
 * job listing two technologies fits fully when the member knows both.
 */
export const FULL_FIT_COUNT = 3

/** What the member wants (member_preferences): culture values, skills as tech tags, their city, open to remote. */
export interface FitPreferences {
  cultureValues: readonly string[]
  skills: readonly string[]
  /** The member's city's id (cities table), or null. */
  cityId: number | null
  remoteOk: boolean
}

/** What the score reads of a job: its tech stack, whether it is remote, its city (resolved), its startup's values. */
export interface FitJob {
  id: number
  techStack: readonly string[]
  isRemote: boolean
  /** The city the job's location resolves to (cityForPlace), or null. */
  cityId: number | null
  cultureValues: readonly string[]
}

/** Whether the member stated anything a job can fit: without it, no score is shown and sort=fit is newest first. */
export function hasFitPreferences(preferences: FitPreferences | null): preferences is FitPreferences {
  return Boolean(preferences && (preferences.cultureValues.length > 0 || preferences.skills.length > 0 || preferences.cityId !== null))
}

function ratio(matched: number, possible: number): number {
  const needed = Math.min(FULL_FIT_COUNT, possible)
  return needed === 0 ? 0 : Math.min(1, matched / needed)
}

/**
 * The job's culture fit for the member. Factors:
 * - culture (50): the startup's culture values the member wants, shared / min(3, wanted); values are the shared
 *   slugs in the startup's order;
 * - skills (35): the job's tech tags among the member's skills (compared as normalizeTechTag does),
 *   matched / min(3, tags); values are the job's own spelling;
 * - location (15): 1 when the job is remote and the member is open to remote ('remote'), or the job is in the
 *   member's city ('city'); else 0.
 * Only factors with a fit above 0 are reasons; the score rounds to one decimal (scoreOf).
 */
export function cultureFit<T extends FitJob>(job: T, preferences: FitPreferences): Match<T> {
  const wanted = new Set(preferences.cultureValues)
  const shared = job.cultureValues.filter((value) => wanted.has(value))
  const skills = new Set(preferences.skills.map(normalizeTechTag))
  const matchedTags = job.techStack.filter((tag) => skills.has(normalizeTechTag(tag)))
  const remote = job.isRemote && preferences.remoteOk
  const sameCity = preferences.cityId !== null && job.cityId === preferences.cityId
  const factors: MatchReason[] = [
    { factor: 'culture', weight: CULTURE_FIT_WEIGHTS.culture, fit: ratio(shared.length, wanted.size), values: shared },
    { factor: 'skills', weight: CULTURE_FIT_WEIGHTS.skills, fit: ratio(matchedTags.length, job.techStack.length), values: matchedTags },
    {
      factor: 'location',
      weight: CULTURE_FIT_WEIGHTS.location,
      fit: remote || sameCity ? 1 : 0,
      values: remote ? ['remote'] : sameCity ? ['city'] : [],
    },
  ]
  const reasons = factors.filter((reason) => reason.fit > 0)
  return { item: job, score: Math.round(scoreOf(reasons)), reasons }
}

/** Best fit first; equal scores newest first (the Talent Hub's own order, id descending). */
export function byFit<T extends { id: number }>(a: Match<T>, b: Match<T>): number {
  return b.score - a.score || b.item.id - a.item.id
}

/** GET /api/jobs?sort=fit without signing in (401); the page drops the order and says so. */
export const FIT_SIGN_IN = 'Sign in to sort jobs by culture fit'
