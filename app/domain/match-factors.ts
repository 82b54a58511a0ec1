// The factor curves every scoring function shares (issue 42 item 3; docs/decisions/0116-matching.md). Pure and
// deterministic. Relative imports throughout app/domain: the seed CLI and the bench load these modules without Vite.
import { haversineKm, type LatLng } from './geo'
import { STAGES, type Stage } from './startups'

/** Stages in the order a startup goes through them: "adjacent" means one step apart on this ladder. */
export const STAGE_LADDER = Object.keys(STAGES) as Stage[]

/** Full fit within this distance (one metro area)… */
export const NEAR_KM = 50
/** …none beyond this one (about Singapore–Tokyo is 5,300 km; Singapore–Bangalore 3,200 km). */
export const FAR_KM = 3000

/**
 * Distance fit: 1 up to NEAR_KM, 0 from FAR_KM, and between them falling with the logarithm of the distance, so
 * each doubling costs the same (≈ 0.17): 100 km → 0.83, 500 km → 0.44, 1,000 km → 0.27, 2,000 km → 0.10.
 */
export function distanceFit(km: number): number {
  if (km <= NEAR_KM) return 1
  if (km >= FAR_KM) return 0
  return round3(1 - Math.log(km / NEAR_KM) / Math.log(FAR_KM / NEAR_KM))
}

/** The km between two places, or null when either has no city. Rounded to whole km (what a reason shows). */
export function kmBetween(a: LatLng | null | undefined, b: LatLng | null | undefined): number | null {
  if (!a || !b) return null
  return Math.round(haversineKm(a, b))
}

/** Lowercased, trimmed, without empties: how tags are compared (tech stacks are free text: 'React' = 'react'). */
export function normalizeTags(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))]
}

/** The tags both lists have, in the order of `wanted`. */
export function overlap(wanted: readonly string[], offered: readonly string[]): string[] {
  const offeredSet = new Set(normalizeTags(offered))
  return normalizeTags(wanted).filter((tag) => offeredSet.has(tag))
}

/**
 * Stage fit: 1 when `stage` is one of `stages`, 0.5 when it is one step from one of them on STAGE_LADDER, else 0.
 * Null when there is nothing to compare (no stage, or no stages listed).
 */
export function stageFit(stage: string | null | undefined, stages: readonly string[]): number | null {
  if (!stage || stages.length === 0) return null
  if (stages.includes(stage)) return 1
  const at = STAGE_LADDER.indexOf(stage as Stage)
  if (at < 0) return 0
  return stages.some((other) => Math.abs(STAGE_LADDER.indexOf(other as Stage) - at) === 1) ? 0.5 : 0
}

/** The stages next to this one on the ladder (for candidate selection). */
export function adjacentStages(stage: string): Stage[] {
  const at = STAGE_LADDER.indexOf(stage as Stage)
  if (at < 0) return []
  return [STAGE_LADDER[at - 1], STAGE_LADDER[at + 1]].filter((s): s is Stage => Boolean(s))
}

/** Share of `wanted` met, saturating at `enough` matches (3 shared tech tags is a full fit however many are listed). */
export function shareFit(matched: number, wanted: number, enough = 3): number {
  if (wanted === 0) return 0
  return round3(Math.min(1, matched / Math.min(wanted, enough)))
}

export function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}
