import { href } from 'react-router'

// The startup profile's vocabulary (001 §2): its tabs, what each says when it has nothing to show
// (docs/decisions/0014-startup-profile.md), and its not-found message.

export const STARTUP_NOT_FOUND = 'Startup Not Found'

export const PROFILE_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'team', label: 'Team', empty: 'No team members listed yet' },
  { key: 'jobs', label: 'Jobs', empty: 'No open positions right now' },
  { key: 'funding', label: 'Funding', empty: 'No funding rounds announced yet' },
  { key: 'milestones', label: 'Milestones', empty: 'No milestones shared yet' },
  { key: 'news', label: 'News', empty: 'No news published yet' },
  { key: 'reviews', label: 'Reviews', empty: 'No reviews yet' },
  { key: 'gallery', label: 'Gallery', empty: 'No photos or videos yet' },
] as const

export type ProfileTab = (typeof PROFILE_TABS)[number]['key']

/** The `tab` query parameter; missing or unknown values show the overview. */
export function parseProfileTab(value: string | null | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.key === value)?.key ?? 'overview'
}

/** The link of a tab: the overview is the profile's own URL, the others add `?tab=`. */
export function profileTabHref(startupId: number, tab: ProfileTab): string {
  const path = href('/startup/:id', { id: String(startupId) })
  return tab === 'overview' ? path : `${path}?tab=${tab}`
}


/**
 * The longest reply to a review (docs/decisions/0110-after-posting.md): here rather than in its schema, so the profile's
 * reply box can say so without bringing zod to a visitor's page.
 */
export const REVIEW_REPLY_MAX = 2000
