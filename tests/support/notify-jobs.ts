import { and, eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { expect } from 'vitest'
import { emailOutbox, notifications, profileClaims, resources, startupTeam, users } from '../../db/schema'
import type { NotificationKind, OptionalMailCategory } from '~/domain/notifications'
import type { AccountLanguage } from '~/domain/users'
import { setEmailPreference } from '~/models/notifications.server'
import { action as reviewAction } from '~/routes/api/admin/profile-claim'
import { action as applyAction } from '~/routes/api/job-apply'
import { action as moveAction } from '~/routes/api/job-application'
import { loader as contactApi } from '~/routes/api/resource-contact'
import { loader as claimSuccessLoader } from '~/routes/claim-success'
import { action as jobPageAction } from '~/routes/job/route'
import { loader as resourcePage } from '~/routes/resource'
import { getDatabase } from '~/server/db.server'
import { createOutboxWorker } from '~/server/mail/outbox-worker.server'
import { signPayload } from '~/server/payments/webhook.server'
import type { PublicUser } from '~/shared/user'
import type { SetupServer } from 'msw/node'
import type { FakeStripe } from '../mocks/stripe'
import { adminCookie, checkoutCompletedEvent, claimForm, member, paidClaim, postWebhook, submitClaim, unclaimedStartup, useFakeStripe as fakeStripeOn } from './claims'
import { createJob, createResource, createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { formRequest, getRequest, jsonRequest, settle } from './http'
import { startSmtp, type TestSmtp } from './smtp'

/**
 * Issue 40 item 3, second half (docs/decisions/0105): jobs, claims, payments and resources notify in the transaction
 * of their cause. Run on both drivers (notify-jobs.test.ts on the embedded file, notify-jobs-on-libsql.test.ts on
 * sqld). Each message goes through the real outbox worker to a real SMTP server and is parsed; the worker is ticked by
 * the test, no sleeps. Stripe is the fake on the real SDK path (MSW); MSW is closed only while the worker talks SMTP
 * (it intercepts every socket).
 */
const WEBHOOK_SECRET = 'whsec_test_notify'
const ORIGIN = 'https://startup.test'
let smtp: TestSmtp
let stripe: FakeStripe
/** The MSW server the setup file started (after `vi.resetModules()` an import of it here would be another instance). */
let mocks: { close(): void; listen(): void }

export async function startMail(): Promise<void> {
  smtp = await startSmtp()
}

export async function stopMail(): Promise<void> {
  await smtp.stop()
}

/** Before each test: a fresh fake Stripe on the test's MSW server, and how to switch that server off and on. */
export function prepareMocks(server: Pick<SetupServer, 'use'>, switches: { close(): void; listen(): void }): void {
  stripe = fakeStripeOn(server)
  mocks = switches
}

/** Sends everything queued: the worker's rounds, with MSW off for the SMTP sockets. */
async function deliver(): Promise<void> {
  mocks.close()
  try {
    const database = await getDatabase()
    const worker = await createOutboxWorker({ db: database.db, smtpUrl: smtp.url, from: 'Startup Asia <no-reply@startup.test>', origin: ORIGIN, owner: 'notify-test' })
    for (let round = 0; round < 5; round++) await worker.tick()
    await worker.stop()
  } finally {
    mocks.listen()
  }
}

function mailTo(email: string): ParsedMail[] {
  return smtp.messages.filter((message) => {
    const to = Array.isArray(message.to) ? message.to[0] : message.to
    return to?.value[0]?.address === email
  })
}

/** Every absolute link of a message (HTML hrefs and the text part). */
function linksOf(mail: ParsedMail): string[] {
  const hrefs = [...String(mail.html).matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
  const text = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((match) => match[0])
  return [...hrefs, ...text]
}

function header(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((line) => line.key === name.toLowerCase())?.line
}

async function inApp(userId: number, kind: NotificationKind) {
  const database = await getDatabase()
  return database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
}

async function queued(userId: number, kind: NotificationKind) {
  const database = await getDatabase()
  return database.db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, kind)))
}

