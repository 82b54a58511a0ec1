import { Link } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import type { MatchingPlan } from '~/models/matches.server'

/**
 * What the plan's matching depth shows (docs/decisions/0141): on basic, that the list stops at the top matches with
 * their strongest reason and where to upgrade; on the plans with "AI matching", what that is — the same weighted
 * scoring, the whole list, every factor explained (not a language model).
 */
export function MatchingDepthNote({ matching }: { matching: MatchingPlan }) {
  const { t } = useTranslation('matches')
  return (
    <p className="mt-4 text-sm text-gray-700" data-testid="matching-depth">
      {matching.depth === 'ai' ? t('depth.ai') : t('depth.basic', { count: matching.shown })}{' '}
      {matching.upgradeUrl ? (
        <Link to={matching.upgradeUrl} className="text-brand-700 underline">
          {t('depth.upgrade')}
        </Link>
      ) : null}
    </p>
  )
}
