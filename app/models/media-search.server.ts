import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../db/client'
import { ensureSearchIndex, searchTables, type SearchIndexRepair, type SearchIndexSpec } from './search-index.server'

/**
 * Free-text search over media items: 001 §5 "Media search matches title, excerpt and author name, case-insensitively"
 * (docs/decisions/0040-media.md). Two FTS5 indexes (substring and word prefix) keyed by the post's id; see
 * search-index.server.ts. The author's name is the byline's, else the author account's: a trigger on users re-indexes
 * an author's posts when their name changes.
 */
const authorName = (row: string) =>
  `coalesce(nullif(trim(CASE WHEN json_valid(${row}.author) THEN json_extract(${row}.author, '$.name') END), ''), ` +
  `(SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = ${row}.author_id))`

export const MEDIA_SEARCH: SearchIndexSpec = {
  table: 'blog_posts',
  name: 'blog_posts_fts',
  columns: ['title', 'excerpt', 'author'],
  values: (row) => [`${row}.title`, `${row}.excerpt`, authorName(row)],
  watched: ['title', 'excerpt', 'author', 'author_id'],
  related: [
    {
      name: 'blog_posts_fts_after_author_rename',
      on: 'users',
      event: 'AFTER UPDATE OF first_name, last_name',
      where: 'p.author_id = new.id',
    },
  ],
}

const [substring, words] = searchTables(MEDIA_SEARCH)
// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const mediaSearch = sqliteTable(substring, { rowid: integer() })
export const mediaShortSearch = sqliteTable(words, { rowid: integer() })

export function ensureMediaSearch(database: Database): Promise<SearchIndexRepair> {
  return ensureSearchIndex(database, MEDIA_SEARCH)
}
