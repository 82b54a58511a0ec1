import { z } from 'zod'
import {
  CONTENT_TYPES,
  MAX_MEDIA_LIMIT,
  MAX_MEDIA_OFFSET,
  MAX_MEDIA_SEARCH_LENGTH,
  MEDIA_API_PAGE_SIZE,
  type ContentType,
} from '~/domain/media'
import { blankToUndefined, wholeNumberParam } from './fields'



/**
 * GET /api/media and /media (001 §2, §5; docs/decisions/0040-media.md): search over title, excerpt and author name, a
 * content type, a topic (a content category's slug) and paging. Empty values mean "any".
 */
const TYPE_MESSAGE = `type must be one of ${CONTENT_TYPES.join(', ')}`

/** 'Press Release', 'press-release', 'press_release' → 'press_release'. */
function toContentType(text: string): ContentType | null {
  const slug = text.trim().toLowerCase().replace(/[\s-]+/g, '_')
  return (CONTENT_TYPES as readonly string[]).includes(slug) ? (slug as ContentType) : null
}

export const mediaQuerySchema = z
  .object({
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_MEDIA_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_MEDIA_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    type: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TYPE_MESSAGE })
        .max(50, { error: TYPE_MESSAGE })
        .transform((text, ctx) => {
          const type = toContentType(text)
          if (type === null) {
            ctx.addIssue({ code: 'custom', message: TYPE_MESSAGE })
            return z.NEVER
          }
          return type
        })
        .optional(),
    ),
    topic: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'topic must be a topic slug' })
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, { error: 'topic must be a topic slug' })
        .optional(),
    ),
    limit: wholeNumberParam('limit', 1, MAX_MEDIA_LIMIT, { clamp: true }),
    offset: wholeNumberParam('offset', 0, MAX_MEDIA_OFFSET),
  })
  .transform((query) => ({ ...query, limit: query.limit ?? MEDIA_API_PAGE_SIZE, offset: query.offset ?? 0 }))

export type MediaQuery = z.output<typeof mediaQuerySchema>
