// Deterministic randomness and small helpers shared by every part of the seed.

import { fnv1a } from '../app/shared/fnv'

export const INSERT_BATCH = 400

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

/**
 * Midnight UTC of the day `now` falls on. Every date in the seed is an offset from it, so the demo never goes stale
 * (history stays in the past, upcoming things stay ahead) and one `now` always gives the same rows.
 */
export function startOfDayUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

/** mulberry32: a small, fast seeded PRNG (also drives the fuzz test's generated input). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** FNV-1a, so each part of the seed draws from its own stream and adding rows to one part never shifts another. */
export const hash = fnv1a

export class Random {
  private readonly next: () => number
  constructor(label: string) {
    this.next = mulberry32(hash(`startup-asia:${label}`))
  }
  float() {
    return this.next()
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(probability: number) {
    return this.next() < probability
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
}

/**
 * `count` instants strictly after `from` and before `to`, in increasing order: gaps drawn between `minGap` and
 * `maxGap`, shrunk to fit when the window is too short (a young startup gets its rounds closer together).
 */
export function increasingDates(
  random: Random,
  count: number,
  { from, to, minGap, maxGap }: { from: number; to: number; minGap: number; maxGap: number },
): number[] {
  const gaps = Array.from({ length: count }, () => random.int(minGap, maxGap))
  const total = gaps.reduce((sum, gap) => sum + gap, 0)
  const room = to - from
  const scale = total >= room ? room / (total + minGap) : 1
  const dates: number[] = []
  let at = from
  for (const gap of gaps) {
    // Whole days, at least one apart, so that 'YYYY-MM-DD' dates are strictly increasing too.
    at += Math.max(DAY, Math.floor((gap * scale) / DAY) * DAY)
    dates.push(at)
  }
  return dates
}

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
export const emailLocalPart = (first: string, last: string) => slugify(`${first}.${last}`).replace(/-/g, '.')
export const money = (whole: number) => `${whole}.00`

export function* chunks<T>(rows: T[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

/** The next `count` items of `items` (fewer when it runs out), leaving the rest to be read. */
export function take<T>(items: Iterator<T>, count: number): T[] {
  const taken: T[] = []
  while (taken.length < count) {
    const next = items.next()
    if (next.done) break
    taken.push(next.value)
  }
  return taken
}

/** `items` in arrays of `size` (the last may be shorter), read only as each array is asked for. */
export function* batches<T>(items: Iterator<T>, size: number): Generator<T[], void, undefined> {
  for (let batch = take(items, size); batch.length > 0; batch = take(items, size)) yield batch
}
