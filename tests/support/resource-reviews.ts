import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { resources } from '../../db/schema'
import { action as apiReviews, loader as apiReviewsGet } from '~/routes/api/resource-reviews'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { createResource, createUser, routeArgs, signedInCookie } from './factories'
import { getRequest, jsonRequest } from './http'

/** Member reviews of resources (docs/decisions/0127-resource-reviews.md): helpers the tests on both drivers share. */

export const TEXT = 'Clear advice on our seed round, and quick to answer e-mails.'

export const cookieOf = async (user?: PublicUser): Promise<Record<string, string>> => (user ? { Cookie: await signedInCookie(user) } : {})

export async function postResourceReview(resourceId: number | string, body: unknown, user?: PublicUser): Promise<Response> {
  return apiReviews(routeArgs(jsonRequest(`/api/resources/${resourceId}/reviews`, 'POST', body, await cookieOf(user)), { params: { id: String(resourceId) } }))
}

export async function getResourceReviews(resourceId: number | string, query = '', user?: PublicUser): Promise<Response> {
  return apiReviewsGet(routeArgs(getRequest(`/api/resources/${resourceId}/reviews${query}`, await cookieOf(user)), { params: { id: String(resourceId) } }))
}

export async function figuresOf(resourceId: number): Promise<{ rating: string | null; reviewCount: number }> {
  const [row] = await (await getDb()).select({ rating: resources.rating, reviewCount: resources.reviewCount }).from(resources).where(eq(resources.id, resourceId))
  return row!
}

/**
 * Members reviewing one resource at once (each also posting twice, an edit racing its own first post): the count is
 * the number of members and the average theirs, because the triggers recompute both from the rows in each statement.
 */
export async function runResourceReviewRace(members = 6): Promise<{ members: number; rating: string | null; reviewCount: number }> {
  const resource = await createResource({ rating: '4.99', reviewCount: 132 })
  const people = await Promise.all(Array.from({ length: members }, (_, n) => createUser({ firstName: `Racer${n}` })))
  const stars = people.map((_, n) => (n % 5) + 1)
  const answers = await Promise.all(
    people.flatMap((person, n) => [
      postResourceReview(resource.id, { rating: stars[n], text: TEXT }, person),
      postResourceReview(resource.id, { rating: stars[n], text: `${TEXT} Again.` }, person),
    ]),
  )
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  const figures = await figuresOf(resource.id)
  const average = stars.reduce((sum, star) => sum + star, 0) / members
  expect(figures).toEqual({ rating: (Math.round(average * 100) / 100).toFixed(2), reviewCount: members })
  return { members, ...figures }
}
