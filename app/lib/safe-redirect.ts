/** Only same-origin paths: "/x" yes; "//evil", "/\\evil", "https://evil", "javascript:" no (then `fallback`). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
  try {
    const url = new URL(to, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
