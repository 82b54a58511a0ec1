import { beforeAll, describe, expect, it } from 'vitest'
import {
  companyMilestones,
  fundingRounds,
  jobs,
  startupGallery,
  startupInvestors,
  startupPosts,
  startupReviews,
  startups,
  startupTeam,
  users,
} from '../../db/schema'
import { getDb } from '~/server/db.server'
import { startUserSession } from '~/server/session.server'
import { getStartup, getTotalFunding } from '~/models/startup-profile.server'
import { action as startupApiAction, loader as startupApiLoader } from '~/routes/api/startup'
import { action as tabApiAction, loader as tabApiLoader } from '~/routes/api/startup-tab'
import { action as pageAction, loader as pageLoader } from '~/routes/startup'
import { loader as startupsRedirectLoader } from '~/routes/startups-redirect'
import { getRequest, settle } from '../support/http'
import { routeArgs } from '../support/factories'

const args = (request: Request, params: Record<string, string>) => routeArgs(request, { params })

const DAY = 24 * 60 * 60 * 1000
const ids = { owner: 0, member: 0, reviewer: 0, profile: 0, hidden: 0, empty: 0 }

async function sessionCookie(userId: number): Promise<string> {
  const setCookie = await startUserSession(getRequest('/auth'), userId)
  return setCookie.split(';')[0]!
}

async function getJson(path: string, params: Record<string, string>, tab = false) {
  const request = getRequest(path)
  const response = tab ? await tabApiLoader(args(request, params)) : await startupApiLoader(args(request, params))
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A thrown `data(…, { status })` from a page loader, as { status, data }. */
async function thrown(run: () => unknown): Promise<{ status: number; data: unknown }> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null }
    const value = error as { init?: { status?: number }; data?: unknown }
    return { status: value.init?.status ?? 0, data: value.data }
  }
  throw new Error('expected the loader to throw')
}

