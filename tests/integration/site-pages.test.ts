import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { emailOutbox, eventRsvps, jobApplications, memberPreferences, sessions, startupTeam } from '../../db/schema'
import { CONTACT_MESSAGES_PER_HOUR, CONTACT_SENT, TOO_MANY_CONTACT_MESSAGES } from '~/domain/contact'
import { action as contactApi } from '~/routes/api/contact'
import { action as contactAction, loader as contactLoader } from '~/routes/contact'
import { loader as privacyLoader } from '~/routes/privacy'
import { loader as termsLoader } from '~/routes/terms'
import { getDatabase, getDb } from '~/server/db.server'
import { createOutboxWorker } from '~/server/mail/outbox-worker.server'
import { withoutMocks } from '../mocks/server'
import { createEvent, createJob, createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { startInProcessServer, type InProcessServer } from '../support/query-count'
import { startSmtp, type TestSmtp } from '../support/smtp'

// Issue 46 item 8 (docs/decisions/0124-legal-pages-contact-and-data-export.md): the footer's links, the site's own
// pages, the contact form and its /api twin (a real e-mail through the outbox to a real SMTP server), and the member's
// data download. One database, one in-process server and one SMTP server for the file; no sleeps.
const OPERATOR = vi.hoisted(() => {
  process.env.CONTACT_EMAIL = 'hello@startup.test'
  return 'hello@startup.test'
})

withoutMocks()

let server: InProcessServer
let smtp: TestSmtp

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startInProcessServer()
})

afterAll(async () => {
  await server?.close()
  await smtp?.stop()
})

const contactFields = (overrides: Record<string, string> = {}) => ({
  name: 'Mei Tan',
  email: 'mei.tan@example.com',
  topic: 'partnership',
  message: 'We run a coworking space in Penang and would like to list it on the platform.',
  ...overrides,
})

/** Every message queued to the operator, oldest first. */
async function operatorMail() {
  const db = await getDb()
  return db.select().from(emailOutbox).where(eq(emailOutbox.recipient, OPERATOR)).orderBy(emailOutbox.id)
}

describe('the footer', () => {
  it('links to no "#" and to no page that is not there: every footer link answers 200', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? ''
    const hrefs = [...footer.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!)
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/contact', '/privacy', '/terms']))
    expect(hrefs.filter((target) => !target.startsWith('/'))).toEqual([])
    for (const target of new Set(hrefs)) expect((await fetch(server.url + target)).status, target).toBe(200)
  })
})

describe('the site pages', () => {
  it('answer with a title and a description, in the page language, naming the operator’s address', async () => {
    for (const [path, title] of [
      ['/about', 'About | Startup Asia'],
      ['/contact', 'Contact | Startup Asia'],
      ['/privacy', 'Privacy Policy | Startup Asia'],
      ['/terms', 'Terms of Service | Startup Asia'],
    ] as const) {
      const html = await (await fetch(server.url + path)).text()
      expect(html, path).toContain(`<title>${title}</title>`)
      expect(html, path).toMatch(/<meta name="description" content="[^"]{60,}"/)
    }
    const privacy = await (await fetch(`${server.url}/privacy?lng=ko`)).text()
    expect(privacy).toContain('개인정보 처리방침')
    expect(privacy).toContain('PIPA')
    expect(privacy).toContain(OPERATOR)
    expect(privacyLoader(routeArgs(getRequest('/privacy')))).toEqual({ contactEmail: OPERATOR })
    expect(termsLoader(routeArgs(getRequest('/terms')))).toEqual({ contactEmail: OPERATOR })
    expect(contactLoader(routeArgs(getRequest('/contact')))).toEqual({ contactEmail: OPERATOR })
    // Pages without a form refuse a post.
    expect((await fetch(`${server.url}/terms`, { method: 'POST', headers: { Origin: server.url } })).status).toBe(405)
  })
})

