import { CURRENCIES, type Currency } from './money'
import { GALLERY_MEDIA_TYPES } from './startups'

/**
 * What the people who run a startup keep on its profile besides the basics (issue 41 items 2 and 3,
 * docs/decisions/0109-funding-milestones-media.md): funding rounds, a milestone timeline, gallery images and press
 * links. One vocabulary for the schemas, the forms, the models and the tests.
 */

/** The round types a funding round is entered as: stages the platform already names and translates (STAGES). */
export const FUNDING_ROUND_TYPES = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'growth', 'pre-ipo'] as const
export type FundingRoundType = (typeof FUNDING_ROUND_TYPES)[number]

/** The currencies a round is entered in (000 §9). */
export const FUNDING_CURRENCIES: readonly Currency[] = CURRENCIES

/** Currencies without a minor unit in use: an amount in them is whole (ISO 4217 gives JPY no decimals). */
export const WHOLE_CURRENCIES: readonly Currency[] = ['JPY']

/** The milestone categories (the seed's, which the profile already shows). */
export const MILESTONE_CATEGORIES = ['product', 'growth', 'partnership', 'financial', 'expansion', 'regulatory'] as const
export type MilestoneCategory = (typeof MILESTONE_CATEGORIES)[number]

/**
 * A row of startup_gallery is an image or a video (the Gallery tab) or a press link (shown under it): one table and one
 * id space, so PATCH/DELETE /api/startups/{id}/media/{itemId} names any of them.
 */
export const MEDIA_ITEM_TYPES = [...GALLERY_MEDIA_TYPES, 'press'] as const
export type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number]

/** Limits per startup, each decided by the insert itself (an INSERT … SELECT that counts), on both drivers. */
export const MAX_FUNDING_ROUNDS = 50
export const MAX_MILESTONES = 100
export const MAX_GALLERY_IMAGES = 30
export const MAX_PRESS_LINKS = 50

/** A gallery image: PNG, JPG or SVG by its bytes (SVG sanitised), up to 5 MB, as the logo. */
export const GALLERY_IMAGE_MAX_BYTES = 5 * 1024 * 1024
export const GALLERY_IMAGE_HINT = 'PNG, JPG, SVG up to 5MB'

// Messages (translated in the startups catalogues).
export const ROUND_NOT_FOUND = 'Funding round not found'
export const MILESTONE_NOT_FOUND = 'Milestone not found'
export const MEDIA_ITEM_NOT_FOUND = 'Media item not found'
export const TOO_MANY_ROUNDS = `A profile lists at most ${MAX_FUNDING_ROUNDS} funding rounds`
export const TOO_MANY_MILESTONES = `A profile lists at most ${MAX_MILESTONES} milestones`
export const TOO_MANY_IMAGES = `A gallery holds at most ${MAX_GALLERY_IMAGES} images. Remove one to add another.`
export const TOO_MANY_PRESS_LINKS = `A profile lists at most ${MAX_PRESS_LINKS} press links`
export const CHOOSE_AN_IMAGE = 'Please choose an image to upload'
