// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'
import { SAVED_SEARCH_NAME_MAX } from '~/domain/alerts'
import { SEARCH_NAME_REQUIRED, SEARCH_NAME_TOO_LONG, SEARCH_URL_REQUIRED } from '~/domain/saved-searches'
import { requiredText } from './fields'

/**
 * A saved search (issue 43 item 2, docs/decisions/0131-saved-searches.md), for the list pages' "Save this search" form
 * and POST /api/saved-searches alike: a name, and the list page's own URL (a path with its query, or an absolute URL
 * on this site). Whether the URL is a list page of this site is the model's to say (canonicalSearch), as a field error
 * on `url`.
 */
const URL_MAX = 4000

const nameField = requiredText(SEARCH_NAME_REQUIRED, { max: SAVED_SEARCH_NAME_MAX, tooLong: SEARCH_NAME_TOO_LONG }).describe(
  'The name the member gives the search',
)

export const saveSearchSchema = z.object({
  name: nameField,
  url: z
    .string({ message: SEARCH_URL_REQUIRED })
    .trim()
    .min(1, SEARCH_URL_REQUIRED)
    .max(URL_MAX, SEARCH_URL_REQUIRED)
    .describe("The list page's URL as the member sees it, e.g. /talent-hub?type=full-time&location=Singapore"),
})
export type SaveSearchInput = z.infer<typeof saveSearchSchema>

export const renameSavedSearchSchema = z.object({ name: nameField })
export type RenameSavedSearchInput = z.infer<typeof renameSavedSearchSchema>

/** A saved search as GET /api/saved-searches lists it and POST/PATCH answer it. */
export const savedSearchResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  list: z.string().describe('startups, jobs, events, workspaces, resources or investors'),
  query: z.string().describe("The list's query string in its one canonical form ('' for the whole list)"),
  url: z.string().describe('The path that opens it, e.g. /talent-hub?location=Singapore'),
  createdAt: z.string().describe('ISO 8601'),
})
