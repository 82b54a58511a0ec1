import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureSqld } from '../../tooling/sqld'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const BUILD_ENTRY = path.join(repoRoot, 'build/server/index.js')
const SOURCES = ['app', 'db', 'public', 'server.js', 'vite.config.ts', 'react-router.config.ts', 'package.json']

function newestChange(entry: string): number {
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)))
  return newest
}

/**
 * Once per run, before the test files run in parallel: install sqld (the model tests start their own servers), and
 * make sure the production build is there and newer than the sources, since the HTTP tests start `node server.js`.
 */
export default async function globalSetup() {
  await ensureSqld()
  const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(repoRoot, source))))
  if (changedAt > builtAt) {
    // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build: build as `npm run build` does.
    const env = { ...process.env, NODE_ENV: 'production' }
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env })
  }
}
