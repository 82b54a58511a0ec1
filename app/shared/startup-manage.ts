import { href } from 'react-router'
import type startups from '~/locales/en/startups'

/**
 * The places where the people who run a startup keep its profile current (issue 41): one list, read by the nav
 * shown on each of them, so adding a section is one entry here and its route. `label` is a key of the startups
 * namespace.
 */
export interface StartupManageSection {
  id: string
  label: Extract<keyof typeof startups, `manage.${string}`>
  to: (startupId: number) => string
}

export const STARTUP_MANAGE_SECTIONS: readonly StartupManageSection[] = [
  { id: 'profile', label: 'manage.profile', to: (id) => href('/startup/:id/edit', { id: String(id) }) },
  { id: 'analytics', label: 'manage.analytics', to: (id) => href('/startup/:id/manage', { id: String(id) }) },
  { id: 'team', label: 'manage.team', to: (id) => href('/startup/:id/manage/team', { id: String(id) }) },
  { id: 'funding', label: 'manage.funding', to: (id) => href('/startup/:id/manage/funding', { id: String(id) }) },
  { id: 'milestones', label: 'manage.milestones', to: (id) => href('/startup/:id/manage/milestones', { id: String(id) }) },
  { id: 'media', label: 'manage.media', to: (id) => href('/startup/:id/manage/media', { id: String(id) }) },
  { id: 'matches', label: 'manage.matches', to: (id) => href('/startup/:id/manage/matches', { id: String(id) }) },
]
