import { z } from 'zod'
import { REVIEW_MESSAGES } from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { reportReview } from '~/models/reviews.server'
import { reviewReportSchema } from '~/schemas/reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /** POST /api/startups/{id}/reviews/{reviewId}/report { reason, details? }: to the admins' moderation queue, once. */
  POST: endpoint({
    summary: "Report a review to the admins' moderation queue",
    user: true,
    body: reviewReportSchema,
    status: 201,
    response: z.object({ id: z.number().int() }).meta({ id: 'ReviewReported' }),
    errors: [403, 404, 409],
    handler: ({ params, user, body }) =>
      reportReview(user, requireId(params.id, STARTUP_NOT_FOUND), requireId(params.reviewId, REVIEW_MESSAGES.notFound), body),
  }),
})

export { handle as loader, handle as action }
