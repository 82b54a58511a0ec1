import { eachWhenIdle } from './idle'
import { DEFAULT_LANGUAGE, isLanguage, NAMESPACES, namespacesOf, SERVER_ONLY_NAMESPACES, type Namespace } from '~/shared/i18n'
import { loadCatalogueOnce, setCatalogueLoader } from './i18n-react'
import type { LanguageCode } from '~/shared/languages'
import type { Catalogue } from '~/locales/types'
import { addCatalogue } from '~/shared/translator'

/**
 * The browser's catalogues (docs/decisions/0056-languages.md, 0060-own-translator.md). Each catalogue is its own
 * chunk: the page's language and the namespaces of the routes on screen are fetched before hydration; the language's
 * other namespaces follow when the browser is idle, so a later navigation rarely waits (when it does, the render
 * suspends until the chunk is in). Another language is fetched only when the member switches to it.
 */
// Not the server-only catalogues (SERVER_ONLY_NAMESPACES): every entry of this map is bytes every page carries.
const catalogues = import.meta.glob<Catalogue>(['../locales/*/*.ts', '!../locales/*/places.ts'], { import: 'default' })

async function fetchCatalogue(language: string, namespace: string): Promise<void> {
  const load = catalogues[`../locales/${language}/${namespace}.ts`]
  if (!load) throw new Error(`no catalogue ${language}/${namespace}`)
  addCatalogue(language, namespace, await load())
}

function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value)
}

/** Loads what the server-rendered page needs and answers its language. */
export async function startI18n(): Promise<LanguageCode> {
  setCatalogueLoader(fetchCatalogue)
  const htmlLanguage = document.documentElement.lang
  const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE
  // The namespaces of the routes on screen, as the server wrote them on the root element (app/root.tsx).
  const onScreen = (document.documentElement.dataset.namespaces ?? '').split(' ')
  await Promise.all(namespacesOf([{ i18n: onScreen.filter(isNamespace) }]).map((namespace) => loadCatalogueOnce(language, namespace)))
  return language
}

/**
 * Fetch the rest of the language's namespaces while nothing else is happening, one per idle period: started all at
 * once they were a task of 15–20 ms (docs/decisions/0069).
 */
export function preloadRemainingNamespaces(language: LanguageCode) {
  const browserNamespaces = NAMESPACES.filter((namespace) => !SERVER_ONLY_NAMESPACES.includes(namespace))
  eachWhenIdle(browserNamespaces, (namespace) => void loadCatalogueOnce(language, namespace).catch(() => undefined), 10_000)
}
