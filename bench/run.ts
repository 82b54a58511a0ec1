/**
 * `npm run bench [what …] [--soak SECONDS]`: the yardstick for the server's speed, every figure a ratio measured
 * side by side in one run so the machine's noise cancels (docs/decisions/0049-production-build-and-static-files.md).
 *
 * - scaling (each area's suite, bench/suites/*.ts): the list endpoints, their list pages (as a visitor and signed in)
 *   and the member's dashboard at 1,000 and 100,000 rows of each area, both servers side by side, alternating;
 *   target: the 100,000 figure is at least 80% of the 1,000 one (docs/decisions/0013-startup-search.md, 0089).
 *   `npm run bench -- startups` runs one suite; `--rows 300000` measures that many rows instead of 100,000 (its
 *   own database, filled on first use: 300,000 startups take several minutes); `--only PATTERN` keeps the scenarios
 *   whose name matches that regular expression ('\\(page|dashboard'). Beside req/s, each scenario reports the server's
 *   CPU time per request (from /proc) and its ratio: a machine busy with other work stretches every request's wall
 *   time, which moves req/s far more than the CPU a request needs (docs/decisions/0095). Before measuring, the
 *   small database is given as many matches of each page scenario as the large one shows (bench/fair.ts), and the
 *   tables print each side's rows (an /api answer) or cards (a page), so a ratio compares like with like (0101).
 * - twins (bench/twins.ts): each list page and /startup/{id} against the /api call returning the same rows; target
 *   ≥ 0.40, and a 50-item list page ≤ 60 KB of HTML.
 * - revalidate (bench/revalidate.ts): each list page rendered against the same page revalidated by a visitor (the
 *   edge's 304 for a repeated ETag); target: the 304 costs ≤ 10% of the render, req/s side by side
 *   (docs/decisions/0091-http-validators-and-caching.md).
 * - budgets (bench/budgets.ts): JavaScript and CSS per public route, brotli, from the build.
 * - lighthouse (bench/lighthouse.ts): Lighthouse (mobile) on the main public pages, on its own server over a fresh
 *   demo database, when lighthouse is installed (LIGHTHOUSE_BIN). Only when named.
 * - --soak SECONDS (bench/soak.ts): that long at 70% of the measured maximum on a mix of pages and APIs.
 * - cluster (bench/cluster.ts): list pages and APIs on one instance on the embedded file, one on sqld, two on sqld
 *   behind the proxy, one with an embedded replica (docs/decisions/0054-scale-out.md). Only when named.
 * - boot (bench/boot.ts): cold start, spawn to the first 200 of /api/health and of /, with V8's heap sizing and
 *   server.js's; target ≤ 1.0 s (docs/decisions/0096-server-memory-and-cold-start.md). Only when named.
 * - heap (bench/boot.ts): heap sizes side by side, req/s and RSS on the soak's mix. Only when named.
 * - alerts (bench/alert-scan.ts): the alert scan over 25,000, 50,000 and 100,000 members' saved searches; target ≤ 60 s
 *   at 100,000 and a flat cost per search (docs/decisions/0129). Only when named.
 *
 * With no argument: scaling, twins, revalidate and budgets. The harness builds the app if build/ is missing. Exits non-zero on
 * errors only, never on a missed target.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { measureAlertScan } from './alert-scan'
import { coldStart, heapSizes } from './boot'
import { makeFair } from './fair'
import { budgets, budgetsTable } from './budgets'
import { measureCluster } from './cluster'
import {
  BENCH_DIR,
  burst,
  ensureDatabase,
  fmt,
  log,
  ROOT,
  run,
  serverCpuMs,
  signInAs,
  startServer,
  summarize,
  table,
  type Result,
  type Sample,
  type Server,
} from './harness'
import { lighthouse } from './lighthouse'
import { soak } from './soak'
import { SUITES, type BenchScenario } from './suites'
import { measureRevalidation, REVALIDATE_TARGET, revalidateTable } from './revalidate'
import { measureTwins, twinsTable } from './twins'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/users'

const SMALL = 1_000
const LARGE = 100_000
const REQUESTS = 2_000
const MAX_SECONDS = 15
const WARMUP_REQUESTS = 100
const ROUNDS = 10
const TARGET_RATIO = 0.8
const MODES = ['scaling', 'twins', 'revalidate', 'budgets', 'lighthouse', 'cluster', 'boot', 'heap', 'alerts'] as const
type Mode = (typeof MODES)[number]

interface Options {
  modes: Set<Mode>
  suites: typeof SUITES
  soakSeconds: number | null
  /** The larger size of the scaling mode (--rows). */
  rows: number
  /** Only the scenarios whose name matches this (--only). */
  only: RegExp | null
}

