import { z } from 'zod'
import { RESOURCE_REVIEW_MESSAGES } from '~/domain/resource-reviews'
import { moderateResourceReview } from '~/models/resource-reviews.server'
import { resourceReviewModerationSchema } from '~/schemas/resource-reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /** POST /api/admin/resource-reviews/{id}/moderation { action: hide|restore }: a hidden review stops counting; audited. */
  POST: endpoint({
    summary: 'Hide an abusive resource review, or restore it (admins)',
    user: 'admin',
    body: resourceReviewModerationSchema,
    response: z.object({ reviewId: z.number().int(), hidden: z.boolean() }).meta({ id: 'ResourceReviewModerated' }),
    errors: [404],
    handler: ({ params, user, body }) => moderateResourceReview(user, requireId(params.id, RESOURCE_REVIEW_MESSAGES.notFound), body.action),
  }),
})

export { handle as loader, handle as action }
