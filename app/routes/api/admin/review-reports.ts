import { z } from 'zod'
import { listReportedReviews } from '~/models/reviews.server'
import { apiRoute, endpoint } from '~/services/api.server'

const handle = apiRoute({
  /** GET /api/admin/review-reports: the Review Management queue, reviews with open reports, longest waiting first. */
  GET: endpoint({
    summary: 'Reported reviews waiting for a decision (admins)',
    user: 'admin',
    response: z.array(
      z.object({
        reviewId: z.number().int(),
        startupId: z.number().int(),
        startupName: z.string(),
        title: z.string().nullable(),
        rating: z.number(),
        pros: z.string().nullable(),
        cons: z.string().nullable(),
        hidden: z.boolean(),
        openReports: z.number().int(),
        reasons: z.array(z.string()),
        details: z.array(z.string()),
        firstReportedAt: z.iso.datetime({ offset: true }),
      }),
    ).meta({ id: 'ReportedReviews' }),
    handler: ({ user }) => listReportedReviews(user),
  }),
})

export { handle as loader, handle as action }
