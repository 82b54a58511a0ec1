import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { TestProject } from 'vitest/node'
import { ensureSqld, startSqld } from '../../tooling/sqld'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database file that tests/support/setup.ts copies for each test file. */
    templateDatabase: string
    /** The data directory of a stopped sqld with a migrated, empty database, which bootOnSqld copies for each file. */
    sqldTemplate: string
  }
}

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
 * Migrates one embedded database for the whole run (docs/decisions/0120-ci-time.md): each test file copies it instead
 * of running every migration and search-index setup again (~0.4 s a file, 160 files). Removed after the run.
 */
async function migrateTemplate(): Promise<{ file: string; remove(): void }> {
  const file = path.join(tmpdir(), `startup-asia-template-${randomUUID()}.db`)
  const remove = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
  const { openDatabase } = await import('../../db/client')
  const { migrate } = await import('~/services/boot.server')
  const database = await openDatabase({ url: `file:${file}` })
  try {
    await migrate(database)
    // The copy is the main file alone: everything written must be in it, with no WAL beside it.
    await database.db.run(sql`PRAGMA wal_checkpoint(TRUNCATE)`)
  } finally {
    await database.close()
  }
  return { file, remove }
}

/** The same for the libSQL test files (tests/support/sqld-boot.ts): a sqld's data directory, migrated, then stopped. */
async function migrateSqldTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-asia-sqld-template-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  const { openDatabase } = await import('../../db/client')
  const { migrate } = await import('~/services/boot.server')
  const server = await startSqld({ dataDir: dir })
  try {
    const database = await openDatabase({ url: server.url })
    try {
      await migrate(database)
    } finally {
      await database.close()
    }
  } finally {
    await server.stop()
  }
  return { dir, remove }
}

/**
 * Once per run, before the test files run in parallel: install sqld (the model tests start their own servers), make
 * sure the production build is there and newer than the sources, since the HTTP tests start `node server.js`, and
 * migrate the template database the test files start from.
 */
export default async function globalSetup(project: TestProject) {
  await ensureSqld()
  const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(repoRoot, source))))
  if (changedAt > builtAt) {
    // Vitest sets NODE_ENV=test, and Vite would then bundle React's development build: build as `npm run build` does.
    const env = { ...process.env, NODE_ENV: 'production' }
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env })
  }
  const [template, sqldTemplate] = await Promise.all([migrateTemplate(), migrateSqldTemplate()])
  project.provide('templateDatabase', template.file)
  project.provide('sqldTemplate', sqldTemplate.dir)
  return () => {
    template.remove()
    sqldTemplate.remove()
  }
}
