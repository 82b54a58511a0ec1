import { href, Link } from 'react-router'
import { StartupLogo } from '~/components/startup-logo'
import { foundingYear, formatTeamSize } from '~/lib/format'
import { sectorLabel, stageLabel } from '~/domain/startups'
import type { StartupCard as StartupCardData } from '~/models/startups.server'

/**
 * 000 §3 startup card: logo (inline image, logo URL or first letter), name, stage title-cased, sector, location,
 * team size with a plus, founding year, and the description clamped to 2 lines (full) or 1 line (compact, §9).
 * The whole card links to /startup/{id}.
 */
export function StartupCard({
  startup,
  variant = 'full',
}: {
  startup: StartupCardData
  variant?: 'full' | 'compact'
}) {
  const compact = variant === 'compact'
  const year = foundingYear(startup.foundingDate)
  const teamSize = formatTeamSize(startup.teamSize)
  return (
    <Link
      to={href('/startup/:id', { id: String(startup.id) })}
      className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <div className="flex items-start gap-3">
        <StartupLogo startup={startup} size={compact ? 'sm' : 'md'} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-gray-900">{startup.name}</h3>
          <div className="mt-1 flex flex-wrap gap-1.5 text-xs">
            {startup.stage ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
                {stageLabel(startup.stage)}
              </span>
            ) : null}
            {startup.sector ? (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-700">{sectorLabel(startup.sector)}</span>
            ) : null}
          </div>
        </div>
      </div>
      {startup.description ? (
        <p className={`text-sm text-gray-600 ${compact ? 'line-clamp-1' : 'line-clamp-2'}`}>{startup.description}</p>
      ) : null}
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-500">
        {startup.location ? (
          <div>
            <dt className="sr-only">Location</dt>
            <dd>{startup.location}</dd>
          </div>
        ) : null}
        {teamSize ? (
          <div>
            <dt className="sr-only">Team size</dt>
            <dd>{teamSize} people</dd>
          </div>
        ) : null}
        {year ? (
          <div>
            <dt className="sr-only">Founded</dt>
            <dd>Founded {year}</dd>
          </div>
        ) : null}
      </dl>
    </Link>
  )
}
