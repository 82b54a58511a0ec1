import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// outbox.test.ts on a real libSQL server (sqld over HTTP): the claim (one UPDATE … RETURNING), the lease and
// notify() in the caller's transaction are SQL, so both drivers run them (docs/decisions/0102-mail-outbox.md).
withoutMocks()
bootOnSqld()

describe('the outbox on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('delivers once, in the member’s language, with absolute links, the unsubscribe headers and the .ics', async () => {
    const { runDeliversOnceInLanguage } = await import('../support/outbox')
    await runDeliversOnceInLanguage()
  })

  it('retries after the backoff when the SMTP server was down, and sends once it is back', async () => {
    const { runSmtpDownThenBack } = await import('../support/outbox')
    await runSmtpDownThenBack()
  })

  it('leaves a message another instance holds a lease on; takes it over when the lease has run out', async () => {
    const { runLeaseHeldElsewhere } = await import('../support/outbox')
    await runLeaseHeldElsewhere()
  })

  it('two instances ticking at once send each message once', async () => {
    const { runTwoInstancesClaimOnce } = await import('../support/outbox')
    await runTwoInstancesClaimOnce()
  })

  it('gives up after the bounded time, visibly to admins', async () => {
    const { runGivesUpVisibly } = await import('../support/outbox')
    const { createAdmin } = await import('../support/factories')
    await runGivesUpVisibly(await createAdmin())
  })

  it('notify() in a rolled-back transaction leaves nothing', async () => {
    const { runRolledBackLeavesNothing } = await import('../support/outbox')
    await runRolledBackLeavesNothing()
  })

  it('one-click unsubscribe switches the category off', async () => {
    const { runOneClickUnsubscribe } = await import('../support/outbox')
    await runOneClickUnsubscribe()
  })
})
