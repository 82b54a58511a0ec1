import { initialOf } from '~/lib/format'

// Only image types go into a data: URL, so a stored logoType cannot turn the logo into something else.
const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml|avif)$/

export interface LogoFields {
  name: string
  logo: string | null
  logoData: string | null
  logoType: string | null
}

const SIZES = {
  sm: 'size-10 text-base rounded-lg',
  md: 'size-12 text-lg rounded-lg',
  lg: 'size-20 text-3xl rounded-xl shadow-sm',
} as const

/** 000 §3 / 001 §2: the inline base64 logo, else the logo URL, else the first letter of the name. */
export function logoSource(startup: LogoFields): string | null {
  if (startup.logoData && startup.logoType && IMAGE_TYPE.test(startup.logoType)) {
    return `data:${startup.logoType};base64,${startup.logoData}`
  }
  return startup.logo
}

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
  const box = `${SIZES[size]} shrink-0 border border-gray-200`
  const label = `${startup.name} logo`
  const src = logoSource(startup)
  if (src) {
    return <img src={src} alt={labelled ? label : ''} className={`${box} bg-white object-contain p-0.5`} />
  }
  return (
    <span
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`${box} flex items-center justify-center bg-brand-100 font-semibold text-brand-700`}
    >
      {initialOf(startup.name)}
    </span>
  )
}
