import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// api-tokens.test.ts's cap race and revocation on a real libSQL server (sqld over HTTP): the INSERT … SELECT … WHERE
// live count < cap decides on this driver too, and a revoked token is refused at once (docs/decisions/0137).
withoutMocks()
bootOnSqld()

describe('API tokens, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('twelve tokens posted at once three short of the cap: exactly three made; a revoked one refused at once', async () => {
    const { runApiTokenCapRace } = await import('../support/api-tokens')
    expect(await runApiTokenCapRace()).toEqual({ made: 3, refused: 9 })
  })
})
