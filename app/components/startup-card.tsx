import { Distance } from '~/components/near-filter'
import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { StartupLogo } from '~/components/startup-logo'
import { logoUrl } from '~/shared/startup-logo'
import { foundingYear, formatTeamSize } from '~/shared/format'
import { cardExcerpt } from '~/domain/lists'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { useMessage } from '~/browser/i18n-react'
import type { StartupCard as StartupCardData } from '~/models/startups.server'

/**
 * What a card shows: the fields it renders, the logo as a URL, the founding year rather than the date
 * (docs/decisions/0050-what-list-pages-send.md, 0059).
 */
export type StartupCardView = Pick<
  StartupCardData,
  'id' | 'name' | 'description' | 'sector' | 'location' | 'stage' | 'teamSize' | 'logo' | 'distanceKm'
> & { foundingYear: string }

/** A list page's card from the list's row: only what the card renders, so the page sends nothing else. */
export function startupCardView(startup: StartupCardData): StartupCardView {
  const { id, name, description, sector, location, stage, teamSize, distanceKm } = startup
  return { id, name, description: cardExcerpt(description), sector, location, stage, teamSize, foundingYear: foundingYear(startup.foundingDate), logo: logoUrl(startup), distanceKm }
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
  const year = startup.foundingYear
  const teamSize = formatTeamSize(startup.teamSize)
  return (
    <Link
      discover="none"
      to={href('/startup/:id', { id: String(startup.id) })}
      className="card-link"
    >
      <div className="card-head">
        <StartupLogo startup={startup} size={compact ? 'sm' : 'md'} />
        <div>
          <h3>{startup.name}</h3>
          <p className="card-chips">
            {startup.stage ? <span className="chip-brand">{message(stageLabel(startup.stage))}</span> : null}
            {startup.sector ? <span className="chip-gray">{message(sectorLabel(startup.sector))}</span> : null}
          </p>
        </div>
      </div>
      {startup.description ? <p className={compact ? 'desc-1' : 'desc-2'}>{startup.description}</p> : null}
      {/* Facts that say what they are ("12+ people", "Founded 2019"); the location is named for screen readers. */}
      <p className="card-facts">
        {startup.location ? (
          <span>
            <span className="sr-only">{`${t('startupCard.location')}: `}</span>
            {message(startup.location)}
          </span>
        ) : null}
        {teamSize ? <span>{t('startupCard.people', { size: teamSize })}</span> : null}
        {year ? <span>{t('startupCard.foundedYear', { year })}</span> : null}
        {startup.distanceKm != null ? <Distance km={startup.distanceKm} /> : null}
      </p>
    </Link>
  )
}
