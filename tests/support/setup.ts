import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Database } from '../../db/client'
import { listen, server } from '../mocks/server'

// Every test file gets its own embedded database, booted as server.js boots it: migrated, without demo data.
const file = path.join(tmpdir(), `startup-asia-test-${randomUUID()}.db`)
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
