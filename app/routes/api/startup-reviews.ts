import { z } from 'zod'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { createReview, listReviews } from '~/models/reviews.server'
import { reviewSchema, reviewsQuerySchema } from '~/schemas/reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const rating = z.number().nullable()
const reviewsPageResponse = z
  .object({
    summary: z.object({
      count: z.number().int(),
      ratingShown: z.boolean().describe('False below `threshold` shown reviews: the averages are then null'),
      threshold: z.number().int(),
      average: rating,
      categories: z.record(z.string(), rating).nullable(),
    }),
    reviews: z.array(
      z.object({
        id: z.number().int(),
        rating: z.number(),
        title: z.string().nullable(),
        position: z.string().nullable(),
        employmentStatus: z.string(),
        pros: z.string().nullable(),
        cons: z.string().nullable(),
        advice: z.string().nullable(),
        workLifeBalance: rating,
        compensation: rating,
        culture: rating,
        management: rating,
        careerGrowth: rating,
        wouldRecommend: z.boolean().nullable(),
        isVerified: z.boolean(),
        createdAt: z.iso.datetime({ offset: true }),
        updatedAt: z.iso.datetime({ offset: true }),
        reply: z.object({ text: z.string(), repliedAt: z.iso.datetime({ offset: true }), editedAt: z.iso.datetime({ offset: true }).nullable() }).nullable(),
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'ReviewsPage' })

const handle = apiRoute({
  /**
   * GET /api/startups/{id}/reviews?page= (docs/decisions/0119-anonymous-reviews.md): shown reviews, newest first, ten
   * a page, without anything of their authors; the averages only from 3 reviews on.
   */
  GET: endpoint({
    summary: "A startup's reviews, anonymous, a page at a time, with its averages from 3 reviews on",
    query: reviewsQuerySchema,
    response: reviewsPageResponse,
    errors: [404],
    handler: ({ params, query }) => listReviews(requireId(params.id, STARTUP_NOT_FOUND), query.page),
  }),
  /** POST /api/startups/{id}/reviews: verified current or former team members only (403 with the reason), once (409). */
  POST: endpoint({
    summary: "Review a startup anonymously: its verified current or former team members, once",
    user: true,
    body: reviewSchema,
    status: 201,
    response: z.object({ id: z.number().int() }).meta({ id: 'ReviewCreated' }),
    errors: [403, 404, 409],
    handler: ({ params, user, body }) => createReview(user, requireId(params.id, STARTUP_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
