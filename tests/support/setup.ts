import { randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import type { Database } from '../../db/client'
import { listen, server } from '../mocks/server'

// Every test file gets its own embedded database, booted as server.js boots it: migrated, without demo data. It starts
// as a copy of the run's template, migrated once in tests/support/global-setup.ts (docs/decisions/0120-ci-time.md);
// boot() then finds nothing pending and does the rest of its work as on any restart.
const file = path.join(tmpdir(), `startup-asia-test-${randomUUID()}.db`)
const template = inject('templateDatabase')
if (template && existsSync(template)) copyFileSync(template, file)
process.env.DATABASE_URL = `file:${file}`
process.env.SEED_DEMO_DATA = 'false'
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough-0123456789'
process.env.NODE_ENV = 'test'

let database: Database | undefined

beforeAll(async () => {
  listen()
  // Components rendered outside a request (Testing Library) translate in English from the server's catalogues.
  await import('~/server/i18n.server')
  // Imported here, after the environment above is set, and into the test file's own module graph.
  const { boot } = await import('~/services/boot.server')
  database = await boot()
})
afterEach(() => server.resetHandlers())
afterAll(async () => {
  server.close()
  await database?.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})