function parseArgs(argv: string[]): Options {
  const modes = new Set<Mode>()
  const suiteNames: string[] = []
  let soakSeconds: number | null = null
  let rows: number = LARGE
  let only: RegExp | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--rows') {
      rows = Number(argv[++i])
      if (!Number.isInteger(rows) || rows <= SMALL) throw new Error(`--rows takes a whole number above ${SMALL}`)
      modes.add('scaling')
    } else if (arg === '--only') {
      only = new RegExp(argv[++i] ?? '')
      modes.add('scaling')
    } else if (arg === '--soak') {
      soakSeconds = Number(argv[++i] ?? '600')
      if (!Number.isFinite(soakSeconds) || soakSeconds <= 0) throw new Error('--soak takes a number of seconds')
    } else if ((MODES as readonly string[]).includes(arg)) modes.add(arg as Mode)
    else suiteNames.push(arg)
  }
  const suites = suiteNames.length ? SUITES.filter((suite) => suiteNames.includes(suite.name)) : SUITES
  if (suites.length < suiteNames.length) {
    throw new Error(`No bench suite or mode named ${suiteNames.join(', ')}; there are ${[...SUITES.map((s) => s.name), ...MODES].join(', ')}`)
  }
  if (suiteNames.length) modes.add('scaling')
  if (modes.size === 0 && soakSeconds === null) for (const mode of ['scaling', 'twins', 'revalidate', 'budgets'] as const) modes.add(mode)
  return { modes, suites, soakSeconds, rows, only }
}

async function scaling(suites: typeof SUITES, rows: number, only: RegExp | null) {
  const SIZES = [SMALL, rows] as const
  const SCENARIOS: BenchScenario[] = suites
    .flatMap((suite) => suite.scenarios)
    .filter((scenario) => only === null || only.test(scenario.name))
  if (SCENARIOS.length === 0) throw new Error(`No scenario's name matches ${only}`)
  const urls = new Map<number, string>()
  for (const size of SIZES) urls.set(size, await ensureDatabase(size, suites))
  // The small database shows each page scenario's cards as the large one does (bench/fair.ts).
  await makeFair(urls.get(SMALL)!, urls.get(rows)!, SCENARIOS)
  const servers = new Map<number, Server>()
  // The session cookie of the demo founder on each server, for the signed-in scenarios.
  const cookies = new Map<number, string>()
  try {
    // Both servers run side by side and scenarios alternate between them, so that load from elsewhere on the
    // machine falls on both sizes alike rather than skewing the ratio.
    for (const size of SIZES) servers.set(size, await startServer(urls.get(size)!))
    for (const [size, server] of servers) {
      if (SCENARIOS.some((scenario) => scenario.signedIn)) {
        cookies.set(size, await signInAs(server.baseUrl, DEMO_ACCOUNTS.founder, DEMO_PASSWORD))
      }
      log(`Warming up the ${size.toLocaleString('en-US')}-row server ...`)
      for (const scenario of SCENARIOS) {
        await burst(server.baseUrl, scenario.path, WARMUP_REQUESTS, MAX_SECONDS, scenario.signedIn ? cookies.get(size) : undefined)
      }
    }

    // Each scenario runs in short rounds that alternate between the sizes (and their order), so a burst of load
    // from elsewhere on the machine lands on both rather than on whichever size happened to be measured then.
    const results = new Map<string, Map<number, Result & { cpuMs: number }>>()
    for (const scenario of SCENARIOS) {
      log(`Measuring ${scenario.name} ...`)
      const samples = new Map<number, Sample[]>(SIZES.map((size) => [size, []]))
      const cpu = new Map<number, { ms: number; requests: number }>(SIZES.map((size) => [size, { ms: 0, requests: 0 }]))
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? [...SIZES] : [...SIZES].reverse()
        for (const size of order) {
          const server = servers.get(size)!
          const before = serverCpuMs(server)
          const sample = await burst(
            server.baseUrl,
            scenario.path,
            REQUESTS / ROUNDS,
            MAX_SECONDS / ROUNDS,
            scenario.signedIn ? cookies.get(size) : undefined,
          )
          samples.get(size)!.push(sample)
          // The burst's first request (its rows and bytes) and then each timed one.
          const spent = cpu.get(size)!
          spent.ms += serverCpuMs(server) - before
          spent.requests += sample.latencies.length + 1
        }
      }
      results.set(
        scenario.name,
        new Map(
          [...samples].map(([size, runs]) => [size, { ...summarize(runs), cpuMs: cpu.get(size)!.ms / cpu.get(size)!.requests }]),
        ),
      )
    }

    console.log(`\nScaling: 10 concurrent, up to ${REQUESTS} requests or ${MAX_SECONDS} s each\n`)
    console.log(
      table(
        ['scenario', 'size', 'rows or cards', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req'],
        [...results].flatMap(([name, bySize]) =>
          [...bySize].map(([size, r]) => [
            name,
            size.toLocaleString('en-US'),
            String(r.rows),
            String(r.requests),
            fmt(r.rps),
            fmt(r.p50, 2),
            fmt(r.p99, 2),
            fmt(r.cpuMs, 2),
          ]),
        ),
      ),
    )
    const [small, large] = SIZES
    console.log(`\nRatio ${large.toLocaleString('en-US')} / ${small.toLocaleString('en-US')} (target ≥ ${TARGET_RATIO})\n`)
    console.log(
      table(
        ['scenario', 'rows or cards', 'req/s ratio', 'p50 ratio', 'CPU ratio', 'target'],
        [...results].map(([name, bySize]) => {
          const ratio = bySize.get(large)!.rps / bySize.get(small)!.rps
          // Inverted so that it reads like the req/s ratio: the requests one CPU-second serves, large over small.
          const cpuRatio = bySize.get(small)!.cpuMs / bySize.get(large)!.cpuMs
          return [
            name,
            `${bySize.get(small)!.rows} → ${bySize.get(large)!.rows}`,
            fmt(ratio, 2),
            fmt(bySize.get(large)!.p50 / bySize.get(small)!.p50, 2),
            fmt(cpuRatio, 2),
            ratio >= TARGET_RATIO ? 'met' : 'MISSED',
          ]
        }),
      ),
    )
  } finally {
    for (const server of servers.values()) await server.stop()
  }
}

