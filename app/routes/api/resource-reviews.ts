import { z } from 'zod'
import { RESOURCE_NOT_FOUND } from '~/domain/resources'
import { listResourceReviews, saveResourceReview } from '~/models/resource-reviews.server'
import { resourceReviewSchema, resourceReviewsQuerySchema } from '~/schemas/resource-reviews'
import { requireId } from '~/server/http.server'
import { apiRoute, endpoint } from '~/services/api.server'

const resourceReviewsPageResponse = z
  .object({
    rating: z.string().nullable().describe("The average of the shown reviews ('4.50'), null when there are none"),
    reviewCount: z.number().int(),
    reviews: z.array(
      z.object({
        id: z.number().int(),
        authorName: z.string().describe("First name and the last name's initial"),
        rating: z.number().int().min(1).max(5),
        text: z.string(),
        createdAt: z.iso.datetime({ offset: true }),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    ),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ResourceReviewsPage' })

/** Member reviews of resources (docs/decisions/0127-resource-reviews.md); the resource page is the other door. */
const handle = apiRoute({
  /** GET /api/resources/{id}/reviews?page=: shown reviews, newest first, ten a page, with the figures they make. */
  GET: endpoint({
    summary: "A resource's reviews, newest first, a page at a time, with its rating and count",
    user: 'optional',
    query: resourceReviewsQuerySchema,
    response: resourceReviewsPageResponse,
    errors: [404],
    handler: ({ params, user, query }) => listResourceReviews(requireId(params.id, RESOURCE_NOT_FOUND), user, query.page),
  }),
  /** POST /api/resources/{id}/reviews {rating, text}: writes the member's review, or edits it when they have one. */
  POST: endpoint({
    summary: "Review a resource, or edit one's review of it (members; not the listing's submitter)",
    user: true,
    body: resourceReviewSchema,
    response: z.object({ id: z.number().int(), created: z.boolean().describe('False when an earlier review was edited') }).meta({ id: 'ResourceReviewSaved' }),
    errors: [403, 404],
    handler: ({ params, user, body }) => saveResourceReview(user, requireId(params.id, RESOURCE_NOT_FOUND), body),
  }),
})

export { handle as loader, handle as action }
