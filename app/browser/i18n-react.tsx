import type { TFunction } from 'i18next'
import { cloneElement, createContext, Fragment, use, useContext, type ReactElement, type ReactNode } from 'react'
import { useMatches } from 'react-router'
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, namespacesOf, type Namespace } from '~/shared/i18n'
import type { LanguageCode } from '~/shared/languages'
import { fixedT, hasCatalogue, interpolate, translate } from '~/shared/translator'

/**
 * React's side of the translator (docs/decisions/0060-own-translator.md): the page's language comes from context
 * (the server sets it from the request, the root layout from its loader's `locale`), and `useTranslation(ns)` gives
 * the translate function of that language and namespace — one function per pair, made once, so a list of fifty
 * cards does not build fifty of anything.
 */
const LanguageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE)

export function I18nProvider({ language, children }: { language: LanguageCode; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>
}

type CatalogueLoader = (language: string, namespace: string) => Promise<void>
let loadCatalogue: CatalogueLoader | undefined
const loading = new Map<string, Promise<void>>()

/** The browser registers how to fetch a catalogue it does not have yet (app/browser/i18n-client.ts). */
export function setCatalogueLoader(loader: CatalogueLoader) {
  loadCatalogue = loader
}

/** Fetches the catalogue once; every caller shares the promise. */
export function loadCatalogueOnce(language: string, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`
  let promise = loading.get(key)
  if (!promise) {
    promise = hasCatalogue(language, namespace) || !loadCatalogue ? Promise.resolve() : loadCatalogue(language, namespace)
    loading.set(key, promise)
    // A failed fetch (offline for a moment) is tried again by the next render that needs it.
    promise.catch(() => loading.delete(key))
  }
  return promise
}

/** Suspends a render in the browser until the catalogues it needs have arrived (a navigation to another area). */
function useCatalogues(language: string, namespaces: readonly string[]) {
  for (const namespace of namespaces) {
    if (!hasCatalogue(language, namespace) && loadCatalogue) use(loadCatalogueOnce(language, namespace))
  }
}

export interface Translation<N extends Namespace> {
  t: TFunction<N>
  i18n: { language: LanguageCode }
}

const translations = new Map<string, Translation<Namespace>>()

/** The translate function of the page's language for a namespace ('common' when none is named). */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N): Translation<N> {
  const language = useContext(LanguageContext)
  const ns = namespace ?? 'common'
  useCatalogues(language, ns === 'common' ? ['common'] : ['common', ns])
  const cacheKey = `${language}/${ns}`
  let translation = translations.get(cacheKey)
  if (!translation) {
    translation = { t: fixedT(language, ns), i18n: { language } }
    translations.set(cacheKey, translation)
  }
  return translation as unknown as Translation<N>
}

const MessageNamespacesContext = createContext<readonly Namespace[]>([])

/**
 * Namespaces `useMessage` searches below this point besides the route's `handle.i18n`: for a part of a page that only
 * some visits render (the member home's job and event cards), so the route need not make every visitor download
 * their catalogues. The components inside still suspend in the browser until those catalogues are in.
 */
export function MessageNamespaces({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  return <MessageNamespacesContext value={namespaces}>{children}</MessageNamespacesContext>
}

/** The language the page is shown in. */
export function useLanguage(): LanguageCode {
  return useContext(LanguageContext)
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
  const matches = useMatches()
  const extra = useContext(MessageNamespacesContext)
  const namespaces = namespacesOf([...matches.map((match) => match.handle), { i18n: extra }])
  const language = useLanguage()
  useCatalogues(language, namespaces)
  return (message) => translate(language, namespaces, message)
}

/** `useMessage` for code outside components (a `meta` function): `message` in `t`'s language, from `namespaces`. */
export function translateMessage(t: TFunction, message: string, namespaces: readonly Namespace[]): string {
  return (t as unknown as (key: string, options: object) => string)(message, { ns: namespaces, defaultValue: message })
}

interface MetaMatch {
  id: string
  loaderData?: unknown
}

/**
 * For `meta` functions, which cannot use hooks: a translate function in the page's language (the root loader's
 * `locale`). The browser has the route's namespace by the time its meta renders (its components suspended until
 * then).
 */
export function metaT<N extends Namespace>(matches: readonly (MetaMatch | undefined)[], ns: N): TFunction<N> {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { locale?: unknown } | undefined
  const language = isLanguage(root?.locale) ? root.locale : DEFAULT_LANGUAGE
  return fixedT(language, ns)
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g

/**
 * A translation with markup in it ('Posted <time>{{date}}</time>'): each `<name>…</name>` of the catalogue's text
 * becomes a copy of `components[name]` holding that text. Values are put in after the markup is read, so they stay
 * text (a member named '<b>' is shown as written; React escapes it).
 */
export function Trans<N extends Namespace>({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction<N>
  i18nKey: Parameters<TFunction<N>>[0]
  values?: Record<string, unknown>
  components: Record<string, ReactElement<{ children?: ReactNode }>>
}) {
  const template = (t as unknown as (key: unknown) => string)(i18nKey)
  const parts: ReactNode[] = []
  let last = 0
  for (const match of template.matchAll(TAG)) {
    if (match.index > last) parts.push(interpolate(template.slice(last, match.index), values))
    const component = components[match[1]!]
    const inner = interpolate(match[2]!, values)
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : inner)
    last = match.index + match[0].length
  }
  if (last < template.length) parts.push(interpolate(template.slice(last), values))
  return <Fragment>{parts}</Fragment>
}