async function speaks(user: PublicUser, language: AccountLanguage) {
  const database = await getDatabase()
  await database.db.update(users).set({ language }).where(eq(users.id, user.id))
}

async function switchOff(user: PublicUser, ...categories: OptionalMailCategory[]) {
  for (const category of categories) await setEmailPreference(user.id, category, false)
}

/** One message of this kind to this member, with every link absolute on the site and the one named among them. */
function expectOne(user: PublicUser, subject: string | RegExp, link: string): ParsedMail {
  const received = mailTo(user.email).filter((mail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '')))
  expect(received, `${user.email}: ${subject}`).toHaveLength(1)
  const links = linksOf(received[0]!)
  expect(links.length).toBeGreaterThan(1)
  expect(links.every((href) => href.startsWith(`${ORIGIN}/`)), links.join(' ')).toBe(true)
  expect(links).toContain(`${ORIGIN}${link}`)
  return received[0]!
}

/** Tells the founder (in Korean), the teammate and the claimed owner once each; a member who switched activity off gets the in-app row only. */
export async function runJobApplicationToTeam(): Promise<void> {
  const founder = await createUser({ firstName: 'Jisoo' })
  const teammate = await createUser({ firstName: 'Tomo' })
  const owner = await createUser({ firstName: 'Olu' })
  const quiet = await createUser({ firstName: 'Quinn' })
  const applicant = await createUser({ firstName: 'Ana', lastName: 'Lee' })
  const stranger = await createUser()
  await speaks(founder, 'ko')
  await switchOff(quiet, 'activity')
  const startup = await createStartup(founder, { name: 'Kimchi Labs', claimedByUserId: owner.id, subscriptionActive: true })
  const database = await getDatabase()
  await database.db.insert(startupTeam).values([
    { startupId: startup.id, userId: teammate.id, role: 'Engineer' },
    { startupId: startup.id, userId: quiet.id, role: 'Designer' },
  ])
  const job = await createJob(startup.id, { title: 'Fermentation Engineer' })
  const cookie = await signedInCookie(applicant)
  const apply = () =>
    applyAction(routeArgs(jsonRequest(`/api/jobs/${job.id}/apply`, 'POST', { note: 'I love kimchi.' }, { Cookie: cookie }), { params: { id: String(job.id) } }))
  expect((await apply()).status).toBe(201)
  // A second application is refused (409) in the same transaction: it notifies nobody.
  expect((await apply()).status).toBe(409)
  await deliver()

  const link = `/jobs/${job.id}`
  const korean = expectOne(founder, 'Ana Lee 님이 Fermentation Engineer에 지원했습니다', link)
  expect(korean.html).toMatch(/<html[^>]* lang="ko"/)
  expect(korean.text).toContain('Kimchi Labs')
  for (const reader of [teammate, owner]) expectOne(reader, 'Ana Lee applied to Fermentation Engineer', link)
  // Activity mail carries the one-click unsubscribe.
  expect(header(korean, 'List-Unsubscribe-Post')).toContain('List-Unsubscribe=One-Click')
  for (const reader of [founder, teammate, owner, quiet]) {
    expect(await inApp(reader.id, 'job-application')).toEqual([
      expect.objectContaining({ data: { jobId: job.id, job: 'Fermentation Engineer', applicant: 'Ana Lee' } }),
    ])
  }
  expect(mailTo(quiet.email)).toEqual([])
  expect(await queued(quiet.id, 'job-application')).toEqual([])
  expect(mailTo(applicant.email)).toEqual([])
  expect(await inApp(stranger.id, 'job-application')).toEqual([])
}

