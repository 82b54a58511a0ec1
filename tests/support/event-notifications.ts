import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { matchPath } from 'react-router'
import { expect } from 'vitest'
import { cohortApplications, cohorts, emailOutbox, emailPreferences, eventRsvps, notifications, users, workspaceBookings } from '../../db/schema'
import type { NotificationKind } from '~/domain/notifications'
import type { AccountLanguage } from '~/domain/users'
import { deleteUserAsAdmin } from '~/models/admin.server'
import { createBooking } from '~/models/bookings.server'
import { rsvpToEvent } from '~/models/events.server'
import routes from '~/routes'
import { action as adminBookingsAction } from '~/routes/admin/bookings'
import { action as adminProgramsAction } from '~/routes/admin/programs'
import { action as apiRsvp } from '~/routes/api/event-rsvp'
import { action as apiBooking } from '~/routes/api/workspace-booking'
import { action as apiBookings } from '~/routes/api/workspace-bookings'
import { action as eventPageAction } from '~/routes/events/detail'
import { action as workspacePageAction } from '~/routes/workspace/route'
import { getDatabase } from '~/server/db.server'
import { createOutboxWorker } from '~/server/mail/outbox-worker.server'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import type { PublicUser } from '~/shared/user'
import { createEvent, createUser, createWorkspace, routeArgs, signedInCookie } from './factories'
import { formRequest, jsonRequest, settle } from './http'
import { startSmtp, type TestSmtp } from './smtp'

/**
 * The e-mails and in-app notifications of RSVPs, workspace bookings and program decisions (issue 40 item 3,
 * docs/decisions/0104), run on both drivers (notifications-events.test.ts on the embedded file,
 * notifications-events-on-libsql.test.ts on sqld): each cause driven through its page and its /api twin, the outbox
 * delivered by the worker's `tick()` to a real SMTP server, each message parsed with mailparser.
 */
const ORIGIN = 'https://startup.test'
const DAY = 86_400_000

interface Member {
  user: PublicUser
  cookie: string
}

async function member(language: AccountLanguage, firstName = 'Mei'): Promise<Member> {
  const user = await createUser({ firstName })
  const database = await getDatabase()
  await database.db.update(users).set({ language }).where(eq(users.id, user.id))
  return { user, cookie: await signedInCookie(user) }
}

/** Every queued message goes out: a few rounds of the worker (10 a round). */
async function deliver(smtp: TestSmtp): Promise<void> {
  const database = await getDatabase()
  const worker = createOutboxWorker({ db: database.db, smtpUrl: smtp.url, from: 'Startup Asia <no-reply@startup.test>', origin: ORIGIN, owner: 'test' })
  for (let round = 0; round < 20; round++) {
    const { claimed } = await worker.tick()
    if (claimed === 0) break
  }
  await worker.stop()
}

const to = (smtp: TestSmtp, email: string) =>
  smtp.messages.filter((message) => {
    const address = Array.isArray(message.to) ? message.to[0] : message.to
    return address?.value[0]?.address === email
  })

async function kinds(userId: number): Promise<NotificationKind[]> {
  const database = await getDatabase()
  const rows = await database.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)
  return rows.map((row) => row.kind)
}

async function outboxCount(userId: number): Promise<number> {
  const database = await getDatabase()
  return (await database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.userId, userId))).length
}

/** The route table's paths, flattened (layouts have none). */
function routePaths(entries: readonly { path?: string; children?: readonly unknown[] }[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? base : `${base}/${entry.path}`.replace(/\/+/g, '/')
    const here = entry.path !== undefined || (entry as { index?: boolean }).index ? [path || '/'] : []
    return [...here, ...routePaths((entry.children ?? []) as never, path)]
  })
}
const PATHS = routePaths(routes as never)

/**
 * Every link of the e-mail (HTML and text) is absolute on the site and leads to a page of the route table; returns
 * their paths.
 */
function linkPaths(mail: ParsedMail): string[] {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  const inText = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0])
  const found = [...hrefs, ...inText]
  expect(found.length).toBeGreaterThan(2)
  return found.map((link) => {
    expect(link.startsWith(`${ORIGIN}/`), link).toBe(true)
    const { pathname } = new URL(link)
    expect(PATHS.some((pattern) => matchPath(pattern, pathname)), pathname).toBe(true)
    return pathname
  })
}

