/**
 * The pieces every bench mode shares: the bench databases under .cache/bench, the production server started on a
 * free loopback port, bursts of requests with bounded concurrency, and the tables the results are printed in.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/client'
import { searchIndexTables } from '../app/models/search-index.server'
import type { BenchSuite } from './suites'

export const ROOT = process.cwd()
export const BENCH_DIR = path.join(ROOT, '.cache', 'bench')
export const CONCURRENCY = 10

export const log = (message: string) => process.stderr.write(`${message}\n`)

/** The database for one size, with every given suite's area filled to that size (reused when already filled). */
export async function ensureDatabase(size: number, suites: readonly BenchSuite[]): Promise<string> {
  const url = `file:${path.join(BENCH_DIR, `bench-${size}.db`)}`
  const database = await openDatabase({ url })
  try {
    await database.migrate()
    for (const suite of suites) await suite.ensure(database, size, log)
    await mergeSearchIndexes(database)
  } finally {
    await database.close()
  }
  return url
}

/**
 * Merges every search index after the suites' bulk fills. A fill in transactions of thousands of rows through the
 * triggers leaves an index in many segments a level, a shape no site that grew a row at a time has: at 100,000 events
 * the upcoming "fintech" search's statement took 1.7–1.9 ms so, 0.17–0.39 ms merged (docs/decisions/0080, and 0026
 * for jobs). On merged indexes this takes milliseconds.
 */
async function mergeSearchIndexes(database: Database): Promise<void> {
  for (const table of await searchIndexTables(database)) {
    await database.db.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
  }
}

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → ${code}`))))
  })
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface Server {
  baseUrl: string
  child: ChildProcess
  stop(): Promise<void>
}

/** The environment the bench starts `node server.js` in; `env` adds to or overrides it. */
export function serverEnv(port: number, databaseUrl: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-session-secret-that-is-long-enough-0123456789',
    // Generous enough that no bench mode is ever refused; the bench sends GETs only anyway.
    MUTATION_RATE_LIMIT: '100000',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    ...env,
  }
}

/**
 * `node server.js` on the given database (BUILD_PATH from the environment picks another build to compare); `env`
 * adds to or overrides the bench's settings (bench/cluster.ts: demo data, an embedded replica).
 */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: serverEnv(port, databaseUrl, env),
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

/** One GET; anything but 200 is an error (the bench never expects one). `cookie` asks as a signed-in member. */
export async function request(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, cookie ? { headers: { cookie } } : undefined)
  const body = await response.text()
  if (response.status !== 200) throw new Error(`${url} → ${response.status}: ${body.slice(0, 200)}`)
  return body
}

/**
 * Signs in through POST /api/auth/login and answers the session cookie for `request` and `burst`. The bench
 * databases hold the demo accounts (the startups suite's seed), all with DEMO_PASSWORD.
 */
export async function signInAs(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`sign-in as ${email} → ${response.status}: ${(await response.text()).slice(0, 200)}`)
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]!)
  if (cookies.length === 0) throw new Error(`sign-in as ${email} set no cookie`)
  return cookies.join('; ')
}

export interface Sample {
  latencies: number[]
  seconds: number
  /** Rows of a JSON array answer; for a page, its cards (rowsOf). */
  rows: number
  /** Bytes of one answer (uncompressed: fetch asks for no compression unless told). */
  bytes: number
}

/**
 * Cards on a page: the list pages' cards are `<article>`s, or links of class card-link (/discover's startup cards).
 * The scaling table prints them for both sizes, so a reader sees that a ratio compares the same number of cards.
 */
const CARD = /<article\b|class="card-link"/g

/** Rows of a JSON array answer; for anything else, the cards it renders (0 for no card). */
export function rowsOf(body: string): number {
  try {
    const parsed: unknown = JSON.parse(body)
    return Array.isArray(parsed) ? parsed.length : 0
  } catch {
    return body.match(CARD)?.length ?? 0
  }
}

/**
 * One burst: up to `requests` requests (or `maxSeconds`), CONCURRENCY at a time; with `cookie`, as the member it
 * signs in (signInAs).
 */
export async function burst(baseUrl: string, path: string, requests: number, maxSeconds: number, cookie?: string): Promise<Sample> {
  const url = baseUrl + path
  const first = await request(url, cookie)
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + maxSeconds * 1000
  let issued = 0
  async function worker() {
    while (issued < requests && performance.now() < deadline) {
      issued++
      const t = performance.now()
      await request(url, cookie)
      latencies.push(performance.now() - t)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { latencies, seconds: (performance.now() - started) / 1000, rows: rowsOf(first), bytes: Buffer.byteLength(first) }
}

/**
 * CPU time (user + system, ms) the server process has used so far, from /proc (Linux; NaN elsewhere). CPU per
 * request is what a query plan changes, and unlike req/s it hardly moves when other work on the machine takes the
 * cores: a busy machine stretches the wall time of every request, not the CPU it needs.
 */
export function serverCpuMs(server: Server): number {
  try {
    const stat = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8')
    // The fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 a second on every mainstream kernel). */
const CLOCK_TICKS = 100

export interface Result {
  requests: number
  rps: number
  p50: number
  p99: number
  rows: number
  bytes: number
}

export function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b)
  const seconds = samples.reduce((total, sample) => total + sample.seconds, 0)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    rows: samples[0]!.rows,
    bytes: samples[0]!.bytes,
  }
}

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    '| ' + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ') + ' |'
  return [line(headers), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...rows.map(line)].join('\n')
}

export const fmt = (value: number, digits = 1) => value.toFixed(digits)
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
