import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { startups, startupTeam, users } from '../../db/schema'
import type { UserType } from '~/domain/users'
import { getDb } from '~/server/db.server'
import { startUserSession } from '~/server/session.server'
import { action as patchStartup } from '~/routes/api/startup'
import { action as postStartup } from '~/routes/api/startups'
import { jsonRequest } from '../support/http'
import { createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'

const ctx = (request: Request, id?: string) => routeArgs(request, { params: id ? { id } : {} })
const cookies: Record<'founder' | 'stranger' | 'admin', string> = { founder: '', stranger: '', admin: '' }
let founderId = 0

async function signedIn(email: string, userType: UserType) {
  const db = await getDb()
  const [user] = await db.insert(users).values({ email, userType, firstName: email.split('@')[0] }).returning()
  const cookie = (await startUserSession(new Request('http://localhost/'), user!.id)).split(';')[0]!
  return { id: user!.id, cookie }
}

beforeAll(async () => {
  const founder = await signedIn('founder@example.com', 'startup')
  founderId = founder.id
  cookies.founder = founder.cookie
  cookies.stranger = (await signedIn('stranger@example.com', 'public')).cookie
  cookies.admin = (await signedIn('admin@example.com', 'admin')).cookie
})

const body = {
  name: '  Padi Pay  ',
  description: 'Instant payouts for Indonesian farmers.',
  sector: 'fintech',
  location: 'Jakarta',
  stage: 'seed',
  teamSize: 14,
  techStack: [' Kotlin ', 'kotlin', '', 'Postgres'],
  website: '',
  mission: '   ',
  socialLinks: { linkedin: 'https://linkedin.com/company/padi', github: '', twitter: '' },
}

async function create(payload: unknown = body, cookie = cookies.founder) {
  return postStartup(ctx(jsonRequest('/api/startups', 'POST', payload, { Cookie: cookie })))
}

describe('POST /api/startups', () => {
  it('answers 201 with the startup; the creator is its founder; optional fields absent when empty', async () => {
    const response = await create()
    expect(response.status).toBe(201)
    const startup = (await response.json()) as Record<string, unknown>
    expect(startup).toMatchObject({
      name: 'Padi Pay',
      sector: 'fintech',
      stage: 'seed',
      teamSize: 14,
      techStack: ['Kotlin', 'Postgres'],
      socialLinks: { linkedin: 'https://linkedin.com/company/padi' },
      subscriptionActive: false,
    })
    expect(startup.website ?? null).toBeNull()
    expect(startup.mission ?? null).toBeNull()
    const db = await getDb()
    const [row] = await db.select().from(startups).where(eq(startups.id, startup.id as number))
    expect(row?.founderId).toBe(founderId)
    expect(row?.isActive).toBe(true)
    const team = await db.select().from(startupTeam).where(eq(startupTeam.startupId, startup.id as number))
    expect(team).toEqual([expect.objectContaining({ userId: founderId, isFounder: true })])
  })

  it('accepts the discover vocabulary and stores the canonical slug', async () => {
    const response = await create({ ...body, sector: 'E-commerce', stage: 'Series A' })
    expect(await response.json()).toMatchObject({ sector: 'ecommerce', stage: 'series-a' })
  })

  it('answers 401 when signed out (an X-User-ID header proves nothing)', async () => {
    const response = await postStartup(ctx(jsonRequest('/api/startups', 'POST', body, { 'X-User-ID': String(founderId) })))
    expect(response.status).toBe(401)
  })

  it('answers 400 with field errors for missing fields and values outside the 001 enums', async () => {
    const response = await create({ name: '', description: '', sector: 'space-mining', location: '', stage: 'unicorn', teamSize: 'many' })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string[]> }
    expect(errors).toMatchObject({
      name: ['Startup name is required'],
      description: ['Description is required'],
      sector: ['Please select a sector'],
      location: ['Location is required'],
      stage: ['Please select a stage'],
    })
    expect(errors.teamSize?.[0]).toMatch(/number/)
  })

  it("accepts every sector /discover filters by (one list, decision 0132) and refuses one that is not on it", async () => {
    expect((await create({ ...body, name: `Deep ${Date.now()}`, sector: 'Deep Tech' })).status).toBe(201)
    expect((await create({ ...body, sector: 'Space Mining' })).status).toBe(400)
  })

  it('answers 400 for malformed JSON, never 500', async () => {
    const response = await postStartup(ctx(jsonRequest('/api/startups', 'POST', '{"name":', { Cookie: cookies.founder })))
    expect(response.status).toBe(400)
  })
})

