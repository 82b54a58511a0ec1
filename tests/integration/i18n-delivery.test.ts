import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * Only the chosen language's catalogues reach the browser (docs/decisions/0056-languages.md): the server's HTML
 * preloads the page's catalogue chunks in its language, and no script the page loads holds another language's text.
 */
let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 120_000)

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

/** Text only one language's catalogues hold: the header's name for /discover. */
const MARKERS = {
  en: 'Discover Startups',
  ja: 'スタートアップを探す',
  zh: '发现初创企业',
  ko: '스타트업 찾기',
} as const

async function scriptsOf(path: string, language: keyof typeof MARKERS) {
  const html = await (await fetch(server.url + path, { headers: { 'Accept-Language': language } })).text()
  const hrefs = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
  const sources = await Promise.all(hrefs.map(async (href) => (await fetch(server.url + href)).text()))
  return { html, hrefs, sources }
}

describe('catalogue delivery', () => {
  for (const language of ['ja', 'zh', 'ko'] as const) {
    it(`/discover in ${language} preloads its ${language} catalogues and no other language's`, async () => {
      const { html, sources } = await scriptsOf('/discover', language)
      expect(html).toContain(`<html lang="${language}"`)
      expect(sources.some((source) => source.includes(MARKERS[language]))).toBe(true)
      for (const other of (['ja', 'zh', 'ko'] as const).filter((code) => code !== language)) {
        expect(sources.some((source) => source.includes(MARKERS[other])), `${other} text in a ${language} page`).toBe(false)
      }
    })
  }

  it('an English page preloads no translation', async () => {
    const { sources } = await scriptsOf('/events', 'en')
    for (const other of ['ja', 'zh', 'ko'] as const) {
      expect(sources.some((source) => source.includes(MARKERS[other]))).toBe(false)
    }
  })
})
