import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_PATHS, type SavedSearchList } from './alerts'

/**
 * Saved searches (issue 43 item 2, docs/decisions/0131-saved-searches.md): the messages of the form and the /api twin
 * (the English is each one's key in the 'searches' catalogue), and what the page form needs in the browser (no zod).
 */

export const SEARCH_NAME_REQUIRED = 'Give this search a name'
export const SEARCH_NAME_TOO_LONG = `A saved search's name must be at most ${SAVED_SEARCH_NAME_MAX} characters`
export const SEARCH_URL_REQUIRED = 'The address of the list to save is missing'
export const SEARCH_URL_NOT_A_LIST = 'Only a list page of this site can be saved (Discover, Talent Hub, Events, Workspace, Resources, Investors)'
export const SEARCH_LIMIT_REACHED = 'You have reached the limit of saved searches. Delete one to save another.'
export const SEARCH_NOT_FOUND = 'Saved search not found'
/** The 409's English (the /api contract); the page words it with the name through 'searches' `duplicate`. */
export const searchAlreadySaved = (name: string) => `You have already saved this search as "${name}"`

/** Where the list page's save form posts (and where it shows its errors without JavaScript). */
export const SAVED_SEARCHES_PATH = '/profile/saved-searches'
export const SAVE_SEARCH_INTENT = 'save-search'
export const RENAME_SEARCH_INTENT = 'rename-search'
export const DELETE_SEARCH_INTENT = 'delete-search'

/** The list a path belongs to, or null. */
export function listOfPath(pathname: string): SavedSearchList | null {
  const found = Object.entries(SAVED_SEARCH_PATHS).find(([, path]) => path === pathname)
  return found ? (found[0] as SavedSearchList) : null
}

/** Parameters that say how the list is shown, not what is in it: left out of a search's default name. */
const NOT_IN_NAME = new Set(['sortBy', 'sort', 'km', 'upcoming', 'verified', 'offset', 'page', 'limit', 'cursor', 'dialog'])
const PLACE_PARAMS = ['location', 'near']

/** 'series-a' → 'Series a', 'singapore' → 'Singapore': a slug read as words. */
function words(value: string): string {
  const text = value.replace(/[-_]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A default name from a list URL's filters, for the member to change: the filters' values joined by ' · ', the place
 * after 'in' ("Fintech · Seed in Singapore"); `fallback` (the list's own title) when nothing is filtered.
 */
export function defaultSearchName(search: string, fallback: string, inWord = 'in'): string {
  const params = new URLSearchParams(search)
  const parts: string[] = []
  const places: string[] = []
  for (const [key, value] of params) {
    if (!value.trim() || NOT_IN_NAME.has(key)) continue
    const text = value.split(',').map(words).join(', ')
    if (PLACE_PARAMS.includes(key)) places.push(text)
    else parts.push(text)
  }
  const name = [parts.join(' · '), places.length ? `${inWord} ${places.join(', ')}` : ''].filter(Boolean).join(' ').trim()
  return (name || fallback).slice(0, SAVED_SEARCH_NAME_MAX)
}

/** What /profile/saved-searches answers a form (to a fetcher, or the page it renders without JavaScript). */
export type SavedSearchAnswer =
  | { ok: true; intent: string; toast: { title: string; description: string } }
  | {
      ok: false
      intent: string
      /** The saved search a rename or delete was for. */
      id?: number
      /** What was posted, to put back in the form. */
      values: { name: string; url: string }
      /** In the member's language, by field. */
      errors: { name?: string; url?: string }
      toast: { title: string; description: string }
    }
