// A startup's investors and mentors, ranked (issue 42 item 3; docs/decisions/0116-matching.md). Pure: the model
// (app/models/matches.server.ts) picks the candidates in SQL and hands them here with their cities resolved.
// Relative imports throughout app/domain: the seed CLI and the bench load these modules without Vite's `~` alias.
import type { LatLng } from './geo'
import type { MentorAvailability } from './investors'
import { distanceFit, kmBetween, normalizeTags, overlap, round3, shareFit, stageFit } from './match-factors'
import { scoreOf, type Match, type MatchReason } from './matching'

/**
 * The weights of a startup ↔ investor match: they add up to 100, so a score reads as a percentage. Sector and stage
 * decide whether an investor looks at a startup at all; the cheque decides whether the round fits; distance and the
 * countries it invests in break the remaining ties.
 */
export const INVESTOR_WEIGHTS = { sector: 30, stage: 25, checkSize: 20, distance: 15, geography: 10 } as const

/** The weights of a startup ↔ mentor match (add up to 100). */
export const MENTOR_WEIGHTS = { sector: 25, expertise: 25, language: 15, distance: 15, availability: 20 } as const

/**
 * Fit given when a side states nothing to compare: an investor that lists no sectors (a generalist), no stages or no
 * countries, or a startup not raising a round — half, so a stated fit still ranks above it and a stated misfit below.
 */
export const NEUTRAL_FIT = 0.5

/** The round a startup raises: its newest funding round's amount, in minor units of its currency. */
export interface RaisingRound {
  amountMinor: number
  currency: string
}

/** The startup side of a match. */
export interface StartupForMatching {
  id: number
  sector: string | null
  stage: string | null
  /** Its city, resolved from its location (null: no known city). */
  city: (LatLng & { country: string }) | null
  raising: RaisingRound | null
}

export interface InvestorForMatching {
  id: number
  sectors: readonly string[]
  stages: readonly string[]
  checkSizeMinMinor: number | null
  checkSizeMaxMinor: number | null
  currency: string
  /** ISO country codes. */
  geographies: readonly string[]
  city: LatLng | null
}

export interface MentorForMatching {
  id: number
  sectors: readonly string[]
  expertise: readonly string[]
  languages: readonly string[]
  availability: MentorAvailability
  city: LatLng | null
}

/**
 * Cheque fit: the round's amount inside the investor's range is 1; outside it the fit falls by half for each
 * doubling away (half the minimum or twice the maximum → 0.5, a quarter or four times → 0). A missing bound is open.
 * In another currency than the investor's the amounts are not compared (no exchange rates here): neutral.
 */
export function checkSizeFit(round: RaisingRound, investor: Pick<InvestorForMatching, 'checkSizeMinMinor' | 'checkSizeMaxMinor' | 'currency'>): number {
  const { checkSizeMinMinor: min, checkSizeMaxMinor: max } = investor
  if (min === null && max === null) return NEUTRAL_FIT
  if (round.currency.toUpperCase() !== investor.currency.toUpperCase()) return NEUTRAL_FIT
  const amount = round.amountMinor
  if (amount <= 0) return NEUTRAL_FIT
  let doublings = 0
  if (min !== null && amount < min) doublings = Math.log2(min / amount)
  else if (max !== null && amount > max) doublings = Math.log2(amount / max)
  return round3(Math.max(0, 1 - doublings / 2))
}

/** A reason's values for an amount: its currency and whole major units (['USD', '500000']). */
function money(minor: number, currency: string): string[] {
  return [currency.toUpperCase(), String(Math.round(minor / 100))]
}

function reason(factor: string, weight: number, fit: number, values: string[]): MatchReason {
  return { factor, weight, fit, values }
}

/** Keeps the factors that fit at all: those are the reasons shown; the score counts them all the same. */
function toMatch<T>(item: T, factors: MatchReason[]): Match<T> {
  const reasons = factors.filter((factor) => factor.fit > 0)
  return { item, score: scoreOf(reasons), reasons }
}

/** One investor for one startup: each factor's fit, weighted by INVESTOR_WEIGHTS. */
export function scoreInvestor<T extends InvestorForMatching>(startup: StartupForMatching, investor: T): Match<T> {
  const w = INVESTOR_WEIGHTS
  const sectors = normalizeTags(investor.sectors)
  const stages = normalizeTags(investor.stages)
  const sector = startup.sector?.toLowerCase() ?? null
  const factors: MatchReason[] = []

  if (sector) {
    const fit = sectors.length === 0 ? NEUTRAL_FIT : sectors.includes(sector) ? 1 : 0
    factors.push(reason('sector', w.sector, fit, [sector]))
  }
  const stage = stageFit(startup.stage, stages)
  if (startup.stage) factors.push(reason('stage', w.stage, stage ?? NEUTRAL_FIT, [startup.stage]))

  if (startup.raising) {
    factors.push(reason('checkSize', w.checkSize, checkSizeFit(startup.raising, investor), money(startup.raising.amountMinor, startup.raising.currency)))
  } else {
    factors.push(reason('checkSize', w.checkSize, NEUTRAL_FIT, []))
  }

  const km = kmBetween(startup.city, investor.city)
  if (km !== null) factors.push(reason('distance', w.distance, distanceFit(km), [String(km)]))

  if (startup.city) {
    const countries = investor.geographies.map((code) => code.toUpperCase())
    const country = startup.city.country.toUpperCase()
    const fit = countries.length === 0 ? NEUTRAL_FIT : countries.includes(country) ? 1 : 0
    factors.push(reason('geography', w.geography, fit, [country]))
  }
  return toMatch(investor, factors)
}

