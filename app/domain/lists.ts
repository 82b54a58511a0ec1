/**
 * The list pages' window (000 §2, §4; docs/decisions/0013): /discover, /talent-hub and /events show rows
 * 0 … offset + page size, so the no-JS "Load more" link keeps the earlier rows on screen. A window stops here; past
 * it, narrow the search.
 */
export const MAX_WINDOW = 500

/** How many rows a "Load more" page shows for the visitor's `offset` ("loaded this far"). */
export function windowSize(offset: number, pageSize: number): number {
  return Math.min(offset + pageSize, MAX_WINDOW)
}
