/** 000 §8: what /discover says when the list cannot be loaded, and when nothing matches. */
export const FETCH_FAILED = 'Failed to fetch startups'
export const DISCOVER_EMPTY = {
  title: 'No startups found',
  hint: 'Try adjusting your search criteria or clearing filters',
} as const

/** Without JavaScript, "Load More" reloads the page showing more rows; past this many, narrow the search instead. */
export const MAX_WINDOW = 500

/** A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply). */
export const FILTER_PROBLEMS: Record<string, string> = {
  sector: 'We do not list that sector, so every sector is shown.',
  stage: 'We do not list that stage, so every stage is shown.',
  location: 'That location is too long to search for, so every location is shown.',
  sortBy: 'We cannot sort that way, so the newest come first.',
  minTeamSize: 'Pick a team size from the list.',
  maxTeamSize: 'That team size is not a number we can use.',
  foundingYearFrom: 'Pick a year from the list.',
  foundingYearTo: 'Pick a year from the list.',
  searchQuery: 'Searches are at most 200 characters.',
}
