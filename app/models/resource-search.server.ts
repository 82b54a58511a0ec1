import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../db/client'
import { ensureSearchIndex, searchTables, type SearchIndexRepair, type SearchIndexSpec } from './search-index.server'

/**
 * Free-text search over resources: 000 §5 "resources … match name or description" (docs/decisions/0038-resource-hub.md).
 * Two FTS5 indexes (substring and word prefix) keyed by the resource's id; see search-index.server.ts.
 */
export const RESOURCE_SEARCH: SearchIndexSpec = {
  table: 'resources',
  name: 'resources_fts',
  columns: ['name', 'description'],
  values: (row) => [`${row}.name`, `${row}.description`],
  watched: ['name', 'description'],
}

const [substring, words] = searchTables(RESOURCE_SEARCH)
// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const resourceSearch = sqliteTable(substring, { rowid: integer() })
export const resourceShortSearch = sqliteTable(words, { rowid: integer() })

export function ensureResourceSearch(database: Database): Promise<SearchIndexRepair> {
  return ensureSearchIndex(database, RESOURCE_SEARCH)
}