describe('the contact form and POST /api/contact', () => {
  it('queues one e-mail to the operator that arrives with the message and a Reply-To of the sender', async () => {
    const before = (await operatorMail()).length
    const response = await settle(() => contactAction(routeArgs(formRequest('/contact', contactFields()), { clientIp: '198.51.100.1' })))
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/contact?sent=1')
    const api = await contactApi(routeArgs(jsonRequest('/api/contact', 'POST', contactFields({ topic: 'press' })), { clientIp: '198.51.100.2' }))
    expect(api.status).toBe(200)
    expect(await api.json()).toEqual({ message: CONTACT_SENT })
    const queued = (await operatorMail()).slice(before)
    expect(queued.map((row) => [row.template, row.userId, row.category, row.state])).toEqual([
      ['contact-message', null, 'essential', 'queued'],
      ['contact-message', null, 'essential', 'queued'],
    ])
    expect(queued[0]!.subject).toBe('[Contact · Partnerships] Mei Tan')

    const worker = createOutboxWorker({ db: (await getDatabase()).db, smtpUrl: smtp.url, from: 'Startup Asia <no-reply@startup.test>', origin: 'https://startup.test' })
    await worker.tick()
    await worker.stop()
    const delivered = smtp.messages.filter((mail) => mail.subject?.startsWith('[Contact'))
    expect(delivered).toHaveLength(2)
    const [mail] = delivered
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value[0]?.address : null).toBe(OPERATOR)
    expect(mail!.replyTo?.value[0]?.address).toBe('mei.tan@example.com')
    expect(mail!.text).toContain('We run a coworking space in Penang')
    expect(mail!.headers.get('list-unsubscribe')).toBeUndefined()
    // Nothing goes to the address the visitor typed.
    expect(smtp.messages.some((message) => JSON.stringify(message.to).includes('mei.tan@example.com'))).toBe(false)
  })

  it('answers bad input with 400 and every value kept, on both doors', async () => {
    const fields = contactFields({ email: 'not-an-address', message: 'Too short' })
    const page = (await contactAction(routeArgs(formRequest('/contact', fields), { clientIp: '198.51.100.3' }))) as unknown as {
      init: { status: number }
      data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }
    }
    expect(page.init.status).toBe(400)
    expect(page.data.result.initialValue).toMatchObject({ name: 'Mei Tan', email: 'not-an-address', topic: 'partnership', message: 'Too short' })
    expect(page.data.result.error).toMatchObject({
      email: ['Please enter a valid email address'],
      message: ['Please write at least 20 characters'],
    })
    const api = await contactApi(routeArgs(jsonRequest('/api/contact', 'POST', { ...fields, topic: 'gossip' }), { clientIp: '198.51.100.3' }))
    expect(api.status).toBe(400)
    expect(((await api.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      topic: ['Please choose what your message is about'],
    })
  })

  it('answers a filled trap field as sent, and sends nothing', async () => {
    const before = (await operatorMail()).length
    const response = await settle(() =>
      contactAction(routeArgs(formRequest('/contact', contactFields({ website: 'https://cheap-pills.example' })), { clientIp: '198.51.100.4' })),
    )
    expect(response.status).toBe(303)
    expect((await operatorMail()).length).toBe(before)
  })

  it(`counts every attempt from an address first: the ${CONTACT_MESSAGES_PER_HOUR + 1}th in an hour is a 429, values kept`, async () => {
    const ip = '198.51.100.5'
    for (let attempt = 0; attempt < CONTACT_MESSAGES_PER_HOUR; attempt++) {
      // Valid or not, each counts (an invalid one is a 400).
      const answer = await settle(async () => {
        const result = await contactAction(routeArgs(formRequest('/contact', contactFields({ message: attempt % 2 ? 'short' : contactFields().message })), { clientIp: ip }))
        return result instanceof Response ? result : new Response(null, { status: (result as unknown as { init: { status: number } }).init.status })
      })
      expect(answer.status).toBe(attempt % 2 ? 400 : 303)
    }
    const refused = (await contactAction(routeArgs(formRequest('/contact', contactFields()), { clientIp: ip }))) as unknown as {
      init: { status: number; headers: Record<string, string> }
      data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }
    }
    expect(refused.init.status).toBe(429)
    expect(Number(refused.init.headers['Retry-After'])).toBeGreaterThan(0)
    expect(refused.data.result.initialValue.message).toBe(contactFields().message)
    expect(refused.data.result.error['']).toEqual([TOO_MANY_CONTACT_MESSAGES])
    const api = await contactApi(routeArgs(jsonRequest('/api/contact', 'POST', contactFields()), { clientIp: ip }))
    expect(api.status).toBe(429)
    expect(api.headers.get('Retry-After')).not.toBeNull()
  })
})

