import type admin from '~/locales/en/admin'

/** A key of the admin catalogue (app/locales/<language>/admin.ts). */
export type AdminKey = keyof typeof admin

/**
 * The admin panel's sidebar (001 §2 "Admin panel"): groups in the spec's order, each section a URL under /admin, so
 * the sidebar works as plain links without JavaScript. `built` sections have working views; the rest show the spec's
 * 'This section is under development'. docs/decisions/0047-admin-panel.md. Titles and subtitles are keys of the admin
 * catalogue, translated where they are shown.
 */
export interface AdminSection {
  /** The URL segment: /admin/{id}. */
  id: string
  title: AdminKey
  /** What the section's page says under its title. */
  subtitle?: AdminKey
  built: boolean
}

export interface AdminGroup {
  id: string
  title: AdminKey
  /** 001 §2: the CRM group is open by default. */
  defaultOpen?: boolean
  sections: readonly AdminSection[]
}

export const ADMIN_DASHBOARD = {
  title: 'dashboard.title',
  subtitle: 'dashboard.subtitle',
} as const satisfies { title: AdminKey; subtitle: AdminKey }

type SectionId = AdminKey extends infer Key ? (Key extends `section.${infer Id}` ? (Id extends `${string}.subtitle` ? never : Id) : never) : never

/** A section: its title is 'section.{id}', its subtitle (built sections) 'section.{id}.subtitle'. */
const section = (id: SectionId, built = false): AdminSection => ({
  id,
  title: `section.${id}`,
  built,
  ...(built ? { subtitle: `section.${id}.subtitle` as AdminKey } : {}),
})

export const ADMIN_GROUPS: readonly AdminGroup[] = [
  {
    id: 'crm',
    title: 'group.crm',
    defaultOpen: true,
    sections: [
      section('users', true),
      section('admins', true),
      section('outbox', true),
      section('background-jobs', true),
    ],
  },
  {
    id: 'startups',
    title: 'group.startups',
    sections: [
      section('startups', true),
      section('profile-claims', true),
      section('jobs', true),
      section('talents'),
      section('media'),
      section('jobs-credit', true),
      section('subscriptions', true),
      // Enterprise's contact-sales requests (issue 44 item 4, docs/decisions/0142).
      section('sales-inquiries', true),
      section('reviews', true),
    ],
  },
  {
    id: 'space',
    title: 'group.space',
    sections: [
      section('spaces', true),
      section('bookings', true),
      section('booking-transactions', true),
    ],
  },
  {
    id: 'events',
    title: 'group.events',
    sections: [
      section('events', true),
      section('event-bookings'),
    ],
  },
  {
    id: 'programs',
    title: 'group.programs',
    sections: [section('programs', true)],
  },
  {
    id: 'finance',
    title: 'group.finance',
    sections: [section('transactions', true), section('payments', true)],
  },
  { id: 'report', title: 'group.report', sections: [section('revenue', true)] },
  // The investor and mentor directories (docs/decisions/0117-investors-and-mentors.md).
  {
    id: 'directory',
    title: 'group.directory',
    sections: [section('investors', true), section('mentors', true)],
  },
]

const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_GROUPS.flatMap((group) => group.sections)

export function adminSection(id: string | undefined): AdminSection | undefined {
  return ADMIN_SECTIONS.find((candidate) => candidate.id === id)
}

/** The section a /admin path shows ('Dashboard' for /admin itself); undefined for an unknown one. */
export function adminHeading(pathname: string): { title: AdminKey; subtitle?: AdminKey } | undefined {
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
