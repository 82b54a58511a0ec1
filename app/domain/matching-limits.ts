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
