import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'
import type { Database } from '../../db/client'
import { ensureSearchIndex, searchTables, type SearchIndexRepair, type SearchIndexSpec } from './search-index.server'

/**
 * Free-text search over the investor and mentor directories (docs/decisions/0117-investors-and-mentors.md): the same
 * pair of FTS5 indexes as every other list (substring and word prefix, search-index.server.ts), keyed by the record's
 * id and kept in step by triggers. The directories are small next to startups (10,000 investors in the bench), so a
 * search joins the matching ids to the record and sorts them, rather than keying the index by the list's order.
 */
export const INVESTOR_SEARCH: SearchIndexSpec = {
  table: 'investors',
  name: 'investors_fts',
  columns: ['name', 'description', 'location'],
  values: (row) => [`${row}.name`, `${row}.description`, `${row}.location`],
  watched: ['name', 'description', 'location'],
}

/** Mentors by name, headline, bio and expertise (the JSON list's text: its tags are words in it). */
export const MENTOR_SEARCH: SearchIndexSpec = {
  table: 'mentors',
  name: 'mentors_fts',
  columns: ['name', 'headline', 'bio', 'expertise'],
  values: (row) => [`${row}.name`, `${row}.headline`, `${row}.bio`, `${row}.expertise`],
  watched: ['name', 'headline', 'bio', 'expertise'],
}

const [investorSubstring, investorWords] = searchTables(INVESTOR_SEARCH)
const [mentorSubstring, mentorWords] = searchTables(MENTOR_SEARCH)
// For typed joins only: drizzle-kit reads only db/schema/, so these never turn into CREATE TABLE statements.
export const investorSearch = sqliteTable(investorSubstring, { rowid: integer() })
export const investorShortSearch = sqliteTable(investorWords, { rowid: integer() })
export const mentorSearch = sqliteTable(mentorSubstring, { rowid: integer() })
export const mentorShortSearch = sqliteTable(mentorWords, { rowid: integer() })

export async function ensureDirectorySearch(database: Database): Promise<SearchIndexRepair[]> {
  return [await ensureSearchIndex(database, INVESTOR_SEARCH), await ensureSearchIndex(database, MENTOR_SEARCH)]
}
