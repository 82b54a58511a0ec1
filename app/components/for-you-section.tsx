import { href, Link } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { DASHBOARD_MATCHES } from '~/domain/matching-limits'
import type { Match } from '~/domain/matching'
import type { JobMatchCard, MemberMatches, StartupMatchCard } from '~/models/matches.server'
import { DashboardSection, EmptyState } from './dashboard-section'
import { JobMatchItem, StartupMatchItem } from './match-cards'
import { buttonClasses } from './ui/button'

type Top = { kind: 'startup'; match: Match<StartupMatchCard> } | { kind: 'job'; match: Match<JobMatchCard> }

/**
 * The dashboard's "For you" (issue 42 item 3, decision 0116): the member's best three matches, startups and jobs
 * together by score, with their reasons, and a link to /for-you.
 */
export function ForYouSection({ matches }: { matches: MemberMatches }) {
  const { t } = useTranslation('matches')
  const top: Top[] = [
    ...matches.startups.map((match) => ({ kind: 'startup' as const, match })),
    ...matches.jobs.map((match) => ({ kind: 'job' as const, match })),
  ]
    .sort((a, b) => b.match.score - a.match.score)
    .slice(0, DASHBOARD_MATCHES)
  return (
    <DashboardSection id="for-you" title={t('dashboard.title')} viewAll={{ to: href('/for-you'), label: t('dashboard.viewAll') }}>
      {top.length ? (
        <ul className="space-y-3">
          {top.map((entry) => (
            <li key={`${entry.kind}-${entry.match.item.id}`}>
              {entry.kind === 'startup' ? <StartupMatchItem match={entry.match} /> : <JobMatchItem match={entry.match} />}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={t('dashboard.empty')}>
          <Link to={href('/for-you')} className={buttonClasses({ size: 'sm' })}>
            {t('preferences.set')}
          </Link>
        </EmptyState>
      )}
    </DashboardSection>
  )
}
