import { useTranslation } from '~/browser/i18n-react'
import { initialOf } from '~/shared/format'
import { logoSource, type LogoFields } from '~/shared/startup-logo'

// Component classes in app/app.css (a list page repeats the card's logo 50 times).
const SIZES = {
  sm: 'logo-sm',
  md: 'logo-md',
  lg: 'logo-lg',
} as const

/**
 * The startup's logo. On cards, where the name is next to it, it is decorative; on the profile (`labelled`) it is
 * announced as "{name} logo".
 */
export function StartupLogo({
  startup,
  size = 'md',
  labelled = false,
}: {
  startup: LogoFields
  size?: keyof typeof SIZES
  labelled?: boolean
}) {
  const { t } = useTranslation('vocab')
  const box = SIZES[size]
  const label = t('startupLogo.label', { name: startup.name })
  const labelledImage = { role: 'img', 'aria-label': label } as const
  const src = logoSource(startup)
  if (src) {
    const pixels = size === 'lg' ? 80 : size === 'md' ? 48 : 40
    return (
      <img
        src={src}
        alt={labelled ? label : ''}
        width={pixels}
        height={pixels}
        loading={labelled ? undefined : 'lazy'}
        decoding={labelled ? 'async' : undefined}
        className={`${box} logo-img`}
      />
    )
  }
  return (
    <span
      {...(labelled ? labelledImage : { 'aria-hidden': true })}
      className={`${box} flex shrink-0 items-center justify-center border border-gray-200 bg-brand-100 font-semibold text-brand-700`}
    >
      {initialOf(startup.name)}
    </span>
  )
}
