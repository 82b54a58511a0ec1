import type { FollowType } from './alerts'

/**
 * Follows (issue 43 items 1 and 4, docs/decisions/0130-follows-and-activity-feed.md): the limits, the messages the
 * model and the schema send (the /api contract's English, translated in the `follows` catalogue), and what the
 * dashboard's activity feed shows. What can be followed is FOLLOW_TYPES in ./alerts.
 */

/** How many follows one member may keep: decided in the INSERT itself, on both drivers. */
export const MAX_FOLLOWS = 1000
/** The newest things the dashboard's feed shows. */
export const FEED_LIMIT = 20

export const FOLLOW_TARGET_INVALID = 'Choose a startup, an investor or an organiser to follow'
export const ORGANISER_NOT_FOUND = 'Organiser Not Found'
export const FOLLOW_SELF = 'You cannot follow yourself'
export const FOLLOW_LIMIT_REACHED = 'You can follow at most 1,000 startups, investors and organisers'

/** The Follow form's two intents (one action route, POST /follow). */
export const FOLLOW_INTENTS = ['follow', 'unfollow'] as const
export type FollowIntent = (typeof FOLLOW_INTENTS)[number]

/** What happened on a followed startup. */
export const FEED_KINDS = ['job', 'funding-round', 'event', 'milestone'] as const
export type FeedKind = (typeof FEED_KINDS)[number]

/** The page a follow's target is seen on. */
export function followTargetHref(type: FollowType, id: number, eventId: number | null): string {
  if (type === 'startup') return `/startup/${id}`
  if (type === 'investor') return `/investors/${id}`
  return eventId === null ? '/events' : `/events/${eventId}`
}

/**
 * What a page's Follow control shows (docs/decisions/0130-follows-and-activity-feed.md), its words written by the loader in the
 * reader's language so that the follows catalogue stays out of the public pages' scripts (/startup/1 is at its ratchet).
 * A visitor gets no state of their own: `following` is null and the control is a link to sign in, so a visitor's
 * cached answer holds nothing of any member's (signed-in answers are private, no-store: decision 0091).
 */
export interface FollowControl {
  type: FollowType
  id: number
  /** Null for a visitor. */
  following: boolean | null
  /** Where a visitor signs in and comes back. */
  signInHref: string
  /** The page (path and query) the form comes back to. */
  redirectTo: string
  /** "12 followers", or null where the page shows no count. */
  followersText: string | null
  labels: { follow: string; unfollow: string; following: string; describe: string; signIn: string }
}
