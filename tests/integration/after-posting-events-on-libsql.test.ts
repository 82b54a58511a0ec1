import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// after-posting-events.test.ts on a real libSQL server (sqld over HTTP): the capacity check in the UPDATE's WHERE and
// the notifications in the change's transaction, on the other driver (docs/decisions/0110-after-posting.md).
withoutMocks()
bootOnSqld()

describe('an event after posting, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('PATCH /api/events/{id}: edits, refusals, cancellation and what members are told', async () => {
    const { runEventPatch } = await import('../support/after-posting-events')
    await runEventPatch()
  })

  it('a lowered capacity against RSVPs at the same moment', async () => {
    const { runCapacityRace } = await import('../support/after-posting-events')
    console.info('capacity race outcomes', await runCapacityRace())
  })
})
