/**
 * Follows, saved searches and alerts (issue 43, docs/decisions/0129-follows-saved-searches-alerts.md): what a member can
 * follow, which list pages a search can be saved from, what an alert can point at, and how often digests come.
 */

/** What a member can follow: a startup, an investor (the directory), an event organiser (a member). */
export const FOLLOW_TYPES = ['startup', 'investor', 'organiser'] as const
export type FollowType = (typeof FOLLOW_TYPES)[number]

/** The list pages a search can be saved from, each by its own path (the page's URL is what is saved). */
export const SAVED_SEARCH_LISTS = ['startups', 'jobs', 'events', 'workspaces', 'resources', 'investors'] as const
export type SavedSearchList = (typeof SAVED_SEARCH_LISTS)[number]

export const SAVED_SEARCH_PATHS: Readonly<Record<SavedSearchList, string>> = {
  startups: '/discover',
  jobs: '/talent-hub',
  events: '/events',
  workspaces: '/workspace',
  resources: '/resources',
  investors: '/investors',
}

/** How many searches one member may keep (decided in the INSERT, on both drivers). */
export const MAX_SAVED_SEARCHES = 50
export const SAVED_SEARCH_NAME_MAX = 100

/** What one alert points at: a list's item, or what happened on a followed startup or investor. */
export const ALERT_ITEM_TYPES = ['startup', 'job', 'event', 'workspace', 'resource', 'investor', 'funding-round', 'milestone'] as const
export type AlertItemType = (typeof ALERT_ITEM_TYPES)[number]

/** Where an alert came from: a saved search (source id: the search) or a follow (source id: the followed target). */
export const ALERT_SOURCES = ['search', 'follow'] as const
export type AlertSource = (typeof ALERT_SOURCES)[number]

/** A member's digest: every period (DIGEST_INTERVAL, a day by default) or every seventh. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]

/** One thing an alert tells of: what it is, its name, a line about it, and the site path that shows it. */
export interface DigestItem {
  type: AlertItemType
  id: number
  title: string
  detail: string | null
  path: string
}
