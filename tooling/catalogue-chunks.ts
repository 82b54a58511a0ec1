import type { Plugin } from 'vite'

const VIRTUAL = 'virtual:catalogue-chunks'
const CATALOGUE = /app\/locales\/(\w+)\/(\w+)\.ts$/

/**
 * The browser fetches a page's catalogues (app/locales/<language>/<namespace>.ts, one chunk each) before it hydrates
 * (app/lib/i18n-client.ts). So that this is not a second round trip after the entry script, the server's HTML
 * preloads them: the client build records which chunk file holds each catalogue, and the server build reads that
 * record as `virtual:catalogue-chunks` ({ 'ja/common': '/assets/common-….js' }). In development the record is empty
 * and the browser simply fetches them (docs/decisions/0056-languages.md).
 */
export function catalogueChunks(): Plugin {
  let chunks: Record<string, string> = {}
  return {
    name: 'startup-asia:catalogue-chunks',
    sharedDuringBuild: true,
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined
    },
    load(id) {
      return id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(chunks)}` : undefined
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const base = this.environment.config.base
      chunks = {}
      for (const output of Object.values(bundle)) {
        const match = output.type === 'chunk' && output.facadeModuleId ? CATALOGUE.exec(output.facadeModuleId) : null
        if (match && output.type === 'chunk') chunks[`${match[1]}/${match[2]}`] = `${base}${output.fileName}`
      }
    },
  }
}
