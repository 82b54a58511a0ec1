import { eq, inArray } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { expect } from 'vitest'
import { emailOutbox, events, notifications, users } from '../../db/schema'
import type { AccountLanguage } from '~/domain/users'
import { eventTimeZone } from '~/domain/events'
import { listOutboxForAdmin, notify, outboxMessageForAdmin } from '~/models/notifications.server'
import { loader as outboxLoader } from '~/routes/admin/outbox'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/unsubscribe'
import type { AdminUser } from '~/server/context'
import { getDatabase } from '~/server/db.server'
import { mailConfig } from '~/server/mail/config.server'
import { createOutboxWorker, OUTBOX_DEFAULTS, type OutboxWorker } from '~/server/mail/outbox-worker.server'
import type { QueuedEvent } from '~/server/mail/templates.server'
import { createEvent, createUser, routeArgs } from './factories'
import { getRequest } from './http'
import { freePort, startSmtp } from './smtp'

/**
 * The outbox's behaviour (issue 40 items 1–2, docs/decisions/0102-mail-outbox.md), run on both drivers
 * (outbox.test.ts on the embedded file, outbox-on-libsql.test.ts on sqld), against a real SMTP server, each message
 * parsed with mailparser. The worker's clock is driven by the test and each round is one `tick()`: no sleeps.
 */
export const ORIGIN = 'https://startup.test'
const FROM = 'Startup Asia <no-reply@startup.test>'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** A worker whose clock the test moves. */
function worker(smtpUrl: string, owner: string) {
  const clock = { now: new Date() }
  return {
    clock,
    create: async (): Promise<OutboxWorker> =>
      createOutboxWorker({ db: (await getDatabase()).db, smtpUrl, from: FROM, origin: ORIGIN, owner, now: () => clock.now }),
  }
}

async function member(language: AccountLanguage, firstName = 'Mei') {
  const user = await createUser({ firstName })
  const database = await getDatabase()
  await database.db.update(users).set({ language }).where(eq(users.id, user.id))
  return user
}

async function queuedEvent(): Promise<QueuedEvent> {
  const created = await createEvent(null, { location: 'Tokyo', venue: 'Shibuya Hall' })
  const database = await getDatabase()
  const [event] = await database.db.select().from(events).where(eq(events.id, created.id))
  return {
    id: event!.id,
    title: event!.title,
    description: event!.description,
    startDate: event!.startDate.toISOString(),
    endDate: event!.endDate.toISOString(),
    createdAt: event!.createdAt.toISOString(),
    isOnline: event!.isOnline,
    venue: event!.venue,
    location: event!.location,
    meetingLink: null,
    timeZone: eventTimeZone(event!.location, event!.timeZone),
  }
}

async function rsvpConfirmed(userId: number, event: QueuedEvent) {
  const database = await getDatabase()
  return database.transaction((tx) => notify(tx, { userId, kind: 'rsvp-confirmed', data: { name: 'Mei', event } }))
}

async function outboxRow(id: number) {
  const database = await getDatabase()
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
  return row!
}

const to = (messages: ParsedMail[], email: string) =>
  messages.filter((message) => {
    const address = Array.isArray(message.to) ? message.to[0] : message.to
    return address?.value[0]?.address === email
  })

/** A header as it was sent (mailparser turns List-* headers into objects). */
function rawHeader(mail: ParsedMail | undefined, name: string): string | undefined {
  const line = mail?.headerLines.find((header) => header.key === name.toLowerCase())?.line
  return line?.slice(line.indexOf(':') + 1).trim()
}

/** Every absolute http(s) link in a text. */
const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0])