describe('PATCH /api/startups/{id}', () => {
  let id = ''
  beforeAll(async () => {
    id = String(((await (await create()).json()) as { id: number }).id)
  })
  const patch = (payload: unknown, cookie?: string, startupId = id) =>
    patchStartup(ctx(jsonRequest(`/api/startups/${startupId}`, 'PATCH', payload, cookie ? { Cookie: cookie } : {}), startupId))

  it('lets the owner change name, industry, stage, description and logoUrl', async () => {
    const response = await patch(
      { name: 'Padi Pay Group', industry: 'FinTech', stage: 'series-a', description: 'Now regional.', logoUrl: '/images/logos/logo-1.svg' },
      cookies.founder,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ name: 'Padi Pay Group', sector: 'fintech', stage: 'series-a', logo: '/images/logos/logo-1.svg' })
  })

  it('lets an admin edit any startup and records the managing admin', async () => {
    const response = await patch({ stage: 'growth' }, cookies.admin)
    expect(response.status).toBe(200)
    const db = await getDb()
    const [row] = await db.select().from(startups).where(eq(startups.id, Number(id)))
    expect(row?.stage).toBe('growth')
    expect(row?.managingAdminId).not.toBeNull()
  })

  it('answers 403 for anyone else, 401 when signed out', async () => {
    expect((await patch({ name: 'Hijacked' }, cookies.stranger)).status).toBe(403)
    expect((await patch({ name: 'Hijacked' })).status).toBe(401)
  })

  it('lets the claimed owner edit while the subscription runs, and no longer once it lapses', async () => {
    const founder = await createUser({ userType: 'startup' })
    const claimer = await createUser({ userType: 'startup' })
    const { id: claimedId } = await createStartup(founder, { claimedByUserId: claimer.id, subscriptionActive: true })
    const cookie = await signedInCookie(claimer)
    expect((await patch({ description: 'Run by its owner now.' }, cookie, String(claimedId))).status).toBe(200)
    const db = await getDb()
    await db.update(startups).set({ subscriptionActive: false }).where(eq(startups.id, claimedId))
    expect((await patch({ description: 'Lapsed.' }, cookie, String(claimedId))).status).toBe(403)
  })

  it('lets a member of the team edit, and answers 403 to the owner of another startup', async () => {
    const founder = await createUser({ userType: 'startup' })
    const teammate = await createUser({ userType: 'startup' })
    const { id: startupId } = await createStartup(founder)
    const db = await getDb()
    await db.insert(startupTeam).values({ startupId, userId: teammate.id, role: 'CTO', isFounder: false })
    expect((await patch({ name: 'Renamed by the CTO' }, await signedInCookie(teammate), String(startupId))).status).toBe(200)
    const otherOwner = await createUser({ userType: 'startup' })
    await createStartup(founder, { claimedByUserId: otherOwner.id, subscriptionActive: true })
    expect((await patch({ name: 'Renamed' }, await signedInCookie(otherOwner), String(startupId))).status).toBe(403)
  })

  it('changes the fields the edit page changes, and null clears an optional one', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id: startupId } = await createStartup(founder, { website: 'https://old.example', mission: 'Old mission' })
    const cookie = await signedInCookie(founder)
    const response = await patch(
      {
        sector: 'Logistics',
        location: 'Manila',
        teamSize: 40,
        website: null,
        mission: null,
        techStack: [' Go ', 'go', 'Kafka'],
        operationAreas: ['Philippines', ' Vietnam '],
        socialLinks: { github: 'https://github.com/padi' },
      },
      cookie,
      String(startupId),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      sector: 'logistics',
      location: 'Manila',
      teamSize: 40,
      website: null,
      mission: null,
      techStack: ['Go', 'Kafka'],
      operationAreas: ['Philippines', 'Vietnam'],
      socialLinks: { github: 'https://github.com/padi' },
    })
    const bad = await patch({ teamSize: 0, website: 'ftp://x' }, cookie, String(startupId))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      teamSize: ['Team size must be at least 1'],
      website: [expect.stringMatching(/valid URL/)],
    })
  })

  it('answers 404 for an inactive startup, even to its founder and to an admin', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id: hiddenId } = await createStartup(founder, { isActive: false })
    for (const cookie of [await signedInCookie(founder), cookies.admin]) {
      const response = await patch({ name: 'Revived' }, cookie, String(hiddenId))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'Startup Not Found' })
    }
  })

  it('answers 400 for invalid values and 404 for a missing or non-numeric id', async () => {
    expect((await patch({ stage: 'unicorn' }, cookies.founder)).status).toBe(400)
    expect((await patch({}, cookies.founder)).status).toBe(400)
    expect((await patch({ name: 'x' }, cookies.founder, '999999')).status).toBe(404)
    expect((await patch({ name: 'x' }, cookies.founder, 'abc')).status).toBe(404)
  })
})
