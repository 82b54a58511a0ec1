import { z } from 'zod'
import { nearFields } from './near'
import { EVENT_CATEGORIES, EVENT_LOCATIONS, type EventCategory, type EventLocation } from '~/domain/events'
import { blankToUndefined, wholeNumberParam } from './fields'
import { EVENTS_PAGE_SIZE, MAX_EVENT_SEARCH_LENGTH, MAX_EVENTS_LIMIT } from './filter-params'

export { eventFilterParams } from './filter-params'

/**
 * The events query (000 §2, §7, §9), shared by the /events loader and GET /api/events. Query strings arrive as text;
 * an empty value means "any" (a GET form sends `category=` for "All Categories") and each parameter's last value
 * counts, so the 'Upcoming Only' toggle's hidden `upcoming=false` is overridden by its checked `upcoming=true`.
 */

const MAX_EVENTS_OFFSET = 10_000

/** A value of a list, whatever its case ('Tokyo', 'tokyo'); `message` for anything else. */
function oneOfList<T extends string>(values: readonly T[], message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(100, { error: message })
      .transform((text, ctx) => {
        const found = values.find((value) => value.toLowerCase() === text.toLowerCase())
        if (found === undefined) {
          ctx.addIssue({ code: 'custom', message })
          return z.NEVER
        }
        return found
      })
      .optional(),
  )
}

export const eventQuerySchema = z
  .object({
    category: oneOfList<EventCategory>(EVENT_CATEGORIES, `category must be one of ${EVENT_CATEGORIES.join(', ')}`),
    location: oneOfList<EventLocation>(EVENT_LOCATIONS, `location must be one of ${EVENT_LOCATIONS.join(', ')}`),
    upcoming: z.preprocess(
      blankToUndefined,
      z
        .enum(['true', 'false'], { error: 'upcoming must be true or false' })
        .optional(),
    ),
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_EVENT_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_EVENT_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    limit: wholeNumberParam('limit', 1),
    offset: wholeNumberParam('offset', 0, MAX_EVENTS_OFFSET),
    // Near a city, within N km (docs/decisions/0115-near-filters.md).
    ...nearFields,
  })
  // Defaults after parsing, so that an empty value (`upcoming=`) gets them too.
  .transform((query) => ({
    category: query.category,
    location: query.location,
    searchQuery: query.searchQuery,
    upcoming: query.upcoming !== 'false',
    limit: Math.min(query.limit ?? EVENTS_PAGE_SIZE, MAX_EVENTS_LIMIT),
    offset: query.offset ?? 0,
    near: query.near,
    km: query.km,
  }))

export type EventQuery = z.output<typeof eventQuerySchema>
