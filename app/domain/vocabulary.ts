// Relative imports throughout app/domain: drizzle-kit and the seed CLI load these modules without Vite's `~` alias.

/** Words that read as acronyms rather than title-cased words ('pre-ipo' → 'Pre-IPO', not 'Pre Ipo'). */
// A Map, not an object literal: a word such as 'constructor' must not find Object.prototype's members.
const ACRONYMS = new Map([
  ['ipo', 'IPO'],
  ['mvp', 'MVP'],
  ['ai', 'AI'],
  ['saas', 'SaaS'],
])

/**
 * 000 §3: hyphenated stage slugs are shown title-cased ('series-a' → 'Series A', 'early-stage' → 'Early Stage').
 * 'pre-ipo' keeps its hyphen and reads 'Pre-IPO', as in the discover stage list (000 §9). Values that are already
 * display text ('Series A') come back unchanged.
 */
export function formatStage(stage: string | null | undefined): string {
  const value = stage?.trim()
  if (!value) return ''
  if (value.toLowerCase() === 'pre-ipo') return 'Pre-IPO'
  return value
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS.get(word.toLowerCase()) ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Job types and experience levels read the same way ('full-time' → 'Full Time'). */
export const formatSlug = formatStage

/**
 * The label of a stored value. A value outside the vocabulary (rows written before a value was renamed, free text
 * from an older client) is title-cased the way 000 §3 shows stages ('series-d' → 'Series D'), never dropped.
 */
export function labelFor<T extends string>(labels: Readonly<Record<T, string>>, value: string | null | undefined): string {
  if (!value) return ''
  return Object.hasOwn(labels, value) ? labels[value as T] : formatSlug(value)
}
