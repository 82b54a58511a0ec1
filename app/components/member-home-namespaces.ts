import type { Namespace } from '~/shared/i18n'

/** The catalogues the member home (app/components/member-home.tsx) needs beyond its route's 'home'. */
export const MEMBER_HOME_NAMESPACES = ['jobs', 'events'] as const satisfies readonly Namespace[]