function calendar(mail: ParsedMail, filename: string): string {
  const ics = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar')
  expect(ics?.filename).toBe(filename)
  return ics!.content.toString('utf8')
}

function rsvpVia(door: 'page' | 'api', who: Member, eventId: number, status: string) {
  if (door === 'api') {
    return apiRsvp(routeArgs(jsonRequest(`/api/events/${eventId}/rsvp`, 'POST', { status }, { Cookie: who.cookie }), { params: { id: String(eventId) } }))
  }
  const request = formRequest(`/events/${eventId}`, { intent: 'rsvp', status }, { Cookie: who.cookie })
  return settle(() => eventPageAction(routeArgs(request, { params: { id: String(eventId) } }) as never))
}

export async function runRsvpNotifications(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const organizer = await createUser()
    const { id, title } = await createEvent(organizer, { maxAttendees: 1, location: 'Tokyo', venue: 'Shibuya Hall' })
    const aiko = await member('ja', 'Aiko')
    const ben = await member('en', 'Ben')
    const chen = await member('zh', 'Chen')

    // Aiko takes the seat on the page; Ben and Chen join the waitlist through the API.
    expect((await rsvpVia('page', aiko, id, 'attending')).status).toBe(302)
    expect((await rsvpVia('api', ben, id, 'attending')).status).toBe(200)
    expect((await rsvpVia('api', chen, id, 'attending')).status).toBe(200)
    // Asking again changes nothing and tells nobody anything new.
    expect((await rsvpVia('page', ben, id, 'attending')).status).toBe(302)
    expect((await rsvpVia('api', aiko, id, 'attending')).status).toBe(200)
    // Aiko gives her seat back through the API: Ben, first in line, takes it.
    expect((await rsvpVia('api', aiko, id, 'not_attending')).status).toBe(200)
    // Ben gives it back on the page: Chen takes it.
    expect((await rsvpVia('page', ben, id, 'not_attending')).status).toBe(302)

    expect(await kinds(aiko.user.id)).toEqual(['rsvp-confirmed'])
    expect(await kinds(ben.user.id)).toEqual(['rsvp-waitlisted', 'rsvp-promoted'])
    expect(await kinds(chen.user.id)).toEqual(['rsvp-waitlisted', 'rsvp-promoted'])
    const database = await getDatabase()
    const [inApp] = await database.db.select().from(notifications).where(eq(notifications.userId, aiko.user.id))
    expect(inApp?.data).toEqual({ eventId: id, event: title })

    await deliver(smtp)
    // Each message once, to its member, in the member's language.
    const [confirmed, ...moreForAiko] = to(smtp, aiko.user.email)
    expect(moreForAiko).toHaveLength(0)
    expect(confirmed!.subject).toBe(`${title} への参加が確定しました`)
    expect(confirmed!.html).toMatch(/<html[^>]* lang="ja"/)
    expect(linkPaths(confirmed!)).toContain(`/events/${id}`)
    expect(calendar(confirmed!, 'event.ics')).toMatch(/STATUS:CONFIRMED/)

    const forBen = to(smtp, ben.user.email)
    expect(forBen.map((mail) => mail.subject)).toEqual([`You are on the waitlist for ${title}`, `A seat at ${title} is yours`])
    expect(forBen[0]!.text).toContain('Your place in line: 1')
    expect(calendar(forBen[0]!, 'event.ics')).toMatch(/STATUS:TENTATIVE/)
    expect(calendar(forBen[1]!, 'event.ics')).toMatch(/STATUS:CONFIRMED/)
    expect(calendar(forBen[1]!, 'event.ics')).toContain(`UID:event-${id}@startup.asia`)
    for (const mail of forBen) expect(linkPaths(mail)).toContain(`/events/${id}`)

    const forChen = to(smtp, chen.user.email)
    expect(forChen.map((mail) => mail.subject)).toEqual([`您已进入 ${title} 的候补名单`, `您获得了 ${title} 的名额`])
    expect(forChen[0]!.text).toContain('第 2 位')
    expect(forChen[1]!.html).toMatch(/<html[^>]* lang="zh"/)
  } finally {
    await smtp.stop()
  }
}

