import { z } from 'zod'
import {
  RESOURCE_REVIEW_MESSAGES,
  RESOURCE_REVIEW_MODERATION_ACTIONS,
  RESOURCE_REVIEW_TEXT_MAX,
  RESOURCE_REVIEW_TEXT_MIN,
} from '~/domain/resource-reviews'
import { blankToUndefined, wholeNumberParam } from './fields'

/**
 * Member reviews of resources (docs/decisions/0127-resource-reviews.md): the form on /resources/{id} and POST
 * /api/resources/{id}/reviews parse with this one schema. Forms send '4'; JSON sends 4: both read the same.
 */
const stars = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank
  },
  z
    .number({ error: RESOURCE_REVIEW_MESSAGES.ratingRequired })
    .int({ error: RESOURCE_REVIEW_MESSAGES.ratingRequired })
    .min(1, { error: RESOURCE_REVIEW_MESSAGES.ratingRequired })
    .max(5, { error: RESOURCE_REVIEW_MESSAGES.ratingRequired }),
)

export const resourceReviewSchema = z.object({
  rating: stars,
  text: z
    .string({ error: RESOURCE_REVIEW_MESSAGES.textTooShort })
    .trim()
    .min(RESOURCE_REVIEW_TEXT_MIN, { error: RESOURCE_REVIEW_MESSAGES.textTooShort })
    .max(RESOURCE_REVIEW_TEXT_MAX, { error: RESOURCE_REVIEW_MESSAGES.textTooLong }),
})
export type ResourceReviewInput = z.output<typeof resourceReviewSchema>

/** GET /api/resources/{id}/reviews?page= and the resource page's ?reviews= page. */
export const resourceReviewsQuerySchema = z.object({ page: wholeNumberParam('page', 1, 10_000).default(1) })

/** POST /api/admin/resource-reviews/{id}/moderation and the admin page's buttons. */
export const resourceReviewModerationSchema = z.object({
  action: z.enum(RESOURCE_REVIEW_MODERATION_ACTIONS, { error: RESOURCE_REVIEW_MESSAGES.actionInvalid }),
})
