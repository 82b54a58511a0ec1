import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// resource-reviews.test.ts's race on a real libSQL server (sqld over HTTP): the figures are recomputed by the
// triggers in each write's statement on this driver too (docs/decisions/0127-resource-reviews.md).
withoutMocks()
bootOnSqld()

describe('resource reviews, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('members reviewing at once: the count is theirs and the average right', async () => {
    const { runResourceReviewRace } = await import('../support/resource-reviews')
    console.info('resource-review race', await runResourceReviewRace())
  })
})
