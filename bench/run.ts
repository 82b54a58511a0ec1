/**
 * `npm run bench [suite …]`: the list endpoints on the production server at 1,000 and 100,000 rows of each area.
 *
 * Each suite (bench/suites/*.ts, listed in bench/suites/index.ts) fills its area of two databases under .cache/bench
 * (reused when already filled) and names its scenarios. The harness builds the app if build/ is missing, starts
 * `node server.js` for each size on a free loopback port with SEED_DEMO_DATA=false, warms up, then sends a fixed
 * number of requests per scenario with bounded concurrency, alternating sizes, and prints requests/second and p50/p99
 * latency. The target (docs/decisions/0013-startup-search.md) is that the 100,000 figure is at least 80% of the 1,000
 * one: query cost should not grow with the data. Exits non-zero on errors only, never on a missed target.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { openDatabase } from '../db/client'
import { SUITES, type BenchScenario } from './suites'

const ROOT = process.cwd()
const BENCH_DIR = path.join(ROOT, '.cache', 'bench')
const SIZES = [1_000, 100_000] as const
const CONCURRENCY = 10
const REQUESTS = 2_000
const MAX_SECONDS = 15
const WARMUP_REQUESTS = 100
const ROUNDS = 10
const TARGET_RATIO = 0.8

interface Result {
  requests: number
  rps: number
  p50: number
  p99: number
  rows: number
}

const log = (message: string) => process.stderr.write(`${message}\n`)

/** The database for one size, with every selected suite's area filled to that size. */
async function ensureDatabase(size: number, suites: typeof SUITES): Promise<string> {
  const url = `file:${path.join(BENCH_DIR, `bench-${size}.db`)}`
  const database = await openDatabase({ url })
  try {
    await database.migrate()
    for (const suite of suites) await suite.ensure(database, size, log)
  } finally {
    await database.close()
  }
  return url
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → ${code}`))))
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

interface Server {
  baseUrl: string
  child: ChildProcess
  stop(): Promise<void>
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-session-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`server did not answer within 180 s:\n${stderr}`)
}

async function request(url: string): Promise<string> {
  const response = await fetch(url)
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url} → ${response.status}: ${body.slice(0, 200)}`)
  return body
}

interface Sample {
  latencies: number[]
  seconds: number
  rows: number
}

/** One burst: up to `requests` requests (or `maxSeconds`), CONCURRENCY at a time. */
async function burst(baseUrl: string, path: string, requests: number, maxSeconds: number): Promise<Sample> {
  const url = baseUrl + path
  const rows = (JSON.parse(await request(url)) as unknown[]).length
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  let issued = 0
  async function worker() {
    while (issued < requests && performance.now() < deadline) {
      issued++
      const t = performance.now()
      await request(url)
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, rows }
}

function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b)
  const seconds = samples.reduce((total, sample) => total + sample.seconds, 0)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), rows: samples[0]!.rows }
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    '| ' + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ') + ' |'
  return [line(headers), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n')
}

async function main() {
  mkdirSync(BENCH_DIR, { recursive: true })
  const wanted = process.argv.slice(2)
  const suites = wanted.length ? SUITES.filter((suite) => wanted.includes(suite.name)) : SUITES
  if (suites.length === 0) throw new Error(`No bench suite named ${wanted.join(', ')}; there are ${SUITES.map((suite) => suite.name).join(', ')}`)
  const SCENARIOS: BenchScenario[] = suites.flatMap((suite) => suite.scenarios)
  const urls = new Map<number, string>()
  for (const size of SIZES) urls.set(size, await ensureDatabase(size, suites))
  if (!existsSync(path.join(ROOT, 'build/server/index.js'))) {
    log('No production build; running npm run build ...')
    await run('npm', ['run', 'build'])
  }

  const servers = new Map<number, Server>()
  try {
    // Both servers run side by side and scenarios alternate between them, so that load from elsewhere on the
    // machine falls on both sizes alike rather than skewing the ratio.
    for (const size of SIZES) servers.set(size, await startServer(urls.get(size)!))
    for (const [size, server] of servers) {
      log(`Warming up the ${size.toLocaleString('en-US')}-startup server ...`)
      for (const scenario of SCENARIOS) await burst(server.baseUrl, scenario.path, WARMUP_REQUESTS, MAX_SECONDS)
    }

    // Each scenario runs in short rounds that alternate between the sizes (and their order), so a burst of load
    // from elsewhere on the machine lands on both rather than on whichever size happened to be measured then.
    const results = new Map<string, Map<number, Result>>()
    for (const scenario of SCENARIOS) {
      log(`Measuring ${scenario.name} ...`)
      const samples = new Map<number, Sample[]>(SIZES.map((size) => [size, []]))
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [...SIZES] : [...SIZES].reverse()
        for (const size of order) {
          samples
            .get(size)!
            .push(await burst(servers.get(size)!.baseUrl, scenario.path, REQUESTS / ROUNDS, MAX_SECONDS / ROUNDS))
        }
      }
      results.set(scenario.name, new Map([...samples].map(([size, runs]) => [size, summarize(runs)])))
    }

    const fmt = (value: number, digits = 1) => value.toFixed(digits)
    console.log(`\n${CONCURRENCY} concurrent, up to ${REQUESTS} requests or ${MAX_SECONDS} s each\n`)
    console.log(
      table(
        ['scenario', 'size', 'rows', 'requests', 'req/s', 'p50 ms', 'p99 ms'],
        [...results].flatMap(([name, bySize]) =>
          [...bySize].map(([size, r]) => [
            name,
            size.toLocaleString('en-US'),
            String(r.rows),
            String(r.requests),
            fmt(r.rps),
            fmt(r.p50, 2),
            fmt(r.p99, 2),
          ]),
        ),
      ),
    )
    const [small, large] = SIZES
    console.log(`\nRatio ${large.toLocaleString('en-US')} / ${small.toLocaleString('en-US')} (target ≥ ${TARGET_RATIO})\n`)
    console.log(
      table(
        ['scenario', 'req/s ratio', 'p50 ratio', 'target'],
        [...results].map(([name, bySize]) => {
          const ratio = bySize.get(large)!.rps / bySize.get(small)!.rps
          return [
            name,
            fmt(ratio, 2),
            fmt(bySize.get(large)!.p50 / bySize.get(small)!.p50, 2),
            ratio >= TARGET_RATIO ? 'met' : 'MISSED',
          ]
        }),
      ),
    )
  } finally {
    for (const server of servers.values()) await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