describe('GET /api/profile/export', () => {
  it('refuses a visitor (401), for the URL and its .data form alike', async () => {
    for (const path of ['/api/profile/export', '/api/profile/export.data']) {
      const response = await fetch(server.url + path, { redirect: 'manual' })
      expect(response.status, path).toBe(401)
      expect(await response.text(), path).not.toContain('@')
    }
  })

  it("gives the member their own data as a JSON attachment, and nothing of another member's or any secret", async () => {
    const db = await getDb()
    const member = await createUser({ email: 'export-me@example.com', firstName: 'Aiko', userType: 'startup', password: 'export-password-1' })
    const other = await createUser({ email: 'someone-else@example.com', firstName: 'Other', userType: 'startup' })
    const applicant = await createUser({ email: 'applicant-private@example.com' })
    const startup = await createStartup(member, { name: 'Export Co' })
    await db.insert(startupTeam).values({ startupId: startup.id, userId: other.id, name: 'Other Person', email: 'teammate-private@example.com', role: 'CTO' })
    const job = await createJob(startup.id)
    await db.insert(jobApplications).values({ jobId: job.id, userId: applicant.id, note: 'applicant-private-note', link: null })
    const othersStartup = await createStartup(other, { name: 'Other Co' })
    const othersJob = await createJob(othersStartup.id)
    await db.insert(jobApplications).values({ jobId: othersJob.id, userId: member.id, note: 'my-own-application-note', link: 'https://aiko.example' })
    const event = await createEvent(other)
    await db.insert(eventRsvps).values({ eventId: event.id, userId: member.id })
    await db.insert(memberPreferences).values({ userId: member.id, skills: ['react'], cultureValues: ['mentorship'] })
    const cookie = await signedInCookie(member)

    const response = await fetch(`${server.url}/api/profile/export`, { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="startup-asia-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    const data = JSON.parse(text) as Record<string, unknown> & { account: { email: string }; startups: { name: string }[] }
    expect(data.account.email).toBe('export-me@example.com')
    expect(data.startups.map((row) => row.name)).toEqual(['Export Co'])
    expect(data).toMatchObject({
      jobsPosted: [{ id: job.id }],
      jobApplications: [{ jobId: othersJob.id, note: 'my-own-application-note' }],
      eventRsvps: [{ eventId: event.id }],
      preferences: { skills: ['react'], cultureValues: ['mentorship'] },
    })
    for (const secret of ['someone-else@example.com', 'teammate-private@example.com', 'applicant-private@example.com', 'applicant-private-note', 'scrypt$']) {
      expect(text, secret).not.toContain(secret)
    }
    const [session] = await db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, member.id))
    expect(text).not.toContain(session!.sid)

    // Another member downloads their own copy, without the first member's.
    const theirs = await (await fetch(`${server.url}/api/profile/export`, { headers: { Cookie: await signedInCookie(other) } })).text()
    expect(theirs).toContain('someone-else@example.com')
    expect(theirs).not.toContain('export-me@example.com')
    expect(theirs).not.toContain('my-own-application-note')
    // The .data form of the same URL reads through the same guard: the member's data, and only for the member.
    const viaData = await fetch(`${server.url}/api/profile/export.data`, { headers: { Cookie: await signedInCookie(other) } })
    expect(await viaData.text()).not.toContain('export-me@example.com')
  })
})
