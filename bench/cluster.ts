/**
 * `npm run bench -- cluster` (issue 19, docs/decisions/0054-scale-out.md): list-page and /api throughput of the same
 * demo database served four ways, measured side by side in alternating rounds so the machine's noise falls on all:
 *   file        one instance on the embedded file (better-sqlite3)
 *   sqld        one instance on a libSQL server (every query a round trip over HTTP)
 *   2 × sqld    two instances on that server behind the round-robin proxy of `npm run cluster`
 *   replica     one instance with an embedded replica of that server (reads local, writes forwarded)
 * Each is seeded with the demo data at boot (SEED_DEMO_DATA), so all four serve the same rows.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startSqld } from '../tooling/sqld'
import { startProxy } from '../tooling/proxy'
import { burst, fmt, log, startServer, summarize, table, type Sample, type Server } from './harness'

const SCENARIOS = [
  { name: 'list page /discover', path: '/discover' },
  { name: 'list page /events', path: '/events' },
  { name: 'API /api/startups', path: '/api/startups' },
  { name: 'API /api/events', path: '/api/events' },
] as const
const ROUNDS = 6
const REQUESTS_PER_ROUND = 300
const SECONDS_PER_ROUND = 2.5
const WARMUP = 60

export async function measureCluster(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-asia-bench-cluster-'))
  const stops: Array<() => Promise<void>> = []
  try {
    const seeded = { SEED_DEMO_DATA: 'true' }
    log('Starting one instance on the embedded file ...')
    const file = await startServer(`file:${path.join(dir, 'app.db')}`, seeded)
    stops.push(file.stop)
    log('Starting sqld and two instances on it (they take turns to migrate and seed) ...')
    const sqld = await startSqld()
    stops.push(sqld.stop)
    const onSqld = { ...seeded, STORAGE: 'database', TRUST_PROXY: 'loopback' }
    const instances: Server[] = await Promise.all([startServer(sqld.url, onSqld), startServer(sqld.url, onSqld)])
    for (const instance of instances) stops.push(instance.stop)
    const proxy = await startProxy(instances.map((instance) => instance.baseUrl))
    stops.push(proxy.stop)
    log('Starting one instance with an embedded replica ...')
    const replica = await startServer(sqld.url, { ...onSqld, DATABASE_REPLICA_PATH: path.join(dir, 'replica.db') })
    stops.push(replica.stop)

    const targets: Array<[string, string]> = [
      ['1 × file', file.baseUrl],
      ['1 × sqld', instances[0]!.baseUrl],
      ['2 × sqld + proxy', proxy.url],
      ['1 × sqld, replica', replica.baseUrl],
    ]
    const rows: string[][] = []
    for (const scenario of SCENARIOS) {
      log(`Measuring ${scenario.name} ...`)
      for (const [, baseUrl] of targets) await burst(baseUrl, scenario.path, WARMUP, 5)
      const samples = new Map<string, Sample[]>(targets.map(([name]) => [name, []]))
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? targets : [...targets].reverse()
        for (const [name, baseUrl] of order) samples.get(name)!.push(await burst(baseUrl, scenario.path, REQUESTS_PER_ROUND, SECONDS_PER_ROUND))
      }
      const file1 = summarize(samples.get(targets[0]![0])!).rps
      for (const [name] of targets) {
        const result = summarize(samples.get(name)!)
        rows.push([scenario.name, name, String(result.requests), fmt(result.rps), fmt(result.rps / file1, 2), fmt(result.p50, 2), fmt(result.p99, 2)])
      }
    }
    return (
      `Scale-out: the demo data, 10 concurrent, ${ROUNDS} alternating rounds of up to ${REQUESTS_PER_ROUND} requests or ${SECONDS_PER_ROUND} s\n\n` +
      table(['scenario', 'topology', 'requests', 'req/s', 'vs file', 'p50 ms', 'p99 ms'], rows)
    )
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined)
    rmSync(dir, { recursive: true, force: true })
  }
}
