import type { TFunction } from 'i18next'
import type { Catalogue } from '~/locales/types'
import { DEFAULT_LANGUAGE, type Namespace } from './i18n'

/**
 * The interface's translate function (docs/decisions/0060-own-translator.md): a lookup in flat catalogues, `{{name}}`
 * interpolation and `count` plurals by Intl.PluralRules — all that the catalogues use of i18next, at a fraction of its
 * cost per call and none of its bytes in the browser. i18next stays as the source of the key types only
 * (`TFunction<N>` checks every key against the English catalogues, app/types/i18next.d.ts).
 *
 * The store holds the loaded catalogues: the server registers every language's at start-up
 * (app/server/i18n.server.ts); the browser registers the page's before hydrating and the rest as they arrive
 * (app/browser/i18n-client.ts).
 */

interface TranslateOptions {
  count?: number
  ns?: Namespace | readonly Namespace[]
  defaultValue?: string
  [value: string]: unknown
}

const store = new Map<string, Map<string, Catalogue>>()

export function addCatalogue(language: string, namespace: string, catalogue: Catalogue) {
  let languageStore = store.get(language)
  if (!languageStore) store.set(language, (languageStore = new Map()))
  languageStore.set(namespace, catalogue)
}

export function hasCatalogue(language: string, namespace: string): boolean {
  return store.get(language)?.has(namespace) ?? false
}

const pluralRules = new Map<string, Intl.PluralRules>()
/**
 * CLDR's cardinal categories: for the site's languages written out (Intl.PluralRules for any other), so a count in a
 * message costs no Intl object (docs/decisions/0071-formatting-without-intl.md). English: "one" for ±1 with no
 * fraction; Chinese, Japanese and Korean have only "other". tests/unit/translator.test.tsx compares them with Intl.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  if (language === 'en') return Math.abs(count) === 1 ? 'one' : 'other'
  if (language === 'zh' || language === 'ja' || language === 'ko') return 'other'
  let rules = pluralRules.get(language)
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)))
  return rules.select(count)
}

function find(language: string, namespaces: readonly string[], key: string): string | undefined {
  for (const namespace of namespaces) {
    const value = store.get(language)?.get(namespace)?.[key]
    if (value) return value
    if (language !== DEFAULT_LANGUAGE) {
      // English is the fallback for a key a translation lacks (the catalogue test keeps them complete; the browser
      // never downloads English for this).
      const english = store.get(DEFAULT_LANGUAGE)?.get(namespace)?.[key]
      if (english) return english
    }
  }
  return undefined
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** Puts `values` in for the `{{name}}` placeholders of `text`. */
export function interpolate(text: string, options: Readonly<Record<string, unknown>>): string {
  if (!text.includes('{{')) return text
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = options[name]
    return value === undefined || value === null ? '' : String(value)
  })
}

/** Translates `key` in `language`, searching `namespaces` in order ('common' last). */
export function translate(language: string, namespaces: readonly string[], key: string, options?: TranslateOptions): string {
  if (!options) return find(language, namespaces, key) ?? key
  const searched = options.ns === undefined ? namespaces : withCommon(typeof options.ns === 'string' ? [options.ns] : options.ns)
  let text: string | undefined
  if (typeof options.count === 'number') {
    const category = pluralCategory(language, options.count)
    text = find(language, searched, `${key}_${category}`) ?? find(language, searched, `${key}_other`)
  }
  text ??= find(language, searched, key) ?? options.defaultValue ?? key
  return interpolate(text, options)
}

function withCommon(namespaces: readonly string[]): readonly string[] {
  return namespaces.includes('common') ? namespaces : [...namespaces, 'common']
}

const fixed = new Map<string, TFunction<Namespace>>()

/** A translate function bound to a language and a namespace (then 'common'), made once per pair. */
export function fixedT<N extends Namespace = 'common'>(language: string, namespace?: N): TFunction<N> {
  const ns = namespace ?? 'common'
  const cacheKey = `${language}/${ns}`
  let t = fixed.get(cacheKey)
  if (!t) {
    const namespaces = withCommon([ns])
    const bound = (key: string, options?: TranslateOptions) => translate(language, namespaces, key, options)
    t = bound as unknown as TFunction<Namespace>
    fixed.set(cacheKey, t)
  }
  return t as unknown as TFunction<N>
}
