/**
 * Media & PR vocabulary (001 §2, §3 "Media item"; docs/decisions/0040-media.md). A media item is a blog_posts row:
 * its contentType is the `category` column, its topic a content category.
 */

/** 001 §3: contentType. */
export const CONTENT_TYPES = ['article', 'story', 'press_release'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  article: 'Article',
  story: 'Story',
  press_release: 'Press Release',
}

/** 001 §3: authorType. */
export const AUTHOR_TYPES = ['startup_admin', 'main_admin'] as const
export type AuthorType = (typeof AUTHOR_TYPES)[number]

export const AUTHOR_TYPE_LABELS: Record<AuthorType, string> = {
  startup_admin: 'Startup',
  main_admin: 'Startup Asia',
}

/** /media shows one featured item and a grid of 12 per page; GET /api/media answers 20 by default, 100 at most. */
export const MEDIA_PAGE_SIZE = 13
export const MEDIA_API_PAGE_SIZE = 20
export const MAX_MEDIA_LIMIT = 100
export const MAX_MEDIA_OFFSET = 10_000
export const MAX_MEDIA_SEARCH_LENGTH = 200

/** Reading speed for an item whose read time is not stored: about 200 words of 6 characters a minute. */
export const CHARACTERS_PER_MINUTE = 1200

export const NO_MEDIA = { title: 'No media found', hint: 'Try adjusting your search criteria or check back later' } as const
export const MEDIA_NOT_FOUND = 'Article not found'

/** The feed holds the newest published items. */
export const FEED_ITEMS = 30

/** 001 §2: view counts over 1000 are shown as k ('1.2k'); the tenth is cut, never rounded up. */
export function formatViews(count: number): string {
  if (!Number.isFinite(count) || count <= 1000) return String(Math.max(0, Math.floor(count || 0)))
  if (count >= 1_000_000) return `${trimTenth(Math.floor(count / 100_000) / 10)}M`
  return `${trimTenth(Math.floor(count / 100) / 10)}k`
}

const trimTenth = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

