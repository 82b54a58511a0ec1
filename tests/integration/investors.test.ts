import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog, fundingRoundInvestors, fundingRounds, investors } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { cardRows, type Cards } from '~/shared/columns'
import { action as investorsApiPost, loader as investorsApi } from '~/routes/api/investors'
import { loader as investorApi } from '~/routes/api/investor'
import { action as mentorsApiPost, loader as mentorsApi } from '~/routes/api/mentors'
import { loader as mentorApi } from '~/routes/api/mentor'
import { action as adminInvestorsApi } from '~/routes/api/admin/investors'
import { action as adminInvestorApi } from '~/routes/api/admin/investor'
import { action as adminMentorApi } from '~/routes/api/admin/mentor'
import { loader as investorsPage } from '~/routes/investors/route'
import { loader as investorPage } from '~/routes/investors/detail'
import { loader as mentorsPage } from '~/routes/mentors/route'
import { loader as mentorPage } from '~/routes/mentors/detail'
import { action as adminInvestorsAction, loader as adminInvestorsLoader } from '~/routes/admin/investors'
import { createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { directoryFilterCases, insertDirectoryFixtures, TAG } from '../support/directory'

/**
 * The investor and mentor directories (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md): the filter SQL
 * (shared with the libSQL run), every endpoint's 2xx and 4xx, the pages without JavaScript, admin-only verification
 * and the portfolio.
 */

let ids: Record<string, number>
let member: PublicUser
let memberCookie: string
let admin: PublicUser
let adminCookie: string

beforeAll(async () => {
  ids = await insertDirectoryFixtures()
  member = await createUser()
  memberCookie = await signedInCookie(member)
  admin = await createUser({ userType: 'admin' })
  adminCookie = await signedInCookie(admin)
})

describe('directory filters (embedded SQLite)', () => {
  directoryFilterCases()
})

const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
  settle(() => handler(routeArgs(request, { params })))

describe('GET /api/investors and /api/mentors', () => {
  it('answers the list as JSON, with the cheque range in major units', async () => {
    const response = await call(investorsApi, getRequest(`/api/investors?q=${TAG}&stage=Seed&checkSizeMin=100000&checkSizeMax=300000`))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { name: string; checkSize: unknown; city: unknown }[]
    expect(body.map((card) => card.name)).toEqual([`Alpha ${TAG} Angels`])
    expect(body[0]).toMatchObject({ checkSize: { min: '25000.00', max: '250000.00', currency: 'USD' }, city: { slug: 'singapore' } })
  })

  it('answers 400 with field errors for bad filters', async () => {
    for (const [query, field] of [
      ['type=hedge', 'type'],
      ['sector=knitting', 'sector'],
      ['checkSizeMin=abc', 'checkSizeMin'],
      ['checkSizeMin=500&checkSizeMax=100', 'checkSizeMax'],
      ['near=atlantis', 'near'],
      ['km=0', 'km'],
    ] as const) {
      const response = await call(investorsApi, getRequest(`/api/investors?${query}`))
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors), query).toContain(field)
    }
    const mentors = await call(mentorsApi, getRequest('/api/mentors?availability=sometimes'))
    expect(mentors.status).toBe(400)
  })

  it('lists mentors', async () => {
    const response = await call(mentorsApi, getRequest(`/api/mentors?q=${TAG}&language=English`))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { name: string }[]).map((card) => card.name.split(' ')[0])).toEqual(['Mia', 'Noa'])
    const seed = await call(mentorsApi, getRequest(`/api/mentors?q=${TAG}&stage=Seed`))
    expect(((await seed.json()) as { name: string; stages: string[] }[]).map((card) => [card.name.split(' ')[0], card.stages])).toEqual([
      ['Mia', ['pre-seed', 'seed']],
    ])
    const unknown = await call(mentorsApi, getRequest('/api/mentors?stage=moonshot'))
    expect(unknown.status).toBe(400)
  })
})

