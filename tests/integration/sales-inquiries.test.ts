import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, emailOutbox, notifications, salesInquiries, users } from '../../db/schema'
import { SALES_INQUIRIES_PER_SENDER_PER_DAY, SALES_INQUIRY_NOT_FOUND, SALES_INQUIRY_SENT } from '~/domain/sales-inquiries'
import { CONTACT_MESSAGES_PER_HOUR, TOO_MANY_CONTACT_MESSAGES } from '~/domain/contact'
import { guardContactRate } from '~/models/contact.server'
import { renderMail } from '~/server/mail/render.server'
import { action as salesApi } from '~/routes/api/sales-inquiries'
import { loader as adminListApi } from '~/routes/api/admin/sales-inquiries'
import { action as adminPatchApi } from '~/routes/api/admin/sales-inquiry'
import { action as pageAction } from '~/routes/contact-sales'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/sales-inquiries'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { getDb } from '~/server/db.server'
import { notificationHref } from '~/shared/notifications'
import { createAdmin, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, refusal, settle } from '../support/http'

// Enterprise's contact-sales form (issue 44 item 4, docs/decisions/0142-enterprise-contact-sales.md): stored, every
// admin told (in-app and an e-mail in the outbox), worked from /admin/sales-inquiries and its /api twins. One database.

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Aiko Sato',
  email: 'aiko@bigco.example',
  company: 'BigCo Japan',
  phone: '+81 3 1234 5678',
  teamSize: '201-1000',
  message: 'We want API access for 40 recruiters and private events for our portfolio.',
  ...overrides,
})

