import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

// team.test.ts on a real libSQL server (sqld over HTTP): the last-owner rule and the one-time invitation are decided
// in SQL, so both drivers run them (docs/decisions/0108-team-roles-and-invitations.md).
bootOnSqld()

describe('the team on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('/api mutations and permission branches', async () => {
    const { runApiMutationsAndPermissions } = await import('../support/team')
    await runApiMutationsAndPermissions()
  })

  it('invitations: outbox, accept once, revoke, expiry', async () => {
    const { runInvitations } = await import('../support/team')
    await runInvitations()
  })

  it('the last owner cannot leave or be demoted, even when two owners leave at once', async () => {
    const { runLastOwnerUnderConcurrency } = await import('../support/team')
    await runLastOwnerUnderConcurrency()
  })
})
