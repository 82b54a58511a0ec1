import { afterAll, beforeAll, vi } from 'vitest'
import { startSqld } from '../../tooling/sqld'

/**
 * Runs the calling test file (or describe block) on a fresh sqld: starts it, points DATABASE_URL at it, boots the app
 * on it with fresh modules, and closes both afterwards. Import the app's modules dynamically inside the tests.
 */
export function bootOnSqld(): void {
  let server: Awaited<ReturnType<typeof startSqld>> | undefined
  beforeAll(async () => {
    server = await startSqld()
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
