import { CITIES } from './locations'

/**
 * Every job type the database accepts, in the order of the jobs_type_valid CHECK constraint. The two spec documents
 * disagree: 000 §9 lists full-time, part-time, contract, internship; 001 §3's jobs table lists full-time, part-time,
 * contract, other. Both are accepted, so no job posted under either list is refused.
 */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'other'] as const
export type JobType = (typeof JOB_TYPES)[number]

/** Read as the job cards have always shown them (formatSlug: 'full-time' → 'Full Time'). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full Time',
  'part-time': 'Part Time',
  contract: 'Contract',
  internship: 'Internship',
  other: 'Other',
}

/** 000 §9's four: what the demo data posts. The filter and the Post Job form offer all five (docs/decisions/0026). */
export const TALENT_HUB_JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const satisfies readonly JobType[]

/** 000 §9; the post-job form defaults to mid (000 §5). */
export const EXPERIENCE_LEVELS = ['junior', 'mid', 'senior', 'lead'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]

export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  junior: 'Junior',
  mid: 'Mid',
  senior: 'Senior',
  lead: 'Lead',
}

/** 000 §9: the eight cities, and Remote. */
export const JOB_LOCATIONS = [...CITIES, 'Remote'] as const
export type JobLocation = (typeof JOB_LOCATIONS)[number]

const JOB_LOCATION_LABELS: Record<JobLocation, string> = Object.fromEntries(
  JOB_LOCATIONS.map((location) => [location, location]),
) as Record<JobLocation, string>

/** 000 §8: the Talent Hub's messages. */
export const JOB_NOT_FOUND = 'Job Not Found'
export const POST_JOB_FAILED = 'Failed to post job'

/** 000 §9: list pages are 50 jobs; cards show 3 tech tags before '+N more'; 9 skeleton cards while loading. */
export const JOBS_PAGE_SIZE = 50
export const CARD_TECH_TAGS = 3
export const JOB_SKELETON_CARDS = 9

/** A job's employment type by its slug or its label, case- and punctuation-insensitively ('Full Time' → full-time). */
export function toJobType(text: string): JobType | null {
  return matchSlug(JOB_TYPES, JOB_TYPE_LABELS, text)
}

export function toExperienceLevel(text: string): ExperienceLevel | null {
  return matchSlug(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS, text)
}

/** A job location as listed ('tokyo' → 'Tokyo', 'remote' → 'Remote'). */
export function toJobLocation(text: string): JobLocation | null {
  return matchSlug(JOB_LOCATIONS, JOB_LOCATION_LABELS, text)
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

function matchSlug<T extends string>(values: readonly T[], labels: Record<T, string>, text: string): T | null {
  const wanted = squash(text)
  if (!wanted) return null
  return values.find((value) => squash(value) === wanted || squash(labels[value]) === wanted) ?? null
}

// ── Applications (docs/decisions/0028-job-applications.md) ──

/** Where an application stands: new → reviewing → rejected / hired (a new one may also be turned down at once). */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'rejected', 'hired'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  reviewing: 'Reviewing',
  rejected: 'Rejected',
  hired: 'Hired',
}

/** The moves the startup's team may make from each status; rejected and hired are final. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['reviewing', 'rejected'],
  reviewing: ['rejected', 'hired'],
  rejected: [],
  hired: [],
}

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to)
}

/** The statuses an application may be moved to `to` from (for the one-statement conditional update). */
export function statusesLeadingTo(to: ApplicationStatus): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((from) => canMoveApplication(from, to))
}

