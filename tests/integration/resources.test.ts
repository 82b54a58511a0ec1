import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../db/schema'
import { CONTACT_REVEALS_PER_HOUR, MAX_PENDING_APPLICATIONS } from '~/domain/resources'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { loader as myResourcesApi } from '~/routes/api/my-resources'
import { loader as resourceApi } from '~/routes/api/resource'
import { loader as contactApi } from '~/routes/api/resource-contact'
import { action as resourcesApiPost, loader as resourcesApi } from '~/routes/api/resources'
import { action as applyAction, loader as applyLoader } from '~/routes/resource-apply'
import { loader as resourcePage } from '~/routes/resource'
import { loader as hubPage } from '~/routes/resources/route'
import { createResource, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { type Cards, cardRows } from '~/shared/columns'
import { resourceListQuery } from '~/models/resources.server'
import { ensureResourceSearch, RESOURCE_SEARCH } from '~/models/resource-search.server'
import { searchTriggersSql } from '~/models/search-index.server'
import { queryPlan, squashSql, triggersOf, withMigratedOnly } from '../support/search-order'

/**
 * The Resource Hub (issue 13; docs/decisions/0038-resource-hub.md, 0039-apply-to-join.md): GET /api/resources and
 * /resources filters, that no e-mail reaches a visitor, Contact for members, and Apply to Join.
 */

interface Card {
  id: number
  name: string
  type: string
  location: string | null
  isVerified: boolean
  hasEmail: boolean
  website: string | null
}

// Every fixture shares this word, so searches and filters can be confined to this file's rows.
const TAG = 'zebracorn'
let member: PublicUser
let memberCookie: string
let admin: PublicUser
let adminCookie: string
const ids = {} as Record<'verifiedMentor' | 'investor' | 'legal' | 'hidden' | 'site', number>

beforeAll(async () => {
  member = await createUser()
  memberCookie = await signedInCookie(member)
  admin = await createUser({ userType: 'admin' })
  adminCookie = await signedInCookie(admin)
  const rows = {
    verifiedMentor: { name: `Ada ${TAG} Mentor`, type: 'mentor', location: 'Singapore', isVerified: true, email: 'ada@mentor.example', rating: '4.90', reviewCount: 20 },
    investor: { name: `Bo ${TAG} Capital`, type: 'investor', location: 'Tokyo', isVerified: false, email: 'deals@bo.example', rating: '4.50', reviewCount: 5 },
    legal: { name: `Cy ${TAG} Law`, type: 'legal', location: 'Tokyo', isVerified: true, email: null, website: 'javascript:alert(1)', description: `Contracts and ${TAG} paperwork` },
    hidden: { name: `Dee ${TAG} Hidden`, type: 'mentor', location: 'Singapore', isVerified: true, isActive: false, email: 'hidden@dee.example' },
    site: { name: `Eve ${TAG} Finance`, type: 'finance', location: 'Seoul', website: 'https://eve.example', email: 'eve@finance.example' },
  } as const
  for (const [key, values] of Object.entries(rows)) ids[key as keyof typeof ids] = (await createResource(values)).id
})

const call = (loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  settle(() => loader(routeArgs(getRequest(path, headers), { params })))

async function list(query: string): Promise<Card[]> {
  const response = await call(resourcesApi, `/api/resources?searchQuery=${TAG}${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Card[]
}
const names = async (query: string) => (await list(query)).map((card) => card.name.split(' ')[0]).sort()

describe('GET /api/resources', () => {
  it('lists only active resources, best rated first', async () => {
    const cards = await list('')
    expect(cards).toHaveLength(4)
    expect(cards.map((card) => card.id)).not.toContain(ids.hidden)
    expect(cards.slice(0, 2).map((card) => card.id)).toEqual([ids.verifiedMentor, ids.investor])
  })

  it('filters by type, location and verified (true → verified only; false → everyone)', async () => {
    expect(await names('&type=mentor')).toEqual(['Ada'])
    expect(await names('&type=Investor')).toEqual(['Bo'])
    expect(await names('&location=Tokyo')).toEqual(['Bo', 'Cy'])
    expect(await names('&location=tokyo&type=legal')).toEqual(['Cy'])
    expect(await names('&verified=true')).toEqual(['Ada', 'Cy'])
    expect(await names('&verified=false')).toEqual(['Ada', 'Bo', 'Cy', 'Eve'])
    expect(await names('&verified=')).toEqual(['Ada', 'Bo', 'Cy', 'Eve'])
    expect(await names('&type=hr')).toEqual([])
  })

  it('searches name or description', async () => {
    const byName = await call(resourcesApi, '/api/resources?searchQuery=zebracorn%20Capital')
    expect(((await byName.json()) as Card[]).map((card) => card.id)).toEqual([ids.investor])
    const byDescription = await call(resourcesApi, `/api/resources?searchQuery=${encodeURIComponent(`${TAG} paperwork`)}`)
    expect(((await byDescription.json()) as Card[]).map((card) => card.id)).toEqual([ids.legal])
  })

  it('a search answers in the directory’s own order (rating, review count, newest; unrated last), paged', async () => {
    const tag = `Ordered${Date.now().toString(36)}`
    // Created out of order, with ties on the rating and on rating and review count together (newest first then).
    const make = (name: string, rating: string | null, reviewCount: number) =>
      createResource({ name: `${tag} ${name} Qz`, rating, reviewCount })
    const unrated = await make('unrated', null, 0)
    const low = await make('low', '3.10', 50)
    const tieOld = await make('tieOld', '4.20', 7)
    const top = await make('top', '4.95', 1)
    const tieNew = await make('tieNew', '4.20', 7)
    const more = await make('more', '4.20', 9)
    const unratedReviewed = await make('unratedReviewed', null, 3)
    const mine = [unrated, low, tieOld, top, tieNew, more, unratedReviewed].map((row) => row.id)
    const ids = async (query: string) => ((await (await call(resourcesApi, `/api/resources?${query}`)).json()) as Card[]).map((card) => card.id)
    const expected = [top.id, more.id, tieNew.id, tieOld.id, low.id, unratedReviewed.id, unrated.id]
    expect(await ids(`searchQuery=${tag}&limit=100`)).toEqual(expected)
    // The short (word prefix) index answers in the same order.
    expect((await ids('searchQuery=Qz&limit=100')).filter((id) => mine.includes(id))).toEqual(expected)
    // The same order as the directory without a search, ties included.
    expect((await ids('limit=100')).filter((id) => mine.includes(id))).toEqual(expected)
    expect(await ids(`searchQuery=${tag}&limit=2&offset=1`)).toEqual([more.id, tieNew.id])
    // A new rating or review count moves the resource in the search (the index is keyed by them).
    const db = await getDb()
    await db.update(resources).set({ rating: '5.00' }).where(eq(resources.id, low.id))
    await db.update(resources).set({ reviewCount: 8 }).where(eq(resources.id, tieOld.id))
    await db.update(resources).set({ rating: null }).where(eq(resources.id, top.id))
    const moved = [low.id, more.id, tieOld.id, tieNew.id, unratedReviewed.id, top.id, unrated.id]
    expect(await ids(`searchQuery=${tag}&limit=100`)).toEqual(moved)
    expect((await ids('searchQuery=Qz&limit=100')).filter((id) => mine.includes(id))).toEqual(moved)
    expect((await ids('limit=100')).filter((id) => mine.includes(id))).toEqual(moved)
    // Filters still apply along the walk; a deleted resource leaves the index.
    await db.update(resources).set({ type: 'legal' }).where(eq(resources.id, more.id))
    expect(await ids(`searchQuery=${tag}&type=legal`)).toEqual([more.id])
    await db.delete(resources).where(eq(resources.id, low.id))
    expect(await ids(`searchQuery=${tag}&limit=1`)).toEqual([more.id])
  })

  it('a search reads the index in the directory’s order and stops at the page (no sort of every match)', async () => {
    const db = await getDb()
    for (const [query, index] of [
      [{ searchQuery: `${TAG} paperwork`, limit: 20 }, 'resources_fts'],
      [{ searchQuery: 'AI', limit: 20, type: 'mentor', verifiedOnly: true }, 'resources_fts_words'],
    ] as const) {
      const details = await queryPlan(db, resourceListQuery(db, query)!.toSQL())
      expect(details[0]).toMatch(new RegExp(`^SCAN ${index} VIRTUAL TABLE`))
      expect(details.join('\n')).not.toMatch(/TEMP B-TREE/)
    }
  })

  it('pages with limit and offset; a limit over 100 is capped', async () => {
    const first = await list('&limit=1')
    const second = await list('&limit=1&offset=1')
    expect(first).toHaveLength(1)
    expect(second).toHaveLength(1)
    expect(second[0]!.id).not.toBe(first[0]!.id)
    const capped = await call(resourcesApi, '/api/resources?limit=1000')
    expect(capped.status).toBe(200)
    expect(((await capped.json()) as Card[]).length).toBeLessThanOrEqual(100)
  })

  it('never answers an e-mail address; hasEmail says whether Contact applies; unsafe websites are dropped', async () => {
    const response = await call(resourcesApi, `/api/resources?searchQuery=${TAG}`)
    const text = await response.text()
    expect(text).not.toMatch(/@(mentor|bo|finance|dee)\.example/)
    expect(text).not.toContain('"email"')
    const cards = JSON.parse(text) as Card[]
    const byId = new Map(cards.map((card) => [card.id, card]))
    expect(byId.get(ids.verifiedMentor)!.hasEmail).toBe(true)
    expect(byId.get(ids.legal)!.hasEmail).toBe(false)
    expect(byId.get(ids.legal)!.website).toBeNull()
    expect(byId.get(ids.site)!.website).toBe('https://eve.example/')
  })

  it('answers 400 with field errors for filters it cannot read', async () => {
    for (const query of ['type=wizard', 'verified=maybe', 'limit=0', 'limit=abc', 'offset=-1', `searchQuery=${'x'.repeat(201)}`]) {
      const response = await call(resourcesApi, `/api/resources?${query}`)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { errors?: Record<string, string[]> }
      expect(Object.keys(body.errors ?? {}).length, query).toBeGreaterThan(0)
    }
  })
})

describe('/resources (page)', () => {
  it('shows a visitor the filtered list without any e-mail in the page data', async () => {
    const data = await hubPage(routeArgs(getRequest(`/resources?searchQuery=${TAG}&verified=true`)) as never)
    expect(cardRows(data.resources as Cards<Card>)!.map((card) => card.id).sort()).toEqual([ids.verifiedMentor, ids.legal].sort())
    expect(JSON.stringify(data)).not.toMatch(/@(mentor|bo|finance|dee)\.example/)
    expect(data.query.verifiedOnly).toBe(true)
  })

  it('drops a filter it cannot read and says so, instead of failing', async () => {
    const data = await hubPage(routeArgs(getRequest(`/resources?searchQuery=${TAG}&type=wizard`)) as never)
    expect(data.filterErrors.type).toBeTruthy()
    expect(cardRows(data.resources as Cards<Card>)!.length).toBe(4)
  })
})

describe('GET /api/resources/{id} and /resources/{id}', () => {
  it('shows an active resource to anyone, without the e-mail', async () => {
    const response = await call(resourceApi, '/api/resources/1', { id: String(ids.verifiedMentor) })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('ada@mentor.example')
    expect(JSON.parse(text)).toMatchObject({ id: ids.verifiedMentor, hasContact: true, isVerified: true })
    const page = await resourcePage(routeArgs(getRequest(`/resources/${ids.verifiedMentor}`), { params: { id: String(ids.verifiedMentor) } }) as never)
    expect(JSON.stringify(page)).not.toContain('ada@mentor.example')
    expect(page.contact).toBeNull()
  })

  it('is 404 for unknown ids, bad ids, and inactive listings to visitors and other members', async () => {
    for (const id of ['999999', 'abc', String(ids.hidden)]) {
      expect((await call(resourceApi, `/api/resources/${id}`, { id })).status, id).toBe(404)
      const thrown = await Promise.resolve(resourcePage(routeArgs(getRequest(`/resources/${id}`), { params: { id } }) as never)).then(
        () => null,
        (error: unknown) => error as { init: { status: number } },
      )
      expect(thrown?.init.status, id).toBe(404)
    }
    expect((await call(resourceApi, '/', { id: String(ids.hidden) }, { Cookie: memberCookie })).status).toBe(404)
  })

  it('shows an inactive listing to admins', async () => {
    expect((await call(resourceApi, '/', { id: String(ids.hidden) }, { Cookie: adminCookie })).status).toBe(200)
  })
})

describe('Contact', () => {
  it('sends a visitor to sign in and back (page) or answers 401 (API)', async () => {
    const path = `/resources/${ids.verifiedMentor}?contact=reveal`
    const response = await settle(() => resourcePage(routeArgs(getRequest(path), { params: { id: String(ids.verifiedMentor) } }) as never))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
    expect((await call(contactApi, '/', { id: String(ids.verifiedMentor) })).status).toBe(401)
  })

  it('reveals the e-mail to a member as a mailto link (page) and in JSON (API)', async () => {
    const page = await resourcePage(
      routeArgs(getRequest(`/resources/${ids.verifiedMentor}?contact=reveal`, { Cookie: memberCookie }), {
        params: { id: String(ids.verifiedMentor) },
      }) as never,
    )
    expect(page.contact).toMatchObject({ email: 'ada@mentor.example' })
    const response = await call(contactApi, '/', { id: String(ids.investor) }, { Cookie: memberCookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: ids.investor, email: 'deals@bo.example' })
  })

  it('is 404 for unknown or hidden resources', async () => {
    expect((await call(contactApi, '/', { id: '999999' }, { Cookie: memberCookie })).status).toBe(404)
    expect((await call(contactApi, '/', { id: String(ids.hidden) }, { Cookie: memberCookie })).status).toBe(404)
  })

  it(`allows ${CONTACT_REVEALS_PER_HOUR} reveals an hour per member, then 429`, async () => {
    const collector = await createUser()
    const cookie = await signedInCookie(collector)
    for (let k = 0; k < CONTACT_REVEALS_PER_HOUR; k++) {
      expect((await call(contactApi, '/', { id: String(ids.site) }, { Cookie: cookie })).status).toBe(200)
    }
    const refused = await call(contactApi, '/', { id: String(ids.site) }, { Cookie: cookie })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
  })
})

const application = (name: string) => ({
  name,
  type: 'legal',
  location: 'Seoul',
  description: 'Incorporation and term sheets for first-time founders.',
  website: 'https://apply.example',
  email: 'Apply@Example.com',
  specialties: ['Incorporation', 'Term sheets'],
})

describe('Apply to Join', () => {
  it('POST /api/resources: 401 for visitors, 400 with field errors, 201 stored inactive and unverified', async () => {
    expect((await settle(() => resourcesApiPost(routeArgs(jsonRequest('/api/resources', 'POST', application('X')))))).status).toBe(401)

    const bad = await settle(() =>
      resourcesApiPost(
        routeArgs(jsonRequest('/api/resources', 'POST', { ...application(''), email: 'no', website: 'javascript:alert(1)', specialties: [] }, { Cookie: memberCookie })),
      ),
    )
    expect(bad.status).toBe(400)
    const errors = ((await bad.json()) as { errors: Record<string, string[]> }).errors
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'specialties', 'website'])

    const applicant = await createUser()
    const cookie = await signedInCookie(applicant)
    const created = await settle(() =>
      resourcesApiPost(routeArgs(jsonRequest('/api/resources', 'POST', application(`Api ${TAG} Applicant`), { Cookie: cookie }))),
    )
    expect(created.status).toBe(201)
    const body = (await created.json()) as { id: number; state: string }
    expect(body.state).toBe('pending')
    const [row] = await (await getDb()).select().from(resources).where(eq(resources.id, body.id))
    expect(row).toMatchObject({ isActive: false, isVerified: false, submittedById: applicant.id, email: 'apply@example.com', reviewedAt: null })
    // Not in the directory until approved; visible to its submitter.
    expect((await list('')).map((card) => card.id)).not.toContain(body.id)
    expect((await call(resourceApi, '/', { id: String(body.id) }, { Cookie: cookie })).status).toBe(200)
    expect((await call(resourceApi, '/', { id: String(body.id) }, { Cookie: memberCookie })).status).toBe(404)

    const mine = await call(myResourcesApi, '/api/my-resources', {}, { Cookie: cookie })
    expect(await mine.json()).toEqual([expect.objectContaining({ id: body.id, state: 'pending' })])
    expect((await call(myResourcesApi, '/api/my-resources')).status).toBe(401)
  })

  it(`allows ${MAX_PENDING_APPLICATIONS} listings waiting at once, even when sent in parallel (409 after)`, async () => {
    const applicant = await createUser()
    const cookie = await signedInCookie(applicant)
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, k) =>
        settle(() => resourcesApiPost(routeArgs(jsonRequest('/api/resources', 'POST', application(`Parallel ${k}`), { Cookie: cookie })))),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PENDING_APPLICATIONS)
    expect(statuses.filter((status) => status === 409)).toHaveLength(8 - MAX_PENDING_APPLICATIONS)
  })

  it('the page: visitors sign in first; a bad form comes back with its values; a good one is stored and says pending review', async () => {
    const visitor = await settle(() =>
      throughGuards(signedInMiddleware, routeArgs(getRequest('/resources/apply')), applyLoader as (args: never) => unknown),
    )
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toContain('/auth?redirectTo=')

    const applicant = await createUser()
    const fields = {
      intent: 'apply',
      name: `Page ${TAG} Applicant`,
      type: 'hr',
      location: 'Mumbai',
      description: 'Payroll and hiring for small teams.',
      website: '',
      email: 'not-an-email',
      'specialties[0]': 'Payroll',
    }
    const bad = (await applyAction(routeArgs(formRequest('/resources/apply', fields), { user: applicant }) as never)) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      init: { status: number }
    }
    expect(bad.init.status).toBe(400)
    expect(Object.keys(bad.data.result.error)).toEqual(['email'])
    expect(bad.data.result.initialValue).toMatchObject({ name: fields.name, description: fields.description })

    const good = await settle(() =>
      applyAction(routeArgs(formRequest('/resources/apply', { ...fields, email: 'hr@page.example' }), { user: applicant }) as never),
    )
    expect(good.status).toBe(302)
    expect(good.headers.get('Location')).toBe('/resources/apply#your-listings')
    const page = await applyLoader(routeArgs(getRequest('/resources/apply'), { user: applicant }) as never)
    expect(page.applications).toEqual([expect.objectContaining({ name: fields.name, state: 'pending' })])
    const [row] = await (await getDb()).select().from(resources).where(eq(resources.submittedById, applicant.id))
    expect(row).toMatchObject({ isActive: false, isVerified: false, type: 'hr', specialties: ['Payroll'] })
  })
})

describe('the search index', () => {
  it('the migrations alone leave exactly the triggers ensureResourceSearch checks for', async () => {
    // 0012 made the triggers, 0019 keyed the indexes by the directory's order.
    const expected = searchTriggersSql(RESOURCE_SEARCH)
    await withMigratedOnly(async (fresh) => {
      expect(await triggersOf(fresh.db, Object.keys(expected))).toEqual(
        Object.fromEntries(Object.entries(expected).map(([name, text]) => [name, squashSql(text)])),
      )
      expect(await ensureResourceSearch(fresh)).toEqual({ recreatedTriggers: [], rebuilt: false })
    })
  })
})
