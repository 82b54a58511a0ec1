/**
 * Lighthouse (mobile) on the main public pages, when a lighthouse command is available (LIGHTHOUSE_BIN, or
 * node_modules/.bin/lighthouse) with Debian's Chromium (CHROMIUM_PATH). Lighthouse is not a dependency of the
 * project: install it beside it (`npm install --prefix /some/dir lighthouse@13`, then
 * LIGHTHOUSE_BIN=/some/dir/node_modules/.bin/lighthouse). Lighthouse 13 needs Node ≥ 22.19: its command starts with
 * `#!/usr/bin/env node`, and under `npm run bench` that is the project's Node 24 (node_modules/.bin comes first on
 * npm's PATH; docs/decisions/0088-node-runtime.md).
 *
 * It runs on its own server over a fresh demo database (SEED_DEMO_DATA), the rows a visitor of the demo sees, so
 * /startup/1 is a real profile with its images. Each page is measured LIGHTHOUSE_RUNS times (default 5, Lighthouse's
 * own advice: "the median Lighthouse score of 5 runs is twice as stable as 1 run", docs/variability.md) in
 * interleaved rounds — every page once, then every page again — so a spell of load on the machine falls on one run
 * of several pages rather than on every run of one page (docs/decisions/0077-lighthouse-runs.md). The median
 * Performance run is reported, with every run's score beside it; the failing audits (score < 1, not informative)
 * are listed by id, with the Performance metrics and the LCP element of that run. LIGHTHOUSE_PAGES=/,/auth measures
 * only those pages; LIGHTHOUSE_REPORTS=DIR keeps every JSON report there (page-run.json) for a closer look.
 * LIGHTHOUSE_BUILD=PATH measures another build (a copy of main's, say) side by side, on a server of its own over its
 * own fresh demo database: every run of a page is made on both, in alternating order, so a before and an after see the
 * same spells of load (docs/decisions/0112-lighthouse-and-cold-start.md). Each run's benchmarkIndex (Lighthouse's
 * yardstick of the CPU it had: ≈ 2,200 on this machine when quiet) is printed beside its score.
 * Targets: Performance ≥ 95 (issue 39), Accessibility, Best Practices and SEO 100.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { log, ROOT, startServer, table } from './harness'

const PAGES = ['/', '/discover', '/startup/1', '/auth', '/talent-hub', '/events', '/workspace', '/resources', '/programs', '/media']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const WARMUP_ROUNDS = 5
const ATTEMPTS = 3
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

interface Audit {
  id: string
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  details?: unknown
}

interface Report {
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
  audits: Record<string, Audit>
}

interface PageResult {
  page: string
  build: string
  /** Every run's benchmarkIndex, in the order of `performance`. */
  benchmarkIndex: number[]
  scores: number[]
  /** Every run's Performance score, lowest first. */
  performance: number[]
  failing: string[]
  metrics: string
  lcpElement: string
}

/** The order the runs are made in: `runs` rounds, each measuring every page once, in the pages' order. */
export function runOrder<T>(pages: readonly T[], runs: number): Array<{ page: T; run: number }> {
  return Array.from({ length: runs }, (_, run) => pages.map((page) => ({ page, run }))).flat()
}

/** The run with the median Performance score (of an even count, the lower of the middle two), and every score. */
export function medianRun<R extends { categories: Record<string, { score: number | null } | undefined> }>(
  reports: readonly R[],
): { median: R; performance: number[] } {
  if (reports.length === 0) throw new Error('no Lighthouse report')
  const score = (report: R) => report.categories.performance?.score ?? 0
  const sorted = [...reports].sort((a, b) => score(a) - score(b))
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, performance: sorted.map((report) => Math.round(score(report) * 100)) }
}

