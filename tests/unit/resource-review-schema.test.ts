import { describe, expect, it } from 'vitest'
import { resourceReviewModerationSchema, resourceReviewSchema, resourceReviewsQuerySchema } from '~/schemas/resource-reviews'

// The resource review form and POST /api/resources/{id}/reviews (docs/decisions/0127-resource-reviews.md).
const TEXT = 'Helpful and honest advice on hiring.'
const errorsOf = (input: unknown) => {
  const result = resourceReviewSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('resourceReviewSchema', () => {
  it('reads whole stars from text or numbers and trims the text', () => {
    expect(resourceReviewSchema.parse({ rating: ' 4 ', text: `  ${TEXT}  ` })).toEqual({ rating: 4, text: TEXT })
    expect(resourceReviewSchema.parse({ rating: 1, text: 'x'.repeat(20) })).toEqual({ rating: 1, text: 'x'.repeat(20) })
    expect(resourceReviewSchema.parse({ rating: 5, text: 'x'.repeat(2000) }).text).toHaveLength(2000)
  })

  it.each([undefined, '', '0', '6', '4.5', 4.5, 'four', 0, 6])('refuses the rating %j', (rating) => {
    expect(errorsOf({ rating, text: TEXT })).toEqual({ rating: 'Please rate it from 1 to 5 stars' })
  })

  it('wants 20 to 2000 characters of text, counted after trimming', () => {
    expect(errorsOf({ rating: 3 })).toEqual({ text: 'Please write at least 20 characters' })
    expect(errorsOf({ rating: 3, text: `   ${'x'.repeat(19)}   ` })).toEqual({ text: 'Please write at least 20 characters' })
    expect(errorsOf({ rating: 3, text: 'x'.repeat(2001) })).toEqual({ text: 'A review must be at most 2000 characters' })
  })

  it('pages from 1, and moderates with hide or restore only', () => {
    expect(resourceReviewsQuerySchema.parse({})).toEqual({ page: 1 })
    expect(resourceReviewsQuerySchema.parse({ page: '3' })).toEqual({ page: 3 })
    expect(resourceReviewsQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(resourceReviewModerationSchema.safeParse({ action: 'dismiss' }).error?.issues[0]?.message).toBe('Choose hide or restore')
  })
})
