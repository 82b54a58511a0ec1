/**
 * The admin panel's sidebar (001 §2 "Admin panel"): groups in the spec's order, each section a URL under /admin, so
 * the sidebar works as plain links without JavaScript. `built` sections have working views; the rest show the spec's
 * 'This section is under development'. docs/decisions/0047-admin-panel.md
 */
export interface AdminSection {
  /** The URL segment: /admin/{id}. */
  id: string
  title: string
  /** What the section's page says under its title. */
  subtitle?: string
  built: boolean
}

export interface AdminGroup {
  id: string
  title: string
  /** 001 §2: the CRM group is open by default. */
  defaultOpen?: boolean
  sections: readonly AdminSection[]
}

export const ADMIN_DASHBOARD = {
  title: 'Dashboard',
  subtitle: 'Overview of platform statistics and activities',
} as const

const section = (id: string, title: string, built = false, subtitle?: string): AdminSection => ({
  id,
  title,
  built,
  ...(subtitle ? { subtitle } : {}),
})

export const ADMIN_GROUPS: readonly AdminGroup[] = [
  {
    id: 'crm',
    title: 'CRM',
    defaultOpen: true,
    sections: [
      section('users', 'User Management', true, 'View, edit and remove member accounts'),
      section('admins', 'Admin Management', true, 'Administrators and new admin accounts'),
    ],
  },
  {
    id: 'startups',
    title: 'Startups',
    sections: [
      section('startups', 'Startups Management', true, 'Every startup profile, its logo and its details'),
      section('profile-claims', 'Profile Claims', true, 'Paid claims waiting for review, approved or rejected'),
      section('jobs', 'Jobs Management', true, 'Deactivate spam or closed job postings'),
      section('talents', 'Talents Management'),
      section('media', 'Media Management'),
      section('jobs-credit', 'Jobs Credit Management'),
      section('subscriptions', 'Subscription Management'),
      section('reviews', 'Review Management'),
    ],
  },
  {
    id: 'space',
    title: 'Space',
    sections: [
      section('spaces', 'Space Management', true, 'Resource listings waiting for approval'),
      section('bookings', 'Booking Management', true, 'Workspace bookings: list and cancel'),
      section('booking-transactions', 'Booking Transactions'),
    ],
  },
  {
    id: 'events',
    title: 'Events',
    sections: [
      section('events', 'Event Management', true, 'Deactivate spam or cancelled events'),
      section('event-bookings', 'Event Booking Management'),
    ],
  },
  {
    id: 'programs',
    title: 'Programs',
    sections: [section('programs', 'Programs Management', true, 'Review cohort applications')],
  },
  {
    id: 'finance',
    title: 'Finance',
    sections: [section('transactions', 'User Transactions'), section('payments', 'Payment Management')],
  },
  { id: 'report', title: 'Report', sections: [section('revenue', 'Revenue Report')] },
]

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_GROUPS.flatMap((group) => group.sections)

export function adminSection(id: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((candidate) => candidate.id === id)
}

/** The section a /admin path shows ('Dashboard' for /admin itself); undefined for an unknown one. */
export function adminHeading(pathname: string): { title: string; subtitle?: string } | undefined {
  const segment = pathname.replace(/\.data$/, '').replace(/\/+$/, '').split('/')[2]
  if (!segment) return ADMIN_DASHBOARD
  return adminSection(segment)
}

/** The group a section belongs to (open in the sidebar while that section is shown). */
export function adminGroupOf(sectionId: string | undefined): AdminGroup | undefined {
  return ADMIN_GROUPS.find((group) => group.sections.some((candidate) => candidate.id === sectionId))
}

/** 001 §9: admin lists show 10 rows (a page). */
export const ADMIN_PAGE_SIZE = 10
