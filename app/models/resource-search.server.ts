import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../db/client'
import {
  ensureSearchIndex,
  SEARCH_ID_SPAN,
  searchTables,
  type SearchIndexRepair,
  type SearchIndexSpec,
} from './search-index.server'

/** Review counts above this share the top of the key (ties among them go by id): over a billion reviews. */
export const MAX_KEYED_REVIEW_COUNT = 2 ** 30 - 1

/**
 * The search indexes' rowid: the resource's place in the directory's order (rating, then review count, then id, all
 * descending; resources.server.ts ORDER), so a search reads the index from the top key down and stops at the page
 * (docs/decisions/0062-resources-and-media-search-in-list-order.md). Rating (hundredths, 0–500 by its CHECK) + 1, or
 * 0 when unrated, so unrated resources come last as in the list; then the review count in 30 bits; then the id in 24
 * bits. The largest key, 502 × 2^54, stays below 2^63.
 */
export const resourceSearchKeySql = (row: string) =>
  `(coalesce(${row}.rating + 1, 0) * ${MAX_KEYED_REVIEW_COUNT + 1} + min(${row}.review_count, ${MAX_KEYED_REVIEW_COUNT})) ` +
  `* ${SEARCH_ID_SPAN} + ${row}.id`

/**
 * Free-text search over resources: 000 §5 "resources … match name or description" (docs/decisions/0038-resource-hub.md).
 * Two FTS5 indexes (substring and word prefix) keyed by the resource's place in the directory's order; see
 * search-index.server.ts. A new rating or review count moves the resource in them.
 */
export const RESOURCE_SEARCH: SearchIndexSpec = {
  table: 'resources',
  name: 'resources_fts',
  columns: ['name', 'description'],
  values: (row) => [`${row}.name`, `${row}.description`],
  watched: ['name', 'description', 'rating', 'review_count'],
  key: resourceSearchKeySql,
}

const [substring, words] = searchTables(RESOURCE_SEARCH)
// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const resourceSearch = sqliteTable(substring, { rowid: integer() })
export const resourceShortSearch = sqliteTable(words, { rowid: integer() })

export function ensureResourceSearch(database: Database): Promise<SearchIndexRepair> {
  return ensureSearchIndex(database, RESOURCE_SEARCH)
}
