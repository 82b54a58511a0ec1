import { Link } from 'react-router'
import { foundingYear, formatStage, formatTeamSize, initialOf } from '~/lib/format'
import type { StartupCard } from '~/models/startups.server'

// Only image types go into a data: URL, so a stored logoType cannot turn the logo into something else.
const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml|avif)$/

type LogoFields = Pick<StartupCard, 'name' | 'logo' | 'logoData' | 'logoType'>

/** 000 §3: the inline base64 logo, else the logo URL, else the first letter of the name. */
export function StartupLogo({ startup, size = 'md' }: { startup: LogoFields; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-10 text-base' : 'size-12 text-lg'
  const src =
    startup.logoData && startup.logoType && IMAGE_TYPE.test(startup.logoType)
      ? `data:${startup.logoType};base64,${startup.logoData}`
      : startup.logo
  if (src) {
    return <img src={src} alt="" className={`${box} shrink-0 rounded-lg border border-gray-200 bg-white object-contain`} />
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-700`}
    >
      {initialOf(startup.name)}
    </span>
  )
}

/** The stage, sector, location, team size and founding year line of a compact startup card. */
export function StartupFacts({ startup }: { startup: StartupCard }) {
  const facts = [
    formatStage(startup.stage),
    formatStage(startup.sector),
    startup.location ?? '',
    startup.teamSize === null ? '' : `${formatTeamSize(startup.teamSize)} people`,
    foundingYear(startup.foundingDate) ? `Founded ${foundingYear(startup.foundingDate)}` : '',
  ].filter(Boolean)
  return <p className="truncate text-xs text-gray-500">{facts.join(' · ')}</p>
}

/** A compact startup card linking to its profile; the description clamps to one line (000 §9). */
export function StartupMiniCard({ startup }: { startup: StartupCard }) {
  return (
    <Link
      to={`/startup/${startup.id}`}
      className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 transition-colors hover:border-brand-500"
    >
      <StartupLogo startup={startup} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{startup.name}</span>
        {startup.description ? (
          <span className="block truncate text-sm text-gray-600">{startup.description}</span>
        ) : null}
        <StartupFacts startup={startup} />
      </span>
    </Link>
  )
}