/** An admin deletes an attending member's account: the first on the waitlist takes the seat and is told. */
export async function runPromotionOnAccountDeletion(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const admin = await createUser({ userType: 'admin' })
    const { id, title } = await createEvent(null, { maxAttendees: 1 })
    const leaver = await member('en', 'Leo')
    const waiting = await member('ko', 'Jisoo')
    await rsvpToEvent(leaver.user, id, 'attending')
    expect((await rsvpToEvent(waiting.user, id, 'attending')).status).toBe('waitlisted')
    await deleteUserAsAdmin(admin, leaver.user.id)
    expect(await kinds(waiting.user.id)).toEqual(['rsvp-waitlisted', 'rsvp-promoted'])
    await deliver(smtp)
    expect(to(smtp, waiting.user.email).map((mail) => mail.subject)).toEqual([
      `${title} 대기자 명단에 등록되었습니다`,
      `${title} 자리가 배정되었습니다`,
    ])
  } finally {
    await smtp.stop()
  }
}

function day(days: number): string {
  return formatLocalDate(instantToLocal(new Date(Date.now() + days * DAY), 'Asia/Singapore'))
}

async function bookingIds(userId: number): Promise<number[]> {
  const database = await getDatabase()
  const rows = await database.db.select({ id: workspaceBookings.id }).from(workspaceBookings).where(eq(workspaceBookings.userId, userId)).orderBy(workspaceBookings.id)
  return rows.map((row) => row.id)
}

export async function runBookingNotifications(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const { id: room } = await createWorkspace()
    const minji = await member('ko', 'Minji')
    const date = day(20)
    // Booked on the page and through the API, then cancelled through the API and on the page.
    const page = await settle(() =>
      workspacePageAction(
        routeArgs(formRequest('/workspace', { intent: 'book', workspaceId: String(room), startTime: `${date}T10:00`, endTime: `${date}T11:00` }, { Cookie: minji.cookie })),
      ),
    )
    expect(page.status).toBe(302)
    const api = await apiBookings(
      routeArgs(jsonRequest('/api/workspace-bookings', 'POST', { workspaceId: room, startTime: `${date}T14:00`, endTime: `${date}T15:30` }, { Cookie: minji.cookie })),
    )
    expect(api.status).toBe(201)
    const [first, second] = await bookingIds(minji.user.id)
    const cancelled = await apiBooking(
      routeArgs(jsonRequest(`/api/workspace-bookings/${first}`, 'PATCH', { status: 'cancelled' }, { Cookie: minji.cookie }), { params: { id: String(first) } }),
    )
    expect(cancelled.status).toBe(200)
    const cancelledOnPage = await settle(() =>
      workspacePageAction(
        routeArgs(formRequest('/workspace', { intent: 'cancel', bookingId: String(second), status: 'cancelled' }, { Cookie: minji.cookie })),
      ),
    )
    expect(cancelledOnPage.status).toBe(302)
    // A second cancel is refused (409) and tells nobody anything.
    const again = await apiBooking(
      routeArgs(jsonRequest(`/api/workspace-bookings/${first}`, 'PATCH', { status: 'cancelled' }, { Cookie: minji.cookie }), { params: { id: String(first) } }),
    )
    expect(again.status).toBe(409)
    expect(await kinds(minji.user.id)).toEqual(['booking-confirmed', 'booking-confirmed', 'booking-cancelled', 'booking-cancelled'])

    // An admin cancels another member's booking.
    const admin = await createUser({ userType: 'admin' })
    const omar = await member('en', 'Omar')
    const booking = await createBooking(omar.user, { workspaceId: room, startTime: `${day(21)}T09:00`, endTime: `${day(21)}T10:00` } as never)
    const byAdmin = await settle(() =>
      adminBookingsAction(routeArgs(formRequest('/admin/bookings', { intent: 'cancel', id: String(booking.id) }), { user: admin })),
    )
    expect(byAdmin.status).toBe(302)
    expect(await kinds(omar.user.id)).toEqual(['booking-confirmed', 'booking-cancelled'])

    await deliver(smtp)
    const forMinji = to(smtp, minji.user.email)
    expect(forMinji).toHaveLength(4)
    const workspaceName = forMinji[0]!.subject!.replace(/ 예약이 확정되었습니다$/, '')
    expect(forMinji.map((mail) => mail.subject)).toEqual([
      `${workspaceName} 예약이 확정되었습니다`,
      `${workspaceName} 예약이 확정되었습니다`,
      `${workspaceName} 예약이 취소되었습니다`,
      `${workspaceName} 예약이 취소되었습니다`,
    ])
    expect(forMinji[0]!.html).toMatch(/<html[^>]* lang="ko"/)
    for (const mail of forMinji) expect(linkPaths(mail)).toContain('/workspace')
    const confirmedIcs = calendar(forMinji[0]!, 'booking.ics')
    expect(confirmedIcs).toContain(`UID:workspace-booking-${first}@startup.asia`)
    expect(confirmedIcs).toMatch(/STATUS:CONFIRMED/)
    const cancelledIcs = calendar(forMinji[2]!, 'booking.ics')
    expect(cancelledIcs).toContain(`UID:workspace-booking-${first}@startup.asia`)
    expect(cancelledIcs).toMatch(/STATUS:CANCELLED/)
    expect(cancelledIcs).toMatch(/SEQUENCE:1/)

    const forOmar = to(smtp, omar.user.email)
    expect(forOmar.map((mail) => mail.subject)).toEqual([`Your booking of ${workspaceName} is confirmed`, `Your booking of ${workspaceName} is cancelled`])
    expect(forOmar[1]!.text).toContain('An administrator of Startup Asia cancelled your booking')
    expect(calendar(forOmar[1]!, 'booking.ics')).toContain(`UID:workspace-booking-${booking.id}@startup.asia`)
  } finally {
    await smtp.stop()
  }
}

