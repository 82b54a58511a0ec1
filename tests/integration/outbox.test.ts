import { describe, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { createAdmin } from '../support/factories'
import {
  runAccountLanguage,
  runDeliversOnceInLanguage,
  runEssentialMailHasNoUnsubscribe,
  runGivesUpVisibly,
  runLeaseHeldElsewhere,
  runNotConfiguredIsLabelled,
  runOneClickUnsubscribe,
  runPermanentRefusalFailsAtOnce,
  runRolledBackLeavesNothing,
  runSmtpDownThenBack,
  runTwoInstancesClaimOnce,
} from '../support/outbox'

// Issue 40 items 1–2 on the embedded file (outbox-on-libsql.test.ts runs the same on sqld), against a real SMTP
// server: docs/decisions/0102-mail-outbox.md. MSW 3 would intercept the SMTP sockets.
withoutMocks()

describe('the mail path', () => {
  it('delivers a queued message once, in the member’s language, HTML and text, absolute links, one-click unsubscribe, the .ics', async () => {
    await runDeliversOnceInLanguage()
  })

  it('sends essential mail (the welcome with its verification link) without an unsubscribe, and keeps no token in-app', async () => {
    await runEssentialMailHasNoUnsubscribe()
  })

  it('takes the member’s language from the request at sign-up, then from the language selector', async () => {
    await runAccountLanguage()
  })

  it('labels the outbox "e-mail is not configured" without SMTP_URL and keeps the message queued', async () => {
    await runNotConfiguredIsLabelled(await createAdmin())
  })
})

describe('the durable outbox', () => {
  it('retries after the backoff when the SMTP server was down, and sends once it is back', async () => {
    await runSmtpDownThenBack()
  })

  it('does not send a message another instance holds a lease on; takes it over when the lease has run out', async () => {
    await runLeaseHeldElsewhere()
  })

  it('two instances ticking at once send each message once', async () => {
    await runTwoInstancesClaimOnce()
  })

  it('gives up after the bounded time, and admins see the failure and the e-mail', async () => {
    await runGivesUpVisibly(await createAdmin())
  })

  it('fails at once on a permanent refusal (550)', async () => {
    await runPermanentRefusalFailsAtOnce()
  })

  it('notify() in a rolled-back transaction leaves neither the notification nor the e-mail', async () => {
    await runRolledBackLeavesNothing()
  })
})

describe('one-click unsubscribe (RFC 8058)', () => {
  it('the e-mail’s List-Unsubscribe POST switches the category off without a session; forged tokens do nothing', async () => {
    await runOneClickUnsubscribe()
  })
})