describe('GET /api/investors/{id} and /api/mentors/{id}', () => {
  it('shows a verified investor with its portfolio, linked through funding rounds', async () => {
    const db = await getDb()
    const startup = await createStartup(member)
    const [round] = await db
      .insert(fundingRounds)
      .values({ startupId: startup.id, roundType: 'seed', amount: '1500000.00', announcedDate: '2025-03-01' })
      .returning({ id: fundingRounds.id })
    await db.insert(fundingRoundInvestors).values({ fundingRoundId: round!.id, investorId: ids.Alpha!, isLead: true })
    const response = await call(investorApi, getRequest(`/api/investors/${ids.Alpha}`), { id: String(ids.Alpha) })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { portfolio: unknown[]; stages: string[] }
    expect(body.stages).toEqual(['pre-seed', 'seed'])
    expect(body.portfolio).toEqual([{ startupId: startup.id, startupName: expect.any(String), roundType: 'seed', announcedDate: '2025-03-01', isLead: true }])
  })

  it('hides unverified and inactive records (404) but from admins and their owner', async () => {
    for (const id of [ids.Delta, ids.Epsilon, 999_999]) {
      const response = await call(investorApi, getRequest(`/api/investors/${id}`), { id: String(id) })
      expect(response.status).toBe(404)
    }
    const bad = await call(investorApi, getRequest('/api/investors/abc'), { id: 'abc' })
    expect(bad.status).toBe(404)
    const asAdmin = await call(investorApi, getRequest(`/api/investors/${ids.Delta}`, { Cookie: adminCookie }), { id: String(ids.Delta) })
    expect(asAdmin.status).toBe(200)
    const db = await getDb()
    await db.update(investors).set({ userId: member.id }).where(eq(investors.id, ids.Delta!))
    const asOwner = await call(investorApi, getRequest(`/api/investors/${ids.Delta}`, { Cookie: memberCookie }), { id: String(ids.Delta) })
    expect(asOwner.status).toBe(200)
    const mentor = await call(mentorApi, getRequest(`/api/mentors/${ids.Mia}`), { id: String(ids.Mia) })
    expect(mentor.status).toBe(200)
    const pending = await call(mentorApi, getRequest(`/api/mentors/${ids.Oli}`), { id: String(ids.Oli) })
    expect(pending.status).toBe(404)
  })
})

describe('members apply (POST /api/investors, POST /api/mentors)', () => {
  it('creates an unverified record the member owns, one waiting at a time; 401 signed out, 400 invalid', async () => {
    const applicant = await createUser()
    const cookie = await signedInCookie(applicant)
    const body = { name: `Mu ${TAG} Angel`, type: 'angel', location: 'Taipei', checkSizeMin: '10000', checkSizeMax: '50000', stages: 'pre-seed, seed', sectors: 'ai' }
    expect((await call(investorsApiPost, jsonRequest('/api/investors', 'POST', body))).status).toBe(401)
    expect((await call(investorsApiPost, jsonRequest('/api/investors', 'POST', { type: 'angel' }, { Cookie: cookie }))).status).toBe(400)
    const created = await call(investorsApiPost, jsonRequest('/api/investors', 'POST', body, { Cookie: cookie }))
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const again = await call(investorsApiPost, jsonRequest('/api/investors', 'POST', body, { Cookie: cookie }))
    expect(again.status).toBe(409)
    const db = await getDb()
    const [row] = await db.select().from(investors).where(eq(investors.id, id))
    expect(row).toMatchObject({ userId: applicant.id, isVerified: false, stages: ['pre-seed', 'seed'], checkSizeMinMinor: 1_000_000 })
    expect((await call(investorApi, getRequest(`/api/investors/${id}`), { id: String(id) })).status).toBe(404)
    expect((await call(investorApi, getRequest(`/api/investors/${id}`, { Cookie: cookie }), { id: String(id) })).status).toBe(200)
    const mentor = await call(
      mentorsApiPost,
      jsonRequest('/api/mentors', 'POST', { name: `Nu ${TAG} Mentor`, expertise: ['pricing'], languages: ['english'] }, { Cookie: cookie }),
    )
    expect(mentor.status).toBe(201)
  })
})

