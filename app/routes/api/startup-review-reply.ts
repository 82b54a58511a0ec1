import { z } from 'zod'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { REVIEW_NOT_FOUND, replyToReview } from '~/models/review-replies.server'
import { reviewReplySchema } from '~/schemas/review-reply'

const reviewReplyResponse = z
  .object({
    reviewId: z.number().int(),
    text: z.string(),
    authorName: z.string().nullable(),
    repliedAt: z.iso.datetime({ offset: true }),
    editedAt: z.iso.datetime({ offset: true }).nullable(),
    created: z.boolean().describe('True for the first answer, false when it replaced one'),
  })
  .meta({ id: 'ReviewReply' })

const handle = apiRoute({
  /**
   * POST /api/startups/{id}/reviews/{reviewId}/reply { reply } (docs/decisions/0110-after-posting.md): the startup's
   * people answer the review; posting again replaces the answer (200 either way, `created` says which). The reviewer
   * is told of the first answer. 400 invalid, 401, 403 not one of its people, 404 unknown startup or review.
   */
  POST: endpoint({
    summary: "Answer a review (again: replace the answer): the startup's people",
    response: reviewReplyResponse,
    errors: [403],
    user: true,
    body: reviewReplySchema,
    handler: ({ params, user, body }) =>
      replyToReview(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.reviewId, REVIEW_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