beforeAll(async () => {
  const db = await getDb()
  const people = await db
    .insert(users)
    .values([
      { email: 'owner@example.com', firstName: 'Mei', lastName: 'Lin', userType: 'startup' },
      {
        email: 'member@example.com',
        firstName: 'Arjun',
        lastName: 'Rao',
        profileImageUrl: '/images/avatars/avatar-2.svg',
      },
      { email: 'reviewer@example.com', firstName: 'Kenji', lastName: 'Sato' },
    ])
    .returning({ id: users.id })
  ;[ids.owner, ids.member, ids.reviewer] = people.map((row) => row.id) as [number, number, number]

  const rows = await db
    .insert(startups)
    .values([
      {
        name: 'Profile Co',
        description: 'Payments for every corner shop.',
        website: 'https://profile.example.com',
        sector: 'fintech',
        location: 'Singapore',
        stage: 'series-a',
        teamSize: 42,
        foundingDate: '2019-06-15',
        mission: 'Make payments simple.',
        vision: 'Cashless Asia.',
        techStack: ['TypeScript', 'Postgres'],
        socialLinks: { linkedin: 'https://linkedin.com/company/profile-co', twitter: 'https://x.com/profileco' },
        operationAreas: ['Singapore', 'Malaysia'],
        heroBanners: [
          { imageUrl: '/images/banners/banner-3.svg', title: 'Third', order: 3 },
          { imageUrl: '/images/banners/banner-1.svg', title: 'First', order: 1 },
          { imageUrl: '/images/banners/banner-2.svg', title: 'Second', order: 2 },
        ],
        logo: '/images/logos/logo-1.svg',
        founderId: ids.owner,
        claimedByUserId: ids.owner,
        isClaimedByOwner: true,
        subscriptionActive: true,
        stripeCustomerId: 'cus_secret',
      },
      { name: 'Hidden Co', isActive: false },
      { name: 'Empty Co', claimedByUserId: ids.owner, subscriptionActive: true },
    ])
    .returning({ id: startups.id })
  ;[ids.profile, ids.hidden, ids.empty] = rows.map((row) => row.id) as [number, number, number]
  const profile = ids.profile

  await db.insert(startupTeam).values([
    { startupId: profile, name: 'Late Joiner', role: 'Designer', joinedAt: new Date(Date.UTC(2022, 0, 1)) },
    {
      startupId: profile,
      userId: ids.member,
      name: 'Stale Name',
      email: 'stale@example.com',
      photoUrl: '/stale.svg',
      bio: 'Builds things.',
      role: 'CTO',
      isFounder: true,
      joinedAt: new Date(Date.UTC(2019, 5, 15)),
    },
    {
      startupId: profile,
      name: 'Early Hire',
      email: 'early@profile.example.com',
      role: 'Engineer',
      photoUrl: '/images/avatars/avatar-1.svg',
      joinedAt: new Date(Date.UTC(2020, 0, 1)),
    },
    { startupId: ids.hidden, name: 'Hidden Member' },
  ])

  await db.insert(jobs).values([
    {
      startupId: profile,
      title: 'Backend Engineer',
      type: 'full-time',
      experienceLevel: 'senior',
      isRemote: true,
      location: 'Singapore',
      description: 'Build the ledger.',
      requirements: 'Five years of Go.',
      techStack: ['Go'],
      salary: { min: 90000, max: 120000, currency: 'SGD' },
    },
    { startupId: profile, title: 'Closed Role', isActive: false },
  ])

  await db.insert(fundingRounds).values([
    {
      startupId: profile,
      roundType: 'seed',
      amount: '1234567.89',
      announcedDate: '2020-03-01',
      leadInvestor: 'Lion Ventures',
      investors: ['Lion Ventures'],
      description: 'Seed round.',
    },
    { startupId: profile, roundType: 'series-a', amount: '0.11', announcedDate: '2022-09-30' },
    { startupId: profile, roundType: 'pre-seed', amount: '800000.00', currency: 'SGD', announcedDate: '2019-09-01' },
    { startupId: profile, roundType: 'series-b', amount: null, announcedDate: null },
    { startupId: ids.hidden, roundType: 'seed', amount: '5.00' },
  ])

  await db.insert(companyMilestones).values([
    { startupId: profile, title: 'Launched', achievedDate: '2020-01-10', description: 'Went live.' },
    { startupId: profile, title: '1M users', achievedDate: '2023-05-01' },
    { startupId: profile, title: 'Secret pivot', achievedDate: '2024-01-01', isPublic: false },
  ])

  await db.insert(startupPosts).values([
    { startupId: profile, title: 'Older news', type: 'news', content: 'A', publishedAt: new Date(Date.now() - 9 * DAY) },
    { startupId: profile, title: 'Press release', type: 'press', content: 'B', publishedAt: new Date(Date.now() - DAY) },
    { startupId: profile, title: 'Private update', isPublic: false },
    { startupId: profile, title: 'Removed post', isActive: false },
  ])

  await db.insert(startupReviews).values([
    {
      startupId: profile,
      reviewerId: ids.reviewer,
      rating: '4.5',
      position: 'Engineer',
      title: 'Great place',
      pros: 'Smart people',
      cons: 'Long hours',
      employmentStatus: 'current',
      isAnonymous: true,
      helpfulVotes: 7,
      createdAt: new Date(Date.now() - DAY),
    },
    {
      startupId: profile,
      // Another member: one review per member per startup (docs/decisions/0119-anonymous-reviews.md).
      reviewerId: ids.member,
      rating: '3.0',
      position: 'Sales',
      title: 'Signed review',
      employmentStatus: 'former',
      isAnonymous: false,
      createdAt: new Date(Date.now() - 2 * DAY),
    },
    { startupId: profile, rating: '1.0', title: 'Hidden review', employmentStatus: 'current', isActive: false },
  ])

  await db.insert(startupGallery).values([
    { startupId: profile, mediaUrl: '/b.svg', mediaType: 'image', title: 'Second', displayOrder: 2 },
    { startupId: profile, mediaUrl: 'https://videos.example.com/tour.mp4', mediaType: 'video', title: 'Tour', displayOrder: 1 },
    { startupId: profile, mediaUrl: '/private.svg', title: 'Private', isPublic: false },
  ])

  await db.insert(startupInvestors).values([
    { startupId: profile, investorName: 'Angel Ann', investorType: 'angel', amount: '50000.00' },
    {
      startupId: profile,
      investorName: 'Lion Ventures',
      investorType: 'vc',
      amount: '1000000.00',
      isLead: true,
      website: 'https://lion.example.com',
      location: 'Singapore',
      investmentDate: '2020-03-01',
    },
    { startupId: profile, investorName: 'Gone Capital', isActive: false },
  ])
})

