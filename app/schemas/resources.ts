import { z } from 'zod'
import {
  MAX_RESOURCE_DESCRIPTION,
  MAX_RESOURCE_LIMIT,
  MAX_RESOURCE_OFFSET,
  MAX_RESOURCE_SEARCH_LENGTH,
  MAX_SPECIALTIES,
  MAX_SPECIALTY_LENGTH,
  RESOURCE_LOCATIONS,
  RESOURCE_PAGE_SIZE,
  RESOURCE_TYPES,
  type ResourceType,
} from '~/domain/resources'
import { blankToUndefined, requiredText, trimToUndefined, wholeNumberParam } from './fields'
import { normalizeTechStack } from './startup'

export { resourceFilterParams } from './filter-params'

/**
 * GET /api/resources and /resources (000 §2, §7, §9; docs/decisions/0038-resource-hub.md): the same schema for both
 * doors. Query strings arrive as text; an empty value means "any" (a GET form sends `type=` for "All Types"). The API
 * answers 400 with field errors for anything else; the page drops what it cannot read and says so.
 */

/** 'Mentor', 'mentor', 'MENTOR' → 'mentor'. */
function toResourceType(text: string): ResourceType | null {
  const lower = text.trim().toLowerCase()
  return (RESOURCE_TYPES as readonly string[]).includes(lower) ? (lower as ResourceType) : null
}

/** One of the eight cities whatever its case ('tokyo' → 'Tokyo'); other places are matched as written. */
function canonicalLocation(value: string): string {
  const lower = value.toLowerCase()
  return RESOURCE_LOCATIONS.find((location) => location.toLowerCase() === lower) ?? value
}

const TYPE_MESSAGE = `type must be one of ${RESOURCE_TYPES.join(', ')}`

export const resourceQuerySchema = z
  .object({
    type: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TYPE_MESSAGE })
        .max(50, { error: TYPE_MESSAGE })
        .transform((text, ctx) => {
          const type = toResourceType(text)
          if (type === null) {
            ctx.addIssue({ code: 'custom', message: TYPE_MESSAGE })
            return z.NEVER
          }
          return type
        })
        .optional(),
    ),
    location: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'location must be text' })
        .trim()
        .max(255, { error: 'location must be at most 255 characters' })
        .transform(canonicalLocation)
        .optional(),
    ),
    // 000 §7: verified=true means verified only; false (or nothing) means everyone.
    verified: z.preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : blankToUndefined(value)),
      z.enum(['true', 'false'], { error: 'verified must be true or false' }).optional(),
    ),
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_RESOURCE_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_RESOURCE_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    // A larger limit is capped, not refused (as on GET /api/startups).
    limit: wholeNumberParam('limit', 1, MAX_RESOURCE_LIMIT, { clamp: true }),
    offset: wholeNumberParam('offset', 0, MAX_RESOURCE_OFFSET),
  })
  .transform(({ verified, ...query }) => ({
    ...query,
    verifiedOnly: verified === 'true',
    limit: query.limit ?? RESOURCE_PAGE_SIZE,
    offset: query.offset ?? 0,
  }))

export type ResourceQuery = z.output<typeof resourceQuerySchema>


// ── Apply to Join (docs/decisions/0039-apply-to-join.md) ──

const APPLICATION_MESSAGES = {
  name: 'Name is required',
  nameTooLong: 'Name must be at most 255 characters',
  type: 'Please select a resource type',
  location: 'Please select a location',
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${MAX_RESOURCE_DESCRIPTION} characters`,
  website: 'Website must be a valid URL (https://…)',
  websiteTooLong: 'Website must be at most 500 characters',
  email: 'Please enter a valid email address',
  specialtiesMissing: 'Add at least one specialty',
  specialtiesTooMany: `At most ${MAX_SPECIALTIES} specialties`,
  specialtyTooLong: `Each specialty must be at most ${MAX_SPECIALTY_LENGTH} characters`,
} as const

const M = APPLICATION_MESSAGES

/** The listing a member submits, shared by the Apply to Join page and POST /api/resources. */
export const resourceApplicationSchema = z.object({
  name: requiredText(M.name, { max: 255, tooLong: M.nameTooLong }),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? (toResourceType(value) ?? value) : value),
    z.enum(RESOURCE_TYPES, { error: M.type }),
  ),
  location: z.preprocess(
    (value) => (typeof value === 'string' ? canonicalLocation(value.trim()) : value),
    z.enum(RESOURCE_LOCATIONS, { error: M.location }),
  ),
  description: requiredText(M.description, { max: MAX_RESOURCE_DESCRIPTION, tooLong: M.descriptionTooLong }),
  website: z.preprocess(
    trimToUndefined,
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: M.website }).max(500, M.websiteTooLong).optional(),
  ),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.email({ message: M.email }).max(255, M.email),
  ),
  specialties: z.preprocess(
    (value) => (value === undefined ? [] : value),
    z
      .array(z.string({ error: M.specialtyTooLong }).max(MAX_SPECIALTY_LENGTH, M.specialtyTooLong), { error: M.specialtiesMissing })
      .transform((entries) => normalizeTechStack(entries))
      .pipe(z.array(z.string()).min(1, M.specialtiesMissing).max(MAX_SPECIALTIES, M.specialtiesTooMany)),
  ),
})

export type ResourceApplicationInput = z.output<typeof resourceApplicationSchema>
