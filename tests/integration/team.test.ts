import { describe, it } from 'vitest'
import { runApiMutationsAndPermissions, runInvitations, runLastOwnerUnderConcurrency, runManagePage } from '../support/team'

// Issue 41 item 1 on the embedded file (team-on-libsql.test.ts runs the same on sqld):
// docs/decisions/0108-team-roles-and-invitations.md.
describe('the team (decision 0108)', () => {
  it('/api: every mutation, each 2xx and 4xx, as owner, editor, lapsed claimer, stranger, visitor and admin', async () => {
    await runApiMutationsAndPermissions()
  })

  it('the manage page: .data for outsiders is a 403 without data; every form works as a plain post', async () => {
    await runManagePage()
  })

  it('invitations: the e-mail lands in the outbox with its link; accept once, as the invited address; revoke; expiry', async () => {
    await runInvitations()
  })

  it('the last owner cannot leave or be demoted, even when two owners leave at once', async () => {
    await runLastOwnerUnderConcurrency()
  })
})
