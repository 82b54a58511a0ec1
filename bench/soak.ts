/**
 * `npm run bench -- --soak SECONDS`: the server under steady load for a long time. First the maximum throughput of
 * a mix of pages and APIs is measured (closed loop, 10 concurrent, 15 s); then requests are sent at 70% of it, at a
 * fixed rate whatever the answers' pace (open loop), for SECONDS. Targets: throughput in the last minute ≥ 95% of
 * the first, the server's resident memory grows ≤ 10% from the end of the first minute to the end and stays
 * ≤ 256 MB throughout (sampled every 5 s; docs/decisions/0096-server-memory-and-cold-start.md), zero errors.
 */
import { readFileSync } from 'node:fs'
import { burst, fmt, log, summarize, table, type Server } from './harness'

export const MIX = [
  '/discover',
  '/api/startups?limit=50',
  '/startup/1',
  '/api/startups/1',
  '/talent-hub',
  '/api/jobs?limit=20',
  '/events',
  '/api/events?upcoming=true&limit=20',
  '/resources',
  '/api/resources',
  '/workspace',
  '/api/workspaces',
  '/',
  '/api/health',
]
const LOAD = 0.7
/** Requests in flight beyond this count as the server falling behind; they are counted as errors and not sent. */
const MAX_IN_FLIGHT = 200
const MAX_RSS = 256 * 1024 * 1024

export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes * 1024
}

export async function soak(server: Server, seconds: number): Promise<string> {
  const pid = server.child.pid!
  log('Soak: measuring the maximum throughput of the mix ...')
  const samples = []
  for (let round = 0; round < 3; round++) {
    for (const path of MIX) samples.push(await burst(server.baseUrl, path, 40, 1))
  }
  const maximum = summarize(samples).rps
  const rate = maximum * LOAD
  log(`Soak: maximum ${fmt(maximum)} req/s; sending ${fmt(rate)} req/s for ${seconds} s ...`)

  const window = Math.min(60, Math.max(5, Math.floor(seconds / 5)))
  const completedPerSecond = new Array<number>(Math.ceil(seconds) + 30).fill(0)
  const latencies: number[] = []
  let errors = 0
  let inFlight = 0
  let sent = 0
  const firstError: string[] = []
  const rss: { at: number; bytes: number }[] = []
  const started = performance.now()
  const rssTimer = setInterval(() => rss.push({ at: (performance.now() - started) / 1000, bytes: rssBytes(pid) }), 5_000)

  await new Promise<void>((resolve) => {
    const interval = 1000 / rate
    let next = started
    const tick = () => {
      const now = performance.now()
      while (next <= now && next - started < seconds * 1000) {
        next += interval
        if (inFlight >= MAX_IN_FLIGHT) {
          errors++
          if (firstError.length === 0) firstError.push(`${MAX_IN_FLIGHT} requests in flight: the server fell behind`)
          continue
        }
        const path = MIX[sent++ % MIX.length]!
        inFlight++
        const t = performance.now()
        fetch(server.baseUrl + path)
          .then(async (response) => {
            await response.arrayBuffer()
            if (response.status !== 200) throw new Error(`${path} → ${response.status}`)
            const done = performance.now()
            latencies.push(done - t)
            completedPerSecond[Math.floor((done - started) / 1000)]!++
          })
          .catch((error: unknown) => {
            errors++
            if (firstError.length === 0) firstError.push(String(error))
          })
          .finally(() => inFlight--)
      }
      if (next - started >= seconds * 1000) {
        const wait = setInterval(() => {
          if (inFlight === 0) {
            clearInterval(wait)
            resolve()
          }
        }, 50)
        return
      }
      setTimeout(tick, Math.max(0, Math.min(20, next - performance.now())))
    }
    tick()
  })
  clearInterval(rssTimer)
  rss.push({ at: (performance.now() - started) / 1000, bytes: rssBytes(pid) })

  const total = Math.floor(seconds)
  const sum = (from: number, to: number) => completedPerSecond.slice(from, to).reduce((a, b) => a + b, 0)
  const first = sum(0, window) / window
  const last = sum(total - window, total) / window
  const baseline = rss.find((sample) => sample.at >= window) ?? rss[0]!
  const end = rss.at(-1)!
  const growth = end.bytes / baseline.bytes - 1
  const peak = rss.reduce((highest, sample) => (sample.bytes > highest.bytes ? sample : highest))
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024)} MB`
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
  return [
    `Soak: ${seconds} s at ${fmt(rate)} req/s (${LOAD * 100}% of the measured ${fmt(maximum)} req/s) on ${MIX.length} pages and APIs; p50 ${fmt(at(0.5), 1)} ms, p99 ${fmt(at(0.99), 1)} ms`,
    '',
    table(
      ['figure', 'value', 'target', ''],
      [
        [`throughput, first ${window} s`, `${fmt(first)} req/s`, '', ''],
        [`throughput, last ${window} s`, `${fmt(last)} req/s`, '', ''],
        ['last ÷ first', fmt(last / first, 3), '≥ 0.95', verdict(last / first >= 0.95)],
        [`RSS after ${fmt(baseline.at, 0)} s → end`, `${mb(baseline.bytes)} → ${mb(end.bytes)}`, '', ''],
        ['RSS growth', `${fmt(growth * 100)}%`, '≤ 10%', verdict(growth <= 0.1)],
        [`RSS peak (at ${fmt(peak.at, 0)} s)`, mb(peak.bytes), `≤ ${mb(MAX_RSS)}`, verdict(peak.bytes <= MAX_RSS)],
        ['errors', `${errors}${firstError[0] ? ` (first: ${firstError[0]})` : ''}`, '0', verdict(errors === 0)],
      ],
    ),
  ].join('\n')
}