async function adminIds(): Promise<number[]> {
  const db = await getDb()
  return (await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin'))).map((row) => row.id).sort((a, b) => a - b)
}

async function rowsFor(email: string) {
  const db = await getDb()
  return db.select().from(salesInquiries).where(eq(salesInquiries.email, email)).orderBy(salesInquiries.id)
}

describe('the contact-sales form and POST /api/sales-inquiries', () => {
  it('stores the request and tells every admin in-app and by e-mail; a signed-in sender is linked', async () => {
    await createAdmin()
    await createAdmin()
    const admins = await adminIds()
    const page = await settle(() => pageAction(routeArgs(formRequest('/contact-sales', fields()), { clientIp: '198.51.100.10' })))
    expect(page.status).toBe(303)
    expect(page.headers.get('Location')).toBe('/contact-sales?sent=1')
    const [stored] = await rowsFor('aiko@bigco.example')
    expect(stored).toMatchObject({ userId: null, company: 'BigCo Japan', phone: '+81 3 1234 5678', teamSize: '201-1000', status: 'new' })

    const db = await getDb()
    const told = await db.select().from(notifications).where(eq(notifications.kind, 'sales-inquiry'))
    const forThis = told.filter((row) => (row.data as { inquiryId?: number }).inquiryId === stored!.id)
    expect(forThis.map((row) => row.userId).sort((a, b) => a - b)).toEqual(admins)
    expect(notificationHref('sales-inquiry', forThis[0]!.data as Record<string, unknown>)).toBe(`/admin/sales-inquiries#inquiry-${stored!.id}`)
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, 'sales-inquiry'))
    expect(mails.filter((mail) => (mail.data as { inquiryId?: number }).inquiryId === stored!.id)).toHaveLength(admins.length)
    expect(mails[0]!.subject).toBe('Enterprise request from BigCo Japan')

    const member = await createUser()
    const api = (await salesApi(
      routeArgs(jsonRequest('/api/sales-inquiries', 'POST', fields({ email: 'cto@member.example', phone: '' }), { Cookie: await signedInCookie(member) }), {
        clientIp: '198.51.100.11',
      }),
    )) as Response
    expect(api.status).toBe(201)
    expect(await api.json()).toEqual({ message: SALES_INQUIRY_SENT })
    expect(await rowsFor('cto@member.example')).toEqual([expect.objectContaining({ userId: member.id, phone: null })])
  })

  it('renders the admins’ e-mail in every language with no key left', async () => {
    for (const language of ['en', 'ja', 'ko', 'zh'] as const) {
      const mail = await renderMail(
        { kind: 'sales-inquiry', data: { name: 'Ana', inquiryId: 7, company: 'BigCo', contact: 'Aiko', teamSize: '51-200' } },
        language,
        { origin: 'https://startup.test' },
      )
      expect(mail.text).toContain('BigCo')
      expect(mail.text).toContain('/admin/sales-inquiries#inquiry-7')
      expect(mail.text).not.toMatch(/\{\{|sales-inquiry\./)
    }
  })

  it('answers bad input with 400, the messages and every value kept; stores nothing', async () => {
    const bad = fields({ email: 'nope', company: ' ', teamSize: 'huge', message: 'Short' })
    const page = (await pageAction(routeArgs(formRequest('/contact-sales', bad), { clientIp: '198.51.100.12' }))) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      init: { status: number }
    }
    expect(page.init.status).toBe(400)
    expect(page.data.result.error).toMatchObject({
      email: ['Please enter a valid email address'],
      company: ['Please enter your company'],
      teamSize: ['Please choose the size of your team'],
      message: ['Please write at least 20 characters'],
    })
    expect(page.data.result.initialValue).toMatchObject({ name: 'Aiko Sato', phone: '+81 3 1234 5678', message: 'Short' })
    const api = (await salesApi(routeArgs(jsonRequest('/api/sales-inquiries', 'POST', { ...bad, phone: 'x'.repeat(51) }), { clientIp: '198.51.100.12' }))) as Response
    expect(api.status).toBe(400)
    expect(await rowsFor('nope')).toEqual([])
  })

  it('drops a request that fills the trap, answered as sent; one address sends at most 3 a day (429)', async () => {
    const trapped = await settle(() => pageAction(routeArgs(formRequest('/contact-sales', fields({ email: 'bot@spam.example', website: 'https://x.example' })), { clientIp: '198.51.100.13' })))
    expect(trapped.status).toBe(303)
    expect(await rowsFor('bot@spam.example')).toEqual([])
    const sender = fields({ email: 'eager@co.example' })
    for (let k = 0; k < SALES_INQUIRIES_PER_SENDER_PER_DAY; k++) {
      const ok = (await salesApi(routeArgs(jsonRequest('/api/sales-inquiries', 'POST', sender), { clientIp: `198.51.100.${20 + k}` }))) as Response
      expect(ok.status).toBe(201)
    }
    const refused = (await pageAction(routeArgs(formRequest('/contact-sales', sender), { clientIp: '198.51.100.30' }))) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      init: { status: number }
    }
    expect(refused.init.status).toBe(429)
    expect(refused.data.result.error['']).toEqual([TOO_MANY_CONTACT_MESSAGES])
    expect(refused.data.result.initialValue).toMatchObject({ company: 'BigCo Japan' })
    expect(await rowsFor('eager@co.example')).toHaveLength(SALES_INQUIRIES_PER_SENDER_PER_DAY)
  })

  it('counts every attempt from an IP address on its own counter: the contact form’s messages do not use it up', async () => {
    const ip = '198.51.100.50'
    for (let k = 0; k < CONTACT_MESSAGES_PER_HOUR; k++) await guardContactRate(ip)
    await expect(guardContactRate(ip)).rejects.toMatchObject({ status: 429 })
    const statuses: number[] = []
    for (let k = 0; k <= CONTACT_MESSAGES_PER_HOUR; k++) {
      // Invalid requests count too (a missing company): the counter runs before the form is read.
      const answer = (await salesApi(routeArgs(jsonRequest('/api/sales-inquiries', 'POST', fields({ company: k % 2 ? '' : 'Co', email: `ip${k}@co.example` })), { clientIp: ip }))) as Response
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array.from({ length: CONTACT_MESSAGES_PER_HOUR }, (_, k) => (k % 2 ? 400 : 201)), 429])
  })
})