describe('getStartup', () => {
  it('answers the screen shape of 001 §3 with both spellings and aliases', async () => {
    const startup = await getStartup(ids.profile)
    expect(startup).toMatchObject({
      id: ids.profile,
      name: 'Profile Co',
      sector: 'fintech',
      industry: 'fintech',
      stage: 'series-a',
      teamSize: 42,
      foundingDate: '2019-06-15',
      foundingYear: 2019,
      logo: '/images/logos/logo-1.svg',
      logoUrl: '/images/logos/logo-1.svg',
      operationAreas: ['Singapore', 'Malaysia'],
      operationsAreas: ['Singapore', 'Malaysia'],
      techStack: ['TypeScript', 'Postgres'],
      socialLinks: { linkedin: 'https://linkedin.com/company/profile-co', twitter: 'https://x.com/profileco' },
      subscriptionActive: true,
      claimedByUserId: ids.owner,
    })
    expect(startup!.heroBanners.map((banner) => banner.title)).toEqual(['First', 'Second', 'Third'])
    expect(startup).not.toHaveProperty('stripeCustomerId')
  })

  it('is null for an inactive or absent startup', async () => {
    expect(await getStartup(ids.hidden)).toBeNull()
    expect(await getStartup(999_999)).toBeNull()
  })

  it('totals funding exactly, one total per currency', async () => {
    expect(await getTotalFunding(ids.profile)).toEqual([
      { currency: 'SGD', amount: '800000.00' },
      { currency: 'USD', amount: '1234568.00' },
    ])
    expect(await getTotalFunding(ids.empty)).toEqual([])
    expect(await getTotalFunding(ids.hidden)).toEqual([])
  })

  it("reads the Overview's total funding with the startup's row: the same totals, and only when asked", async () => {
    const withFunding = await getStartup(ids.profile, { totalFunding: true })
    expect(withFunding!.totalFunding).toEqual(await getTotalFunding(ids.profile))
    const { totalFunding: _totals, ...rest } = withFunding!
    expect(rest).toEqual(await getStartup(ids.profile))
    expect((await getStartup(ids.empty, { totalFunding: true }))!.totalFunding).toEqual([])
    expect(await getStartup(ids.hidden, { totalFunding: true })).toBeNull()
    expect(await getStartup(ids.profile)).not.toHaveProperty('totalFunding')
    expect(await getStartup(ids.profile, { totalFunding: false })).not.toHaveProperty('totalFunding')
  })
})

describe('GET /api/startups/{id}', () => {
  it('answers the startup as JSON', async () => {
    const { status, body } = await getJson(`/api/startups/${ids.profile}`, { id: String(ids.profile) })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: ids.profile, name: 'Profile Co', operationsAreas: ['Singapore', 'Malaysia'] })
  })

  it.each([
    ['inactive', () => String(ids.hidden)],
    ['absent', () => '999999'],
    ['non-numeric', () => 'abc'],
    ['zero', () => '0'],
    ['fractional', () => '1.5'],
  ])('is 404 Startup Not Found for an %s id', async (_, id) => {
    const { status, body } = await getJson(`/api/startups/${id()}`, { id: id() })
    expect(status).toBe(404)
    expect(body).toEqual({ message: 'Startup Not Found' })
  })

  it('refuses other methods with 405', async () => {
    const request = new Request(`http://localhost/api/startups/${ids.profile}`, { method: 'DELETE' })
    const response = await startupApiAction({ request, params: { id: String(ids.profile) }, context: {} } as never)
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD, PATCH')
  })
})

