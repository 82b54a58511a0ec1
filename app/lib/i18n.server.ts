import i18next, { createInstance, type i18n, type TFunction } from 'i18next'
import { createCookie, type RouterContextProvider } from 'react-router'
import { createI18nextMiddleware } from 'remix-i18next/middleware'
import { ALL_RESOURCES } from '~/locales/all.server'
import { DEFAULT_LANGUAGE, I18N_OPTIONS, isLanguage, NAMESPACES, SUPPORTED_LANGUAGES, type Namespace } from './i18n'
import type { LanguageCode } from './languages'

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

const SERVER_OPTIONS = {
  ...I18N_OPTIONS,
  resources: ALL_RESOURCES,
  ns: [...NAMESPACES],
  // Every catalogue is already in memory: initialise synchronously, nothing to load.
  initAsync: false,
} as const

// The module's own instance, in English: what `meta` functions, e-mails and code outside a request translate with
// (`i18next.getFixedT(language, …)`), and what a render falls back to when no request chose a language.
if (!i18next.isInitialized) void i18next.init({ ...SERVER_OPTIONS, lng: DEFAULT_LANGUAGE })

const [middleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: SUPPORTED_LANGUAGES,
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ['searchParams', 'cookie', 'header'],
  },
  i18next: SERVER_OPTIONS,
})

/** Root middleware: detects the request's language and gives it an i18next instance. */
export const i18nextMiddleware = middleware

/** The request's language; English for a context the middleware has not seen (a test calling a loader directly). */
export function languageOf(context: Readonly<RouterContextProvider>): LanguageCode {
  try {
    const language = getLocale(context)
    return isLanguage(language) ? language : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

/** The request's i18next instance (the module's English one outside a request). */
export function i18nOf(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getInstance(context)
  } catch {
    return i18next
  }
}

/** A translate function for loaders and actions: toasts, titles and messages the server writes for a page. */
export function getT<N extends Namespace = 'common'>(context: Readonly<RouterContextProvider>, ns?: N): TFunction<N> {
  return i18nOf(context).getFixedT(null, ns ?? 'common') as TFunction<N>
}

/** A fresh instance in `language` (tests, and renders outside a request). */
export function instanceFor(language: LanguageCode): i18n {
  const instance = createInstance(SERVER_OPTIONS)
  void instance.init({ lng: language })
  return instance
}