describe('/admin/sales-inquiries and its /api twins', () => {
  it('lists the newest first, filters by status, moves a request along (audited) through the page and PATCH', async () => {
    const boss = await createAdmin()
    await salesApi(routeArgs(jsonRequest('/api/sales-inquiries', 'POST', fields({ email: 'first@co.example', company: 'First Co' })), { clientIp: '198.51.100.40' }))
    await salesApi(routeArgs(jsonRequest('/api/sales-inquiries', 'POST', fields({ email: 'second@co.example', company: 'Second Co' })), { clientIp: '198.51.100.41' }))
    const [first] = await rowsFor('first@co.example')
    const [second] = await rowsFor('second@co.example')
    const cookie = await signedInCookie(boss)

    const page = (await throughGuards(adminGuards, routeArgs(getRequest('/admin/sales-inquiries.data', { Cookie: cookie })), adminLoader as never)) as {
      status: string | null
      inquiries: { id: number }[]
    }
    expect(page.status).toBeNull()
    expect(page.inquiries.slice(0, 2).map((row) => row.id)).toEqual([second!.id, first!.id])

    const moved = await settle(() => adminAction(routeArgs(formRequest('/admin/sales-inquiries?status=new', { id: String(first!.id), status: 'contacted' }), { user: boss }) as never))
    expect(moved.status).toBe(302)
    expect(moved.headers.get('Location')).toBe('/admin/sales-inquiries?status=new')
    const contacted = (await throughGuards(adminGuards, routeArgs(getRequest('/admin/sales-inquiries?status=contacted', { Cookie: cookie })), adminLoader as never)) as {
      status: string
      inquiries: { id: number }[]
    }
    expect(contacted).toMatchObject({ status: 'contacted' })
    expect(contacted.inquiries.map((row) => row.id)).toContain(first!.id)
    expect(contacted.inquiries.map((row) => row.id)).not.toContain(second!.id)

    const patched = (await adminPatchApi(routeArgs(jsonRequest(`/api/admin/sales-inquiries/${second!.id}`, 'PATCH', { status: 'closed' }, { Cookie: cookie }), { params: { id: String(second!.id) } }))) as Response
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({ id: second!.id, status: 'closed', company: 'Second Co' })
    const listed = (await adminListApi(routeArgs(getRequest('/api/admin/sales-inquiries?status=closed', { Cookie: cookie })))) as Response
    expect(((await listed.json()) as { id: number }[]).map((row) => row.id)).toContain(second!.id)

    const db = await getDb()
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityType, 'sales_inquiry'))
    expect(audit.map((entry) => [entry.entityId, entry.action, entry.changes])).toEqual(
      expect.arrayContaining([
        [first!.id, 'set-status', { status: { before: 'new', after: 'contacted' } }],
        [second!.id, 'set-status', { status: { before: 'new', after: 'closed' } }],
      ]),
    )
  })

  it('answers a bad status 400 and an unknown request 404, on the page and the API', async () => {
    const boss = await createAdmin()
    const cookie = { Cookie: await signedInCookie(boss) }
    const badStatus = (await adminAction(routeArgs(formRequest('/admin/sales-inquiries', { id: '1', status: 'won' }), { user: boss }) as never)) as unknown as {
      data: { error: { message: string } }
      init: { status: number }
    }
    expect(badStatus.init.status).toBe(400)
    expect(badStatus.data.error.message).toBe('Please choose a status')
    const missing = (await adminAction(routeArgs(formRequest('/admin/sales-inquiries', { id: '999999', status: 'closed' }), { user: boss }) as never)) as unknown as {
      data: { error: { message: string } }
      init: { status: number }
    }
    expect(missing.init.status).toBe(404)
    expect(missing.data.error.message).toBe(SALES_INQUIRY_NOT_FOUND)
    const api404 = (await adminPatchApi(routeArgs(jsonRequest('/api/admin/sales-inquiries/999999', 'PATCH', { status: 'closed' }, cookie), { params: { id: '999999' } }))) as Response
    expect(api404.status).toBe(404)
    const api400 = (await adminPatchApi(routeArgs(jsonRequest('/api/admin/sales-inquiries/1', 'PATCH', { status: 'won' }, cookie), { params: { id: '1' } }))) as Response
    expect(api400.status).toBe(400)
    const badQuery = (await adminListApi(routeArgs(getRequest('/api/admin/sales-inquiries?status=won', cookie)))) as Response
    expect(badQuery.status).toBe(400)
  })

  it('refuses visitors (401) and members (403) on the page (document and .data) and the API', async () => {
    const member = { Cookie: await signedInCookie(await createUser()) }
    for (const path of ['/admin/sales-inquiries', '/admin/sales-inquiries.data']) {
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path)), adminLoader as never))).toBe(401)
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path, member)), adminLoader as never))).toBe(403)
    }
    expect(((await adminListApi(routeArgs(getRequest('/api/admin/sales-inquiries')))) as Response).status).toBe(401)
    expect(((await adminListApi(routeArgs(getRequest('/api/admin/sales-inquiries', member)))) as Response).status).toBe(403)
    const patch = (await adminPatchApi(routeArgs(jsonRequest('/api/admin/sales-inquiries/1', 'PATCH', { status: 'closed' }, member), { params: { id: '1' } }))) as Response
    expect(patch.status).toBe(403)
  })
})
