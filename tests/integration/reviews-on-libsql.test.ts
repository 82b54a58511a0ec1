import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// reviews.test.ts's race on a real libSQL server (sqld over HTTP): one review per member per startup is decided by
// the unique index on the other driver too (docs/decisions/0119-anonymous-reviews.md).
withoutMocks()
bootOnSqld()

describe('anonymous reviews, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('one review per member per startup under concurrency', async () => {
    const { runOneReviewRace } = await import('../support/reviews')
    console.info('one-review race', await runOneReviewRace())
  })
})
