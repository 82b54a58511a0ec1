import { LANGUAGES, type LanguageCode } from './languages'

/**
 * The interface's languages (docs/decisions/0056-languages.md). Every string a page shows comes from a catalogue in
 * app/locales/<language>/<namespace>.ts: English is the spec's wording and the default; zh, ja and ko are
 * translations of it. A namespace is one area of the product; a route names the namespaces it uses in
 * `handle.i18n`, and the browser downloads only those, in the chosen language (the rest follow when the browser is
 * idle). Keys are flat: a dotted name for interface text ('filters.clear'), or, for the validation and error
 * messages the server sends (the /api contract's English), the English message itself, so a page can show the
 * message in the reader's language and the API keeps the spec's text.
 */
export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const SUPPORTED_LANGUAGES: LanguageCode[] = LANGUAGES.map((language) => language.code)

export const NAMESPACES = [
  'common',
  'vocab',
  'auth',
  'home',
  'startups',
  'claims',
  'jobs',
  'events',
  'workspace',
  'resources',
  'programs',
  'media',
  'profile',
  'admin',
  'mail',
  'reviews',
  'directory',
  'talent',
  'matches',
  'manage',
  'forms',
  'legal',
  'site',
  'searches',
  // City names for the near filters, written by the server (docs/decisions/0132).
  'places',
  'follows',
  // Plans and subscriptions (docs/decisions/0135).
  'plans',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Catalogues only the server reads (it writes their words into the page): the browser neither maps nor fetches them. */
export const SERVER_ONLY_NAMESPACES: readonly Namespace[] = ['places']

/** The Intl locale a language's dates, numbers and money are written in. */
const INTL_LOCALES: Record<LanguageCode, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR' }

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as string[]).includes(value)
}

export function intlLocale(language: string | null | undefined): string {
  return isLanguage(language) ? INTL_LOCALES[language] : INTL_LOCALES[DEFAULT_LANGUAGE]
}

/** A route's `handle`: the namespaces its components translate with ('common' is always there). */
export interface I18nHandle {
  i18n: Namespace | readonly Namespace[]
}

/** The namespaces a set of route handles asks for: 'common' and 'vocab' (the shared vocabulary) always. */
export function namespacesOf(handles: readonly unknown[]): Namespace[] {
  const found = new Set<Namespace>(['common', 'vocab'])
  for (const handle of handles) {
    if (typeof handle !== 'object' || handle === null || !('i18n' in handle)) continue
    const value = (handle as I18nHandle).i18n
    for (const ns of typeof value === 'string' ? [value] : value) found.add(ns)
  }
  return [...found]
}
