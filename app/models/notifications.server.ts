import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { digestSettings, emailOutbox, emailPreferences, notifications, users, type OutboxMessage } from '../../db/schema'
import type { DigestFrequency } from '~/domain/alerts'
import { isOptionalMailCategory, OPTIONAL_MAIL_CATEGORIES, type OptionalMailCategory, type OutboxState } from '~/domain/notifications'
import type { AccountLanguage } from '~/domain/users'
import type { AdminListQuery } from '~/schemas/admin'
import { assertAdmin, type AdminUser } from '~/server/context'
import { getDatabase, getDb } from '~/server/db.server'
import { mailConfig, messageIdHost } from '~/server/mail/config.server'
import { inAppData, mailCategory, mailSubject, type MailMessage } from '~/server/mail/templates.server'
import { readUnsubscribeToken } from '~/server/mail/unsubscribe-token.server'
import { ADMIN_PAGE_SIZE } from '~/shared/admin-sections'
import { notFoundError } from '~/shared/errors'
import { likePattern, pageOf, type Page } from './admin-lists.server'

/**
 * What the platform tells a member (issue 40, docs/decisions/0102-mail-outbox.md). `notify` is the one door: called
 * with the transaction of what caused it (the RSVP, the status change, the webhook's effect), it writes the in-app
 * notification and the e-mail to send in that transaction, so a crash never loses one and a rolled-back cause never
 * sends one. The outbox worker (app/server/mail/outbox-worker.server.ts) delivers the e-mail later.
 */
export type NotifyInput = {
  userId: number
  /**
   * The address to write to instead of the account's: a new address being verified, or the old one told that it was
   * replaced (docs/decisions/0103).
   */
  to?: string
} & MailMessage

export interface Notified {
  notificationId: number
  /** Null when the member switched this category of e-mail off. */
  outboxId: number | null
}

export const USER_NOT_FOUND = 'User not found'

/**
 * Writes the in-app notification and, unless the member switched the message's category off (essential mail is
 * always sent), the outbox row — in `tx`, the caller's transaction (`database.transaction(tx => …)`, either driver).
 * The e-mail is written in the member's language, to the address the account has now unless `to` says otherwise.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<Notified> {
  const { userId, to, ...message } = input
  const [member] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, userId))
  if (!member) throw notFoundError(USER_NOT_FOUND)
  const [notification] = await tx
    .insert(notifications)
    .values({ userId, kind: message.kind, data: inAppData(message) })
    .returning({ id: notifications.id })
  const category = mailCategory(message.kind)
  if (isOptionalMailCategory(category) && !(await wantsEmail(tx, userId, category))) {
    return { notificationId: notification!.id, outboxId: null }
  }
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      userId,
      recipient: to ?? member.email,
      locale: member.language,
      template: message.kind,
      data: message.data as unknown as Record<string, unknown>,
      category,
      subject: mailSubject(message, member.language),
      messageId: `<${randomUUID()}@${messageIdHost()}>`,
    })
    .returning({ id: emailOutbox.id })
  return { notificationId: notification!.id, outboxId: queued!.id }
}

/**
 * An e-mail to an address that has no account (a team invitation, docs/decisions/0108): the outbox row only, with no
 * member (`user_id` null) and so no in-app notification and no unsubscribe link; only essential kinds may be sent so.
 * In `tx`, the caller's transaction; written in `language` (the sender's, as nothing is known of the recipient).
 */
export async function mailAddress(tx: Db, input: { to: string; language: AccountLanguage } & MailMessage): Promise<{ outboxId: number }> {
  const { to, language, ...message } = input
  const category = mailCategory(message.kind)
  if (category !== 'essential') throw new Error(`${message.kind} e-mails go to members only`)
  const [queued] = await tx
    .insert(emailOutbox)
    .values({
      userId: null,
      recipient: to,
      locale: language,
      template: message.kind,
      data: message.data as unknown as Record<string, unknown>,
      category,
      subject: mailSubject(message, language),
      messageId: `<${randomUUID()}@${messageIdHost()}>`,
    })
    .returning({ id: emailOutbox.id })
  return { outboxId: queued!.id }
}

async function wantsEmail(db: Db, userId: number, category: OptionalMailCategory): Promise<boolean> {
  const [row] = await db
    .select({ email: emailPreferences.email })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.category, category)))
  return row?.email ?? true
}

export type EmailChoices = Record<OptionalMailCategory, boolean> & { digestFrequency: DigestFrequency }