/** The job page’s form notifies as the API does; each move reaches the applicant once, a refused move nobody. */
export async function runApplicationStatus(): Promise<void> {
  const founder = await createUser({ firstName: 'Fen' })
  const applicant = await createUser({ firstName: 'Bea' })
  const startup = await createStartup(founder, { name: 'Noodle Works' })
  const job = await createJob(startup.id, { title: 'Line Cook Robotics' })
  const applied = await settle(async () => {
    const result = await jobPageAction(
      routeArgs(formRequest(`/jobs/${job.id}`, { intent: 'apply', note: 'Hello!' }, { Cookie: await signedInCookie(applicant) }), {
        params: { id: String(job.id) },
      }),
    )
    return result instanceof Response ? result : Response.json(result.data, { status: result.init?.status ?? 200 })
  })
  expect(applied.status).toBeLessThan(400)
  const database = await getDatabase()
  const [application] = await database.db.select({ id: sql<number>`id` }).from(sql`job_applications`).where(sql`job_id = ${job.id}`)
  const founderCookie = await signedInCookie(founder)
  // The API moves it to reviewing; the page's button to hired; a move back to reviewing is refused (409).
  const viaApi = await moveAction(
    routeArgs(jsonRequest(`/api/job-applications/${application!.id}`, 'PATCH', { status: 'reviewing' }, { Cookie: founderCookie }), {
      params: { id: String(application!.id) },
    }),
  )
  expect(viaApi.status).toBe(200)
  const viaPage = await settle(async () => {
    const result = await jobPageAction(
      routeArgs(formRequest(`/jobs/${job.id}`, { intent: 'move', applicationId: String(application!.id), status: 'hired' }, { Cookie: founderCookie }), {
        params: { id: String(job.id) },
      }),
    )
    return result instanceof Response ? result : Response.json(result.data, { status: result.init?.status ?? 200 })
  })
  expect(viaPage.status).toBeLessThan(400)
  const refused = await moveAction(
    routeArgs(jsonRequest(`/api/job-applications/${application!.id}`, 'PATCH', { status: 'reviewing' }, { Cookie: founderCookie }), {
      params: { id: String(application!.id) },
    }),
  )
  expect(refused.status).toBe(409)
  await deliver()

  expectOne(founder, 'Bea Member applied to Line Cook Robotics', `/jobs/${job.id}`)
  expectOne(applicant, 'Your application to Line Cook Robotics is being reviewed', '/dashboard')
  const hired = expectOne(applicant, 'Good news about your application to Line Cook Robotics', '/dashboard')
  expect(hired.text).toContain('Noodle Works marked you as hired for Line Cook Robotics')
  expect((await inApp(applicant.id, 'application-status')).map((row) => row.data.status)).toEqual(['reviewing', 'hired'])
  expect(mailTo(applicant.email)).toHaveLength(2)
}

/** Tells the claimer when the paid claim is received and when it is approved; a rival’s claim is rejected with the note. */
export async function runClaimDecisions(): Promise<void> {
  const { user, startupId, claimId } = await paidClaim()
  const rival = await paidClaim(startupId)
  const admin = await adminCookie()
  const review = (id: number, body: Record<string, string>) =>
    reviewAction(routeArgs(jsonRequest(`/api/admin/profile-claims/${id}`, 'PUT', body, { Cookie: admin.cookie }), { params: { id: String(id) } }))
  expect((await review(claimId, { status: 'approved' })).status).toBe(200)
  // The rival's claim was rejected by the approval (and refunded through the fake Stripe).
  expect(stripe.calls).toContain(`subscriptions.cancel ${rival.subscriptionId}`)
  await deliver()

  const [startupName] = (await (await getDatabase()).db.all(sql`select name from startups where id = ${startupId}`)) as Array<{ name: string }>
  const name = startupName!.name
  expectOne(user, `We received your claim for ${name}`, `/claim-profile/${startupId}`)
  expectOne(user, `Your claim for ${name} is approved`, `/startup/${startupId}`)
  expectOne(rival.user, `We received your claim for ${name}`, `/claim-profile/${startupId}`)
  expectOne(rival.user, `Your claim for ${name} was not approved`, `/claim-profile/${startupId}`)
  for (const kind of ['claim-received', 'claim-approved'] as const) expect(await inApp(user.id, kind)).toHaveLength(1)

  // An admin's own note reaches the claimer of a rejected claim.
  const third = await paidClaim()
  expect((await review(third.claimId, { status: 'rejected', adminComments: 'The proof names another company.' })).status).toBe(200)
  await deliver()
  const rejected = mailTo(third.user.email).find((mail) => /was not approved/.test(mail.subject ?? ''))
  expect(rejected?.text).toContain('The proof names another company.')
}

