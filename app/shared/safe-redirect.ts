/**
 * Only same-origin paths: "/x" yes; "//evil", "/\\evil", "/.//evil", "/a/..//evil", "https://evil", "javascript:"
 * no (then `fallback`). The path is normalised the way a browser would resolve it, and the result is checked
 * again, so dot segments, tabs, newlines or backslashes cannot turn it into a protocol-relative `//host` location.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback
  try {
    const url = new URL(to, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return fallback
    const target = url.pathname + url.search + url.hash
    if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
    return target
  } catch {
    return fallback
  }
}
