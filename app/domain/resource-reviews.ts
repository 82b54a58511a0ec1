/**
 * Member reviews of resources (issue 46 item 2, docs/decisions/0127-resource-reviews.md): the vocabulary the schema,
 * the page, the /api and the tests share. Messages are the /api's English and the catalogues' keys
 * (app/locales/<language>/resource-reviews.ts).
 */

export const RESOURCE_REVIEW_TEXT_MIN = 20
export const RESOURCE_REVIEW_TEXT_MAX = 2000
export const RESOURCE_REVIEWS_PAGE_SIZE = 10
export const RESOURCE_REVIEW_STARS = [1, 2, 3, 4, 5] as const

/** What an admin does with a resource review (a subset of the startup reviews' MODERATION_ACTIONS: no reports here). */
export const RESOURCE_REVIEW_MODERATION_ACTIONS = ['hide', 'restore'] as const
export type ResourceReviewModerationAction = (typeof RESOURCE_REVIEW_MODERATION_ACTIONS)[number]

export const RESOURCE_REVIEW_MESSAGES = {
  ratingRequired: 'Please rate it from 1 to 5 stars',
  textTooShort: `Please write at least ${RESOURCE_REVIEW_TEXT_MIN} characters`,
  textTooLong: `A review must be at most ${RESOURCE_REVIEW_TEXT_MAX} characters`,
  ownListing: 'You cannot review a listing you submitted',
  notFound: 'Review not found',
  actionInvalid: 'Choose hide or restore',
  saved: 'Your review is saved',
} as const
