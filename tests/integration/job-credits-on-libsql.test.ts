import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// job-credits.test.ts's race on a real libSQL server (sqld over HTTP): the posting INSERT decides the month's posts and
// the credits on this driver too (docs/decisions/0138-job-post-credits.md).
withoutMocks()
bootOnSqld()

describe('job-post credits, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('20 parallel posts on a Starter startup: exactly 2; then 3 credits: exactly 3 more', async () => {
    const { createAdmin } = await import('../support/factories')
    const { runJobPostRace } = await import('../support/job-credits')
    expect((await runJobPostRace(await createAdmin())).afterCredits).toEqual([201, 201, 201, 402, 402])
  })
})
