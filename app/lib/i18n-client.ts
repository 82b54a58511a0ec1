import i18next, { type ResourceKey } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { I18N_OPTIONS, isLanguage, DEFAULT_LANGUAGE, NAMESPACES, namespacesOf } from './i18n'

/**
 * The browser's i18next (docs/decisions/0056-languages.md). Each catalogue is its own chunk: the page's language and
 * the namespaces of the routes on screen are fetched before hydration; the language's other namespaces follow when
 * the browser is idle, so a later navigation rarely waits (when it does, react-i18next suspends it until the chunk
 * is in). Another language is fetched only when the member switches to it.
 */
const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.ts', { import: 'default' })

function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = catalogues[`../locales/${language}/${namespace}.ts`]
  return load ? load() : Promise.reject(new Error(`no catalogue ${language}/${namespace}`))
}

export async function startI18n(): Promise<typeof i18next> {
  const htmlLanguage = document.documentElement.lang
  const language = isLanguage(htmlLanguage) ? htmlLanguage : DEFAULT_LANGUAGE
  const handles = Object.values(window.__reactRouterRouteModules ?? {}).map((module) => module?.handle)
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({
      ...I18N_OPTIONS,
      lng: language,
      ns: namespacesOf(handles),
      // English is the fallback for a missing key, but it is never downloaded for that: the catalogue test keeps
      // every language complete.
      fallbackLng: false,
      partialBundledLanguages: true,
      react: { useSuspense: true },
    })
  return i18next
}

/** Fetch the rest of the current language's namespaces while nothing else is happening. */
export function preloadRemainingNamespaces() {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
  idle(() => void i18next.loadNamespaces([...NAMESPACES]))
}

declare global {
  interface Window {
    /** React Router's modules of the routes on screen (their `handle.i18n` names the namespaces to fetch). */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>
  }
}
