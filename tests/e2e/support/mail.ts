import { expect } from '@playwright/test'
import type { CaughtMessage } from './mail-catcher'

const control = () => `http://127.0.0.1:${process.env.E2E_MAIL_CONTROL_PORT}`

/** The e-mails that reached the journeys' SMTP server for `to` (oldest first). */
export async function mailTo(to: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${control()}/messages?to=${encodeURIComponent(to)}`)
  return (await response.json()) as CaughtMessage[]
}

/** Waits for the e-mail to `to` whose subject matches, as the outbox worker delivers it, and returns it. */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).findLast((message) => subject.test(message.subject))
        return Boolean(found)
      },
      { timeout: 30_000, message: `an e-mail to ${to} with a subject like ${subject}` },
    )
    .toBe(true)
  return found!
}

/** The first link in the e-mail's plain-text part whose path starts with `path`, made relative to the site. */
export function linkIn(message: CaughtMessage, path: string): string {
  const match = message.text.match(new RegExp(`https?://[^\\s>]+${path.replace(/[/?]/g, '\\$&')}[^\\s>]*`))
  if (!match) throw new Error(`no ${path} link in: ${message.text}`)
  const url = new URL(match[0])
  return url.pathname + url.search
}
