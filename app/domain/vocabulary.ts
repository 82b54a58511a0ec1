// Relative imports throughout app/domain: drizzle-kit and the seed CLI load these modules without Vite's `~` alias.
import { formatSlug } from '../shared/format'

/**
 * The label of a stored value. A value outside the vocabulary (rows written before a value was renamed, free text
 * from an older client) is title-cased the way 000 §3 shows stages ('series-d' → 'Series D'), never dropped.
 */
export function labelFor<T extends string>(labels: Readonly<Record<T, string>>, value: string | null | undefined): string {
  if (!value) return ''
  return Object.hasOwn(labels, value) ? labels[value as T] : formatSlug(value)
}
