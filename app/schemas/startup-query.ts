import { z } from 'zod'
import {
  DISCOVER_LOCATIONS,
  SORT_CHOICES,
  toSector,
  toStage,
  type Sector,
  type SortChoice,
  type Stage,
} from '~/domain/startups'
import { blankToUndefined, vocabularyFilter, wholeNumberParam } from './fields'
import { nearFields } from './near'
import { NEAREST } from '~/domain/near'
import { DISCOVER_PAGE_SIZE, MAX_LIMIT, MAX_STARTUP_SEARCH_LENGTH as MAX_SEARCH_LENGTH } from './filter-params'

export { filterParams, MAX_LIMIT } from './filter-params'

/**
 * The discover query (000 §2, §7, §9), shared by the /discover loader and GET /api/startups. Query strings arrive as
 * text; empty values mean "any" (a GET form sends `sector=` for "All Sectors"). Anything else that does not parse is
 * a 400 with field errors, never a 500.
 */

/** Deeper pages cost more (offset rows are walked); past this, narrow the search instead. */
const MAX_OFFSET = 10_000
const MAX_TEAM_SIZE = 1_000_000
export const MIN_YEAR = 1900
export const MAX_YEAR = 2100

/** A discover location matches whatever its case ('tokyo' → 'Tokyo'); other places are matched as written. */
function canonicalLocation(value: string): string {
  const lower = value.toLowerCase()
  return DISCOVER_LOCATIONS.find((location) => location.toLowerCase() === lower) ?? value
}

// Nearest first (docs/decisions/0115-near-filters.md) is a sort of its own: only a near filter gives it a meaning.
type StartupSort = SortChoice | typeof NEAREST
const SORT_KEYS = [...Object.keys(SORT_CHOICES), NEAREST] as unknown as [StartupSort, ...StartupSort[]]

export const startupQuerySchema = z
  .object({
    sector: vocabularyFilter<Sector>('sector', toSector),
    stage: vocabularyFilter<Stage>('stage', toStage),
    location: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'location must be text' })
        .trim()
        .max(255, { error: 'location must be at most 255 characters' })
        .transform(canonicalLocation)
        .optional(),
    ),
    sortBy: z.preprocess(
      blankToUndefined,
      z
        .enum(SORT_KEYS, { error: `sortBy must be one of ${SORT_KEYS.join(', ')}` })
        .optional(),
    ),
    minTeamSize: wholeNumberParam('minTeamSize', 0, MAX_TEAM_SIZE),
    maxTeamSize: wholeNumberParam('maxTeamSize', 0, MAX_TEAM_SIZE),
    foundingYearFrom: wholeNumberParam('foundingYearFrom', MIN_YEAR, MAX_YEAR),
    foundingYearTo: wholeNumberParam('foundingYearTo', MIN_YEAR, MAX_YEAR),
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'limit must be a whole number of at least 1' })
        .trim()
        .regex(/^\d{1,10}$/, { error: 'limit must be a whole number of at least 1' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'limit must be a whole number of at least 1' }))
        .transform((limit) => Math.min(limit, MAX_LIMIT))
        .optional(),
    ),
    offset: wholeNumberParam('offset', 0, MAX_OFFSET),
    ...nearFields,
  })
  .superRefine((query, ctx) => {
    if (query.minTeamSize !== undefined && query.maxTeamSize !== undefined && query.minTeamSize > query.maxTeamSize) {
      ctx.addIssue({ code: 'custom', path: ['maxTeamSize'], message: 'maxTeamSize must not be below minTeamSize' })
    }
    if (
      query.foundingYearFrom !== undefined &&
      query.foundingYearTo !== undefined &&
      query.foundingYearFrom > query.foundingYearTo
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['foundingYearTo'],
        message: 'foundingYearTo must not be before foundingYearFrom',
      })
    }
  })
  // Defaults after parsing, so that an empty value (`limit=`) gets them too.
  .transform((query) => ({
    ...query,
    sortBy: query.sortBy ?? ('newest' as const),
    limit: query.limit ?? DISCOVER_PAGE_SIZE,
    offset: query.offset ?? 0,
  }))

export type StartupQuery = z.output<typeof startupQuerySchema>
