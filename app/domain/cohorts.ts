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

/**
 * 001 §4 gives only the default, pending; approved and rejected are what an admin's review decides. The member reads
 * an approved application as 'Accepted' (docs/decisions/0042-cohort-programs.md).
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Accepted',
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

// ── Programs pages and the apply contract (docs/decisions/0042-cohort-programs.md) ────────────────────────────────

/** 001 §8. */
export const PROGRAM_NOT_FOUND = 'Program Not Found'
/** 001 §5: the blank letter's message (title) and its explanation. */
export const MOTIVATION_LETTER_REQUIRED = 'Motivation Letter Required'
export const MOTIVATION_LETTER_HINT = 'Please provide a motivation letter for your application.'
export const MOTIVATION_LETTER_MAX = 5000
export const MOTIVATION_LETTER_TOO_LONG = `A motivation letter is at most ${MOTIVATION_LETTER_MAX} characters`
/** 409s of POST /api/cohorts/{id}/apply. */
export const APPLICATIONS_CLOSED = 'Applications for this program are closed'
export const ALREADY_APPLIED = 'You have already applied to this program'
/** 403 when the attached startup is not one the member runs. */
export const NOT_YOUR_STARTUP = 'You can only attach a startup you founded or are on the team of'
/** 001 §8: the title of a failed application's toast, and its fallback text. */
export const APPLICATION_FAILED = { title: 'Application Failed', fallback: 'Failed to submit application' } as const
/** 001 §8: the login prompt a visitor gets on pressing apply. */
export const LOGIN_REQUIRED = 'Login Required'
export const LOGIN_TO_APPLY = 'Please log in to apply for programs.'
/** 001 §9 redirect delay for login prompts (with JavaScript; without it the server redirects at once). */
export const LOGIN_PROMPT_DELAY_MS = 1000

/** 001 §9: cards show 3 curriculum items and 2 benefits; the detail page shows 5 participants. */
export const CARD_CURRICULUM_SHOWN = 3
export const CARD_BENEFITS_SHOWN = 2
export const DETAIL_PARTICIPANTS_SHOWN = 5

/**
 * 001 §4: a program takes applications while it is upcoming and its deadline (a calendar date, inclusive) has not
 * passed; `today` is the UTC date 'YYYY-MM-DD'. The same rule is the WHERE clause of the apply statement.
 */
export function isAcceptingApplications(
  cohort: { status: string; applicationDeadline: string | null },
  today: string,
): boolean {
  return cohort.status === 'upcoming' && (cohort.applicationDeadline === null || cohort.applicationDeadline >= today)
}

/** 001 §4: what the apply control shows a member — not applied (open), applied, or closed. */
export type ApplyState = 'open' | 'applied' | 'closed'

export function applyState(
  cohort: { status: string; applicationDeadline: string | null },
  applied: boolean,
  today: string,
): ApplyState {
  if (applied) return 'applied'
  return isAcceptingApplications(cohort, today) ? 'open' : 'closed'
}

/** Today's date in UTC, 'YYYY-MM-DD' (deadlines are compared as text). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/**
 * 001 §2: the list's quick apply sends a generated motivation letter. The same text goes in the card's hidden field
 * and is what the member can read back on their profile.
 */
export function quickApplyLetter(cohort: { name: string; program: string }, applicant: { firstName: string | null }): string {
  const program = Object.hasOwn(COHORT_PROGRAM_LABELS, cohort.program)
    ? COHORT_PROGRAM_LABELS[cohort.program as CohortProgram].toLowerCase()
    : cohort.program
  const signature = applicant.firstName?.trim() || 'A Startup Asia member'
  return (
    `I would like to join ${cohort.name}. This ${program} offers the structure, mentorship and network I need to ` +
    `take my startup to its next stage, and I am ready to commit to every session. ` +
    `— ${signature} (sent with Quick Apply)`
  )
}
