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
