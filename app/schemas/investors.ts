import { z } from 'zod'
import {
  CHECK_SIZE_ORDER,
  DIRECTORY_PAGE_SIZE,
  INVESTOR_TYPES,
  MAX_CHECK_SIZE,
  MAX_DIRECTORY_LIMIT,
  MAX_DIRECTORY_OFFSET,
  MAX_DIRECTORY_SEARCH_LENGTH,
  MAX_DIRECTORY_TAG_LENGTH,
  MAX_DIRECTORY_TAGS,
  MENTOR_AVAILABILITY,
  toInvestorType,
  toMentorAvailability,
} from '~/domain/investors'
import { CURRENCIES } from '~/domain/money'
import { toSector, toStage, type Sector, type Stage } from '~/domain/startups'
import { blankToUndefined, optionalText, requiredText, vocabularyFilter, wholeNumberParam } from './fields'
import { nearFields } from './near'

/**
 * The investor and mentor directories (docs/decisions/0117-investors-and-mentors.md): one query schema per directory
 * for the page and its /api twin, and one input schema per record for the admin's form and its /api twin. An empty
 * query value means "any" (a GET form sends `sector=` for "All Sectors").
 */

const searchField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'q must be text' })
    .trim()
    .max(MAX_DIRECTORY_SEARCH_LENGTH, { error: `q must be at most ${MAX_DIRECTORY_SEARCH_LENGTH} characters` })
    .optional(),
)

/** A city named by its slug or its name ('Kuala Lumpur', 'kuala-lumpur'); the model resolves it (400 when unknown). */
const locationField = z.preprocess(
  blankToUndefined,
  z.string({ error: 'location must be text' }).trim().max(100, { error: 'location must be at most 100 characters' }).optional(),
)

/** A free tag filter (expertise, language): lower-cased, compared exactly. */
const tagFilter = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .toLowerCase()
      .max(MAX_DIRECTORY_TAG_LENGTH, { error: `${field} must be at most ${MAX_DIRECTORY_TAG_LENGTH} characters` })
      .optional(),
  )

const paging = {
  limit: z.preprocess(
    (value) => blankToUndefined(value) ?? String(DIRECTORY_PAGE_SIZE),
    z
      .string({ error: `limit must be a whole number from 1` })
      .regex(/^\d{1,6}$/, { error: 'limit must be a whole number from 1' })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: 'limit must be a whole number from 1' }))
      .transform((value) => Math.min(value, MAX_DIRECTORY_LIMIT)),
  ),
  offset: z.preprocess(
    (value) => blankToUndefined(value) ?? '0',
    z
      .string({ error: `offset must be a whole number from 0 to ${MAX_DIRECTORY_OFFSET}` })
      .regex(/^\d{1,7}$/, { error: `offset must be a whole number from 0 to ${MAX_DIRECTORY_OFFSET}` })
      .transform(Number)
      .pipe(z.number().int().max(MAX_DIRECTORY_OFFSET, { error: `offset must be a whole number from 0 to ${MAX_DIRECTORY_OFFSET}` })),
  ),
}

const INVESTOR_TYPE_MESSAGE = `type must be one of ${INVESTOR_TYPES.join(', ')}`
const AVAILABILITY_MESSAGE = `availability must be one of ${MENTOR_AVAILABILITY.join(', ')}`

export const investorQuerySchema = z
  .object({
    q: searchField,
    type: z.preprocess(
      blankToUndefined,
      z
        .string({ error: INVESTOR_TYPE_MESSAGE })
        .max(50, { error: INVESTOR_TYPE_MESSAGE })
        .transform((text, ctx) => toInvestorType(text) ?? (ctx.addIssue({ code: 'custom', message: INVESTOR_TYPE_MESSAGE }), z.NEVER))
        .optional(),
    ),
    sector: vocabularyFilter<Sector>('sector', toSector),
    stage: vocabularyFilter<Stage>('stage', toStage),
    location: locationField,
    ...nearFields,
    // Major units of USD (the directory compares cheque ranges in one currency; decision 0117).
    checkSizeMin: wholeNumberParam('checkSizeMin', 0, MAX_CHECK_SIZE),
    checkSizeMax: wholeNumberParam('checkSizeMax', 0, MAX_CHECK_SIZE),
    ...paging,
  })
  .superRefine((query, ctx) => {
    if (query.checkSizeMin !== undefined && query.checkSizeMax !== undefined && query.checkSizeMax < query.checkSizeMin) {
      ctx.addIssue({ code: 'custom', path: ['checkSizeMax'], message: CHECK_SIZE_ORDER })
    }
  })
export type InvestorQuery = z.output<typeof investorQuerySchema>