/** A claim paid through hosted Checkout is received once, however often the webhook and the success page confirm it. */
export async function runCheckoutReceivedOnce(): Promise<void> {
  const { user, cookie } = await member()
  const { id } = await unclaimedStartup()
  const { body } = await submitClaim(cookie, claimForm(id))
  expect(body.checkoutUrl).toBeTruthy()
  const session = [...stripe.sessions.values()].at(-1)!
  const payload = checkoutCompletedEvent(session, body.claimId!)
  const answers = await Promise.all(Array.from({ length: 3 }, () => postWebhook(payload, signPayload(payload, WEBHOOK_SECRET))))
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
  // The success page confirms it again: the claim is already paid, nobody is told twice.
  await settle(() => claimSuccessLoader(routeArgs(getRequest(`/claim-success/${id}?session_id=${session.id}`, { Cookie: cookie }), { params: { id: String(id) } }) as never))
  await deliver()
  expect(await inApp(user.id, 'claim-received')).toHaveLength(1)
  expect(mailTo(user.email).filter((mail) => /We received your claim/.test(mail.subject ?? ''))).toHaveLength(1)
  // The page now says the confirmation e-mail was sent.
  const page = (await claimSuccessLoader(routeArgs(getRequest(`/claim-success/${id}`, { Cookie: cookie }), { params: { id: String(id) } }) as never)) as { mail: string }
  expect(page.mail).toBe('sent')
  await switchOff(user, 'applications')
  const off = (await claimSuccessLoader(routeArgs(getRequest(`/claim-success/${id}`, { Cookie: cookie }), { params: { id: String(id) } }) as never)) as { mail: string }
  expect(off.mail).toBe('off')
}

/** An approval rolled back after its notification was written sends nothing. */
export async function runRolledBackApproval(): Promise<void> {
  const { user, claimId, startupId } = await paidClaim()
  const database = await getDatabase()
  // The last statement of the approval fails (after notify wrote its rows): the whole transaction rolls back.
  await database.db.run(
    sql.raw(`create trigger fail_claim_approved before insert on admin_audit_log when new.action = 'claim-approved' begin select raise(abort, 'audit refused'); end`),
  )
  try {
    const admin = await adminCookie()
    const answer = await settle(() =>
      reviewAction(routeArgs(jsonRequest(`/api/admin/profile-claims/${claimId}`, 'PUT', { status: 'approved' }, { Cookie: admin.cookie }), { params: { id: String(claimId) } })),
    )
    expect(answer.status).toBeGreaterThanOrEqual(400)
  } finally {
    await database.db.run(sql.raw('drop trigger fail_claim_approved'))
  }
  const [claim] = await database.db.select().from(profileClaims).where(eq(profileClaims.id, claimId))
  expect(claim?.status).toBe('pending')
  expect(await inApp(user.id, 'claim-approved')).toEqual([])
  expect(await queued(user.id, 'claim-approved')).toEqual([])
  await deliver()
  expect(mailTo(user.email).filter((mail) => /approved/.test(mail.subject ?? ''))).toEqual([])
  expect(startupId).toBeGreaterThan(0)
}

