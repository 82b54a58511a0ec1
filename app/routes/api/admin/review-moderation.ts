import { z } from 'zod'
import { REVIEW_MESSAGES } from '~/domain/reviews'
import { moderateReview } from '~/models/reviews.server'
import { moderationSchema } from '~/schemas/reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /** POST /api/admin/reviews/{id}/moderation { action: hide|restore|dismiss }: closes the review's open reports; audited. */
  POST: endpoint({
    summary: 'Hide or restore a reported review, or dismiss its reports (admins)',
    user: 'admin',
    body: moderationSchema,
    response: z.object({ reviewId: z.number().int(), hidden: z.boolean(), resolvedReports: z.number().int() }).meta({ id: 'ReviewModerated' }),
    errors: [404],
    handler: ({ params, user, body }) => moderateReview(user, requireId(params.id, REVIEW_MESSAGES.notFound), body.action),
  }),
})

export { handle as loader, handle as action }
