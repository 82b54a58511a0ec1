/**
 * Lighthouse (mobile) on the main public pages, when a lighthouse command is available (LIGHTHOUSE_BIN, or
 * node_modules/.bin/lighthouse) with Debian's Chromium (CHROMIUM_PATH). Lighthouse is not a dependency of the
 * project: install it beside it (`npm install --prefix /some/dir lighthouse@13`, then
 * LIGHTHOUSE_BIN=/some/dir/node_modules/.bin/lighthouse). Lighthouse 13 needs Node ≥ 22.19: its command starts with
 * `#!/usr/bin/env node`, and under `npm run bench` that is the project's Node 24 (node_modules/.bin comes first on
 * npm's PATH; docs/decisions/0088-node-runtime.md).
 * Targets: Performance ≥ 98, Accessibility, Best Practices and SEO 100 (docs/decisions/0058-lighthouse.md).
 *
 * It runs on its own server over a fresh demo database (SEED_DEMO_DATA), the rows a visitor of the demo sees, so
 * /startup/1 is a real profile with its images. Each page is measured LIGHTHOUSE_RUNS times (default 5, Lighthouse's
 * own advice: "the median Lighthouse score of 5 runs is twice as stable as 1 run", docs/variability.md) in
 * interleaved rounds — every page once, then every page again — so a spell of load on the machine falls on one run
 * of several pages rather than on every run of one page (docs/decisions/0077-lighthouse-runs.md). The median
 * Performance run is reported, with every run's score beside it; the failing audits (score < 1, not informative)
 * are listed by id, with the Performance metrics and the LCP element of that run. LIGHTHOUSE_PAGES=/,/auth measures
 * only those pages; LIGHTHOUSE_REPORTS=DIR keeps every JSON report there (page-run.json) for a closer look.
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
const TARGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }
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
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
  audits: Record<string, Audit>
}

interface PageResult {
  page: string
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

function resultOf(page: string, report: Report, performance: number[]): PageResult {
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
  return { page, scores, performance, failing, metrics, lcpElement: firstSnippet(lcp?.details)?.slice(0, 160) ?? '?' }
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
  log('Starting a server on a fresh demo database ...')
  const server = await startServer(`file:${path.join(dir, 'app.db')}`, { SEED_DEMO_DATA: 'true' })
  const results: PageResult[] = []
  try {
    // A fresh server renders its first requests slowly (cold code paths, the database's page cache): warm every page
    // up, so the document's response time Lighthouse sees is the server's usual one.
    log('Warming up ...')
    for (let round = 0; round < WARMUP_ROUNDS; round++) for (const page of pages) await (await fetch(server.baseUrl + page)).text()
    const reports = new Map<string, Report[]>(pages.map((page) => [page, []]))
    for (const { page, run } of runOrder(pages, runs)) {
      log(`Lighthouse ${page} (${run + 1}/${runs}) ...`)
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
      reports.get(page)!.push(JSON.parse(readFileSync(out, 'utf8')) as Report)
      const keep = process.env.LIGHTHOUSE_REPORTS
      if (keep) {
        mkdirSync(keep, { recursive: true })
        copyFileSync(out, path.join(keep, `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run + 1}.json`))
      }
    }
    for (const page of pages) {
      const { median, performance } = medianRun(reports.get(page)!)
      results.push(resultOf(page, median, performance))
    }
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  const rows = results.map(({ page, scores, performance }) => [
    page,
    ...scores.map(String),
    performance.join(' '),
    scores.every((score, i) => score >= TARGETS[CATEGORIES[i]!]) ? 'met' : 'MISSED',
  ])
  const details = results
    .map(({ page, failing, metrics, lcpElement }) =>
      [`${page}: ${metrics}`, `  LCP element: ${lcpElement}`, `  failing: ${failing.length ? failing.join(', ') : 'none'}`].join('\n'),
    )
    .join('\n')
  return (
    `Lighthouse (mobile, demo data; ${runs === 1 ? 'one run' : `median of ${runs} runs in interleaved rounds`} per page; targets 98 / 100 / 100 / 100)\n\n` +
    `${table(['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'Performance of each run', 'target'], rows)}\n\n${details}`
  )
}