/**
 * What a startup at each stage most needs from a mentor, as expertise tags: before a product, product and the first
 * money; around the first rounds, selling and hiring; later, scaling the company. A mentor with two of them fits fully.
 */
export const STAGE_NEEDS: Record<'early' | 'traction' | 'scale', readonly string[]> = {
  early: ['product', 'fundraising', 'go-to-market', 'design', 'engineering'],
  traction: ['go-to-market', 'sales', 'marketing', 'hiring', 'fundraising', 'growth'],
  scale: ['leadership', 'operations', 'finance', 'international-expansion', 'hiring', 'scaling'],
}

export function needsOfStage(stage: string | null | undefined): readonly string[] {
  if (!stage) return STAGE_NEEDS.early
  if (['idea', 'pre-seed', 'mvp', 'seed'].includes(stage)) return STAGE_NEEDS.early
  if (['early-stage', 'series-a'].includes(stage)) return STAGE_NEEDS.traction
  return STAGE_NEEDS.scale
}

/** The languages spoken in a country, as ISO 639-1 codes (the countries of the cities table). */
export const COUNTRY_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  SG: ['en', 'zh', 'ms'],
  MY: ['ms', 'en', 'zh'],
  ID: ['id'],
  TH: ['th'],
  VN: ['vi'],
  PH: ['en', 'tl'],
  KH: ['km'],
  MM: ['my'],
  JP: ['ja'],
  KR: ['ko'],
  CN: ['zh'],
  HK: ['zh', 'en'],
  MO: ['zh', 'pt'],
  TW: ['zh'],
  MN: ['mn'],
  IN: ['en', 'hi'],
  PK: ['ur', 'en'],
  BD: ['bn'],
  LK: ['si', 'ta', 'en'],
  NP: ['ne'],
  AE: ['ar', 'en'],
  SA: ['ar'],
  QA: ['ar', 'en'],
  IL: ['he', 'en'],
  TR: ['tr'],
  KZ: ['kk', 'ru'],
  UZ: ['uz', 'ru'],
}

/** Language names a mentor may have written instead of codes. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: 'en',
  mandarin: 'zh',
  chinese: 'zh',
  cantonese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  hindi: 'hi',
  malay: 'ms',
  bahasa: 'id',
  indonesian: 'id',
  thai: 'th',
  vietnamese: 'vi',
  tagalog: 'tl',
  filipino: 'tl',
  arabic: 'ar',
  turkish: 'tr',
  russian: 'ru',
}

function languageCode(language: string): string {
  const key = language.trim().toLowerCase()
  return LANGUAGE_NAMES[key] ?? key.slice(0, 2)
}

/** 1 when the mentor speaks a language of the startup's country, 0.5 for English only (the region's lingua franca). */
export function languageFit(country: string, languages: readonly string[]): { fit: number; language: string | null } {
  const spoken = languages.map(languageCode)
  const local = COUNTRY_LANGUAGES[country.toUpperCase()] ?? []
  const shared = local.find((code) => spoken.includes(code))
  if (shared) return { fit: 1, language: shared }
  if (spoken.includes('en')) return { fit: NEUTRAL_FIT, language: 'en' }
  return { fit: 0, language: null }
}

export const AVAILABILITY_FIT: Record<MentorAvailability, number> = { open: 1, limited: 0.5, unavailable: 0 }

/** One mentor for one startup: each factor's fit, weighted by MENTOR_WEIGHTS. */
export function scoreMentor<T extends MentorForMatching>(startup: StartupForMatching, mentor: T): Match<T> {
  const w = MENTOR_WEIGHTS
  const factors: MatchReason[] = []
  const sector = startup.sector?.toLowerCase() ?? null
  const sectors = normalizeTags(mentor.sectors)
  if (sector) factors.push(reason('sector', w.sector, sectors.length === 0 ? NEUTRAL_FIT : sectors.includes(sector) ? 1 : 0, [sector]))

  const shared = overlap(needsOfStage(startup.stage), mentor.expertise)
  factors.push(reason('expertise', w.expertise, shareFit(shared.length, 2, 2), shared))

  if (startup.city) {
    const { fit, language } = languageFit(startup.city.country, mentor.languages)
    factors.push(reason('language', w.language, fit, language ? [language] : []))
  }
  const km = kmBetween(startup.city, mentor.city)
  if (km !== null) factors.push(reason('distance', w.distance, distanceFit(km), [String(km)]))
  factors.push(reason('availability', w.availability, AVAILABILITY_FIT[mentor.availability] ?? 0, [mentor.availability]))
  return toMatch(mentor, factors)
}
