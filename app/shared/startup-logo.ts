// Which picture shows a startup's logo: pure, so the models (a job's company logo) and the browser share it with
// the StartupLogo component (app/components/startup-logo.tsx).

// Only image types go into a data: URL, so a stored logoType cannot turn the logo into something else.
const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml|avif)$/

export interface LogoFields {
  name: string
  logo: string | null
  /** Absent on list pages, which send the logo's URL (`logoUrl`) instead of its bytes. */
  logoData?: string | null
  logoType?: string | null
}

/** 000 §3 / 001 §2: the inline base64 logo, else the logo URL, else the first letter of the name. */
export function logoSource(startup: LogoFields): string | null {
  if (startup.logoData && startup.logoType && IMAGE_TYPE.test(startup.logoType)) {
    return `data:${startup.logoType};base64,${startup.logoData}`
  }
  return startup.logo
}

/** A short, stable fingerprint of the stored logo, so its URL changes when the logo does (FNV-1a, 32 bits). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * The logo as a URL for list pages (docs/decisions/0050-what-list-pages-send.md): an inline (base64) logo is served by
 * /startup/{id}/logo, cacheable for good under its fingerprint, instead of being written into the HTML and again
 * into the hydration data of every card; a logo URL stays as it is.
 */
export function logoUrl(startup: LogoFields & { id: number }): string | null {
  if (startup.logoData && startup.logoType && IMAGE_TYPE.test(startup.logoType)) {
    return `/startup/${startup.id}/logo?v=${fingerprint(startup.logoData)}`
  }
  return startup.logo
}

export function isInlineLogoType(type: string | null | undefined): type is string {
  return typeof type === 'string' && IMAGE_TYPE.test(type)
}
