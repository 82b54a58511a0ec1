// How long the lists of smart matching are (docs/decisions/0116-matching.md): shared by the model, the /api schema and
// the pages. Relative imports throughout app/domain.

/** Matches a list shows by default (/for-you, the owner's page, the API). */
export const MATCHES_SHOWN = 10
/** The most one list may ask for (`limit`). */
export const MAX_MATCHES = 50
/** The dashboard's "For you" section. */
export const DASHBOARD_MATCHES = 3
/**
 * At most this many candidates are read and scored per list (app/models/matches.server.ts); here so the bench fills
 * the small database's first tiers to it (bench/suites/matching.ts).
 */
export const CANDIDATE_CAP = 100
/**
 * Basic matching (Starter, docs/decisions/0141): at most this many matches a list, each explained by its strongest
 * factor only. The plans' "AI matching" (Professional, Enterprise) is the same scoring with the whole ranked list and
 * every factor explained — weighted factors computed in TypeScript, not a language model.
 */
export const BASIC_MATCHES = 3
export const BASIC_REASONS = 1
/** Where a list cut short by the plan sends the member. */
export const MATCHING_UPGRADE_URL = '/subscribe'
