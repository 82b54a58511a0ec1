import type { Catalogue } from './types'

/** Every catalogue of every language, for the server (the browser loads only its language's, app/entry.client.tsx). */
const modules = import.meta.glob<Catalogue>('./*/*.ts', { eager: true, import: 'default' })

export const ALL_RESOURCES: Record<string, Record<string, Catalogue>> = {}
for (const [file, catalogue] of Object.entries(modules)) {
  const match = /^\.\/(\w+)\/(\w+)\.ts$/.exec(file)
  const [, language, namespace] = match ?? []
  if (!language || !namespace) continue
  ;(ALL_RESOURCES[language] ??= {})[namespace] = catalogue
}
