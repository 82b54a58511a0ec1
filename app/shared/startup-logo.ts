// Which picture shows a startup's logo: pure, so the models (a job's company logo) and the browser share it with
// the StartupLogo component (app/components/startup-logo.tsx).
import { fnv1a } from './fnv'

// Only image types go into a data: URL, so a stored logoType cannot turn the logo into something else.
const IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml|avif)$/

/** A startup's uploaded logo, as stored (000 §3): inline (logoData + logoType) or a URL (logo). */
export interface UploadedLogoFields {
  name: string
  logo: string | null
  /** Absent on list pages, which send the logo's URL (`logoUrl`) instead of its bytes. */
  logoData?: string | null
  logoType?: string | null
}

export interface LogoFields extends UploadedLogoFields {
  id: number
}

/** 000 §3 / 001 §2: the inline base64 logo, else the logo URL; null when the startup has uploaded none (the logo pickers). */
export function uploadedLogoSource(startup: UploadedLogoFields): string | null {
  return hasInlineLogo(startup) ? `data:${startup.logoType};base64,${startup.logoData}` : startup.logo
}

/**
 * The picture that shows as the startup's logo: the one uploaded, else its generated mark — a monogram of its name,
 * drawn by /startup/{id}/logo (docs/decisions/0145-generated-logos-drawn-not-stored.md).
 */
export function logoSource(startup: LogoFields): string {
  return uploadedLogoSource(startup) ?? generatedLogoUrl(startup)
}

/** Bumped when the generated marks are drawn differently, so browsers fetch them again. */
const GENERATED_LOGO_VERSION = 1

/** The generated mark's URL: versioned by the name it is drawn from, so a rename changes it and browsers keep it for good. */
function generatedLogoUrl(startup: { id: number; name: string }): string {
  return `/startup/${startup.id}/logo?v=m${GENERATED_LOGO_VERSION}${fingerprint(startup.name)}`
}

/** A short, stable fingerprint of a text, so a URL changes when what it shows does (FNV-1a, 32 bits, base 36). */
function fingerprint(text: string): string {
  return fnv1a(text).toString(36)
}

/**
 * The logo as a URL for list pages (docs/decisions/0050-what-list-pages-send.md): an inline (base64) logo is served by
 * /startup/{id}/logo, cacheable for good under its fingerprint, instead of being written into the HTML and again
 * into the hydration data of every card; a logo URL stays as it is; a startup with none shows its generated mark.
 */
export function logoUrl(startup: LogoFields): string {
  if (hasInlineLogo(startup)) return `/startup/${startup.id}/logo?v=${fingerprint(startup.logoData)}`
  return startup.logo ?? generatedLogoUrl(startup)
}

export function isInlineLogoType(type: string | null | undefined): type is string {
  return typeof type === 'string' && IMAGE_TYPE.test(type)
}

/** Whether the startup's logo is stored inline, as bytes of an image type. */
function hasInlineLogo(startup: UploadedLogoFields): startup is UploadedLogoFields & { logoData: string; logoType: string } {
  return Boolean(startup.logoData) && isInlineLogoType(startup.logoType)
}
