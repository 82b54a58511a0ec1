/**
 * Lighthouse (mobile) on the main public pages, when a lighthouse 12 command is available (LIGHTHOUSE_BIN, or
 * node_modules/.bin/lighthouse; lighthouse 13 needs Node 22) with Debian's Chromium (CHROMIUM_PATH).
 * Targets: Performance ≥ 98, Accessibility, Best Practices and SEO 100.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { log, ROOT, table } from './harness'

const PAGES = ['/', '/discover', '/startup/1', '/auth', '/talent-hub', '/events']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }

interface Report {
  categories: Record<string, { score: number | null }>
}

export async function lighthouse(baseUrl: string): Promise<string> {
  const bin = process.env.LIGHTHOUSE_BIN ?? path.join(ROOT, 'node_modules/.bin/lighthouse')
  if (!existsSync(bin)) return 'Lighthouse: not installed (set LIGHTHOUSE_BIN to a lighthouse 12 command); skipped.'
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'))
  const rows: string[][] = []
  try {
    for (const page of PAGES) {
      log(`Lighthouse ${page} ...`)
      const out = path.join(dir, 'report.json')
      await promisify(execFile)(
        bin,
        [baseUrl + page, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox', `--only-categories=${CATEGORIES.join(',')}`],
        { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
      )
      const report = JSON.parse(readFileSync(out, 'utf8')) as Report
      const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100))
      rows.push([page, ...scores.map(String), scores.every((score, i) => score >= TARGETS[CATEGORIES[i]!]) ? 'met' : 'MISSED'])
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return `Lighthouse (mobile; targets 98 / 100 / 100 / 100)\n\n${table(['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'target'], rows)}`
}
