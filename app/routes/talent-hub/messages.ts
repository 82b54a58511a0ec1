/** Without JavaScript, "Load more" reloads the page showing more rows; past this many, narrow the search instead. */
export const MAX_WINDOW = 500

/** 000 §2: '{n} job(s) found', n being every match, not the page. */
export function jobsFound(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'job' : 'jobs'} found`
}

/** A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply). */
export const FILTER_PROBLEMS: Record<string, string> = {
  searchQuery: 'Searches are at most 200 characters.',
  location: 'We do not list that location, so every location is shown.',
  type: 'We do not list that job type, so every type is shown.',
  experienceLevel: 'We do not list that experience level, so every level is shown.',
  startupId: 'That startup link is not one we can use, so jobs at every startup are shown.',
}

export const FETCH_FAILED = 'Failed to fetch jobs'
