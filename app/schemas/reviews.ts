import { z } from 'zod'
import {
  EMPLOYMENT_STATUSES,
  MODERATION_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
} from '~/domain/reviews'
import { blankToUndefined, optionalText, requiredText, wholeNumberParam } from './fields'

/**
 * Anonymous reviews (docs/decisions/0119-anonymous-reviews.md): one schema per form, shared with its /api twin. Forms
 * send text ('4', 'yes'); JSON sends numbers and booleans: both read the same.
 */

const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value)
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank
}
const score = (message: string) => z.preprocess(toNumber, z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(5, { error: message }))
const optionalScore = z.preprocess(toNumber, z.number({ error: REVIEW_MESSAGES.ratingRequired }).int({ error: REVIEW_MESSAGES.ratingRequired }).min(1, { error: REVIEW_MESSAGES.ratingRequired }).max(5, { error: REVIEW_MESSAGES.ratingRequired }).optional())
const yesNo = z.preprocess(
  (value) => (value === 'yes' || value === 'on' ? true : value === 'no' ? false : blankToUndefined(value)),
  z.boolean().optional(),
)
const reviewText = optionalText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.tooLong)

const reviewFields = {
  employmentStatus: z.enum(EMPLOYMENT_STATUSES, { error: REVIEW_MESSAGES.statusRequired }),
  rating: score(REVIEW_MESSAGES.ratingRequired),
  title: requiredText(REVIEW_MESSAGES.titleRequired, { max: 255, tooLong: REVIEW_MESSAGES.tooLong }),
  position: optionalText(255, REVIEW_MESSAGES.tooLong),
  pros: reviewText,
  cons: reviewText,
  advice: reviewText,
  workLifeBalance: optionalScore,
  compensation: optionalScore,
  culture: optionalScore,
  management: optionalScore,
  careerGrowth: optionalScore,
  wouldRecommend: yesNo,
}

/** The write-a-review form and POST /api/startups/{id}/reviews. */
export const reviewSchema = z.object(reviewFields)
export type ReviewInput = z.output<typeof reviewSchema>

/** PATCH /api/startups/{id}/reviews/{reviewId}: the fields to change (the page's edit form sends them all). */
export const reviewPatchSchema = z.object(reviewFields).partial()
export type ReviewPatch = z.output<typeof reviewPatchSchema>

/** Proving a work address: POST /api/startups/{id}/reviews/verification and the form on the write page. */
export const reviewEmailSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.email({ error: REVIEW_MESSAGES.emailInvalid }).max(255, { error: REVIEW_MESSAGES.emailInvalid }),
  ),
})

export const reviewTokenSchema = z.object({ token: z.string({ error: REVIEW_MESSAGES.linkInvalid }).min(1, { error: REVIEW_MESSAGES.linkInvalid }) })

export const reviewReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REVIEW_MESSAGES.reasonRequired }),
  details: optionalText(REPORT_DETAILS_MAX, REVIEW_MESSAGES.tooLong),
})
export type ReviewReportInput = z.output<typeof reviewReportSchema>

export const moderationSchema = z.object({ action: z.enum(MODERATION_ACTIONS, { error: REVIEW_MESSAGES.actionInvalid }) })

export const reviewsQuerySchema = z.object({ page: wholeNumberParam('page', 1, 10_000).default(1) })
