/**
 * Anonymous reviews by verified team members (issue 42 item 5, docs/decisions/0119-anonymous-reviews.md): the
 * vocabulary the schema, the forms, the /api and the tests share. Messages are the /api's English and the
 * catalogues' keys (app/locales/<language>/reviews.ts).
 */

/** A startup's average ratings are shown only from this many shown reviews on, so a small team cannot unmask anyone. */
export const REVIEW_RATING_THRESHOLD = 3

export const EMPLOYMENT_STATUSES = ['current', 'former'] as const
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number]

/** The per-category ratings, in the order the form and the summary list them (columns of startup_reviews). */
export const REVIEW_CATEGORIES = ['workLifeBalance', 'compensation', 'culture', 'management', 'careerGrowth'] as const
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number]

export const REPORT_REASONS = ['spam', 'offensive', 'identifying', 'false', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** What an admin does with a reported review. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export const REVIEWS_PAGE_SIZE = 10
export const REVIEW_TEXT_MAX = 5000
export const REPORT_DETAILS_MAX = 1000
/** How long a work e-mail link stays good. */
export const REVIEW_EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000

export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  notTeamMember: 'Only verified current or former team members of this startup can review it',
  ownStartup: 'The people who run a startup cannot review it; they can reply to its reviews',
  alreadyReviewed: 'You have already reviewed this startup. Edit your review instead',
  notAuthor: 'Only the author can change this review',
  ratingRequired: 'Please rate the startup from 1 to 5',
  statusRequired: 'Please say whether you work there now or worked there before',
  titleRequired: 'Please give your review a title',
  tooLong: `A review's text must be at most ${REVIEW_TEXT_MAX} characters`,
  reasonRequired: 'Please choose why you report this review',
  ownReview: 'You cannot report your own review',
  alreadyReported: 'You have already reported this review',
  reportNotFound: 'Report not found',
  emailInvalid: 'Please enter a valid email address',
  emailNotOnDomain: "The address must be on the startup's website domain",
  noDomain: 'This startup has no website, so a work email cannot be checked. Ask its team to add you to the team',
  linkInvalid: 'This link is invalid or has expired',
  tooManyLinks: 'Too many emails. Please wait an hour and try again.',
  actionInvalid: 'Choose hide, restore or dismiss',
  ratingHidden: 'Rating shown after 3 reviews',
} as const

/** The profile's reviews bar, its words written by the server (docs/decisions/0119): the average (from 3 reviews), Write a review, Report. */
export interface ReviewsBar {
  summary: string
  writeHref: string
  writeLabel: string
  /** `{reportBase}/{reviewId}/report`; null for visitors (reporting needs an account). */
  reportBase: string | null
  reportLabel: string
}
