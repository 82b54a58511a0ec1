import { z } from 'zod'
import { REVIEW_MESSAGES } from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { deleteReview, updateReview } from '~/models/reviews.server'
import { reviewPatchSchema } from '~/schemas/reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const ids = (params: Record<string, string | undefined>) =>
  [requireId(params.id, STARTUP_NOT_FOUND), requireId(params.reviewId, REVIEW_MESSAGES.notFound)] as const

const handle = apiRoute({
  /** PATCH /api/startups/{id}/reviews/{reviewId}: its author changes it (docs/decisions/0119-anonymous-reviews.md). */
  PATCH: endpoint({
    summary: 'Edit your review',
    user: true,
    body: reviewPatchSchema,
    response: z.object({ id: z.number().int() }).meta({ id: 'ReviewUpdated' }),
    errors: [403, 404],
    handler: ({ params, user, body }) => updateReview(user, ...ids(params), body),
  }),
  /** DELETE /api/startups/{id}/reviews/{reviewId}: its author deletes it (and may write another). */
  DELETE: endpoint({
    summary: 'Delete your review',
    user: true,
    status: 204,
    errors: [403, 404],
    handler: async ({ params, user }) => {
      await deleteReview(user, ...ids(params))
      return new Response(null, { status: 204 })
    },
  }),
})

export { handle as loader, handle as action }