/** Sends each once, even to an owner who switched every optional category off; a repeated event tells nobody again. */
export async function runPaymentsOnce(): Promise<void> {
  const { user, startupId, claimId, subscriptionId } = await paidClaim()
  const admin = await adminCookie()
  expect(
    (await reviewAction(routeArgs(jsonRequest(`/api/admin/profile-claims/${claimId}`, 'PUT', { status: 'approved' }, { Cookie: admin.cookie }), { params: { id: String(claimId) } }))).status,
  ).toBe(200)
  await switchOff(user, 'activity', 'bookings', 'applications', 'news')
  const send = async (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ object: 'event', ...event })
    const answer = await postWebhook(payload, signPayload(payload, WEBHOOK_SECRET))
    expect(answer.status).toBe(200)
  }
  const failed = {
    id: `evt_failed_${claimId}`,
    type: 'invoice.payment_failed',
    data: { object: { id: 'in_failed', object: 'invoice', parent: { subscription_details: { subscription: subscriptionId } } } },
  }
  await send(failed)
  await send(failed)
  const lapsed = {
    id: `evt_lapsed_${claimId}`,
    type: 'customer.subscription.updated',
    data: { object: { id: subscriptionId, object: 'subscription', status: 'past_due', ended_at: null, items: { data: [] } } },
  }
  await send(lapsed)
  await send(lapsed)
  // Deleted after the lapse: the subscription had already stopped running, so the owner is not told again.
  await send({
    id: `evt_deleted_${claimId}`,
    type: 'customer.subscription.deleted',
    data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled', ended_at: Math.floor(Date.now() / 1000) } },
  })
  await deliver()

  const [row] = (await (await getDatabase()).db.all(sql`select name from startups where id = ${startupId}`)) as Array<{ name: string }>
  const paymentFailed = expectOne(user, `The payment for ${row!.name} failed`, `/startup/${startupId}`)
  const ended = expectOne(user, `Your subscription for ${row!.name} has ended`, `/claim-profile/${startupId}`)
  // Essential: no unsubscribe.
  for (const mail of [paymentFailed, ended]) expect(header(mail, 'List-Unsubscribe')).toBeUndefined()
  expect(await inApp(user.id, 'payment-failed')).toHaveLength(1)
  expect(await inApp(user.id, 'subscription-ended')).toHaveLength(1)
}

/** The page and the API both tell the owner, once per member and listing a day; the owner’s own reveal tells nobody. */
export async function runContactRequest(): Promise<void> {
  const owner = await createUser({ firstName: 'Ola' })
  await speaks(owner, 'ja')
  const first = await createUser({ firstName: 'Kai', lastName: 'Tan' })
  const second = await createUser({ firstName: 'Mina', lastName: 'Cho' })
  const listing = await createResource({ name: 'Harbour Mentors', email: 'hello@harbour.example', isActive: true })
  const database = await getDatabase()
  await database.db.update(resources).set({ submittedById: owner.id }).where(eq(resources.id, listing.id))
  const page = async (user: PublicUser) =>
    resourcePage(
      routeArgs(getRequest(`/resources/${listing.id}?contact=reveal`, { Cookie: await signedInCookie(user) }), { params: { id: String(listing.id) } }) as never,
    ) as Promise<{ contact: { email: string | null } | null }>
  const api = async (user: PublicUser) =>
    contactApi(routeArgs(getRequest(`/api/resources/${listing.id}/contact`, { Cookie: await signedInCookie(user) }), { params: { id: String(listing.id) } }))
  expect((await page(first)).contact?.email).toBe('hello@harbour.example')
  expect((await api(first)).status).toBe(200)
  expect((await api(second)).status).toBe(200)
  expect((await page(owner)).contact?.email).toBe('hello@harbour.example')
  await deliver()

  const rows = await inApp(owner.id, 'resource-contact')
  expect(rows.map((row) => row.data.requester)).toEqual(['Kai Tan', 'Mina Cho'])
  const mails = mailTo(owner.email)
  expect(mails.map((mail) => mail.subject)).toEqual(['Harbour Mentors の連絡先がリクエストされました', 'Harbour Mentors の連絡先がリクエストされました'])
  for (const mail of mails) {
    expect(mail.html).toMatch(/<html[^>]* lang="ja"/)
    expect(linksOf(mail)).toContain(`${ORIGIN}/resources/${listing.id}`)
    expect(linksOf(mail).every((href) => href.startsWith(`${ORIGIN}/`))).toBe(true)
    // The requester's name, never their address.
    expect(mail.text).not.toContain(first.email)
    expect(mail.text).not.toContain(second.email)
  }
}
