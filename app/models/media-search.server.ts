import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../db/client'
import {
  ensureSearchIndex,
  SEARCH_ID_SPAN,
  searchTables,
  type SearchIndexRepair,
  type SearchIndexSpec,
} from './search-index.server'

/**
 * Free-text search over media items: 001 §5 "Media search matches title, excerpt and author name, case-insensitively"
 * (docs/decisions/0040-media.md). Two FTS5 indexes (substring and word prefix) keyed by the post's place in the list's
 * order (mediaSearchKeySql); see search-index.server.ts. The author's name is the byline's, else the author account's:
 * a trigger on users re-indexes an author's posts when their name changes.
 */
const authorName = (row: string) =>
  `coalesce(nullif(trim(CASE WHEN json_valid(${row}.author) THEN json_extract(${row}.author, '$.name') END), ''), ` +
  `(SELECT trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) FROM users u WHERE u.id = ${row}.author_id))`

/**
 * The search indexes' rowid: the item's place in the list's order (newest first: publication second, then id), so a
 * search reads the index from the top key down and stops at the page
 * (docs/decisions/0062-resources-and-media-search-in-list-order.md). Within one second, items order by id rather than
 * by milliseconds. A draft without a publication time (never listed) and anything dated before 1970 are keyed at
 * second 0, so that keys stay positive and `rowid % SEARCH_ID_SPAN` is the id.
 */
export const mediaSearchKeySql = (row: string) =>
  `(max(coalesce(${row}.published_at, 0), 0) / 1000) * ${SEARCH_ID_SPAN} + ${row}.id`

/**
 * Every search key of an item published at or before `now` is below this, as an SQL integer literal (a bound
 * JavaScript number would reach SQLite as a REAL).
 */
export function mediaSearchKeyAfter(now: Date): string {
  return String((BigInt(Math.floor(now.getTime() / 1000)) + 1n) * BigInt(SEARCH_ID_SPAN))
}

export const MEDIA_SEARCH: SearchIndexSpec = {
  table: 'blog_posts',
  name: 'blog_posts_fts',
  columns: ['title', 'excerpt', 'author'],
  values: (row) => [`${row}.title`, `${row}.excerpt`, authorName(row)],
  watched: ['title', 'excerpt', 'author', 'author_id', 'published_at'],
  key: mediaSearchKeySql,
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
