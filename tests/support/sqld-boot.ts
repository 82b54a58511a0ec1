import { existsSync } from 'node:fs'
import { afterAll, beforeAll, inject, vi } from 'vitest'
import { startSqld } from '../../tooling/sqld'

/**
 * Runs the calling test file (or describe block) on a fresh sqld (a copy of a migrated template): starts it, points DATABASE_URL at it, boots the app
 * on it with fresh modules, and closes both afterwards. Import the app's modules dynamically inside the tests.
 */
export function bootOnSqld(): void {
  let server: Awaited<ReturnType<typeof startSqld>> | undefined
  beforeAll(async () => {
    // A copy of the run's migrated template (tests/support/global-setup.ts, docs/decisions/0120-ci-time.md): boot()
    // then finds no migration pending and does the rest of its work as on a restart.
    const template = inject('sqldTemplate')
    server = await startSqld({ copyOf: template && existsSync(template) ? template : undefined })
    process.env.DATABASE_URL = server.url
    vi.resetModules()
    const { boot } = await import('~/services/boot.server')
    await boot()
  })
  afterAll(async () => {
    const { getDatabase } = await import('~/server/db.server')
    await (await getDatabase()).close()
    await server?.stop()
  })
}
