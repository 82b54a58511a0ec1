/**
 * Writes tests/support/test-durations.json from Vitest's results cache after a full `vitest run`: the durations the
 * longest-first sequencer (tests/support/sequencer.ts) falls back on in a fresh clone (docs/decisions/0120-ci-time.md).
 * Usage: npx tsx tooling/record-test-durations.ts [path to results.json]
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cacheDir = path.join(repoRoot, 'node_modules/.vite/vitest')

function findResults(): string {
  if (process.argv[2]) return process.argv[2]
  const found = existsSync(cacheDir)
    ? readdirSync(cacheDir).map((name) => path.join(cacheDir, name, 'results.json')).filter((file) => existsSync(file))
    : []
  if (!found.length) throw new Error(`no results.json under ${cacheDir}: run the whole Vitest suite first`)
  return found[0]!
}

interface Results {
  projects: Record<string, { files: Record<string, { duration: number; failed: boolean }> }>
}

const results = JSON.parse(readFileSync(findResults(), 'utf8')) as Results
const durations: Record<string, number> = {}
for (const { files } of Object.values(results.projects)) {
  for (const [file, { duration }] of Object.entries(files)) durations[file] = Math.round(duration)
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)))
const target = path.join(repoRoot, 'tests/support/test-durations.json')
writeFileSync(target, JSON.stringify(sorted, null, 2) + '\n')
console.log(`${Object.keys(sorted).length} files written to ${path.relative(repoRoot, target)}`)
