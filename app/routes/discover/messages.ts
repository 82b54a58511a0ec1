/** 000 §8: what /discover says when the list cannot be loaded, and when nothing matches. */
export const FETCH_FAILED = 'Failed to fetch startups'
export const DISCOVER_EMPTY = {
  title: 'No startups found',
  hint: 'Try adjusting your search criteria or clearing filters',
} as const

/** Without JavaScript, "Load More" reloads the page showing more rows; past this many, narrow the search instead. */
export const MAX_WINDOW = 500
