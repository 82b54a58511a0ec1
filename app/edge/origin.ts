/**
 * Same-origin check for every request that can change something (docs/decisions/0019-csrf-and-request-limits.md).
 * A browser names where a request comes from in `Origin` (all modern browsers, on every POST/PUT/PATCH/DELETE), in
 * `Sec-Fetch-Site`, or in `Referer`; the first one present decides. A request with none of them did not come from a
 * browser page (curl, a script, a server) and carries no ambient credentials to abuse, so it passes.
 */
export type OriginVerdict = { allowed: true } | { allowed: false; reason: string }

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase())
}

export function checkSameOrigin({
  method,
  origin,
  secFetchSite,
  referer,
  expectedOrigin,
}: {
  method: string
  origin: string | undefined
  secFetchSite: string | undefined
  referer: string | undefined
  /** e.g. https://startup.asia — APP_ORIGIN, or the origin the request was addressed to. */
  expectedOrigin: string
}): OriginVerdict {
  if (isSafeMethod(method)) return { allowed: true }
  if (origin !== undefined) {
    return origin === expectedOrigin ? { allowed: true } : { allowed: false, reason: `Origin ${origin}` }
  }
  if (secFetchSite !== undefined) {
    // same-origin, or none (typed into the address bar, a bookmark): the member's own doing.
    return secFetchSite === 'same-origin' || secFetchSite === 'none'
      ? { allowed: true }
      : { allowed: false, reason: `Sec-Fetch-Site ${secFetchSite}` }
  }
  if (referer !== undefined) {
    let refererOrigin: string
    try {
      refererOrigin = new URL(referer).origin
    } catch {
      return { allowed: false, reason: 'malformed Referer' }
    }
    return refererOrigin === expectedOrigin ? { allowed: true } : { allowed: false, reason: `Referer ${refererOrigin}` }
  }
  return { allowed: true }
}
