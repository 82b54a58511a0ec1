/**
 * The directories' filters as URL parameters, for the pager's links and the filter bars (browser-safe: no zod here;
 * docs/decisions/0057-javascript-per-route.md).
 */
export const INVESTOR_FILTER_KEYS = ['q', 'type', 'sector', 'stage', 'location', 'near', 'km', 'checkSizeMin', 'checkSizeMax'] as const
export const MENTOR_FILTER_KEYS = ['q', 'sector', 'stage', 'expertise', 'language', 'availability', 'location', 'near', 'km'] as const

export function directoryFilterParams(
  keys: readonly string[],
  query: Readonly<Record<string, string | number | undefined | unknown>>,
): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of keys) {
    const value = query[key]
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value))
  }
  return params
}
