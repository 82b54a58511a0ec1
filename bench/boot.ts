/**
 * Cold start and heap sizing (docs/decisions/0096-server-memory-and-cold-start.md).
 *
 * - `npm run bench -- boot`: the production server (`node server.js`, as `npm start` and the Docker image run it)
 *   started BOOT_RUNS times (default 5) on a database it migrated in an untimed first start, timed from the spawn to
 *   the first 200 of /api/health and then of / (its first render), with its RSS after that. Target: / within 1.0 s
 *   (issue 39). Each configuration runs once a round, in alternating order, so load from elsewhere falls on all.
 * - `npm run bench -- heap`: the heap sizes side by side, each on its own server over the 1,000-row database: rounds
 *   of the soak's mix of pages and APIs (closed loop, 10 concurrent), alternating between the servers; req/s against
 *   V8's own sizing, and RSS after each round. The soak (--soak) gives the RSS figure at 70% load; this one the
 *   throughput the limits cost.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { burst, fmt, freePort, log, ROOT, serverEnv, startServer, summarize, table, type Sample, type Server } from './harness'
import { MIX, rssBytes } from './soak'

export interface Config {
  name: string
  /** Added to the server's environment (MAX_OLD_SPACE_MB, MAX_SEMI_SPACE_MB, BUILD_PATH …). */
  env?: Record<string, string>
  /** Given to node before server.js. */
  nodeArgs?: string[]
  /** Each start gets an empty compile cache of its own (NODE_COMPILE_CACHE): a first start with nothing compiled yet. */
  emptyCompileCache?: boolean
}

/**
 * What server.js does by itself (the heap sized by a re-exec, the compile cache `npm run build` filled), against the
 * same without the compile cache (as before decision 0112), with an empty one (a start whose cache nobody filled), and
 * with the heap flags given on node's command line (no re-exec: what a start command carrying the flags would save).
 * BOOT_BUILD=PATH adds another build (a copy of main's, say) started as main shipped it (server.js's sizing, no
 * compile cache), so the two builds differ only in their code (docs/decisions/0100, 0112).
 */
export function bootConfigs(): Config[] {
  const other = process.env.BOOT_BUILD
  const noCache = { NODE_DISABLE_COMPILE_CACHE: '1' }
  const flags = ['--max-old-space-size=160', '--max-semi-space-size=8']
  return [
    ...(other ? [{ name: `${other}, re-exec, no compile cache`, env: { BUILD_PATH: other, ...noCache } }] : []),
    { name: 're-exec, no compile cache', env: noCache },
    { name: 're-exec, empty compile cache', emptyCompileCache: true },
    { name: 're-exec, compile cache of the build', env: {} },
    { name: 'flags given to node, compile cache', nodeArgs: flags },
  ]
}

export const HEAP_CONFIGS: Config[] = [
  { name: 'V8 sizing', env: { MAX_OLD_SPACE_MB: '0', MAX_SEMI_SPACE_MB: '0' } },
  { name: 'semi-space 8', env: { MAX_OLD_SPACE_MB: '0', MAX_SEMI_SPACE_MB: '8' } },
  { name: 'semi 8, old 128', env: { MAX_OLD_SPACE_MB: '128', MAX_SEMI_SPACE_MB: '8' } },
  { name: 'semi 8, old 160', env: { MAX_OLD_SPACE_MB: '160', MAX_SEMI_SPACE_MB: '8' } },
  { name: 'semi 8, old 192', env: { MAX_OLD_SPACE_MB: '192', MAX_SEMI_SPACE_MB: '8' } },
]

const MB = 1024 * 1024

interface Boot {
  health: number
  home: number
  /** CPU time (user + system, every thread) the process had used when / answered: less swayed by a busy machine. */
  cpu: number
  rss: number
}