describe('admin: create, verify, unverify, deactivate (admins only, audited)', () => {
  it('refuses visitors (401) and members (403)', async () => {
    const body = { name: 'Nope Capital', type: 'vc' }
    expect((await call(adminInvestorsApi, jsonRequest('/api/admin/investors', 'POST', body))).status).toBe(401)
    expect((await call(adminInvestorsApi, jsonRequest('/api/admin/investors', 'POST', body, { Cookie: memberCookie }))).status).toBe(403)
    const patch = jsonRequest(`/api/admin/investors/${ids.Delta}`, 'PATCH', { verified: true }, { Cookie: memberCookie })
    expect((await call(adminInvestorApi, patch, { id: String(ids.Delta) })).status).toBe(403)
    const mentorPatch = jsonRequest(`/api/admin/mentors/${ids.Oli}`, 'PATCH', { verified: true }, { Cookie: memberCookie })
    expect((await call(adminMentorApi, mentorPatch, { id: String(ids.Oli) })).status).toBe(403)
  })

  it('creates a verified investor with its city resolved, 400 for bad input', async () => {
    const created = await call(
      adminInvestorsApi,
      jsonRequest(
        '/api/admin/investors',
        'POST',
        { name: `Kappa ${TAG} Partners`, type: 'vc', location: 'Bengaluru, India', checkSizeMin: 500000, checkSizeMax: 5000000, stages: ['Series A'], sectors: ['SaaS'], geographies: ['in', 'sg'] },
        { Cookie: adminCookie },
      ),
    )
    expect(created.status).toBe(201)
    const body = (await created.json()) as { id: number; isVerified: boolean; city: { slug: string }; stages: string[]; geographies: string[] }
    expect(body).toMatchObject({ isVerified: true, city: { slug: 'bangalore' }, stages: ['series-a'], geographies: ['IN', 'SG'] })
    const bad = await call(
      adminInvestorsApi,
      jsonRequest('/api/admin/investors', 'POST', { name: '', type: 'hedge', checkSizeMin: 5, checkSizeMax: 1 }, { Cookie: adminCookie }),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual(['name', 'type'])
    const backwards = await call(
      adminInvestorsApi,
      jsonRequest('/api/admin/investors', 'POST', { name: 'Backwards', type: 'vc', checkSizeMin: 5, checkSizeMax: 1 }, { Cookie: adminCookie }),
    )
    expect(backwards.status).toBe(400)
    expect(Object.keys(((await backwards.json()) as { errors: object }).errors)).toEqual(['checkSizeMax'])
    const db = await getDb()
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, body.id))
    expect(audit.some((entry) => entry.entityType === 'investor' && entry.action === 'create')).toBe(true)
  })

  it('verifies an application, which lists it; unverify and deactivate hide it; 404 for an unknown id', async () => {
    const patch = (id: number, body: object) =>
      call(adminInvestorApi, jsonRequest(`/api/admin/investors/${id}`, 'PATCH', body, { Cookie: adminCookie }), { id: String(id) })
    const names = async () =>
      ((await (await call(investorsApi, getRequest(`/api/investors?q=Delta ${TAG}`))).json()) as { name: string }[]).length
    expect(await names()).toBe(0)
    expect((await patch(ids.Delta!, { verified: true })).status).toBe(200)
    expect(await names()).toBe(1)
    expect((await patch(ids.Delta!, { active: false })).status).toBe(200)
    expect(await names()).toBe(0)
    expect((await patch(ids.Delta!, { active: true, verified: false })).status).toBe(200)
    expect(await names()).toBe(0)
    expect((await patch(999_999, { verified: true })).status).toBe(404)
    expect((await patch(ids.Delta!, { verified: 'maybe' })).status).toBe(400)
    const db = await getDb()
    const actions = (await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, ids.Delta!)))
      .filter((entry) => entry.entityType === 'investor')
      .map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['verify', 'deactivate', 'unverify']))
  })

  it('the admin page lists applications first and verifies from a form post', async () => {
    const page = await adminInvestorsLoader(routeArgs(getRequest('/admin/investors'), { user: admin }))
    expect(page.rows[0]?.isVerified).toBe(false)
    const verified = await settle(() =>
      adminInvestorsAction(routeArgs(formRequest('/admin/investors', { intent: 'verify', id: String(ids.Delta) }), { user: admin })),
    )
    expect(verified.status).toBe(302)
    const invalid = (await adminInvestorsAction(
      routeArgs(formRequest('/admin/investors', { intent: 'create', name: 'Lambda', type: 'vc', checkSizeMin: 'lots' }), { user: admin }),
    )) as unknown as { init: { status: number }; data: { create: { values: Record<string, string>; errors: Record<string, string> } } }
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.create.values.name).toBe('Lambda')
    expect(Object.keys(invalid.data.create.errors)).toEqual(['checkSizeMin'])
  })
})

/** The status of what a page loader throws (`data(…, { status })`). */
async function refusedStatus(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run()
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status
  }
  return undefined
}

describe('the pages, without JavaScript', () => {
  it('/investors filters like the API and explains a filter it cannot read', async () => {
    const page = await investorsPage(routeArgs(getRequest(`/investors?q=${TAG}&type=angel&checkSizeMin=lots&near=atlantis`)))
    expect(cardRows(page.investors as Cards<{ name: string }>).map((card) => card.name.split(' ')[0])).toEqual(['Alpha'])
    expect(Object.keys(page.problems).sort()).toEqual(['checkSizeMin', 'near'])
  })

  it('/investors/:id and /mentors/:id answer 404 for hidden records', async () => {
    const shown = await investorPage(routeArgs(getRequest(`/investors/${ids.Alpha}`), { params: { id: String(ids.Alpha) } }))
    expect(shown.investor.portfolio).toHaveLength(1)
    const hidden = await refusedStatus(() => investorPage(routeArgs(getRequest(`/investors/${ids.Epsilon}`), { params: { id: String(ids.Epsilon) } })))
    expect(hidden).toBe(404)
    const mentors = await mentorsPage(routeArgs(getRequest(`/mentors?q=${TAG}&expertise=product`)))
    expect(cardRows(mentors.mentors as Cards<{ name: string }>).map((card) => card.name.split(' ')[0])).toEqual(['Noa'])
    const pending = await refusedStatus(() => mentorPage(routeArgs(getRequest(`/mentors/${ids.Oli}`), { params: { id: String(ids.Oli) } })))
    expect(pending).toBe(404)
  })
})
