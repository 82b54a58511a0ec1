import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { foundingYear, formatTeamSize } from '~/shared/format'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { useMessage } from '~/browser/i18n-react'
import { StartupLogo } from './startup-logo'
import type { StartupCard } from '~/models/startups.server'

const SEPARATOR = ' · '

/** The stage, sector, location, team size and founding year line of a compact startup card. */
export function StartupFacts({ startup }: { startup: StartupCard }) {
  // Shown on pages of several areas: its words are in 'vocab', which every page loads.
  const { t } = useTranslation('vocab')
  const message = useMessage()
  const year = foundingYear(startup.foundingDate)
  const facts = [
    startup.stage ? message(stageLabel(startup.stage)) : '',
    startup.sector ? message(sectorLabel(startup.sector)) : '',
    startup.location ? message(startup.location) : '',
    startup.teamSize === null ? '' : t('startupCard.people', { size: formatTeamSize(startup.teamSize) }),
    year ? t('startupCard.foundedYear', { year }) : '',
  ].filter(Boolean)
  const line = facts.join(SEPARATOR)
  return <p className="truncate text-xs text-gray-500">{line}</p>
}

/** A compact startup card linking to its profile; the description clamps to one line (000 §9). */
export function StartupMiniCard({ startup }: { startup: StartupCard }) {
  return (
    <Link
      to={href('/startup/:id', { id: String(startup.id) })}
      className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 transition-colors hover:border-brand-500"
    >
      <StartupLogo startup={startup} size="sm" />
      <div className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{startup.name}</span>
        {startup.description ? (
          <span className="block truncate text-sm text-gray-600">{startup.description}</span>
        ) : null}
        <StartupFacts startup={startup} />
      </div>
    </Link>
  )
}
