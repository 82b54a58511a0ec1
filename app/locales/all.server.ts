import type { Resource, ResourceLanguage } from 'i18next'

/** Every catalogue of every language, for the server (the browser loads only its language's, app/entry.client.tsx). */
const modules = import.meta.glob<Record<string, string>>('./*/*.ts', { eager: true, import: 'default' })

export const ALL_RESOURCES: Resource = {}
for (const [file, catalogue] of Object.entries(modules)) {
  const match = /^\.\/(\w+)\/(\w+)\.ts$/.exec(file)
  const [, language, namespace] = match ?? []
  if (!language || !namespace) continue
  const bundle: ResourceLanguage = (ALL_RESOURCES[language] ??= {})
  bundle[namespace] = catalogue
}
