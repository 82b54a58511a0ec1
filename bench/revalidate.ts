/**
 * A visitor's repeat view against a full render (docs/decisions/0091-http-validators-and-caching.md): each list page
 * is asked without a validator (React Router's loaders and render, 200) and with the ETag it last gave (the edge's
 * 304), in alternating short rounds on one server, and reported as the 304's cost relative to the render's
 * (render req/s ÷ 304 req/s; target ≤ 0.10).
 */
import { CONCURRENCY, fmt, log, summarize, table, type Result, type Sample } from './harness'

export const REVALIDATED_PAGES = ['/discover', '/talent-hub', '/events', '/workspace', '/resources', '/api/startups?limit=50']

export const REVALIDATE_TARGET = 0.1

const REQUESTS = 1_600
const MAX_SECONDS = 12
const ROUNDS = 8

export interface RevalidateResult {
  path: string
  render: Result
  revalidate: Result
  /** Conditional requests answered 200 (the ETag moved on: the minute turned over), re-rendered and counted. */
  rerendered: number
}

/**
 * One burst of GETs, CONCURRENCY at a time. With a `validator`, each request sends its ETag and expects 304; a 200
 * means the ETag changed (the clock's minute), and its new ETag is sent from then on.
 */
async function conditionalBurst(
  url: string,
  requests: number,
  maxSeconds: number,
  validator?: { etag: string; rerendered: number },
): Promise<Sample> {
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  let issued = 0
  let bytes = 0
  async function worker() {
    while (issued < requests && performance.now() < deadline) {
      issued++
      const t = performance.now()
      const response = await fetch(url, validator ? { headers: { 'If-None-Match': validator.etag } } : {})
      const body = await response.arrayBuffer()
      latencies.push(performance.now() - t)
      bytes = body.byteLength
      if (validator && response.status === 200) {
        validator.etag = response.headers.get('etag') ?? validator.etag
        validator.rerendered++
      } else if (response.status !== (validator ? 304 : 200)) {
        throw new Error(`${url} → ${response.status}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, rows: 0, bytes }
}

export async function measureRevalidation(baseUrl: string, paths: string[] = REVALIDATED_PAGES): Promise<RevalidateResult[]> {
  const results: RevalidateResult[] = []
  for (const path of paths) {
    log(`Measuring ${path}: full render against a revalidated 304 ...`)
    const url = baseUrl + path
    const first = await fetch(url)
    await first.arrayBuffer()
    const etag = first.headers.get('etag')
    if (first.status !== 200 || !etag) throw new Error(`${path} → ${first.status} without an ETag: nothing to revalidate`)
    const validator = { etag, rerendered: 0 }
    await conditionalBurst(url, 50, 5)
    await conditionalBurst(url, 50, 5, validator)
    validator.rerendered = 0
    const renders: Sample[] = []
    const revalidations: Sample[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['render', 'revalidate'] as const) : (['revalidate', 'render'] as const)
      for (const which of order) {
        if (which === 'render') renders.push(await conditionalBurst(url, REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS))
        else revalidations.push(await conditionalBurst(url, REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS, validator))
      }
    }
    results.push({ path, render: summarize(renders), revalidate: summarize(revalidations), rerendered: validator.rerendered })
  }
  return results
}

export function revalidateTable(results: RevalidateResult[]): string {
  return table(
    ['visitor page', 'render req/s', '304 req/s', 'render p50 ms', '304 p50 ms', '304 cost', 're-rendered', 'target'],
    results.map(({ path, render, revalidate, rerendered }) => {
      const cost = render.rps / revalidate.rps
      return [
        path,
        fmt(render.rps),
        fmt(revalidate.rps),
        fmt(render.p50, 2),
        fmt(revalidate.p50, 2),
        fmt(cost, 3),
        String(rerendered),
        cost <= REVALIDATE_TARGET ? 'met' : 'MISSED',
      ]
    }),
  )
}
