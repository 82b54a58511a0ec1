import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { StartupLogo } from '~/components/startup-logo'
import { foundingYear, formatTeamSize } from '~/shared/format'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { useMessage } from '~/browser/i18n-react'
import type { StartupProfile } from '~/models/startup-profile.server'
import { externalHref } from './links'

type HeaderStartup = Pick<
  StartupProfile,
  | 'id'
  | 'name'
  | 'description'
  | 'website'
  | 'socialLinks'
  | 'logo'
  | 'logoData'
  | 'logoType'
  | 'location'
  | 'foundingDate'
  | 'teamSize'
  | 'stage'
  | 'sector'
  | 'subscriptionActive'
>

/** What a fact the profile does not give shows. */
const NONE = '—'

function ClaimedCheck() {
  const { t } = useTranslation('startups')
  return (
    <span role="img" aria-label={t('profile.claimed')} title={t('profile.claimed')} className="inline-flex text-green-600">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-7">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.9a.75.75 0 0 0-1.22-.87l-3.24 4.53-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.73-5.27Z"
          clipRule="evenodd"
        />
      </svg>
    </span>
  )
}

/**
 * The profile's header. `canEdit`: the member runs this profile (founder, team, claimed owner, admin) and sees Edit;
 * `canClaim`: an unclaimed profile seen by anyone else, who is offered the paid claim (docs/decisions/0024).
 */
export function ProfileHeader({
  startup,
  canEdit,
  canClaim,
}: {
  startup: HeaderStartup
  canEdit: boolean
  canClaim: boolean
}) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const links = [
    { label: t('profile.website'), href: externalHref(startup.website) },
    { label: 'LinkedIn', href: externalHref(startup.socialLinks.linkedin) },
    { label: 'GitHub', href: externalHref(startup.socialLinks.github) },
    { label: 'Twitter', href: externalHref(startup.socialLinks.twitter) },
  ].filter((link): link is { label: string; href: string } => link.href !== null)
  const facts = [
    { label: t('profile.location'), value: startup.location ? message(startup.location) : '' },
    { label: t('profile.founded'), value: foundingYear(startup.foundingDate) },
    { label: t('profile.team'), value: formatTeamSize(startup.teamSize) },
    { label: t('profile.stage'), value: startup.stage ? message(stageLabel(startup.stage)) : '' },
    { label: t('profile.sector'), value: startup.sector ? message(sectorLabel(startup.sector)) : '' },
  ]

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <StartupLogo startup={startup} size="lg" labelled />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 text-3xl font-bold break-words text-gray-900">{startup.name}</h1>
            {startup.subscriptionActive ? <ClaimedCheck /> : null}
            {canClaim ? (
              <span className="rounded-full border border-amber-300 bg-amber-50 px-3 py-0.5 text-sm font-medium text-amber-800">
                {t('profile.unclaimed')}
              </span>
            ) : null}
            {canEdit ? (
              <Link
                to={href('/startup/:id/edit', { id: String(startup.id) })}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'sm:ml-auto' })}
              >
                {t('profile.edit')}
              </Link>
            ) : null}
            {canEdit ? (
              <Link
                to={href('/startup/:id/manage', { id: String(startup.id) })}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                {t('manage.analytics')}
              </Link>
            ) : null}
          </div>
          {startup.description ? <p className="mt-2 max-w-3xl break-words text-gray-700">{startup.description}</p> : null}
          {links.length > 0 ? (
            <ul aria-label={t('profile.links')} className="mt-4 flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {link.label}
                    <span className="sr-only">{t('profile.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      {/* A description list cannot be named (aria-label on it is ignored): its heading names it for everyone. */}
      <h2 className="sr-only">{t('profile.keyFacts')}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-gray-600">{fact.label}</dt>
            <dd className="mt-1 truncate font-semibold text-gray-900">{fact.value || NONE}</dd>
          </div>
        ))}
      </dl>

      {!canClaim ? null : (
        <aside
          aria-label={t('profile.claimThis')}
          className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-semibold text-gray-900">{t('profile.isThisYours')}</p>
            <p className="text-sm text-gray-700">{t('profile.claimPitch')}</p>
          </div>
          <Link to={`/claim-profile/${startup.id}`} className={buttonClasses({ className: 'shrink-0' })}>
            {t('profile.claimThis')}
          </Link>
        </aside>
      )}
    </div>
  )
}
