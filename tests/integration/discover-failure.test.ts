import { describe, expect, it, vi } from 'vitest'
import type * as StartupsModel from '~/models/startups.server'
import { routeArgs } from '../support/factories'

// The list query fails (database down): the page answers 503 with the spec's message instead of crashing.
vi.mock('~/models/startups.server', async (importOriginal) => ({
  ...(await importOriginal<typeof StartupsModel>()),
  listStartups: vi.fn(async () => {
    throw new Error('SQLITE_BUSY: database is locked')
  }),
}))

const { loader } = await import('~/routes/discover/route')

describe('/discover when the startups cannot be loaded', () => {
  it("throws 503 'Failed to fetch startups' for the route's ErrorBoundary", async () => {
    // The failure is logged as an error line (app/server/logger.server.ts), kept out of the test's output.
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    let thrown: unknown
    try {
      await loader(routeArgs(new Request('http://localhost/discover')))
    } catch (error) {
      thrown = error
    }
    spy.mockRestore()
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { message: 'Failed to fetch startups' } })
  })
})