async function applicationTo(cohortId: number, userId: number): Promise<number> {
  const database = await getDatabase()
  const [row] = await database.db.insert(cohortApplications).values({ cohortId, userId, motivationLetter: 'Please take us.' }).returning()
  return row!.id
}

export async function runProgramNotifications(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const admin = await createUser({ userType: 'admin' })
    const database = await getDatabase()
    const [cohort] = await database.db
      .insert(cohorts)
      .values({ name: `Cohort ${Math.random().toString(36).slice(2, 8)}`, program: 'accelerator', maxParticipants: 1, currentParticipants: 0 })
      .returning()
    const wei = await member('zh', 'Wei')
    const rita = await member('en', 'Rita')
    const late = await member('en', 'Lee')
    const accepted = await applicationTo(cohort!.id, wei.user.id)
    const rejected = await applicationTo(cohort!.id, rita.user.id)
    const refused = await applicationTo(cohort!.id, late.user.id)
    const moderate = (intent: string, id: number, notes = '') =>
      adminProgramsAction(routeArgs(formRequest('/admin/programs', { intent, id: String(id), notes }), { user: admin }))
    expect((await settle(() => moderate('accept', accepted))).status).toBe(302)
    expect((await settle(() => moderate('reject', rejected, 'Internal: weak traction, do not share'))).status).toBe(302)
    // The cohort is full now: accepting the third is refused (409) and rolled back, and tells nobody anything.
    expect(((await moderate('accept', refused)) as unknown as { init: ResponseInit }).init.status).toBe(409)
    const [still] = await database.db.select({ status: cohortApplications.status }).from(cohortApplications).where(eq(cohortApplications.id, refused))
    expect(still?.status).toBe('pending')

    expect(await kinds(wei.user.id)).toEqual(['program-accepted'])
    expect(await kinds(rita.user.id)).toEqual(['program-rejected'])
    expect(await kinds(late.user.id)).toEqual([])

    await deliver(smtp)
    const [welcome, ...more] = to(smtp, wei.user.email)
    expect(more).toHaveLength(0)
    expect(welcome!.subject).toBe(`您已被 ${cohort!.name} 录取`)
    expect(welcome!.html).toMatch(/<html[^>]* lang="zh"/)
    expect(linkPaths(welcome!)).toContain(`/programs/${cohort!.id}`)
    const [sorry, ...moreForRita] = to(smtp, rita.user.email)
    expect(moreForRita).toHaveLength(0)
    expect(sorry!.subject).toBe(`Your application to ${cohort!.name}`)
    expect(linkPaths(sorry!)).toContain('/programs')
    // The admin's review notes stay with the admins.
    expect(`${sorry!.html}${sorry!.text}`).not.toContain('weak traction')
    expect(to(smtp, late.user.email)).toHaveLength(0)
  } finally {
    await smtp.stop()
  }
}

