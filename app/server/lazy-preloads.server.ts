import catalogueChunks, { lazyChunks } from 'virtual:catalogue-chunks'
import type { Namespace } from '~/shared/i18n'

/**
 * The scripts a lazily imported part of a page needs, when the server renders it: its chunk, the chunks that chunk
 * imports, and the catalogues it translates with in the page's language. A page preloads them (React's
 * `preloadModule`) so that the browser fetches them beside the entry script instead of after hydration has started
 * (docs/decisions/0063-javascript-and-lighthouse-under-target.md). Empty in development.
 */
export function lazyModulePreloads(module: string, language: string, namespaces: readonly Namespace[]): string[] {
  const catalogues = namespaces.map((namespace) => catalogueChunks[`${language}/${namespace}`])
  return [...(lazyChunks[module] ?? []), ...catalogues].filter((href): href is string => Boolean(href))
}
