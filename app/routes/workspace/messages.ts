/** The dialog that books a workspace: `?dialog=book-workspace&workspaceId=3` (docs/decisions/0016, 0036). */
export const BOOK_DIALOG = 'book-workspace'
export const BOOK_DIALOG_PARAMS = ['workspaceId'] as const

/** 000 §8. */
export const BOOKED = 'Workspace booked successfully!'
export const BOOK_FAILED = 'Failed to book workspace'
export const NO_BOOKINGS = 'No bookings yet'
export const FETCH_FAILED = 'Failed to fetch workspaces'
export const NO_WORKSPACES = {
  title: 'No workspaces found',
  hint: 'Try adjusting your search criteria or clearing filters',
} as const

/** 000 §9: 6 workspace skeletons and 3 booking skeletons while loading. */
export const WORKSPACE_SKELETONS = 6
export const BOOKING_SKELETONS = 3

/** A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply). */
export const FILTER_PROBLEMS: Record<string, string> = {
  type: 'We do not have that kind of workspace, so every type is shown.',
  location: 'That location is too long to search for, so every location is shown.',
  searchQuery: 'Searches are at most 200 characters.',
  offset: 'That page is out of range, so the first page is shown.',
  limit: 'That page size is not a number we can use.',
}

/** The confirmation before a member cancels a booking: `?dialog=cancel-booking&booking=7` (docs/decisions/0126). */
export const CANCEL_DIALOG = 'cancel-booking'
export const CANCEL_DIALOG_PARAMS = ['booking'] as const
