/** 000 §8: what /discover says when the list cannot be loaded (the English of the 503's message). */
export const FETCH_FAILED = 'Failed to fetch startups'

/**
 * A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply): the key of
 * its message in the 'startups' catalogue (app/locales/<language>/startups.ts).
 */
export const FILTER_PROBLEMS = {
  sector: 'problems.sector',
  stage: 'problems.stage',
  location: 'problems.location',
  sortBy: 'problems.sortBy',
  minTeamSize: 'problems.pickTeamSize',
  maxTeamSize: 'problems.maxTeamSize',
  foundingYearFrom: 'problems.pickYear',
  foundingYearTo: 'problems.pickYear',
  searchQuery: 'problems.searchQuery',
} as const satisfies Record<string, `problems.${string}`>
