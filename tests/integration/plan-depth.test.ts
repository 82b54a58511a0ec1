import { beforeAll, describe, expect, it } from 'vitest'
import type { PlanKey } from '~/domain/plans'
import type { StartupAnalytics } from '~/models/analytics.server'
import { recordJobView, recordStartupView } from '~/models/analytics.server'
import type { MemberMatches, StartupMatches } from '~/models/matches.server'
import type { PublicUser } from '~/shared/user'
import { loader as analyticsApi } from '~/routes/api/startup-analytics'
import { loader as matchesApi } from '~/routes/api/matches'
import { loader as forYouPage } from '~/routes/for-you'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { loader as analyticsCsv } from '~/routes/startup-manage/analytics-csv'
import { loader as ownerMatchesPage } from '~/routes/startup-manage/matches'
import { loader as managePage } from '~/routes/startup-manage/route'
import { createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'
import { cityId, createInvestor, setPreferences } from '../support/matching'
import { putOnPlan } from '../support/plan-rows'

/*
 * Analytics and matching depth by plan (issue 44 item 3, docs/decisions/0141): what each plan gets and what it does
 * NOT get, through the page's document and `.data` requests and the /api twin — the model decides, so all three agree.
 */

const DAY_MS = 86_400_000
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2)
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY_MS)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** Runs a loader beneath the signed-in layout as React Router does; a thrown Response is returned. */
async function underGuards<T>(loader: (args: never) => T, path: string, user: PublicUser, params: Record<string, string> = {}) {
  return settle(async () => {
    const result = await throughGuards(signedInGuards, routeArgs(getRequest(path, { Cookie: await signedInCookie(user) }), { params }), loader)
    return result instanceof Response ? result : Response.json(result)
  })
}

describe('analytics by the owner’s plan', () => {
  let founder: PublicUser
  let startupId: number

  beforeAll(async () => {
    founder = await createUser({ userType: 'startup' })
    startupId = (await createStartup(founder)).id
    const { id: jobId } = await createJob(startupId)
    // One view in each window: 2 days ago (all plans), 20 days ago (30 and 90 days), 60 days ago (90 days only).
    for (const [n, address] of [
      [2, '198.51.100.1'],
      [20, '198.51.100.2'],
      [60, '198.51.100.3'],
    ] as const) {
      await recordStartupView(startupId, { address, userAgent: BROWSER }, daysAgo(n))
      await recordJobView(jobId, { address, userAgent: BROWSER }, daysAgo(n))
    }
  })

  /** The same figures three ways: the page's document, its `.data` and GET /api/startups/{id}/analytics. */
  async function readAll(plan: PlanKey): Promise<StartupAnalytics[]> {
    await putOnPlan(founder, plan)
    const id = String(startupId)
    const answers = await Promise.all([
      underGuards(managePage, `/startup/${id}/manage`, founder, { id }),
      underGuards(managePage, `/startup/${id}/manage.data`, founder, { id }),
      settle(async () => analyticsApi(routeArgs(getRequest(`/api/startups/${id}/analytics`, { Cookie: await signedInCookie(founder) }), { params: { id } }))),
    ])
    const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as Record<string, unknown> })))
    for (const { status } of bodies) expect(status).toBe(200)
    return bodies.map(({ body }, index) => (index < 2 ? (body as { analytics: StartupAnalytics }).analytics : (body as unknown as StartupAnalytics)))
  }

  const csv = async () => {
    const id = String(startupId)
    return underGuards(analyticsCsv, `/startup/${id}/manage/analytics.csv`, founder, { id })
  }

  it('Starter: the last 7 days as totals only — no days, no job funnels, no events — and an upgrade link; no export', async () => {
    for (const analytics of await readAll('starter')) {
      expect(analytics).toMatchObject({ level: 'basic', windowDays: 7, upgradeUrl: '/subscribe', jobTotals: { views: 1, applications: 0 } })
      expect(analytics.profileViews).toEqual({ total: 1, days: [] })
      expect(analytics.jobs).toEqual([])
      expect(analytics.rsvps.days).toEqual([])
      expect(analytics.rsvps.events).toEqual([])
    }
    const refused = await csv()
    expect(refused.status).toBe(402)
    expect(await refused.text()).toContain('Enterprise')
  })

  it('Professional: the 30-day dashboard with days and job funnels; still no 90 days, no export', async () => {
    for (const analytics of await readAll('professional')) {
      expect(analytics).toMatchObject({ level: 'dashboard', windowDays: 30, upgradeUrl: '/contact-sales', jobTotals: { views: 2 } })
      expect(analytics.profileViews.total).toBe(2)
      expect(analytics.profileViews.days).toHaveLength(30)
      expect(analytics.rsvps.days).toHaveLength(30)
      expect(analytics.jobs).toHaveLength(1)
    }
    const refused = await csv()
    expect(refused.status).toBe(402)
    // Enterprise is sold by a person: Professional's way up is the contact-sales form (decision 0142).
    expect(await refused.text()).toContain('/contact-sales')
  })

  it('Enterprise: 90 days and the CSV export of exactly those figures', async () => {
    for (const analytics of await readAll('enterprise')) {
      expect(analytics).toMatchObject({ level: 'advanced', windowDays: 90, upgradeUrl: null, jobTotals: { views: 3 } })
      expect(analytics.profileViews.total).toBe(3)
      expect(analytics.profileViews.days).toHaveLength(90)
    }
    const exported = await csv()
    expect(exported.status).toBe(200)
    expect(exported.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(exported.headers.get('Content-Disposition')).toMatch(/^attachment; filename="startup-\d+-analytics-/)
    const lines = (await exported.text()).trim().split('\r\n')
    expect(lines[0]).toBe('date,profile_views,rsvps')
    const counted = lines.slice(1, 91).map((line) => Number(line.split(',')[1]))
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(3)
    expect(lines).toContain('job_id,job_title,views,applications,new,reviewing,rejected,hired')
  })

  it("a lapsed plan is Starter's depth; the claimed owner's plan counts, not the founder's", async () => {
    await putOnPlan(founder, 'enterprise', { periodEnd: new Date(Date.now() - 30 * DAY_MS) })
    const id = String(startupId)
    const lapsed = await underGuards(managePage, `/startup/${id}/manage.data`, founder, { id })
    expect(((await lapsed.json()) as { analytics: StartupAnalytics }).analytics.level).toBe('basic')

    await putOnPlan(founder, 'enterprise')
    const claimer = await createUser()
    const { id: claimedId } = await createStartup(founder, { claimedByUserId: claimer.id, subscriptionActive: true })
    const claimed = await underGuards(managePage, `/startup/${claimedId}/manage`, founder, { id: String(claimedId) })
    expect(((await claimed.json()) as { analytics: StartupAnalytics }).analytics.level).toBe('basic')
  })
})

