import { formatCount } from './format'

/**
 * Counts that a page shows ('{n} jobs found', the dashboard's Events and Opportunities tiles) stop at this many
 * matches and then read '1,000+' (docs/decisions/0089-scaling-list-pages-and-dashboard.md): an exact count walks
 * every match, so at 100,000 jobs the Talent Hub's unfiltered count read every job on every request. The query asks
 * for COUNT_LIMIT + 1 rows and counts them, so it costs at most that many index entries whatever the table's size.
 */
export const COUNT_LIMIT = 1_000

/** A count of matches that stops at a limit: `count` is exact when `more` is false, else the limit. */
export interface BoundedCount {
  count: number
  /** There are more matches than `count`. */
  more: boolean
}

/** The row of `select count(*) from (… limit COUNT_LIMIT + 1)` as a BoundedCount. */
export function toBoundedCount([row]: readonly { n: number }[], limit = COUNT_LIMIT): BoundedCount {
  const n = row?.n ?? 0
  return { count: Math.min(n, limit), more: n > limit }
}

/** '35', or '1,000+' when there are more (the locale's digit grouping). */
export function formatBoundedCount({ count, more }: BoundedCount, locale = 'en-US'): string {
  return `${formatCount(count, locale)}${more ? '+' : ''}`
}
