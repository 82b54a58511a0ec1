import { createHash } from 'node:crypto'
import { detectLanguage } from '~/server/i18n.server'

/**
 * HTTP validators and caching for visitors (docs/decisions/0091-http-validators-and-caching.md). An anonymous GET or
 * HEAD of a public page (document or `.data`) or a public /api read gets an ETag decided before React Router runs —
 * from the data version kept in the database (app/models/data-version.server.ts), the build, the minute, the
 * response's language and the URL — and a Cache-Control a browser or CDN may use. A request that repeats the ETag in
 * If-None-Match is answered 304 by the edge: no loader, no render. Signed-in answers stay `private, no-store`
 * (app.server.ts `sendResponse`).
 */

/**
 * Browsers ask again on every view (max-age=0: the repeat view is a 304); a shared cache may answer for 10 s without
 * asking. Either may then answer from its copy for 30 s more while it asks in the background. A visitor sees another
 * member's write within about 40 s through a CDN, and within 30 s (at worst one view late) without one.
 */
export const VISITOR_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30'

/** What else a visitor's answer depends on: the language (Accept-Language or the `lng` cookie) and whether a cookie marks a member. */
export const VISITOR_VARY = ['Accept-Encoding', 'Accept-Language', 'Cookie'] as const

/**
 * Pages and lists show things that change with the clock alone (upcoming events, "3 days ago", what is published):
 * the ETag changes every minute, so nothing is kept more than a minute past the moment it would have changed.
 */
export const CLOCK_STEP_MS = 60_000

/**
 * Public pages, each with its `.data` twin (client navigations; `/_.data` for `/`). Not here: forms and sign-in pages, /media/{slug}
 * (a reader's first view in a visit is counted and sets a cookie), feeds, calendars and files, which set their own
 * headers.
 */
const PUBLIC_PAGES: readonly RegExp[] = [
  /^\/(?:_\.data)?$/,
  /^\/discover(?:\.data)?$/,
  /^\/startup\/\d+(?:\.data)?$/,
  /^\/talent-hub(?:\.data)?$/,
  /^\/jobs\/\d+(?:\.data)?$/,
  /^\/resources(?:\/\d+)?(?:\.data)?$/,
  /^\/events(?:\/\d+)?(?:\.data)?$/,
  /^\/workspace(?:\.data)?$/,
  /^\/programs(?:\/\d+)?(?:\.data)?$/,
  /^\/media(?:\.data)?$/,
]

/** Public /api reads: the lists and the items they link to. */
const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/startups(?:\/\d+(?:\/[a-z-]+)?)?$/,
  /^\/api\/events(?:\/\d+)?$/,
  /^\/api\/workspaces(?:\/\d+(?:\/availability)?)?$/,
  /^\/api\/jobs(?:\/\d+)?$/,
  /^\/api\/resources(?:\/\d+)?$/,
  /^\/api\/media(?:\/[^/]+)?$/,
  /^\/api\/plans$/,
  /^\/api\/cohorts(?:\/\d+(?:\/(?:sessions|participants))?)?$/,
]

export function isPublicRead(pathname: string): boolean {
  return PUBLIC_PAGES.some((pattern) => pattern.test(pathname)) || PUBLIC_API.some((pattern) => pattern.test(pathname))
}

/**
 * Cookies that leave a public answer as it is for everyone: the language (which the ETag carries), the sign-in form's
 * known-device mark (read by the sign-in post only) and the media visit (read by /media/{slug} only). Any other cookie
 * — the session, the flash toast, anything unknown — makes the request personal: no validator, nothing shared.
 */
const NEUTRAL_COOKIES: ReadonlySet<string> = new Set(['lng', 'sa_device', 'sa_visit'])

export function isAnonymous({ cookie, authorization }: { cookie: string | undefined; authorization: string | undefined }): boolean {
  if (authorization) return false
  if (!cookie) return true
  return cookie.split(';').every((pair) => {
    const name = pair.slice(0, pair.includes('=') ? pair.indexOf('=') : undefined).trim()
    return name === '' || NEUTRAL_COOKIES.has(name)
  })
}

export interface VisitorRead {
  method: string
  url: URL
  cookie: string | undefined
  authorization: string | undefined
}

/** Whether this request may get a visitor's validator and shared caching at all (before anything is read). */
export function isVisitorRead({ method, url, cookie, authorization }: VisitorRead): boolean {
  return (method === 'GET' || method === 'HEAD') && isPublicRead(url.pathname) && isAnonymous({ cookie, authorization })
}

const LANGUAGE_MEMO_SIZE = 1000
const languages = new Map<string, Promise<string>>()

/**
 * The language React Router's root middleware will pick for this request (`detectLanguage`: `?lng`, the `lng` cookie,
 * Accept-Language), from those three inputs only. Parsing Accept-Language cost about a third of a 304's server time,
 * and visitors send few distinct headers, so answers are remembered by their inputs (at most LANGUAGE_MEMO_SIZE).
 */
export function visitorLanguage(url: URL, cookie: string | undefined, acceptLanguage: string | undefined): Promise<string> {
  const lngCookie = cookie?.split(';').find((pair) => pair.trim().startsWith('lng='))?.trim() ?? ''
  const key = `${url.searchParams.getAll('lng').join(',')}\n${lngCookie}\n${acceptLanguage ?? ''}`
  let language = languages.get(key)
  if (!language) {
    if (languages.size >= LANGUAGE_MEMO_SIZE) languages.clear()
    const search = url.searchParams.has('lng') ? `?${new URLSearchParams(url.searchParams.getAll('lng').map((lng) => ['lng', lng]))}` : ''
    language = detectLanguage(
      new Request(`${url.origin}/${search}`, { headers: { cookie: lngCookie, 'accept-language': acceptLanguage ?? '' } }),
    )
    languages.set(key, language)
    language.catch(() => languages.delete(key))
  }
  return language
}

/**
 * The ETag of a visitor's answer. Weak: the same data may go out compressed or not, streamed in other chunks (a
 * crawler gets it whole), with another CSP nonce. The URL is part of it (document and `.data`, the query, the host),
 * so a cache that confuses two URLs is not told that one is the other.
 */
export function visitorEtag({
  dataVersion,
  buildVersion,
  language,
  href,
  now,
}: {
  dataVersion: string
  buildVersion: string
  language: string
  href: string
  now: number
}): string {
  const step = Math.floor(now / CLOCK_STEP_MS).toString(36)
  return `W/"${dataVersion}-${step}-${urlKey(`${buildVersion}\n${language}\n${href}`)}"`
}

const URL_KEY_MEMO_SIZE = 1000
const urlKeys = new Map<string, string>()

/** The hash of build, language and URL, remembered for the URLs asked most (at most URL_KEY_MEMO_SIZE): a 304 repeats them. */
function urlKey(input: string): string {
  let key = urlKeys.get(input)
  if (key === undefined) {
    if (urlKeys.size >= URL_KEY_MEMO_SIZE) urlKeys.clear()
    key = createHash('sha256').update(input).digest('base64url').slice(0, 16)
    urlKeys.set(input, key)
  }
  return key
}

/** If-None-Match compared weakly (RFC 9110 §13.1.2). `*` is not taken: whether the answer would be a 200 is not known yet. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}