/** A member's e-mail choice per optional category (on unless switched off), and how often alert digests come. */
export async function emailPreferencesOf(userId: number): Promise<EmailChoices> {
  const db = await getDb()
  const rows = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId))
  const off = new Set(rows.filter((row) => !row.email).map((row) => row.category))
  const switches = Object.fromEntries(OPTIONAL_MAIL_CATEGORIES.map((category) => [category, !off.has(category)])) as Record<OptionalMailCategory, boolean>
  return { ...switches, digestFrequency: await digestFrequencyOf(db, userId) }
}

/** How often a member's alert digests come (docs/decisions/0129): daily unless they chose weekly. */
export async function digestFrequencyOf(db: Db, userId: number): Promise<DigestFrequency> {
  const [row] = await db.select({ frequency: digestSettings.frequency }).from(digestSettings).where(eq(digestSettings.userId, userId))
  return row?.frequency ?? 'daily'
}

export async function setDigestFrequency(db: Db, userId: number, frequency: DigestFrequency): Promise<void> {
  await db
    .insert(digestSettings)
    .values({ userId, frequency })
    .onConflictDoUpdate({ target: digestSettings.userId, set: { frequency, updatedAt: new Date() } })
}

async function upsertPreference(db: Db, userId: number, category: OptionalMailCategory, email: boolean): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ userId, category, email })
    .onConflictDoUpdate({ target: [emailPreferences.userId, emailPreferences.category], set: { email, updatedAt: new Date() } })
}

export async function setEmailPreference(userId: number, category: OptionalMailCategory, email: boolean): Promise<void> {
  await upsertPreference(await getDb(), userId, category, email)
}

/** Every optional category's choice at once (the profile's form, PUT /api/notifications/preferences), in one transaction. */
export async function setEmailPreferences(
  userId: number,
  choices: Record<OptionalMailCategory, boolean> & { digestFrequency?: DigestFrequency },
): Promise<EmailChoices> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    for (const category of OPTIONAL_MAIL_CATEGORIES) await upsertPreference(tx, userId, category, choices[category])
    if (choices.digestFrequency) await setDigestFrequency(tx, userId, choices.digestFrequency)
  })
  return emailPreferencesOf(userId)
}

/**
 * The one-click unsubscribe (RFC 8058): the token names the member and the category; it switches that category off.
 * Null for a token that is not ours or a member who no longer exists.
 */
export async function unsubscribe(token: unknown): Promise<{ category: OptionalMailCategory } | null> {
  const read = readUnsubscribeToken(token)
  if (!read) return null
  const db = await getDb()
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, read.userId))
  if (!member) return null
  await setEmailPreference(read.userId, read.category, false)
  return { category: read.category }
}

/** The language the platform writes to the member in (the language selector, sign-up). */
export async function setAccountLanguage(userId: number, language: AccountLanguage): Promise<void> {
  const db = await getDb()
  await db.update(users).set({ language }).where(and(eq(users.id, userId), sql`${users.language} <> ${language}`))
}

// ── The admin panel's Outbox section ─────────────────────────────────────────────────────────────────────────────

export type OutboxRow = Pick<
  OutboxMessage,
  'id' | 'recipient' | 'subject' | 'state' | 'attempts' | 'lastError' | 'category' | 'nextAttemptAt' | 'sentAt' | 'createdAt'
>

export interface OutboxPage extends Page<OutboxRow> {
  /** False without SMTP_URL: the panel says "e-mail is not configured" and nothing leaves the outbox. */
  configured: boolean
  counts: Record<OutboxState, number>
}

/** Every e-mail, newest first, 10 a page; searched by recipient or subject. */
export async function listOutboxForAdmin(admin: AdminUser, query: AdminListQuery): Promise<OutboxPage> {
  assertAdmin(admin)
  const db = await getDb()
  const where = query.q
    ? sql`(lower(${emailOutbox.recipient}) like ${likePattern(query.q)} escape '\\' or lower(${emailOutbox.subject}) like ${likePattern(query.q)} escape '\\')`
    : undefined
  const [rows, [total], byState] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        recipient: emailOutbox.recipient,
        subject: emailOutbox.subject,
        state: emailOutbox.state,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        category: emailOutbox.category,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
    db.select({ state: emailOutbox.state, n: count() }).from(emailOutbox).groupBy(emailOutbox.state),
  ])
  const counts: Record<OutboxState, number> = { queued: 0, sending: 0, sent: 0, failed: 0 }
  for (const row of byState) counts[row.state] = row.n
  return { ...pageOf(rows, total?.n ?? 0, query), configured: Boolean(mailConfig().smtpUrl), counts }
}

/** One e-mail as queued (the panel renders its body). */
export async function outboxMessageForAdmin(admin: AdminUser, id: number): Promise<OutboxMessage> {
  assertAdmin(admin)
  const db = await getDb()
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  if (!row) throw notFoundError('E-mail not found')
  return row
}
