// Smart matching (issue 42; docs/decisions/0116-matching.md): the shape every match takes, whatever is matched to
// what — investors and mentors to a startup, startups and jobs to a member. Each scoring function in
// app/domain/*-matching.ts is pure, deterministic and explains itself: the score is the weighted sum of its factors,
// and every factor that counted is a reason shown beside the match ("fintech · seed · 42 km").

/** One factor of a match: which, how much it weighs, how well it fits (0–1), and what it says. */
export interface MatchReason {
  /** A stable key: 'sector', 'stage', 'checkSize', 'distance', 'skills', 'culture', … */
  factor: string
  /** The factor's weight in the score (the weights of one scoring function add up to 100). */
  weight: number
  /** How well this item fits on this factor, 0 (not at all) to 1 (fully). */
  fit: number
  /** The values behind the fit, for the reason's text: ['fintech'], ['seed'], ['42'] (km), … */
  values: string[]
}

/** A scored item: its score (0–100, the sum of weight × fit) and its reasons, the factors that fit at all. */
export interface Match<T> {
  item: T
  score: number
  reasons: MatchReason[]
}

/** The score of a set of factors: Σ weight × fit, rounded to one decimal. */
export function scoreOf(reasons: readonly MatchReason[]): number {
  return Math.round(reasons.reduce((sum, reason) => sum + reason.weight * reason.fit, 0) * 10) / 10
}

/** Highest score first; equal scores keep a stable order by the item's id (the tie-break every list uses). */
export function byScore<T extends { id: number }>(a: Match<T>, b: Match<T>): number {
  return b.score - a.score || a.item.id - b.item.id
}
