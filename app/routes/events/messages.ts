import type events from '~/locales/en/events'

type EventsKey = keyof typeof events

/**
 * A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply): keys of the
 * events catalogue, translated by the page.
 */
export const FILTER_PROBLEMS: Record<string, EventsKey> = {
  category: 'problem.category',
  location: 'problem.location',
  upcoming: 'problem.upcoming',
  searchQuery: 'problem.searchQuery',
  limit: 'problem.limit',
  offset: 'problem.offset',
}
export const OTHER_FILTER_PROBLEM: EventsKey = 'problem.other'

export const CREATE_EVENT_DIALOG = 'create-event'
export const CREATE_EVENT_INTENT = 'create-event'

// The organizer's dialogs on /events/{id} (docs/decisions/0110-after-posting.md).
export const EDIT_EVENT_DIALOG = 'edit-event'
export const EDIT_EVENT_INTENT = 'edit-event'
export const CANCEL_EVENT_DIALOG = 'cancel-event'
export const CANCEL_EVENT_INTENT = 'cancel-event'
// A member's RSVP cancellation, confirmed first (docs/decisions/0132).
export { CANCEL_RSVP_DIALOG } from '~/components/events/rsvp-form'
