import { z } from 'zod'
import { REVIEW_REPLY_MAX } from '~/domain/startup-profile'
import { requiredText } from './fields'

export { REVIEW_REPLY_MAX }

export const REVIEW_REPLY_MESSAGES = {
  required: 'Please write a reply',
  tooLong: `A reply must be at most ${REVIEW_REPLY_MAX} characters`,
} as const

/**
 * A reply to a review (the form under each review on the Reviews tab, POST /api/startups/{id}/reviews/{reviewId}/reply;
 * docs/decisions/0110-after-posting.md). Sending it again replaces the reply.
 */
export const reviewReplySchema = z.object({
  reply: requiredText(REVIEW_REPLY_MESSAGES.required, { max: REVIEW_REPLY_MAX, tooLong: REVIEW_REPLY_MESSAGES.tooLong }),
})
export type ReviewReplyInput = z.output<typeof reviewReplySchema>
