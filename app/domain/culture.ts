// Culture values (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md): a fixed vocabulary a startup
// states about itself and a member states they want; jobs show how well the two fit.
// Relative imports throughout app/domain: drizzle-kit and the seed CLI load these modules without Vite's `~` alias.

export const CULTURE_VALUES = [
  'remote-first',
  'hybrid',
  'flat-hierarchy',
  'learning-budget',
  'flexible-hours',
  'four-day-week',
  'equity-for-all',
  'mission-driven',
  'diverse-team',
  'fast-paced',
  'work-life-balance',
  'open-source',
  'mentorship',
  'transparent-salaries',
] as const
export type CultureValue = (typeof CULTURE_VALUES)[number]

export const CULTURE_VALUE_LABELS: Record<CultureValue, string> = {
  'remote-first': 'Remote-first',
  hybrid: 'Hybrid work',
  'flat-hierarchy': 'Flat hierarchy',
  'learning-budget': 'Learning budget',
  'flexible-hours': 'Flexible hours',
  'four-day-week': 'Four-day week',
  'equity-for-all': 'Equity for all',
  'mission-driven': 'Mission-driven',
  'diverse-team': 'Diverse team',
  'fast-paced': 'Fast-paced',
  'work-life-balance': 'Work-life balance',
  'open-source': 'Open source',
  mentorship: 'Mentorship',
  'transparent-salaries': 'Transparent salaries',
}

/** A startup states at most this many; a member may want as many as there are. */
export const MAX_STARTUP_CULTURE_VALUES = 6

/** A culture fit as a card shows it: 'Culture fit 80 · Remote-first · Flat hierarchy · React'. */
export interface JobFitView {
  score: number
  reasons: string[]
}
