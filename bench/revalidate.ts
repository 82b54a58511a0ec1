/**
 * A visitor's repeat view against a full render (docs/decisions/0091-http-validators-and-caching.md): each list page
 * is asked without a validator (React Router's loaders and render, 200) and with the ETag it last gave (the edge's
 * 304), in alternating short rounds on one server, and reported as the 304's cost relative to the render's
 * (render req/s ÷ 304 req/s; target ≤ 0.10), with the server's CPU time per request beside it.
 *
 * The requests go through node:http with kept-alive connections rather than fetch: at a few hundred microseconds of
 * server time per 304, fetch's own cost in this process (on the same cores) would be what the req/s measured.
 *
 * REVALIDATE_BUILD=PATH (a copy of another build's server/index.js, say main's) starts a second server on that build
 * over the same database; each round then runs on both servers in alternating order, so the machine's load falls on
 * both alike and their ratios can be compared (docs/decisions/0100).
 */
import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { CONCURRENCY, fmt, log, summarize, table, type Result, type Sample, type Server } from './harness'

export const REVALIDATED_PAGES = ['/discover', '/talent-hub', '/events', '/workspace', '/resources', '/api/startups?limit=50']

export const REVALIDATE_TARGET = 0.1

const REQUESTS = 1_600
const MAX_SECONDS = 12
const ROUNDS = 8

export interface RevalidateResult {
  /** Which server (build) answered, when several are compared. */
  build: string
  path: string
  render: Result
  revalidate: Result
  /** The server process's CPU milliseconds per request (user + system), when /proc tells. */
  renderCpuMs: number | null
  revalidateCpuMs: number | null
  /** Conditional requests answered 200 (the ETag moved on: the minute turned over), re-rendered and counted. */
  rerendered: number
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function get(url: string, headers: Record<string, string>): Promise<{ status: number; etag: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, bytes }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The process's CPU time in ms (user + system) from /proc; null where there is none. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
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
      const response = await get(url, validator ? { 'If-None-Match': validator.etag } : {})
      latencies.push(performance.now() - t)
      bytes = response.bytes
      if (validator && response.status === 200) {
        validator.etag = response.etag ?? validator.etag
        validator.rerendered++
      } else if (response.status !== (validator ? 304 : 200)) {
        throw new Error(`${url} → ${response.status}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, rows: 0, bytes }
}

export interface NamedServer {
  name: string
  server: Server
}

export async function measureRevalidation(
  servers: Server | NamedServer[],
  paths: string[] = REVALIDATED_PAGES,
): Promise<RevalidateResult[]> {
  const named = Array.isArray(servers) ? servers : [{ name: 'this build', server: servers }]
  const results: RevalidateResult[] = []
  for (const path of paths) {
    log(`Measuring ${path}: full render against a revalidated 304 ...`)
    const runs = []
    for (const { name, server } of named) {
      const url = server.baseUrl + path
      const first = await fetch(url)
      await first.arrayBuffer()
      const etag = first.headers.get('etag')
      if (first.status !== 200 || !etag) throw new Error(`${path} → ${first.status} without an ETag: nothing to revalidate`)
      const validator = { etag, rerendered: 0 }
      await conditionalBurst(url, 50, 5)
      await conditionalBurst(url, 50, 5, validator)
      validator.rerendered = 0
      runs.push({ name, url, pid: server.child.pid, validator, renders: [] as Sample[], revalidations: [] as Sample[], cpu: { render: 0, revalidate: 0 } })
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['render', 'revalidate'] as const) : (['revalidate', 'render'] as const)
      for (const run of round % 2 === 0 ? runs : [...runs].reverse()) {
        for (const which of order) {
          const before = cpuMs(run.pid)
          if (which === 'render') run.renders.push(await conditionalBurst(run.url, REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS))
          else run.revalidations.push(await conditionalBurst(run.url, REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS, run.validator))
          const after = cpuMs(run.pid)
          if (before !== null && after !== null) run.cpu[which] += after - before
        }
      }
    }
    for (const run of runs) {
      const render = summarize(run.renders)
      const revalidate = summarize(run.revalidations)
      const cpuReadable = cpuMs(run.pid) !== null
      const perRequest = (ms: number, result: Result) => (cpuReadable ? ms / result.requests : null)
      results.push({
        build: run.name,
        path,
        render,
        revalidate,
        renderCpuMs: perRequest(run.cpu.render, render),
        revalidateCpuMs: perRequest(run.cpu.revalidate, revalidate),
        rerendered: run.validator.rerendered,
      })
    }
  }
  return results
}

export function revalidateTable(results: RevalidateResult[]): string {
  const builds = new Set(results.map((result) => result.build)).size > 1
  return table(
    [
      ...(builds ? ['build'] : []),
      'visitor page',
      'render req/s',
      '304 req/s',
      'render p50 ms',
      '304 p50 ms',
      '304 cost (req/s)',
      'server CPU ms: render',
      '304',
      'ratio',
      're-rendered',
      'target',
    ],
    results.map(({ build, path, render, revalidate, renderCpuMs, revalidateCpuMs, rerendered }) => {
      const cost = render.rps / revalidate.rps
      const cpuKnown = renderCpuMs !== null && revalidateCpuMs !== null && renderCpuMs > 0
      return [
        ...(builds ? [build] : []),
        path,
        fmt(render.rps),
        fmt(revalidate.rps),
        fmt(render.p50, 2),
        fmt(revalidate.p50, 2),
        fmt(cost, 3),
        cpuKnown ? fmt(renderCpuMs, 2) : '—',
        cpuKnown ? fmt(revalidateCpuMs, 2) : '—',
        cpuKnown ? fmt(revalidateCpuMs / renderCpuMs, 3) : '—',
        String(rerendered),
        cost <= REVALIDATE_TARGET ? 'met' : 'MISSED',
      ]
    }),
  )
}
