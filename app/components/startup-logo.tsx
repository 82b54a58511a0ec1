import { useTranslation } from '~/browser/i18n-react'
import { logoSource, type LogoFields } from '~/shared/startup-logo'

// Component classes in app/app.css (a list page repeats the card's logo 50 times).
const SIZES = {
  sm: 'logo-sm',
  md: 'logo-md',
  lg: 'logo-lg',
} as const

/**
 * The startup's logo — the one uploaded, else its generated mark (logoSource). On cards, where the name is next to it,
 * it is decorative; on the profile (`labelled`) it is announced as "{name} logo".
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
  const pixels = size === 'lg' ? 80 : size === 'md' ? 48 : 40
  return (
    <img
      src={logoSource(startup)}
      alt={labelled ? label : ''}
      width={pixels}
      height={pixels}
      loading={labelled ? undefined : 'lazy'}
      decoding={labelled ? 'async' : undefined}
      className={`${box} logo-img`}
    />
  )
}
