import type { TFunction } from 'i18next'
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { AcceptLanguage } from '@remix-run/headers/accept-language'
import { ALL_RESOURCES } from '~/locales/all.server'
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Namespace } from '~/shared/i18n'
import type { LanguageCode } from '~/shared/languages'
import { addCatalogue, fixedT } from '~/shared/translator'

/**
 * The chosen language, remembered for a year. Set by the language selector (app/routes/language.tsx); read before
 * Accept-Language, after `?lng=` (docs/decisions/0056-languages.md).
 */
export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

// Every catalogue of every language, in memory from start-up: nothing is made or loaded per request
// (docs/decisions/0060-own-translator.md).
for (const [language, namespaces] of Object.entries(ALL_RESOURCES)) {
  for (const [namespace, catalogue] of Object.entries(namespaces)) addCatalogue(language, namespace, catalogue)
}

/** A supported language named by `value` (`?lng=`, the cookie), exactly or by its primary subtag (`zh-TW` → `zh`). */
function supported(value: unknown): LanguageCode | null {
  if (typeof value !== 'string' || !value) return null
  const primary = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : null
}

/** `?lng`, then the selector's cookie, then the most preferred supported language of Accept-Language. */
async function preferredLanguage(request: Request): Promise<LanguageCode | null> {
  const fromQuery = new URL(request.url).searchParams.get('lng')
  if (fromQuery !== null && supported(fromQuery)) return supported(fromQuery)
  const fromCookie = supported(await languageCookie.parse(request.headers.get('Cookie')))
  if (fromCookie) return fromCookie
  const header = request.headers.get('Accept-Language')
  return header ? AcceptLanguage.from(header).getPreferred(SUPPORTED_LANGUAGES) : null
}

const languageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE)

/**
 * The request's language — `?lng`, the selector's cookie, then Accept-Language, else English. Also asked by the edge
 * before React Router runs, for the ETag of a visitor's page (app/edge/http-cache.ts): one answer for both.
 */
export async function detectLanguage(request: Request): Promise<LanguageCode> {
  return (await preferredLanguage(request)) ?? DEFAULT_LANGUAGE
}

/** Root middleware: the request's language (`detectLanguage`) for every loader and the render. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(languageContext, await detectLanguage(request))
  return next()
}

/** The request's language; English for a context the middleware has not seen (a test calling a loader directly). */
export function languageOf(context: Readonly<RouterContextProvider>): LanguageCode {
  try {
    return context.get(languageContext)
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** A translate function for loaders and actions: toasts, titles and messages the server writes for a page. */
export function getT<N extends Namespace = 'common'>(context: Readonly<RouterContextProvider>, ns?: N): TFunction<N> {
  return fixedT(languageOf(context), ns)
}

