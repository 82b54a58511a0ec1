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

/** 000 §9: the job types the Talent Hub offers (its filter and the post-job form). */
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