describe('GET /api/startups/{id}/{tab}', () => {
  const tab = async (name: string, id = String(ids.profile)) => {
    const { status, body } = await getJson(`/api/startups/${id}/${name}`, { id, tab: name }, true)
    return { status, body: body as Array<Record<string, unknown>> }
  }

  it('jobs: active jobs in the screen shape', async () => {
    const { status, body } = await tab('jobs')
    expect(status).toBe(200)
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({
      title: 'Backend Engineer',
      type: 'full-time',
      experienceLevel: 'senior',
      isRemote: true,
      location: 'Singapore',
      description: 'Build the ledger.',
      requirements: 'Five years of Go.',
      techStack: ['Go'],
      salary: { min: 90000, max: 120000, currency: 'SGD' },
    })
    expect(body[0]).toHaveProperty('id')
  })

  it("team: founders first; a linked account's name, e-mail and photo win; e-mails only for the team (decision 0083)", async () => {
    const { status, body } = await tab('team')
    expect(status).toBe(200)
    expect(body.map((member) => member.name)).toEqual(['Arjun Rao', 'Early Hire', 'Late Joiner'])
    expect(body[0]).toMatchObject({
      role: 'CTO',
      bio: 'Builds things.',
      email: null,
      profilePhoto: '/images/avatars/avatar-2.svg',
      isFounder: true,
    })
    expect(body[1]).toMatchObject({ email: null, profilePhoto: '/images/avatars/avatar-1.svg' })
    // Issue 41 added kind (team or advisor) and links (docs/decisions/0108).
    expect(Object.keys(body[0]!).sort()).toEqual(['bio', 'email', 'id', 'isFounder', 'kind', 'links', 'name', 'profilePhoto', 'role'])
    // The founder reads them.
    const id = String(ids.profile)
    const mine = await tabApiLoader(
      args(getRequest(`/api/startups/${id}/team`, { Cookie: await sessionCookie(ids.owner) }), { id, tab: 'team' }),
    )
    const team = (await mine.json()) as Array<Record<string, unknown>>
    expect(team.map((member) => member.email)).toEqual(['member@example.com', 'early@profile.example.com', null])
  })

  it('funding: series label, exact amount, date, newest first, undated last', async () => {
    const { status, body } = await tab('funding')
    expect(status).toBe(200)
    expect(body.map((round) => round.series)).toEqual(['Series A', 'Seed', 'Pre-seed', 'Series B'])
    expect(body[1]).toMatchObject({
      series: 'Seed',
      amount: '1234567.89',
      currency: 'USD',
      date: '2020-03-01',
      leadInvestor: 'Lion Ventures',
      description: 'Seed round.',
    })
    expect(body[3]).toMatchObject({ amount: null, date: null })
  })

  it('milestones: public ones only, newest first', async () => {
    const { body } = await tab('milestones')
    expect(body.map((milestone) => milestone.title)).toEqual(['1M users', 'Launched'])
    expect(body[1]).toMatchObject({ date: '2020-01-10', description: 'Went live.' })
  })

  it('news: public, active posts, newest first', async () => {
    const { body } = await tab('news')
    expect(body.map((item) => item.title)).toEqual(['Press release', 'Older news'])
    expect(body[0]).toMatchObject({ type: 'press', content: 'B' })
    expect(typeof body[0]!.publishedAt).toBe('string')
  })

  // Every review is anonymous since issue 42 (docs/decisions/0119-anonymous-reviews.md): a review once "signed" is too.
  it('reviews: rating as a number, helpfulCount, and never the reviewer', async () => {
    const { status, body } = await tab('reviews')
    expect(status).toBe(200)
    expect(body.map((review) => review.title)).toEqual(['Great place', 'Signed review'])
    expect(body[0]).toMatchObject({
      rating: 4.5,
      role: 'Engineer',
      pros: 'Smart people',
      cons: 'Long hours',
      helpfulCount: 7,
    })
    expect(body[1]).toMatchObject({ rating: 3 })
    expect(JSON.stringify(body)).not.toContain('Kenji')
    for (const review of body) {
      expect(review).not.toHaveProperty('reviewerId')
      expect(review).not.toHaveProperty('reviewerName')
      expect(review).toHaveProperty('createdAt')
    }
    expect(JSON.stringify(body[0])).not.toContain('Kenji')
  })

  it('gallery: public items in display order', async () => {
    const { body } = await tab('gallery')
    expect(body).toEqual([
      expect.objectContaining({ type: 'video', url: 'https://videos.example.com/tour.mp4', caption: 'Tour' }),
      expect.objectContaining({ type: 'image', url: '/b.svg', caption: 'Second' }),
    ])
  })

  it('investors: active ones, leads first', async () => {
    const { body } = await tab('investors')
    expect(body.map((investor) => investor.name)).toEqual(['Lion Ventures', 'Angel Ann'])
    expect(body[0]).toMatchObject({
      type: 'vc',
      amount: '1000000.00',
      currency: 'USD',
      isLead: true,
      website: 'https://lion.example.com',
      logo: null,
      location: 'Singapore',
    })
  })

  it('answers empty lists for a startup without rows', async () => {
    for (const name of ['jobs', 'team', 'funding', 'milestones', 'reviews', 'gallery', 'news', 'investors']) {
      expect(await tab(name, String(ids.empty))).toEqual({ status: 200, body: [] })
    }
  })

  it('is 404 for an unknown, inactive or non-numeric startup', async () => {
    for (const id of [String(ids.hidden), '999999', 'abc']) {
      expect(await tab('team', id)).toEqual({ status: 404, body: { message: 'Startup Not Found' } })
    }
  })

  it('is 404 for an unknown tab, even of a real startup', async () => {
    for (const name of ['salaries', 'constructor', '__proto__']) {
      const { status, body } = await tab(name)
      expect(status).toBe(404)
      expect(body).toEqual({ message: `No API endpoint at /api/startups/${ids.profile}/${name}` })
    }
  })

  it('refuses other methods with 405', async () => {
    const response = await tabApiAction(
      args(new Request(`http://localhost/api/startups/${ids.profile}/team`, { method: 'POST' }), { id: String(ids.profile), tab: 'team' }),
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('/startup/{id} page loader', () => {
  const load = async (search: string, cookie?: string, id = String(ids.profile)) =>
    pageLoader(args(getRequest(`/startup/${id}${search}`, cookie ? { Cookie: cookie } : {}), { id }))

  it('loads the overview with the exact total funding by default', async () => {
    const result = await load('')
    expect(result.panel.tab).toBe('overview')
    expect(result.startup.name).toBe('Profile Co')
    expect(result.panel).toEqual({
      tab: 'overview',
      totalFunding: [
        { currency: 'SGD', amount: '800000.00' },
        { currency: 'USD', amount: '1234568.00' },
      ],
    })
    expect((await load('?tab=nonsense')).panel.tab).toBe('overview')
  })

  it.each([
    ['team', 'team', 3],
    ['jobs', 'jobs', 1],
    ['funding', 'funding', 4],
    ['milestones', 'milestones', 2],
    ['news', 'news', 2],
    ['reviews', 'reviews', 2],
    ['gallery', 'gallery', 2],
  ] as const)('?tab=%s loads only that tab', async (tab, key, length) => {
    const result = await load(`?tab=${tab}`)
    expect(result.panel.tab).toBe(tab)
    expect((result.panel as unknown as Record<string, unknown[]>)[key]).toHaveLength(length)
    // The funding tab also shows the total and the investors; the gallery tab the press links (decision 0109).
    const extra: Record<string, string[]> = { funding: ['investors', 'totalFunding'], gallery: ['pressLinks'] }
    expect(Object.keys(result.panel).sort()).toEqual([key, 'tab', ...(extra[tab] ?? [])].sort())
  })

  it('offers Encourage Reviews to the claimed owner only, when there are no reviews', async () => {
    const owner = await sessionCookie(ids.owner)
    const stranger = await sessionCookie(ids.member)
    const mine = await load('?tab=reviews', owner, String(ids.empty))
    expect(mine.encourageReviewsHref).toMatch(/^mailto:\?subject=/)
    expect(decodeURIComponent(mine.encourageReviewsHref!)).toContain(`http://localhost/startup/${ids.empty}?tab=reviews`)
    expect((await load('?tab=reviews', stranger, String(ids.empty))).encourageReviewsHref).toBeNull()
    expect((await load('?tab=reviews', undefined, String(ids.empty))).encourageReviewsHref).toBeNull()
    // The owner's other startup has reviews: no button.
    expect((await load('?tab=reviews', owner)).encourageReviewsHref).toBeNull()
  })

  it.each([['999999'], ['abc'], ['0'], [String(-1)]])('throws 404 Startup Not Found for /startup/%s', async (id) => {
    expect(await thrown(() => load('', undefined, id))).toEqual({ status: 404, data: { message: 'Startup Not Found' } })
  })

  it('throws 404 for an inactive startup', async () => {
    expect((await thrown(() => load('', undefined, String(ids.hidden)))).status).toBe(404)
  })

  it('sends a visitor who posts (the reply form of the Reviews tab) to sign in', async () => {
    const post = new Request(`http://localhost/startup/${ids.hidden}`, { method: 'POST', body: new URLSearchParams({ intent: 'reply' }) })
    const { status } = await thrown(() => pageAction(routeArgs(post, { params: { id: String(ids.hidden) } })))
    expect(status).toBeGreaterThanOrEqual(300)
    expect(status).toBeLessThan(400)
  })
})

describe('/startups', () => {
  it('redirects permanently to /discover', async () => {
    const response = await settle(() => startupsRedirectLoader())
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe('/discover')
  })
})