/** Twins, revalidation, budgets and the soak run on one server over the 1,000-row database (every list has ≥ 50 rows). */
async function onOneServer(run: (server: Server) => Promise<void>) {
  const url = await ensureDatabase(SMALL, SUITES)
  const server = await startServer(url)
  try {
    await run(server)
  } finally {
    await server.stop()
  }
}

async function main() {
  mkdirSync(BENCH_DIR, { recursive: true })
  const options = parseArgs(process.argv.slice(2))
  const buildPath = process.env.BUILD_PATH ?? 'build/server/index.js'
  if (!existsSync(path.resolve(ROOT, buildPath))) {
    log('No production build; running npm run build ...')
    await run('npm', ['run', 'build'])
  }
  if (options.modes.has('scaling')) await scaling(options.suites, options.rows, options.only)
  if (options.modes.has('twins') || options.modes.has('revalidate') || options.modes.has('budgets')) {
    await onOneServer(async (server) => {
      if (options.modes.has('twins')) {
        const results = await measureTwins(server.baseUrl)
        console.log(`\nPages against their /api twins: 10 concurrent, no compression asked (target ratio ≥ 0.40)\n`)
        console.log(twinsTable(results))
      }
      if (options.modes.has('revalidate')) {
        const other = process.env.REVALIDATE_BUILD
        const otherServer = other ? await startServer(await ensureDatabase(SMALL, SUITES), { BUILD_PATH: other }) : null
        let results
        try {
          results = await measureRevalidation(
            otherServer ? [{ name: other!, server: otherServer }, { name: 'this build', server }] : server,
          )
        } finally {
          await otherServer?.stop()
        }
        console.log(`\nA visitor's repeat view (If-None-Match → 304) against a full render: 10 concurrent (target: 304 cost ≤ ${REVALIDATE_TARGET})\n`)
        console.log(revalidateTable(results))
      }
      if (options.modes.has('budgets')) {
        console.log(`\nJavaScript and CSS per public route (brotli; targets: JS ≤ 120 KB, CSS ≤ 30 KB)\n`)
        console.log(budgetsTable(await budgets(server.baseUrl, path.resolve(ROOT, path.dirname(buildPath), '../client'))))
      }
    })
  }
  if (options.modes.has('lighthouse')) console.log(`\n${await lighthouse()}`)
  if (options.modes.has('cluster')) console.log(`\n${await measureCluster()}`)
  if (options.modes.has('boot')) console.log(`\n${await coldStart()}`)
  if (options.modes.has('heap')) console.log(`\n${await heapSizes(await ensureDatabase(SMALL, SUITES))}`)
  if (options.modes.has('alerts')) await measureAlertScan()
  if (options.soakSeconds !== null) {
    const seconds = options.soakSeconds
    await onOneServer(async (server) => console.log(`\n${await soak(server, seconds)}`))
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