function resultOf(page: string, build: string, report: Report, performance: number[], benchmarkIndex: number[]): PageResult {
  const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100))
  const failing = CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, audit: report.audits[ref.id] }))
      // Performance's metrics are reported below with their values; its diagnostics (weight 0) are listed when they fail.
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
      .map(({ ref, audit }) => `${category === 'performance' ? 'perf:' : ''}${ref.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
  )
  const metrics = METRICS.map(([id, name]) => `${name} ${report.audits[id]?.displayValue ?? '?'}`).join(', ')
  // Lighthouse 12 names the element in 'largest-contentful-paint-element', 13 in 'lcp-breakdown-insight'.
  const lcp = report.audits['largest-contentful-paint-element'] ?? report.audits['lcp-breakdown-insight']
  return { page, build, benchmarkIndex, scores, performance, failing, metrics, lcpElement: firstSnippet(lcp?.details)?.slice(0, 160) ?? '?' }
}

/** The first element snippet (`node.snippet`) anywhere in an audit's details. */
function firstSnippet(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined
  const snippet = (details as { snippet?: unknown }).snippet
  if (typeof snippet === 'string') return snippet
  for (const value of Object.values(details)) {
    const found = firstSnippet(value)
    if (found) return found
  }
  return undefined
}

export async function lighthouse(): Promise<string> {
  const bin = process.env.LIGHTHOUSE_BIN ?? path.join(ROOT, 'node_modules/.bin/lighthouse')
  if (!existsSync(bin)) return 'Lighthouse: not installed (set LIGHTHOUSE_BIN to a lighthouse command); skipped.'
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? '5') || 1)
  const pages = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : PAGES
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  const other = process.env.LIGHTHOUSE_BUILD
  const builds: Array<{ name: string; env: Record<string, string> }> = [
    ...(other ? [{ name: other, env: { BUILD_PATH: other } }] : []),
    { name: 'this build', env: {} },
  ]
  const servers: Array<{ name: string; baseUrl: string; stop: () => Promise<void> }> = []
  const results: PageResult[] = []
  try {
    for (const [i, build] of builds.entries()) {
      log(`Starting a server (${build.name}) on a fresh demo database ...`)
      const server = await startServer(`file:${path.join(dir, `app-${i}.db`)}`, { SEED_DEMO_DATA: 'true', ...build.env })
      servers.push({ name: build.name, baseUrl: server.baseUrl, stop: server.stop })
    }
    // A fresh server renders its first requests slowly (cold code paths, the database's page cache): warm every page
    // up, so the document's response time Lighthouse sees is the server's usual one.
    log('Warming up ...')
    for (const server of servers) {
      for (let round = 0; round < WARMUP_ROUNDS; round++) for (const page of pages) await (await fetch(server.baseUrl + page)).text()
    }
    const key = (page: string, build: string) => `${build} ${page}`
    const reports = new Map<string, Report[]>(servers.flatMap((server) => pages.map((page) => [key(page, server.name), []])))
    for (const [i, { page, run }] of runOrder(pages, runs).entries()) for (const server of i % 2 === 0 ? servers : [...servers].reverse()) {
      log(`Lighthouse ${page} (${run + 1}/${runs})${servers.length > 1 ? ` on ${server.name}` : ''} ...`)
      const out = path.join(dir, 'report.json')
      const args = [
        server.baseUrl + page,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox',
        `--only-categories=${CATEGORIES.join(',')}`,
      ]
      // On a busy machine Chromium now and then fails to record the trace (NO_NAVSTART): try again.
      for (let attempt = 1; ; attempt++) {
        try {
          await promisify(execFile)(bin, args, { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 })
          break
        } catch (error) {
          if (attempt >= ATTEMPTS) throw error
          log(`  failed (${String((error as { stderr?: string }).stderr ?? error).trim().slice(0, 160)}); again ...`)
        }
      }
      reports.get(key(page, server.name))!.push(JSON.parse(readFileSync(out, 'utf8')) as Report)
      const keep = process.env.LIGHTHOUSE_REPORTS
      if (keep) {
        mkdirSync(keep, { recursive: true })
        const prefix = servers.length > 1 ? `${servers.indexOf(server)}-` : ''
        copyFileSync(out, path.join(keep, `${prefix}${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run + 1}.json`))
      }
    }
    for (const page of pages) {
      for (const server of servers) {
        const { median, performance } = medianRun(reports.get(key(page, server.name))!)
        const byScore = [...reports.get(key(page, server.name))!].sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        )
        results.push(resultOf(page, server.name, median, performance, byScore.map((report) => report.environment?.benchmarkIndex ?? 0)))
      }
    }
  } finally {
    for (const server of servers) await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const rows = results.map(({ page, build, scores, performance, benchmarkIndex }) => [
    page,
    ...(servers.length > 1 ? [build] : []),
    ...scores.map(String),
    performance.join(' '),
    benchmarkIndex.map((index) => Math.round(index)).join(' '),
    scores.every((score, i) => score >= TARGETS[CATEGORIES[i]!]) ? 'met' : 'MISSED',
  ])
  const details = results
    .map(({ page, build, failing, metrics, lcpElement }) =>
      [
        `${page}${servers.length > 1 ? ` (${build})` : ''}: ${metrics}`,
        `  LCP element: ${lcpElement}`,
        `  failing: ${failing.length ? failing.join(', ') : 'none'}`,
      ].join('\n'),
    )
    .join('\n')
  const columns = ['page', ...(servers.length > 1 ? ['build'] : []), 'Performance', 'Accessibility', 'Best Practices', 'SEO']
  return (
    `Lighthouse (mobile, demo data; ${runs === 1 ? 'one run' : `median of ${runs} runs in interleaved rounds`} per page; targets ${CATEGORIES.map((category) => TARGETS[category]).join(' / ')})\n\n` +
    `${table([...columns, 'Performance of each run', 'benchmarkIndex of each run', 'target'], rows)}\n\n${details}`
  )
}
