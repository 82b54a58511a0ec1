import { MAX_WINDOW } from '~/domain/lists'

/**
 * Rows 0 … `shown` of a list whose model answers at most `perRead` rows a call (the /api contract's cap, 100): the
 * "Load more" pages' window (app/components/ui/list-cards.tsx). Stops at the first short read.
 */
export async function readWindow<Q extends object, R>(
  read: (query: Q & { offset: number; limit: number }) => Promise<R[]>,
  query: Q,
  shown: number,
  perRead: number,
): Promise<R[]> {
  const rows: R[] = []
  const end = Math.min(shown, MAX_WINDOW)
  while (rows.length < end) {
    const limit = Math.min(perRead, end - rows.length)
    const page = await read({ ...query, offset: rows.length, limit })
    rows.push(...page)
    if (page.length < limit) break
  }
  return rows
}
