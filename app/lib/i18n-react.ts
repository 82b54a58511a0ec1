import i18next, { type TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useContext } from 'react'
import { UNSAFE_DataRouterStateContext } from 'react-router'
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, namespacesOf, type Namespace } from './i18n'
import type { LanguageCode } from './languages'

/** The language the page is shown in. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
}

/** The Intl locale ('ja-JP') for dates, numbers and money on this page. */
export function useIntlLocale(): string {
  return intlLocale(useLanguage())
}

/**
 * Shows a message the server wrote in English (a zod field error, a model's 409 — the /api contract's wording) in
 * the page's language: the message is its own key in the catalogues of the routes on screen. A message no catalogue
 * knows is shown as it came.
 */
export function useMessage(): (message: string) => string {
  // The matches' handles as useMatches() reads them, but without throwing outside a data router (a component
  // rendered on its own in a test, inside a MemoryRouter): there only 'common' and 'vocab' are searched.
  const matches = useContext(UNSAFE_DataRouterStateContext)?.matches ?? []
  const namespaces = namespacesOf(matches.map((match) => match.route.handle))
  const { t } = useTranslation(namespaces)
  return (message) => translateMessage(t as TFunction, message, namespaces)
}

export function translateMessage(t: TFunction, message: string, namespaces: readonly Namespace[]): string {
  return (t as (key: string, options: object) => string)(message, { ns: namespaces, defaultValue: message })
}

interface MetaMatch {
  id: string
  data?: unknown
}

/**
 * For `meta` functions, which cannot use hooks: a translate function in the page's language (the root loader's
 * `locale`). The browser has the route's namespace by the time its meta renders (it suspends until then).
 */
export function metaT<N extends Namespace>(matches: readonly (MetaMatch | undefined)[], ns: N): TFunction<N> {
  const root = matches.find((match) => match?.id === 'root')?.data as { locale?: unknown } | undefined
  const language = isLanguage(root?.locale) ? root.locale : DEFAULT_LANGUAGE
  return i18next.getFixedT(language, ns) as TFunction<N>
}
