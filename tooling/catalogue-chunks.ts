import path from 'node:path'
import type { Plugin } from 'vite'

const VIRTUAL = 'virtual:catalogue-chunks'
const CATALOGUE = /app\/locales\/(\w+)\/(\w+)\.ts$/

/**
 * The browser fetches a page's catalogues (app/locales/<language>/<namespace>.ts, one chunk each) before it hydrates
 * (app/browser/i18n-client.ts). So that this is not a second round trip after the entry script, the server's HTML
 * preloads them: the client build records which chunk file holds each catalogue, and the server build reads that
 * record as `virtual:catalogue-chunks` ({ 'ja/common': '/assets/common-….js' }). In development the record is empty
 * and the browser simply fetches them (docs/decisions/0056-languages.md).
 *
 * It also records the chunks of the app's lazily imported modules (`lazyChunks`: 'app/components/member-home.tsx' →
 * the chunk and the chunks it imports), so that a page which renders one on the server can preload it
 * (docs/decisions/0063-javascript-and-lighthouse-under-target.md).
 */
export function catalogueChunks(): Plugin {
  let chunks: Record<string, string> = {}
  let lazyChunks: Record<string, string[]> = {}
  return {
    name: 'startup-asia:catalogue-chunks',
    sharedDuringBuild: true,
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined
    },
    load(id) {
      return id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(chunks)}\nexport const lazyChunks = ${JSON.stringify(lazyChunks)}` : undefined
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const base = this.environment.config.base
      const root = this.environment.config.root
      chunks = {}
      lazyChunks = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue
        const match = CATALOGUE.exec(output.facadeModuleId)
        if (match) chunks[`${match[1]}/${match[2]}`] = `${base}${output.fileName}`
        else if (output.isDynamicEntry && !output.isEntry) {
          lazyChunks[path.relative(root, output.facadeModuleId)] = [output.fileName, ...output.imports].map((file) => `${base}${file}`)
        }
      }
    },
  }
}
