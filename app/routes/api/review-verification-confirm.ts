import { z } from 'zod'
import { confirmReviewVerification } from '~/models/review-verifications.server'
import { reviewTokenSchema } from '~/schemas/reviews'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /** POST /api/review-verifications/confirm { token }: opens the e-mailed link once (400 unknown, used or expired). */
  POST: endpoint({
    summary: 'Confirm a work address with the token of its e-mailed link',
    body: reviewTokenSchema,
    response: z.object({ startupId: z.number().int(), email: z.string() }).meta({ id: 'ReviewVerificationConfirmed' }),
    handler: ({ body }) => confirmReviewVerification(body.token),
  }),
})

export { handle as loader, handle as action }
