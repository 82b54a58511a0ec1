import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, fundingRounds, investors, mentors, notifications, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { action as applyAction, loader as applyLoader } from '~/routes/resource-apply'
import { action as adminInvestorApi } from '~/routes/api/admin/investor'
import { loader as investorApi } from '~/routes/api/investor'
import { action as fundingApi } from '~/routes/api/startup-funding'
import { action as fundingItemApi } from '~/routes/api/startup-funding-item'
import { action as fundingPageAction, loader as fundingPageLoader } from '~/routes/startup-manage/funding'
import { loadProfilePanel } from '~/models/startup-profile.server'
import { action as adminMentorsAction } from '~/routes/admin/mentors'
import { notificationHref } from '~/shared/notifications'
import { renderMail } from '~/server/mail/render.server'
import type { MailMessage } from '~/server/mail/templates.server'
import { createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

/**
 * Issue 42 item 1, the follow-up to docs/decisions/0117: members apply to the directories from /resources/apply (the
 * /api twins' schemas and models), funding rounds name directory investors, and the member hears of verification.
 */

const TAG = `fu${Date.now().toString(36)}`
let member: PublicUser
let admin: PublicUser

beforeAll(async () => {
  member = await createUser()
  admin = await createUser({ userType: 'admin' })
})

type DirectoryReply = { init: { status: number }; data: { directory: { values: Record<string, string>; errors: Record<string, string> } } }
const apply = (user: PublicUser, as: string, fields: Record<string, string>) =>
  applyAction(routeArgs(formRequest(`/resources/apply?as=${as}`, fields), { user }) as never) as unknown as Promise<DirectoryReply | Response>

describe('Apply to Join as an investor or a mentor (/resources/apply?as=…, no JavaScript)', () => {
  it('visitors sign in first; the page offers the three kinds of application', async () => {
    const visitor = await settle(() =>
      throughGuards(signedInMiddleware, routeArgs(getRequest('/resources/apply?as=investor')), applyLoader as (args: never) => unknown),
    )
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toContain('/auth?redirectTo=')
    const page = await applyLoader(routeArgs(getRequest('/resources/apply?as=mentor'), { user: member }) as never)
    expect(page.as).toBe('mentor')
    expect((await applyLoader(routeArgs(getRequest('/resources/apply?as=wizard'), { user: member }) as never)).as).toBeNull()
  })

  it('an investor application: 400 with every value kept, then an unverified record the member owns, then 409', async () => {
    const applicant = await createUser()
    const fields = {
      intent: 'apply-investor',
      name: `Omega ${TAG} Angels`,
      type: 'angel',
      checkSizeMin: '25000',
      checkSizeMax: '10000',
      stages: 'Seed, series-a',
      sectors: 'fintech',
      geographies: 'sg, jp',
      location: 'Singapore',
      website: 'https://omega.example',
      description: 'Angel cheques for fintech founders.',
    }
    const bad = (await apply(applicant, 'investor', fields)) as DirectoryReply
    expect(bad.init.status).toBe(400)
    expect(Object.keys(bad.data.directory.errors)).toEqual(['checkSizeMax'])
    expect(bad.data.directory.values).toMatchObject({ name: fields.name, stages: 'Seed, series-a', description: fields.description })

    const ok = await settle(() => apply(applicant, 'investor', { ...fields, checkSizeMax: '250000' }))
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe('/resources/apply?as=investor')
    const db = await getDb()
    const [row] = await db.select().from(investors).where(eq(investors.userId, applicant.id))
    expect(row).toMatchObject({
      name: fields.name,
      type: 'angel',
      isVerified: false,
      checkSizeMinMinor: 2_500_000,
      checkSizeMaxMinor: 25_000_000,
      currency: 'USD',
      stages: ['seed', 'series-a'],
      sectors: ['fintech'],
      geographies: ['SG', 'JP'],
    })
    expect(row?.cityId).not.toBeNull()

    const again = (await apply(applicant, 'investor', { ...fields, checkSizeMax: '250000' })) as DirectoryReply
    expect(again.init.status).toBe(409)
    expect(again.data.directory.errors.form).toMatch(/waiting/)
    expect(again.data.directory.values.name).toBe(fields.name)
  })

  it('a mentor application: 400 for an unknown availability with the values kept, then an unverified record', async () => {
    const applicant = await createUser()
    const fields = {
      intent: 'apply-mentor',
      name: `Pia ${TAG} Mentor`,
      headline: 'Pricing and go-to-market',
      expertise: 'Pricing, GTM',
      sectors: 'saas',
      languages: 'English, Japanese',
      availability: 'sometimes',
      location: 'Tokyo',
      bio: 'Ten years of B2B SaaS.',
    }
    const bad = (await apply(applicant, 'mentor', fields)) as DirectoryReply
    expect(bad.init.status).toBe(400)
    expect(Object.keys(bad.data.directory.errors)).toEqual(['availability'])
    expect(bad.data.directory.values.bio).toBe(fields.bio)
    const ok = await settle(() => apply(applicant, 'mentor', { ...fields, availability: 'limited' }))
    expect(ok.status).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(mentors).where(eq(mentors.userId, applicant.id))
    expect(row).toMatchObject({ isVerified: false, expertise: ['pricing', 'gtm'], languages: ['english', 'japanese'], availability: 'limited' })
  })

  it('the resource listing application still answers as before (400 with its own reply)', async () => {
    const bad = (await applyAction(routeArgs(formRequest('/resources/apply', { intent: 'apply', name: '' }), { user: member }) as never)) as unknown as {
      init: { status: number }
      data: { result: { initialValue: Record<string, unknown> } }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data.result).toBeDefined()
  })
})

describe('the member hears when an admin verifies their record (directory-verified, in the same transaction)', () => {
  const inbox = async (userId: number) => {
    const db = await getDb()
    return {
      inApp: await db.select().from(notifications).where(eq(notifications.userId, userId)),
      mail: await db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId)),
    }
  }

  it('PATCH /api/admin/investors/{id} verified=true notifies the applicant once; members may not (403); unverify says nothing', async () => {
    const applicant = await createUser({ firstName: 'Rin' })
    const db = await getDb()
    await db.update(users).set({ language: 'ko' }).where(eq(users.id, applicant.id))
    await settle(() => apply(applicant, 'investor', { intent: 'apply-investor', name: `Sigma ${TAG} Angels`, type: 'angel' }))
    const [record] = await db.select({ id: investors.id }).from(investors).where(eq(investors.userId, applicant.id))
    const id = record!.id
    const patch = (cookie: string, body: object) =>
      settle(() => adminInvestorApi(routeArgs(jsonRequest(`/api/admin/investors/${id}`, 'PATCH', body, { Cookie: cookie }), { params: { id: String(id) } })))
    expect((await patch(await signedInCookie(member), { verified: true })).status).toBe(403)
    expect((await inbox(applicant.id)).inApp).toHaveLength(0)

    const adminCookie = await signedInCookie(admin)
    expect((await patch(adminCookie, { verified: true })).status).toBe(200)
    expect((await patch(adminCookie, { verified: true })).status).toBe(200)
    expect((await patch(adminCookie, { verified: false })).status).toBe(200)
    const { inApp, mail } = await inbox(applicant.id)
    expect(inApp.map((row) => row.kind)).toEqual(['directory-verified'])
    expect(inApp[0]!.data).toEqual({ directory: 'investor', recordId: id, record: `Sigma ${TAG} Angels` })
    expect(notificationHref('directory-verified', inApp[0]!.data)).toBe(`/investors/${id}`)
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ template: 'directory-verified', category: 'applications', locale: 'ko' })
    expect(mail[0]!.subject).toContain(`Sigma ${TAG} Angels`)
    expect(mail[0]!.subject).not.toContain('directory-verified')
  })

  it('verifying from /admin/mentors (a form post) notifies; the e-mail links to the mentor page in each language', async () => {
    const applicant = await createUser({ firstName: 'Sora' })
    await settle(() => apply(applicant, 'mentor', { intent: 'apply-mentor', name: `Tao ${TAG} Mentor` }))
    const db = await getDb()
    const [record] = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, applicant.id))
    const verified = await settle(() =>
      adminMentorsAction(routeArgs(formRequest('/admin/mentors', { intent: 'verify', id: String(record!.id) }), { user: admin }) as never),
    )
    expect(verified.status).toBe(302)
    const { inApp, mail } = await inbox(applicant.id)
    expect(inApp.map((row) => row.kind)).toEqual(['directory-verified'])
    expect(notificationHref('directory-verified', inApp[0]!.data)).toBe(`/mentors/${record!.id}`)
    const message = { kind: 'directory-verified', data: mail[0]!.data } as MailMessage
    const subjects = new Set<string>()
    for (const language of ['en', 'ja', 'ko', 'zh'] as const) {
      const rendered = await renderMail(message, language, { origin: 'https://startup.example', unsubscribeUrl: 'https://startup.example/u' })
      expect(rendered.html).toContain(`https://startup.example/mentors/${record!.id}`)
      expect(rendered.html).toContain('Sora')
      expect(rendered.subject).not.toContain('directory-verified')
      subjects.add(rendered.subject)
    }
    expect(subjects.size).toBe(4)
  })
})