/** Milliseconds of CPU a process has used (/proc/PID/stat's utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function bootOnce(config: Config, databaseUrl: string): Promise<Boot> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const cacheDir = config.emptyCompileCache ? mkdtempSync(path.join(tmpdir(), 'bench-compile-cache-')) : undefined
  const env = { ...config.env, ...(cacheDir ? { NODE_COMPILE_CACHE: cacheDir } : {}) }
  const started = performance.now()
  const child = spawn(process.execPath, [...(config.nodeArgs ?? []), 'server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: serverEnv(port, databaseUrl, env),
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  try {
    let health = 0
    while (performance.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`)
      try {
        const response = await fetch(`${base}/api/health`)
        await response.arrayBuffer()
        if (response.status === 200) {
          health = performance.now() - started
          break
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    if (!health) throw new Error(`no 200 from /api/health within 60 s:\n${stderr}`)
    const response = await fetch(`${base}/`)
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`/ → ${response.status}`)
    const home = performance.now() - started
    return { health, home, cpu: cpuMs(child.pid!), rss: rssBytes(child.pid!) }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true })
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

export async function coldStart(configs: Config[] = bootConfigs()): Promise<string> {
  const runs = Math.max(1, Number(process.env.BOOT_RUNS ?? '5') || 1)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-boot-'))
  const databaseUrl = `file:${path.join(dir, 'app.db')}`
  const boots = new Map<string, Boot[]>(configs.map((config) => [config.name, []]))
  try {
    log('Cold start: a first, untimed start migrates the database ...')
    await bootOnce(configs[0]!, databaseUrl)
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? configs : [...configs].reverse()
      for (const config of order) {
        log(`Cold start: ${config.name} (${run + 1}/${runs}) ...`)
        boots.get(config.name)!.push(await bootOnce(config, databaseUrl))
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const ms = (values: number[]) => `${fmt(median(values), 0)} (${values.map((v) => fmt(v, 0)).join(' ')})`
  return [
    `Cold start: node server.js on a migrated, empty database, ${runs} starts each; ms from spawn, median (every start); target: / ≤ 1000 ms`,
    '',
    table(
      ['configuration', 'first 200 of /api/health', 'first 200 of /', 'CPU ms to /', 'RSS after /, MB', 'target'],
      configs.map((config) => {
        const runsOf = boots.get(config.name)!
        const home = runsOf.map((boot) => boot.home)
        return [
          config.name,
          ms(runsOf.map((boot) => boot.health)),
          ms(home),
          ms(runsOf.map((boot) => boot.cpu)),
          runsOf.map((boot) => fmt(boot.rss / MB, 0)).join(' '),
          median(home) <= 1000 ? 'met' : 'MISSED',
        ]
      }),
    ),
  ].join('\n')
}

export async function heapSizes(databaseUrl: string, configs: Config[] = HEAP_CONFIGS): Promise<string> {
  const rounds = Math.max(1, Number(process.env.HEAP_ROUNDS ?? '6') || 1)
  const servers = new Map<string, Server>()
  const samples = new Map<string, Sample[]>(configs.map((config) => [config.name, []]))
  const rss = new Map<string, number[]>(configs.map((config) => [config.name, []]))
  try {
    for (const config of configs) servers.set(config.name, await startServer(databaseUrl, config.env))
    log('Heap: warming up ...')
    for (const server of servers.values()) for (const path of MIX) await burst(server.baseUrl, path, 40, 2)
    for (let round = 0; round < rounds; round++) {
      log(`Heap: round ${round + 1}/${rounds} ...`)
      const order = round % 2 === 0 ? configs : [...configs].reverse()
      for (const config of order) {
        const server = servers.get(config.name)!
        for (const path of MIX) samples.get(config.name)!.push(await burst(server.baseUrl, path, 40, 1))
        rss.get(config.name)!.push(rssBytes(server.child.pid!))
      }
    }
  } finally {
    for (const server of servers.values()) await server.stop()
  }
  const baseline = summarize(samples.get(configs[0]!.name)!).rps
  return [
    `Heap sizes side by side: the soak's ${MIX.length} pages and APIs, 40 requests each, 10 concurrent, ${rounds} alternating rounds`,
    '',
    table(
      ['configuration', 'req/s', `÷ ${configs[0]!.name}`, 'p50 ms', 'p99 ms', 'RSS after each round, MB'],
      configs.map((config) => {
        const result = summarize(samples.get(config.name)!)
        return [
          config.name,
          fmt(result.rps),
          fmt(result.rps / baseline, 2),
          fmt(result.p50, 1),
          fmt(result.p99, 1),
          rss.get(config.name)!.map((bytes) => fmt(bytes / MB, 0)).join(' '),
        ]
      }),
    ),
  ].join('\n')
}