export async function runCategoryOffKeepsInApp(): Promise<void> {
  const smtp = await startSmtp()
  try {
    const database = await getDatabase()
    const quiet = await member('en', 'Quinn')
    await database.db.insert(emailPreferences).values({ userId: quiet.user.id, category: 'bookings', email: false })
    const { id } = await createEvent(null, { maxAttendees: 5 })
    expect((await rsvpVia('api', quiet, id, 'attending')).status).toBe(200)
    const { id: room } = await createWorkspace()
    await createBooking(quiet.user, { workspaceId: room, startTime: `${day(22)}T10:00`, endTime: `${day(22)}T11:00` } as never)
    // Applications are a category of their own: still on.
    const [cohort] = await database.db.insert(cohorts).values({ name: 'Quiet cohort', program: 'accelerator', maxParticipants: 5 }).returning()
    const admin = await createUser({ userType: 'admin' })
    const application = await applicationTo(cohort!.id, quiet.user.id)
    await settle(() => adminProgramsAction(routeArgs(formRequest('/admin/programs', { intent: 'accept', id: String(application) }), { user: admin })))

    expect(await kinds(quiet.user.id)).toEqual(['rsvp-confirmed', 'booking-confirmed', 'program-accepted'])
    await deliver(smtp)
    expect(to(smtp, quiet.user.email).map((mail) => mail.subject)).toEqual(['You are accepted into Quiet cohort'])
  } finally {
    await smtp.stop()
  }
}

/** The work fails with `pattern` in its error or the error's causes (drizzle wraps a driver's error on libsql). */
async function failsWith(work: () => Promise<unknown>, pattern: RegExp): Promise<void> {
  try {
    await work()
  } catch (error) {
    const messages: string[] = []
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) messages.push(cause.message)
    expect(messages.join('\n')).toMatch(pattern)
    return
  }
  throw new Error('expected the work to fail')
}

/**
 * The notification is written in the cause's transaction: when that transaction fails after the e-mail was queued,
 * the cause, the in-app row and the e-mail all go. (A trigger makes the outbox insert fail for this one member.)
 */
export async function runRolledBackCauseSendsNothing(): Promise<void> {
  const smtp = await startSmtp()
  const database = await getDatabase()
  const doomed = await member('en', 'Dora')
  const trigger = `outbox_refuses_${doomed.user.id}`
  await database.db.run(
    sql.raw(
      `CREATE TRIGGER ${trigger} AFTER INSERT ON email_outbox WHEN new.user_id = ${doomed.user.id} ` +
        `BEGIN SELECT RAISE(ABORT, 'the cause failed after its e-mail was queued'); END`,
    ),
  )
  try {
    const { id } = await createEvent(null, { maxAttendees: 5 })
    await failsWith(() => rsvpToEvent(doomed.user, id, 'attending'), /the cause failed/)
    const { id: room } = await createWorkspace()
    await failsWith(
      () => createBooking(doomed.user, { workspaceId: room, startTime: `${day(23)}T10:00`, endTime: `${day(23)}T11:00` } as never),
      /the cause failed/,
    )

    expect(await database.db.select().from(eventRsvps).where(eq(eventRsvps.userId, doomed.user.id))).toEqual([])
    expect(await bookingIds(doomed.user.id)).toEqual([])
    expect(await kinds(doomed.user.id)).toEqual([])
    expect(await outboxCount(doomed.user.id)).toBe(0)
    await deliver(smtp)
    expect(to(smtp, doomed.user.email)).toHaveLength(0)
  } finally {
    await database.db.run(sql.raw(`DROP TRIGGER IF EXISTS ${trigger}`))
    await smtp.stop()
  }
}