describe('funding rounds name directory investors (manage page and POST/PATCH /api/startups/{id}/funding)', () => {
  it('links verified investors with a lead, refuses unverified ones (400) and strangers (403); the profile links them', async () => {
    const founder = await createUser()
    const cookie = await signedInCookie(founder)
    const startup = await createStartup(founder)
    const db = await getDb()
    const [verified, lead, pending] = await db
      .insert(investors)
      .values([
        { name: `Upsilon ${TAG} Ventures`, type: 'vc', isVerified: true, isActive: true },
        { name: `Alef ${TAG} Capital`, type: 'vc', isVerified: true, isActive: true },
        { name: `Waiting ${TAG} Angels`, type: 'angel', isVerified: false, isActive: true },
      ])
      .returning({ id: investors.id })
    const id = String(startup.id)
    const post = (body: object, headers: Record<string, string>) =>
      settle(() => fundingApi(routeArgs(jsonRequest(`/api/startups/${id}/funding`, 'POST', body, headers), { params: { id } })))
    const round = { roundType: 'seed', amount: '500000', currency: 'USD', date: '2024-03-01' }

    expect((await post({ ...round, directoryInvestors: [verified!.id] }, { Cookie: await signedInCookie(member) })).status).toBe(403)
    const refused = await post({ ...round, directoryInvestors: [verified!.id, pending!.id] }, { Cookie: cookie })
    expect(refused.status).toBe(400)
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual(['directoryInvestors'])
    expect(await db.select().from(fundingRounds).where(eq(fundingRounds.startupId, startup.id))).toHaveLength(0)

    const created = await post({ ...round, directoryInvestors: [verified!.id], leadDirectoryInvestor: lead!.id }, { Cookie: cookie })
    expect(created.status).toBe(201)
    const body = (await created.json()) as { round: { id: number; directoryInvestors: unknown } }
    expect(body.round.directoryInvestors).toEqual([
      { id: lead!.id, name: `Alef ${TAG} Capital`, isLead: true },
      { id: verified!.id, name: `Upsilon ${TAG} Ventures`, isLead: false },
    ])

    // PATCH without the field keeps the links; with it, replaces them.
    const patch = (payload: object) =>
      settle(() =>
        fundingItemApi(
          routeArgs(jsonRequest(`/api/startups/${id}/funding/${body.round.id}`, 'PATCH', payload, { Cookie: cookie }), {
            params: { id, itemId: String(body.round.id) },
          }),
        ),
      )
    const kept = (await (await patch({ amount: '600000' })).json()) as { round: { directoryInvestors: unknown[] } }
    expect(kept.round.directoryInvestors).toHaveLength(2)
    const replaced = (await (await patch({ directoryInvestors: [verified!.id], leadDirectoryInvestor: null })).json()) as {
      round: { directoryInvestors: unknown }
    }
    expect(replaced.round.directoryInvestors).toEqual([{ id: verified!.id, name: `Upsilon ${TAG} Ventures`, isLead: false }])

    // The manage page: a multi-select posts one value per choice; a bad one keeps the form's values (400).
    const form = new URLSearchParams({ intent: 'update', itemId: String(body.round.id), ...round, description: 'Kept' })
    form.append('directoryInvestors', String(verified!.id))
    form.append('directoryInvestors', String(pending!.id))
    const pageRequest = () =>
      new Request(`http://localhost/startup/${id}/manage/funding?edit=${body.round.id}`, {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    const bad = (await fundingPageAction(routeArgs(pageRequest(), { user: founder, params: { id } }) as never)) as unknown as {
      init: { status: number }
      data: { result: { initialValue: Record<string, unknown>; error: Record<string, string[]> } }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.initialValue).toMatchObject({ description: 'Kept', directoryInvestors: [String(verified!.id), String(pending!.id)] })
    form.delete('directoryInvestors')
    form.append('directoryInvestors', String(lead!.id))
    form.append('directoryInvestors', String(verified!.id))
    form.set('leadDirectoryInvestor', String(verified!.id))
    expect((await settle(() => fundingPageAction(routeArgs(pageRequest(), { user: founder, params: { id } }) as never))).status).toBe(302)
    const page = await fundingPageLoader(routeArgs(getRequest(`/startup/${id}/manage/funding`), { user: founder, params: { id } }) as never)
    expect(page.directory.map((option: { id: number }) => option.id)).toEqual(expect.arrayContaining([verified!.id, lead!.id]))
    expect(page.directory.map((option: { id: number }) => option.id)).not.toContain(pending!.id)

    const panel = await loadProfilePanel(startup.id, 'funding')
    expect(panel.tab === 'funding' && panel.funding[0]!.directoryInvestors.map((investor) => [investor.id, investor.isLead])).toEqual([
      [verified!.id, true],
      [lead!.id, false],
    ])
    const portfolio = (await (await settle(() => investorApi(routeArgs(getRequest(`/api/investors/${verified!.id}`), { params: { id: String(verified!.id) } })))).json()) as {
      portfolio: { startupId: number; isLead: boolean }[]
    }
    expect(portfolio.portfolio).toEqual([expect.objectContaining({ startupId: startup.id, isLead: true })])
  })
})