export async function runDeliversOnceInLanguage(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const reader = await member('ja')
    const event = await queuedEvent()
    const { outboxId, notificationId } = await rsvpConfirmed(reader.id, event)
    expect(outboxId).not.toBeNull()
    const database = await getDatabase()
    expect(await database.db.select().from(notifications).where(eq(notifications.id, notificationId))).toHaveLength(1)

    const { clock, create } = worker(smtp.url, 'instance-a')
    const sender = await create()
    await sender.tick()
    await sender.tick()
    clock.now = new Date(clock.now.getTime() + OUTBOX_DEFAULTS.leaseMs * 2)
    await sender.tick()
    await sender.stop()

    const received = to(smtp.messages, reader.email)
    expect(received).toHaveLength(1)
    const [mail] = received
    const row = await outboxRow(outboxId!)
    expect(row).toMatchObject({ state: 'sent', attempts: 1, leaseOwner: null })
    // In the member's language, HTML and plain text.
    expect(mail!.subject).toBe(`${event.title} への参加が確定しました`)
    expect(mail!.html).toMatch(/<html[^>]* lang="ja"/)
    expect(mail!.html).toContain('参加が確定しました')
    expect(mail!.text).toContain('参加者リストに登録されました')
    expect(mail!.messageId).toBe(row.messageId)
    expect(mail!.from?.value[0]).toMatchObject({ name: 'Startup Asia', address: 'no-reply@startup.test' })
    // Every link absolute, on the site.
    const hrefs = [...String(mail!.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
    const found = [...hrefs, ...links(mail!.text ?? '')]
    expect(found.length).toBeGreaterThan(2)
    expect(found.every((link) => link.startsWith(`${ORIGIN}/`))).toBe(true)
    expect(found).toContain(`${ORIGIN}/events/${event.id}`)
    // Not essential: RFC 8058 one-click unsubscribe.
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(rawHeader(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^<${ORIGIN}/unsubscribe\\?token=[^>]+>$`))
    // The event's calendar file.
    const ics = mail!.attachments.find((attachment) => attachment.contentType === 'text/calendar')
    expect(ics?.filename).toBe('event.ics')
    expect(ics?.content.toString('utf8')).toContain(`UID:event-${event.id}@startup.asia`)
  } finally {
    await smtp.stop()
  }
}

export async function runEssentialMailHasNoUnsubscribe(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const newcomer = await member('en', 'Ana')
    const database = await getDatabase()
    const { outboxId } = await database.transaction((tx) =>
      notify(tx, { userId: newcomer.id, kind: 'welcome', data: { name: 'Ana', verifyPath: '/verify-email?token=abc' } }),
    )
    const sender = await worker(smtp.url, 'instance-a').create()
    await sender.tick()
    await sender.stop()
    const [mail] = to(smtp.messages, newcomer.email)
    expect(mail?.subject).toBe('Welcome to Startup Asia, Ana')
    expect(rawHeader(mail, 'List-Unsubscribe')).toBeUndefined()
    expect(links(mail?.text ?? '')).toContain(`${ORIGIN}/verify-email?token=abc`)
    // The in-app notification keeps no token.
    const [inApp] = await database.db.select().from(notifications).where(eq(notifications.userId, newcomer.id))
    expect(inApp?.data).toEqual({ name: 'Ana' })
    expect((await outboxRow(outboxId!)).category).toBe('essential')
  // The admin panel's copy has the link without its token.
  const admin = (await createUser({ userType: 'admin' })) as AdminUser
  const view = await outboxLoader(routeArgs(getRequest(`/admin/outbox?view=${outboxId}`), { user: admin }))
  expect(view.view?.text).toContain('/verify-email?token=redacted')
  expect(view.view?.text).not.toContain('token=abc')
  } finally {
    await smtp.stop()
  }
}

export async function runSmtpDownThenBack(): Promise<void> {
  const port = await freePort()
  const reader = await member('ko')
  const { outboxId } = await rsvpConfirmed(reader.id, await queuedEvent())
  const { clock, create } = worker(`smtp://127.0.0.1:${port}`, 'instance-a')
  const sender = await create()
  await sender.tick()
  const waiting = await outboxRow(outboxId!)
  expect(waiting).toMatchObject({ state: 'queued', attempts: 1, leaseOwner: null })
  expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION/)
  expect(waiting.nextAttemptAt.getTime()).toBe(clock.now.getTime() + OUTBOX_DEFAULTS.firstRetryMs)

  const smtp = await startSmtp(port)
  try {
    // Not due yet: nothing is sent before the backoff has passed.
    await sender.tick()
    expect(to(smtp.messages, reader.email)).toHaveLength(0)
    clock.now = new Date(waiting.nextAttemptAt.getTime() + 1)
    await sender.tick()
    await sender.tick()
    await sender.stop()
    const received = to(smtp.messages, reader.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.html).toMatch(/<html[^>]* lang="ko"/)
    expect(await outboxRow(outboxId!)).toMatchObject({ state: 'sent', attempts: 2 })
  } finally {
    await smtp.stop()
  }
}

export async function runLeaseHeldElsewhere(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const reader = await member('zh')
    const { outboxId } = await rsvpConfirmed(reader.id, await queuedEvent())
    const database = await getDatabase()
    const now = new Date()
    // Another instance claimed it a moment ago (as its tick does) and is sending it.
    await database.db
      .update(emailOutbox)
      .set({ state: 'sending', leaseOwner: 'instance-b', leaseExpiresAt: new Date(now.getTime() + OUTBOX_DEFAULTS.leaseMs), attempts: 1 })
      .where(eq(emailOutbox.id, outboxId!))
    const { clock, create } = worker(smtp.url, 'instance-a')
    clock.now = now
    const sender = await create()
    await sender.tick()
    expect(to(smtp.messages, reader.email)).toHaveLength(0)
    expect(await outboxRow(outboxId!)).toMatchObject({ state: 'sending', leaseOwner: 'instance-b' })

    // Instance B died (kill -9) without finishing: its lease runs out and this instance takes the message over.
    clock.now = new Date(now.getTime() + OUTBOX_DEFAULTS.leaseMs + 1)
    await sender.tick()
    await sender.tick()
    await sender.stop()
    expect(to(smtp.messages, reader.email)).toHaveLength(1)
    expect(await outboxRow(outboxId!)).toMatchObject({ state: 'sent', attempts: 2, leaseOwner: null })
  } finally {
    await smtp.stop()
  }
}

export async function runTwoInstancesClaimOnce(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const readers = await Promise.all([member('en', 'One'), member('en', 'Two'), member('en', 'Three')])
    const event = await queuedEvent()
    const queued = []
    for (const reader of readers) queued.push((await rsvpConfirmed(reader.id, event)).outboxId!)
    const a = await worker(smtp.url, 'instance-a').create()
    const b = await worker(smtp.url, 'instance-b').create()
    // Both instances' rounds at once: each claim is one UPDATE … RETURNING, so no row is claimed twice.
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()])
    await Promise.all([a.stop(), b.stop()])
    for (const reader of readers) expect(to(smtp.messages, reader.email)).toHaveLength(1)
    const database = await getDatabase()
    const rows = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, queued))
    expect(rows.map((row) => [row.state, row.attempts])).toEqual(queued.map(() => ['sent', 1]))
  } finally {
    await smtp.stop()
  }
}

