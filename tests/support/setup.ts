import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { listen, server } from '../mocks/server'

// Every test file gets its own freshly migrated embedded database (the app migrates on first use).
const file = path.join(tmpdir(), `startup-asia-test-${randomUUID()}.db`)
process.env.DATABASE_URL = `file:${file}`
process.env.SEED_DEMO_DATA = 'false'
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough-0123456789'
process.env.NODE_ENV = 'test'

beforeAll(() => listen())
afterEach(() => server.resetHandlers())
afterAll(() => {
  server.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})
