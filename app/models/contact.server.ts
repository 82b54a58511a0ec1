import { CONTACT_MESSAGES_PER_HOUR, CONTACT_MESSAGES_PER_SENDER_PER_DAY, TOO_MANY_CONTACT_MESSAGES } from '~/domain/contact'
import type { AccountLanguage } from '~/domain/users'
import type { ContactInput } from '~/schemas/contact'
import { getDatabase } from '~/server/db.server'
import { contactAddress } from '~/server/mail/config.server'
import { consume } from '~/server/rate-limit.server'
import { tooManyRequests } from '~/shared/errors'
import { mailAddress } from './notifications.server'

/**
 * The contact form (issue 46 item 8, docs/decisions/0124-legal-pages-contact-and-data-export.md): a visitor's message
 * becomes an outbox e-mail to the operator's address (CONTACT_EMAIL, else MAIL_FROM's), with Reply-To set to the
 * visitor, so the operator answers from their own mail client. Nothing is sent to the visitor's address: the form
 * must not let anyone make the platform write to an address they typed in.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Both doors count every message from the address first, valid or not: CONTACT_MESSAGES_PER_HOUR an hour. */
export async function guardContactRate(clientIp: string, now = Date.now()): Promise<void> {
  const result = await consume({ key: `contact-ip:${clientIp}`, max: CONTACT_MESSAGES_PER_HOUR, windowMs: HOUR }, now)
  if (!result.allowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, result.retryAfter)
}

export interface ContactOutcome {
  /** The outbox row written; null when the message was trapped (the hidden field was filled) and not sent. */
  outboxId: number | null
}

/**
 * Queues the message for the operator, in English (the operator's language; the sender's is in the e-mail). A message
 * that filled the trap field is answered like any other and dropped. One sender address may send
 * CONTACT_MESSAGES_PER_SENDER_PER_DAY a day, from wherever it writes.
 */
export async function sendContactMessage(input: ContactInput, language: AccountLanguage, now = Date.now()): Promise<ContactOutcome> {
  if (input.website) return { outboxId: null }
  const perSender = await consume({ key: `contact-email:${input.email}`, max: CONTACT_MESSAGES_PER_SENDER_PER_DAY, windowMs: DAY }, now)
  if (!perSender.allowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, perSender.retryAfter)
  const database = await getDatabase()
  return database.transaction(async (tx) =>
    mailAddress(tx, {
      to: contactAddress(),
      language: 'en',
      kind: 'contact-message',
      data: { name: input.name, email: input.email, topic: input.topic, message: input.message, language },
    }),
  )
}
