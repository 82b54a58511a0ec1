/** Without JavaScript, "Load More Events" reloads the page showing more rows; past this many, narrow the search. */
export const MAX_WINDOW = 500

/** A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply). */
export const FILTER_PROBLEMS: Record<string, string> = {
  category: 'We do not list that category, so every category is shown.',
  location: 'We do not list that location, so every location is shown.',
  upcoming: 'Upcoming Only is on or off; it is on.',
  searchQuery: 'Searches are at most 200 characters.',
  limit: 'That page size is not a number we can use.',
  offset: 'That position in the list is not one we can show.',
}

export const EVENTS_EMPTY_HINT = 'Try adjusting your search or filters, or create an event of your own.'
