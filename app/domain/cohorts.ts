/** 001 §3: the kinds of program (the /programs filter buttons, after All Programs). */
export const COHORT_PROGRAMS = ['accelerator', 'incubator', 'bootcamp'] as const
export type CohortProgram = (typeof COHORT_PROGRAMS)[number]

export const COHORT_PROGRAM_LABELS: Record<CohortProgram, string> = {
  accelerator: 'Accelerator',
  incubator: 'Incubator',
  bootcamp: 'Bootcamp',
}

/** 001 §4; a new cohort is upcoming. */
export const COHORT_STATUSES = ['upcoming', 'active', 'completed'] as const
export type CohortStatus = (typeof COHORT_STATUSES)[number]

export const COHORT_STATUS_LABELS: Record<CohortStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  completed: 'Completed',
}

/** 001 §4 gives only the default, pending; approved and rejected are what an admin's review decides. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** 001 §3: cohort session types. */
export const SESSION_TYPES = ['workshop', 'mentoring', 'presentation', 'networking'] as const
export type SessionType = (typeof SESSION_TYPES)[number]

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  workshop: 'Workshop',
  mentoring: 'Mentoring',
  presentation: 'Presentation',
  networking: 'Networking',
}
