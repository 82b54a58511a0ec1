import { useTranslation } from '~/lib/i18n-react'
import { href, Link } from 'react-router'
import { logoUrl, StartupLogo } from '~/components/startup-logo'
import { foundingYear, formatTeamSize } from '~/lib/format'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { useMessage } from '~/lib/i18n-react'
import type { StartupCard as StartupCardData } from '~/models/startups.server'

/** What a card shows: the fields it renders, the logo as a URL (docs/decisions/0050-what-list-pages-send.md). */
export type StartupCardView = Pick<
  StartupCardData,
  'id' | 'name' | 'description' | 'sector' | 'location' | 'stage' | 'teamSize' | 'foundingDate' | 'logo'
>

/** A list page's card from the list's row: only what the card renders, so the page sends nothing else. */
export function startupCardView(startup: StartupCardData): StartupCardView {
  const { id, name, description, sector, location, stage, teamSize, foundingDate } = startup
  return { id, name, description, sector, location, stage, teamSize, foundingDate, logo: logoUrl(startup) }
}

/**
 * 000 §3 startup card: logo (inline image, logo URL or first letter), name, stage title-cased, sector, location,
 * team size with a plus, founding year, and the description clamped to 2 lines (full) or 1 line (compact, §9).
 * The whole card links to /startup/{id}.
 */
export function StartupCard({
  startup,
  variant = 'full',
}: {
  startup: StartupCardView
  variant?: 'full' | 'compact'
}) {
  // The card is on pages of several areas: its words are in 'vocab', which every page loads.
  const { t } = useTranslation('vocab')
  const message = useMessage()
  const compact = variant === 'compact'
  const year = foundingYear(startup.foundingDate)
  const teamSize = formatTeamSize(startup.teamSize)
  return (
    <Link
      discover="none"
      to={href('/startup/:id', { id: String(startup.id) })}
      className="card-link"
    >
      <div className="flex items-start gap-3">
        <StartupLogo startup={startup} size={compact ? 'sm' : 'md'} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-gray-900">{startup.name}</h3>
          <div className="card-chips">
            {startup.stage ? (
              <span className="chip-brand">
                {message(stageLabel(startup.stage))}
              </span>
            ) : null}
            {startup.sector ? (
              <span className="chip-gray">{message(sectorLabel(startup.sector))}</span>
            ) : null}
          </div>
        </div>
      </div>
      {startup.description ? (
        <p className={`text-sm text-gray-600 ${compact ? 'line-clamp-1' : 'line-clamp-2'}`}>{startup.description}</p>
      ) : null}
      <dl className="card-facts">
        {startup.location ? (
          <div>
            <dt>{t('startupCard.location')}</dt>
            <dd>{message(startup.location)}</dd>
          </div>
        ) : null}
        {teamSize ? (
          <div>
            <dt>{t('startupCard.teamSize')}</dt>
            <dd>{t('startupCard.people', { size: teamSize })}</dd>
          </div>
        ) : null}
        {year ? (
          <div>
            <dt>{t('startupCard.founded')}</dt>
            <dd>{t('startupCard.foundedYear', { year })}</dd>
          </div>
        ) : null}
      </dl>
    </Link>
  )
}