export const mentorQuerySchema = z.object({
  q: searchField,
  sector: vocabularyFilter<Sector>('sector', toSector),
  // The stage of the startups it mentors (issue 42's contract: GET /api/mentors filters by stage too).
  stage: vocabularyFilter<Stage>('stage', toStage),
  expertise: tagFilter('expertise'),
  language: tagFilter('language'),
  availability: z.preprocess(
    blankToUndefined,
    z
      .string({ error: AVAILABILITY_MESSAGE })
      .max(50, { error: AVAILABILITY_MESSAGE })
      .transform((text, ctx) => toMentorAvailability(text) ?? (ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGE }), z.NEVER))
      .optional(),
  ),
  location: locationField,
  ...nearFields,
  ...paging,
})
export type MentorQuery = z.output<typeof mentorQuerySchema>

// ── Writing a record: the admin's form, its /api twin, and a member's application ──

/** A list of tags as JSON (an array) or as a form's comma-separated text: trimmed, blank entries dropped, deduplicated. */
function tagList(field: string, normalize: (text: string) => string | null = (text) => text.toLowerCase()) {
  const tooMany = `${field}: at most ${MAX_DIRECTORY_TAGS} entries`
  return z.preprocess(
    (value) => {
      const items = typeof value === 'string' ? value.split(',') : value === undefined || value === null ? [] : value
      return Array.isArray(items) ? items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') : items
    },
    z
      .array(
        z
          .string({ error: `${field} must be a list of text` })
          .max(MAX_DIRECTORY_TAG_LENGTH, { error: `${field}: each entry at most ${MAX_DIRECTORY_TAG_LENGTH} characters` })
          .transform((text, ctx) => normalize(text) ?? (ctx.addIssue({ code: 'custom', message: `Unknown ${field} "${text}"` }), z.NEVER)),
        { error: `${field} must be a list of text` },
      )
      .max(MAX_DIRECTORY_TAGS, { error: tooMany })
      .transform((items) => [...new Set(items)]),
  )
}

/** A cheque bound in major units as text or a number: empty is none. */
const checkBound = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
    z
      .string({ error: `${field} must be a whole number from 0 to ${MAX_CHECK_SIZE}` })
      .trim()
      .regex(/^\d{1,11}$/, { error: `${field} must be a whole number from 0 to ${MAX_CHECK_SIZE}` })
      .transform(Number)
      .pipe(z.number().max(MAX_CHECK_SIZE, { error: `${field} must be a whole number from 0 to ${MAX_CHECK_SIZE}` }))
      .optional(),
  )

export const investorInputSchema = z
  .object({
    name: requiredText('Name is required'),
    type: z.enum(INVESTOR_TYPES, { error: INVESTOR_TYPE_MESSAGE }),
    description: optionalText(5000, 'Description must be at most 5000 characters'),
    website: optionalText(500, 'Website must be at most 500 characters').pipe(
      z.string().regex(/^https?:\/\//i, { error: 'Website must start with http:// or https://' }).optional(),
    ),
    location: optionalText(255, 'Location must be at most 255 characters'),
    checkSizeMin: checkBound('checkSizeMin'),
    checkSizeMax: checkBound('checkSizeMax'),
    currency: z.preprocess((value) => blankToUndefined(value) ?? 'USD', z.enum(CURRENCIES, { error: 'Unknown currency' })),
    stages: tagList('stages', toStage),
    sectors: tagList('sectors', toSector),
    geographies: tagList('geographies', (text) => (/^[a-z]{2}$/i.test(text) ? text.toUpperCase() : null)),
  })
  .superRefine((input, ctx) => {
    if (input.checkSizeMin !== undefined && input.checkSizeMax !== undefined && input.checkSizeMax < input.checkSizeMin) {
      ctx.addIssue({ code: 'custom', path: ['checkSizeMax'], message: CHECK_SIZE_ORDER })
    }
  })
export type InvestorInput = z.output<typeof investorInputSchema>

export const mentorInputSchema = z.object({
  name: requiredText('Name is required'),
  headline: optionalText(255, 'Headline must be at most 255 characters'),
  bio: optionalText(5000, 'Bio must be at most 5000 characters'),
  website: optionalText(500, 'Website must be at most 500 characters').pipe(
    z.string().regex(/^https?:\/\//i, { error: 'Website must start with http:// or https://' }).optional(),
  ),
  location: optionalText(255, 'Location must be at most 255 characters'),
  expertise: tagList('expertise'),
  sectors: tagList('sectors', toSector),
  stages: tagList('stages', toStage),
  languages: tagList('languages'),
  availability: z.preprocess((value) => blankToUndefined(value) ?? 'open', z.enum(MENTOR_AVAILABILITY, { error: AVAILABILITY_MESSAGE })),
})
export type MentorInput = z.output<typeof mentorInputSchema>

/** What an admin changes about a record's standing: verify, unverify, deactivate, reactivate. */
export const directoryStatusSchema = z.object({
  verified: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'verified must be true or false' }).optional()),
  active: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: 'active must be true or false' }).optional()),
})
export type DirectoryStatus = z.output<typeof directoryStatusSchema>
