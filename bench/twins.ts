/**
 * Pages against their /api twins (docs/decisions/0049-production-build-and-static-files.md): each page is measured
 * side by side with the /api call that returns the same rows, in alternating short rounds on one server, and
 * reported as a ratio (page req/s ÷ API req/s), so load from elsewhere on the machine falls on both alike.
 */
import { burst, fmt, kb, log, summarize, table, type Result, type Sample } from './harness'

export interface Twin {
  name: string
  page: string
  api: string
}

/** Every 50-item list page and the startup profile, each with the /api call answering the same rows. */
export const TWINS: Twin[] = [
  { name: 'startups', page: '/discover', api: '/api/startups?limit=50' },
  { name: 'jobs', page: '/talent-hub', api: '/api/jobs?limit=50' },
  { name: 'events', page: '/events', api: '/api/events?upcoming=true&limit=50' },
  { name: 'workspaces', page: '/workspace', api: '/api/workspaces?limit=50' },
  { name: 'resources', page: '/resources', api: '/api/resources?limit=50' },
  { name: 'startup profile', page: '/startup/1', api: '/api/startups/1' },
]

export const TWIN_TARGET = 0.4
/** 50-item list pages are at most this large, uncompressed. */
export const LIST_PAGE_BYTES = 60 * 1024

const REQUESTS = 1_600
const MAX_SECONDS = 12
const ROUNDS = 8

export interface TwinResult {
  twin: Twin
  page: Result
  api: Result
}

export async function measureTwins(baseUrl: string, twins: Twin[] = TWINS): Promise<TwinResult[]> {
  const results: TwinResult[] = []
  for (const twin of twins) {
    log(`Measuring ${twin.page} against ${twin.api} ...`)
    // Warm both (route chunks loaded, statements prepared) before anything is counted.
    await burst(baseUrl, twin.page, 50, 5)
    await burst(baseUrl, twin.api, 50, 5)
    const pages: Sample[] = []
    const apis: Sample[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['page', 'api'] as const) : (['api', 'page'] as const)
      for (const which of order) {
        const sample = await burst(baseUrl, twin[which], REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS)
        ;(which === 'page' ? pages : apis).push(sample)
      }
    }
    results.push({ twin, page: summarize(pages), api: summarize(apis) })
  }
  return results
}

export function twinsTable(results: TwinResult[]): string {
  return table(
    ['page vs its /api twin', 'api rows', 'page req/s', 'api req/s', 'page p50 ms', 'api p50 ms', 'ratio', 'page HTML', 'target'],
    results.map(({ twin, page, api }) => {
      const ratio = page.rps / api.rps
      const listPage = twin.name !== 'startup profile'
      const sizeOk = !listPage || page.bytes <= LIST_PAGE_BYTES
      return [
        `${twin.page} | ${twin.api}`,
        String(api.rows || 1),
        fmt(page.rps),
        fmt(api.rps),
        fmt(page.p50, 2),
        fmt(api.p50, 2),
        fmt(ratio, 2),
        kb(page.bytes),
        `${ratio >= TWIN_TARGET ? 'met' : 'MISSED'}${listPage ? (sizeOk ? ', ≤ 60 KB' : ', > 60 KB') : ''}`,
      ]
    }),
  )
}
