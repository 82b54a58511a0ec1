// Investors and mentors as structured records (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md).
// Relative imports throughout app/domain: drizzle-kit and the seed CLI load these modules without Vite's `~` alias.

/** The kinds of investor the directory tells apart. */
export const INVESTOR_TYPES = ['angel', 'vc', 'cvc', 'accelerator'] as const
export type InvestorType = (typeof INVESTOR_TYPES)[number]

export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  angel: 'Angel',
  vc: 'Venture capital',
  cvc: 'Corporate VC',
  accelerator: 'Accelerator',
}

/** Whether a mentor takes new mentees now. */
export const MENTOR_AVAILABILITY = ['open', 'limited', 'unavailable'] as const
export type MentorAvailability = (typeof MENTOR_AVAILABILITY)[number]

export const MENTOR_AVAILABILITY_LABELS: Record<MentorAvailability, string> = {
  open: 'Taking mentees',
  limited: 'Limited availability',
  unavailable: 'Not taking mentees',
}

// The directories (/investors, /mentors and their /api twins; docs/decisions/0117-investors-and-mentors.md).

/** Cards a directory page shows; the API's default limit. */
export const DIRECTORY_PAGE_SIZE = 24
/** The most cards an /api list answers at once (a larger limit is capped). */
export const MAX_DIRECTORY_LIMIT = 100
export const MAX_DIRECTORY_OFFSET = 100_000
export const MAX_DIRECTORY_SEARCH_LENGTH = 100
/** The largest cheque a filter may name, in major units (USD 10 billion). */
export const MAX_CHECK_SIZE = 10_000_000_000
/** A record's lists (stages, sectors, geographies, expertise, languages): at most this many entries of this length. */
export const MAX_DIRECTORY_TAGS = 12
export const MAX_DIRECTORY_TAG_LENGTH = 50

export const INVESTOR_NOT_FOUND = 'Investor not found'
export const MENTOR_NOT_FOUND = 'Mentor not found'
export const UNKNOWN_CITY = 'Unknown city'
export const CHECK_SIZE_ORDER = 'checkSizeMax must be at least checkSizeMin'

/** 'VC', 'vc', 'Venture capital' → 'vc'; unknown → null. */
export function toInvestorType(text: string): InvestorType | null {
  const key = text.trim().toLowerCase().replace(/[^a-z]/g, '')
  for (const type of INVESTOR_TYPES) {
    if (type === key || INVESTOR_TYPE_LABELS[type].toLowerCase().replace(/[^a-z]/g, '') === key) return type
  }
  return null
}

export function toMentorAvailability(text: string): MentorAvailability | null {
  const key = text.trim().toLowerCase()
  return (MENTOR_AVAILABILITY as readonly string[]).includes(key) ? (key as MentorAvailability) : null
}

/** What a directory page says next to a filter it could not read (the filter is dropped, the list shown without it). */
export const DIRECTORY_FILTER_PROBLEMS: Readonly<Record<string, string>> = {
  q: 'The search is too long and is not applied.',
  type: 'This investor type is not known and is not applied.',
  sector: 'This sector is not known and is not applied.',
  stage: 'This stage is not known and is not applied.',
  location: 'This city is not known and is not applied.',
  near: 'This city is not known and is not applied.',
  km: 'The distance must be a whole number of km from 1 to 5000.',
  checkSizeMin: 'The cheque size must be a whole number of US dollars.',
  checkSizeMax: 'The largest cheque must be a whole number of US dollars, at least the smallest.',
  availability: 'This availability is not known and is not applied.',
  expertise: 'This filter was not understood and is not applied.',
  language: 'This filter was not understood and is not applied.',
}
export const DIRECTORY_FILTER_PROBLEM = 'This filter was not understood and is not applied.'

/** The problems by field, in words for people. */
export function directoryFilterProblems(fields: Iterable<string>): Record<string, string> {
  return Object.fromEntries([...fields].map((field) => [field, DIRECTORY_FILTER_PROBLEMS[field] ?? DIRECTORY_FILTER_PROBLEM]))
}

/** A member has one application per directory waiting for an admin at a time. */
export const APPLICATION_WAITING = 'Your application is waiting for an admin to verify it. You can apply again once it is reviewed.'
