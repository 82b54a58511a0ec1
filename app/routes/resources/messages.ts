/** What /resources says when the list cannot be loaded (000 §8's pattern: 'Failed to fetch …'). */
export const FETCH_FAILED = 'Failed to fetch resources'

/** A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply). */
export const FILTER_PROBLEMS: Record<string, string> = {
  type: 'We do not list that type of resource, so every type is shown.',
  location: 'That location is too long to search for, so every location is shown.',
  verified: 'Verified Only is on or off; it was not understood, so every resource is shown.',
  searchQuery: 'Searches are at most 200 characters.',
  limit: 'That page size is not a number we can use.',
  offset: 'That page does not exist, so the first page is shown.',
}
