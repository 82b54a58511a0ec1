import { z } from 'zod'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { startReviewVerification } from '~/models/review-verifications.server'
import { reviewEmailSchema } from '~/schemas/reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /**
   * POST /api/startups/{id}/reviews/verification { email }: a one-time link to a work address on the startup's website
   * domain; opening it lets the member review the startup (docs/decisions/0119-anonymous-reviews.md).
   */
  POST: endpoint({
    summary: "Send a link to your work address on the startup's domain, to review it",
    user: true,
    body: reviewEmailSchema,
    status: 202,
    response: z.object({ email: z.string() }).meta({ id: 'ReviewVerificationSent' }),
    errors: [404, 429],
    handler: async ({ params, user, body }) => {
      const { email } = await startReviewVerification(user, requireId(params.id, STARTUP_NOT_FOUND), body.email)
      return { email }
    },
  }),
})

export { handle as loader, handle as action }