export async function runGivesUpVisibly(admin: AdminUser): Promise<void> {
  const port = await freePort()
  const reader = await member('en')
  const { outboxId } = await rsvpConfirmed(reader.id, await queuedEvent())
  const { clock, create } = worker(`smtp://127.0.0.1:${port}`, 'instance-a')
  const sender = await create()
  await sender.tick()
  expect((await outboxRow(outboxId!)).state).toBe('queued')
  // A day later the server is still down: the next failed attempt is the last.
  clock.now = new Date(clock.now.getTime() + OUTBOX_DEFAULTS.giveUpAfterMs + HOUR)
  await sender.tick()
  await sender.stop()
  const failed = await outboxRow(outboxId!)
  expect(failed).toMatchObject({ state: 'failed', attempts: 2, leaseOwner: null })
  expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION/)

  // Admins see it: state, attempts and the error, and the e-mail as it would have gone out.
  const page = await listOutboxForAdmin(admin, { page: 1, q: reader.email })
  expect(page.items).toEqual([expect.objectContaining({ id: outboxId, state: 'failed', attempts: 2, lastError: failed.lastError })])
  expect(page.counts.failed).toBeGreaterThanOrEqual(1)
  const view = await outboxLoader(routeArgs(getRequest(`/admin/outbox?q=${encodeURIComponent(reader.email)}&view=${outboxId}`), { user: admin }))
  expect(view.page.items[0]).toMatchObject({ id: outboxId, state: 'failed' })
  expect(view.view?.subject).toBe(failed.subject)
  // The panel renders with this server's origin (APP_ORIGIN; unset in the tests: the server's own address).
  expect(view.view?.html).toContain(`${mailConfig().origin}/events/`)
  expect(view.view?.html).toContain(`${mailConfig().origin}/unsubscribe?token=redacted`)
  expect(view.view?.html).not.toMatch(/unsubscribe\?token=\d/)
  await expect(outboxMessageForAdmin(admin, 999_999_999)).rejects.toMatchObject({ status: 404 })
  // The page: an unknown e-mail is a 404, not an error.
  await expect(outboxLoader(routeArgs(getRequest('/admin/outbox?view=999999999'), { user: admin }))).rejects.toMatchObject({ init: { status: 404 } })
}

export async function runPermanentRefusalFailsAtOnce(): Promise<void> {
  const smtp = await startSmtp()
  try {
    smtp.rejectRecipients({ code: 550, message: 'No such user here' })
    const reader = await member('en')
    const { outboxId } = await rsvpConfirmed(reader.id, await queuedEvent())
    const sender = await worker(smtp.url, 'instance-a').create()
    await sender.tick()
    await sender.stop()
    const row = await outboxRow(outboxId!)
    expect(row).toMatchObject({ state: 'failed', attempts: 1 })
    expect(row.lastError).toContain('550')
  } finally {
    await smtp.stop()
  }
}

