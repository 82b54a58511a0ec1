// Which URLs from the database may become links on a public page.

/**
 * Links a banner may carry: same-site paths and queries ('/jobs', '?tab=jobs', '#team') and http(s) URLs. Anything
 * else (javascript:, data:) is dropped.
 */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  if (/^[/?#]/.test(value) && !value.startsWith('//')) return value
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}

/** A link inside this app (rendered as a client-side Link) rather than to another site. */
export function isInternalHref(href: string): boolean {
  return /^[/?#]/.test(href) && !href.startsWith('//')
}

/** A startup's website or social profile: http(s) only; a bare domain ('acme.com') gets https://. */
export function externalHref(url: string | null | undefined): string | null {
  const value = url?.trim()
  if (!value) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`
  try {
    const parsed = new URL(withScheme)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null
  } catch {
    return null
  }
}