describe('matching by plan', () => {
  let member: PublicUser
  let founder: PublicUser
  let startupId: number

  beforeAll(async () => {
    const singapore = await cityId('singapore')
    founder = await createUser({ userType: 'startup' })
    member = await createUser()
    startupId = (await createStartup(founder, { name: 'Depth Ledger', sector: 'fintech', stage: 'seed', location: 'Singapore' })).id
    // More fintech startups and investors than basic matching shows.
    for (let index = 0; index < 5; index++) {
      await createStartup(founder, { name: `Depth Fintech ${index}`, sector: 'fintech', stage: 'seed', location: 'Singapore' })
      await createInvestor({ name: `Depth Fund ${index}`, sectors: ['fintech'], stages: ['seed'], cityId: singapore })
    }
    await setPreferences(member.id, { sectors: ['fintech'], stages: ['seed'], cityId: singapore })
  })

  async function memberAnswers(plan: PlanKey): Promise<MemberMatches[]> {
    await putOnPlan(member, plan)
    const answers = await Promise.all([
      underGuards(forYouPage, '/for-you', member),
      underGuards(forYouPage, '/for-you.data', member),
      settle(async () => {
        const result = await matchesApi(routeArgs(getRequest('/api/matches?limit=10', { Cookie: await signedInCookie(member) })))
        return result instanceof Response ? result : Response.json(result)
      }),
    ])
    return Promise.all(
      answers.map(async (answer, index) => {
        expect(answer.status).toBe(200)
        const body = (await answer.json()) as { matches: MemberMatches } & MemberMatches
        return index < 2 ? body.matches : body
      }),
    )
  }

  it('Starter: the top 3 matches, each with its strongest reason only, and an upgrade link', async () => {
    for (const answer of await memberAnswers('starter')) {
      expect(answer.matching).toEqual({ depth: 'basic', shown: 3, upgradeUrl: '/subscribe' })
      expect(answer.startups).toHaveLength(3)
      for (const match of answer.startups) expect(match.reasons.length).toBeLessThanOrEqual(1)
      // The strongest factor: a full sector fit outweighs the others.
      expect(answer.startups[0]!.reasons.map((reason) => reason.factor)).toEqual(['sector'])
    }
  })

  it('Professional and Enterprise: the whole ranked list with every factor explained, the same scores', async () => {
    const [basic] = await memberAnswers('starter')
    for (const plan of ['professional', 'enterprise'] as const) {
      for (const answer of await memberAnswers(plan)) {
        expect(answer.matching).toEqual({ depth: 'ai', shown: 10, upgradeUrl: null })
        expect(answer.startups.length).toBeGreaterThan(3)
        expect(answer.startups[0]!.reasons.length).toBeGreaterThan(1)
        // Basic is the head of the same ranking: the scoring does not change with the plan.
        expect(answer.startups.slice(0, 3).map((match) => [match.item.id, match.score])).toEqual(
          basic!.startups.map((match) => [match.item.id, match.score]),
        )
      }
    }
  })

  it("a startup's investors follow its owner's plan: 3 on Starter, all on Professional (page, .data and API)", async () => {
    const id = String(startupId)
    const read = async () =>
      Promise.all([
        underGuards(ownerMatchesPage, `/startup/${id}/manage/matches`, founder, { id }),
        underGuards(ownerMatchesPage, `/startup/${id}/manage/matches.data`, founder, { id }),
        settle(async () => {
          const result = await matchesApi(routeArgs(getRequest(`/api/matches?startupId=${id}&limit=10`, { Cookie: await signedInCookie(founder) })))
          return result instanceof Response ? result : Response.json(result)
        }),
      ]).then((answers) => Promise.all(answers.map(async (answer) => (await answer.json()) as StartupMatches)))
    await putOnPlan(founder, 'starter')
    for (const answer of await read()) {
      expect(answer.matching.depth).toBe('basic')
      expect(answer.investors).toHaveLength(3)
      for (const match of answer.investors) expect(match.reasons.length).toBeLessThanOrEqual(1)
    }
    await putOnPlan(founder, 'professional')
    for (const answer of await read()) {
      expect(answer.matching.depth).toBe('ai')
      expect(answer.investors.length).toBeGreaterThan(3)
    }
  })
})