export async function runRolledBackLeavesNothing(): Promise<void> {
  const reader = await member('en')
  const event = await queuedEvent()
  const database = await getDatabase()
  await expect(
    database.transaction(async (tx) => {
      await notify(tx, { userId: reader.id, kind: 'rsvp-confirmed', data: { name: 'Mei', event } })
      throw new Error('the RSVP failed after the notification was written')
    }),
  ).rejects.toThrow('the RSVP failed')
  expect(await database.db.select().from(notifications).where(eq(notifications.userId, reader.id))).toEqual([])
  expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, reader.id))).toEqual([])
}

export async function runOneClickUnsubscribe(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const reader = await member('en')
    const event = await queuedEvent()
    await rsvpConfirmed(reader.id, event)
    const sender = await worker(smtp.url, 'instance-a').create()
    await sender.tick()
    await sender.stop()
    const [mail] = to(smtp.messages, reader.email)
    const address = (rawHeader(mail, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, '')
    const path = address.slice(ORIGIN.length)
    expect(path).toMatch(/^\/unsubscribe\?token=/)

    // Opening the link only asks (mail scanners follow links); it changes nothing.
    const asked = await unsubscribeLoader(routeArgs(getRequest(path)))
    expect(asked).toEqual({ state: 'ask', category: 'bookings' })
    expect((await rsvpConfirmed(reader.id, event)).outboxId).not.toBeNull()

    // The mail client's RFC 8058 POST, without any session.
    const oneClick = new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(await unsubscribeAction(routeArgs(oneClick))).toEqual({ state: 'done', category: 'bookings' })
    // Later booking mail: the in-app notification only. Essential mail still goes.
    const after = await rsvpConfirmed(reader.id, event)
    expect(after.outboxId).toBeNull()
    const database = await getDatabase()
    expect(await database.db.select().from(notifications).where(eq(notifications.id, after.notificationId))).toHaveLength(1)
    const welcome = await database.transaction((tx) => notify(tx, { userId: reader.id, kind: 'welcome', data: { name: 'Mei' } }))
    expect(welcome.outboxId).not.toBeNull()

    // A token that is not ours, or for another category or member, does nothing.
    const token = new URL(address).searchParams.get('token')!
    const [id, , mac] = token.split('.')
    for (const forged of [`${id}.news.${mac}`, `${Number(id) + 1}.bookings.${mac}`, 'nonsense', '']) {
      const request = new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' })
      const refused = (await unsubscribeAction(routeArgs(request))) as unknown as { init: ResponseInit; data: unknown }
      expect(refused.init?.status).toBe(400)
    }
  } finally {
    await smtp.stop()
  }
}

export async function runNotConfiguredIsLabelled(admin: AdminUser): Promise<void> {
  const reader = await member('en')
  await rsvpConfirmed(reader.id, await queuedEvent())
  // No SMTP_URL in the tests' environment: the panel says so, and the message waits, queued.
  const page = await listOutboxForAdmin(admin, { page: 1, q: reader.email })
  expect(page.configured).toBe(false)
  expect(page.items).toEqual([expect.objectContaining({ state: 'queued', attempts: 0 })])
}

export async function runAccountLanguage(): Promise<void> {
  const { signUp } = await import('~/services/auth.server')
  const { action: languageAction } = await import('~/routes/language')
  const { cookiePair, formRequest } = await import('./http')
  const { uniqueEmail } = await import('./factories')
  // At sign-up: the request's language (here Accept-Language).
  const request = new Request('http://localhost/signup-public', { headers: { 'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.5' } })
  const { user, headers } = await signUp(request, {
    email: uniqueEmail('lang'),
    password: 'a-long-enough-password-1',
    firstName: 'Min',
    lastName: 'Kim',
    userType: 'public',
  } as never)
  const database = await getDatabase()
  const language = async () => (await database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0]?.language
  expect(await language()).toBe('ko')
  // The language selector, signed in: the account's language follows the choice.
  const cookie = cookiePair(new Response(null, { headers: { 'Set-Cookie': headers.get('Set-Cookie') ?? '' } }))
  const response = await languageAction(routeArgs(formRequest('/language', { lang: 'ja', redirectTo: '/' }, { Cookie: cookie })))
  expect((response as Response).status).toBe(303)
  expect(await language()).toBe('ja')
}
