import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { investors, matchTags } from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { loader as matchesApi } from '~/routes/api/matches'
import { loader as forYouPage } from '~/routes/for-you'
import { loader as ownerPage } from '~/routes/startup-manage/matches'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { createAdmin, createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'
import { putOnPlan } from '../support/plan-rows'
import { addOpenRound, cityId, createInvestor, createMentor, setPreferences } from '../support/matching'

// GET /api/matches, /for-you, /startup/{id}/manage/matches and the dashboard's section (issue 42 item 3,
// docs/decisions/0116-matching.md): who may see which matches, the answers' shape, and match_tags kept by triggers.

interface Reason {
  factor: string
  weight: number
  fit: number
  values: string[]
}
interface Scored {
  item: { id: number; name?: string; title?: string }
  score: number
  reasons: Reason[]
}

let founder: PublicUser
let stranger: PublicUser
let member: PublicUser
let startupId: number
let near: { id: number }
let far: { id: number }
let mentor: { id: number }
let jobId: number

async function api(query: string, user?: PublicUser) {
  const headers: Record<string, string> = user ? { Cookie: await signedInCookie(user) } : {}
  return settle(async () => {
    const result = await matchesApi(routeArgs(getRequest(`/api/matches${query}`, headers)))
    return result instanceof Response ? result : Response.json(result)
  })
}

beforeAll(async () => {
  founder = await createUser({ userType: 'startup' })
  stranger = await createUser()
  member = await createUser({ firstName: 'Mina' })
  // The whole ranked list with every reason is the plans' "AI matching" (decision 0141); Starter's basic depth is
  // tested in plan-depth.test.ts.
  await putOnPlan(founder, 'professional')
  await putOnPlan(member, 'enterprise')
  startupId = (await createStartup(founder, { name: 'Ledgerly', sector: 'fintech', stage: 'seed', location: 'Singapore' })).id
  await addOpenRound(startupId, '1500000.00')
  near = await createInvestor({
    name: 'Marina Seed Fund',
    sectors: ['fintech'],
    stages: ['seed'],
    checkSizeMinMinor: 50_000_000,
    checkSizeMaxMinor: 300_000_000,
    geographies: ['SG'],
    cityId: await cityId('singapore'),
    isVerified: true,
  })
  far = await createInvestor({ name: 'Tokyo Growth Partners', sectors: ['fintech'], stages: ['series-b'], cityId: await cityId('tokyo') })
  await createInvestor({ name: 'Dormant Capital', sectors: ['fintech'], stages: ['seed'], isActive: false })
  mentor = await createMentor({ name: 'Priya Nair', sectors: ['fintech'], expertise: ['fundraising', 'product'], languages: ['en'], cityId: await cityId('singapore') })
  const other = await createStartup(founder, { name: 'Greenfield', sector: 'cleantech', stage: 'series-a', location: 'Tokyo' })
  jobId = (await createJob(startupId, { title: 'Frontend Engineer', techStack: ['React', 'TypeScript'], location: 'Singapore' })).id
  await createJob(other.id, { title: 'Plant Engineer', techStack: ['PLC'], location: 'Tokyo' })
  await setPreferences(member.id, { sectors: ['fintech'], stages: ['seed'], skills: ['react', 'typescript'], cityId: await cityId('singapore') })
})

describe('GET /api/matches', () => {
  it('is for members: 401 signed out', async () => {
    expect((await api('')).status).toBe(401)
    expect((await api(`?startupId=${startupId}`)).status).toBe(401)
  })

  it("answers the member's startups and jobs, best first, each with its score and reasons", async () => {
    const response = await api('', member)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { hasPreferences: boolean; startups: Scored[]; jobs: Scored[] }
    expect(body.hasPreferences).toBe(true)
    expect(body.startups[0]!.item.id).toBe(startupId)
    expect(body.startups[0]!.reasons.map((reason) => [reason.factor, reason.values])).toEqual([
      ['sector', ['fintech']],
      ['stage', ['seed']],
      ['distance', ['0']],
    ])
    expect(body.jobs[0]!.item.id).toBe(jobId)
    expect(body.jobs[0]!.reasons.find((reason) => reason.factor === 'skills')?.values).toEqual(['react', 'typescript'])
    const scores = body.startups.map((match) => match.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('answers empty lists and a hint to a member who stated no preferences', async () => {
    const body = await (await api('', stranger)).json()
    expect(body).toEqual({ matching: expect.objectContaining({ depth: 'basic' }), hasPreferences: false, hint: expect.stringContaining('/profile/preferences'), startups: [], jobs: [] })
  })

  it("answers a startup's investors and mentors to the people who run it; inactive investors never", async () => {
    const response = await api(`?startupId=${startupId}`, founder)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { investors: Scored[]; mentors: Scored[] }
    expect(body.investors.map((match) => match.item.id)).toEqual([near.id, far.id])
    expect(body.investors[0]!.score).toBe(100)
    expect(body.investors[0]!.reasons.find((reason) => reason.factor === 'checkSize')?.values).toEqual(['USD', '1500000'])
    // Tokyo is 5,300 km from Singapore, beyond the distance curve's 3,000, and series B is two steps from seed: those
    // factors do not fit, so they are no reasons; it states no cheque and no countries (neutral).
    expect(body.investors[1]!.reasons.map((reason) => reason.factor)).toEqual(['sector', 'checkSize', 'geography'])
    expect(body.mentors[0]!.item.id).toBe(mentor.id)
    const admin = await createAdmin()
    expect((await api(`?startupId=${startupId}`, admin)).status).toBe(200)
  })

  it('refuses others 403, an unknown startup 404, a bad id or limit 400', async () => {
    expect((await api(`?startupId=${startupId}`, stranger)).status).toBe(403)
    expect((await api('?startupId=99999999', founder)).status).toBe(404)
    expect((await api('?startupId=abc', founder)).status).toBe(400)
    expect((await api('?limit=0', member)).status).toBe(400)
    const limited = await (await api(`?startupId=${startupId}&limit=1`, founder)).json()
    expect(limited.investors).toHaveLength(1)
  })
})

describe('the pages', () => {
  const page = async (path: string, loader: (args: never) => unknown, user?: PublicUser, params: Record<string, string> = {}) => {
    const headers: Record<string, string> = user ? { Cookie: await signedInCookie(user) } : {}
    return throughGuards(signedInGuards, routeArgs(getRequest(path, headers), { params }), loader)
  }

  it('/for-you: the member’s matches and, for founders, a link per startup; visitors are sent to sign in', async () => {
    const forMember = (await page('/for-you', forYouPage, member)) as Awaited<ReturnType<typeof forYouPage>>
    expect(forMember.matches.startups[0]!.item.id).toBe(startupId)
    expect(forMember.myStartups).toEqual([])
    const forFounder = (await page('/for-you', forYouPage, founder)) as Awaited<ReturnType<typeof forYouPage>>
    expect(forFounder.matches.hasPreferences).toBe(false)
    expect(forFounder.myStartups.map((startup) => startup.id)).toContain(startupId)
    const visitor = await settle(() => page('/for-you', forYouPage))
    expect(visitor.status).toBe(302)
  })

  it("/startup/{id}/manage/matches: the owner's investors and mentors; 403 others, 404 unknown", async () => {
    const path = `/startup/${startupId}/manage/matches`
    const result = (await page(path, ownerPage, founder, { id: String(startupId) })) as Awaited<ReturnType<typeof ownerPage>>
    expect(result.investors[0]!.item.name).toBe('Marina Seed Fund')
    const status = async (user: PublicUser, id: string) => {
      try {
        await page(`/startup/${id}/manage/matches`, ownerPage, user, { id })
        return 200
      } catch (error) {
        return (error as { init?: { status?: number } }).init?.status ?? (error as Response).status
      }
    }
    expect(await status(stranger, String(startupId))).toBe(403)
    expect(await status(founder, '99999999')).toBe(404)
    expect(await status(founder, 'x')).toBe(404)
  })

  it("the dashboard's For you: the top three", async () => {
    const result = (await page('/dashboard', dashboardLoader, member)) as Awaited<ReturnType<typeof dashboardLoader>>
    expect(result.forYou.startups.length).toBeLessThanOrEqual(3)
    expect(result.forYou.startups[0]!.item.id).toBe(startupId)
  })
})

describe('match_tags', () => {
  it('follows an investor through insert, update and delete', async () => {
    const db = await getDb()
    const { id } = await createInvestor({ sectors: ['AI', 'saas'], stages: ['seed'] })
    const tags = async () =>
      (await db.select({ kind: matchTags.tagKind, value: matchTags.value }).from(matchTags).where(and(eq(matchTags.ownerKind, 'investor'), eq(matchTags.ownerId, id))))
        .map((tag) => `${tag.kind}:${tag.value}`)
        .sort()
    expect(await tags()).toEqual(['sector-stage:ai|seed', 'sector-stage:saas|seed', 'sector:ai', 'sector:saas', 'stage:seed'])
    await db.update(investors).set({ stages: ['series-a'] }).where(eq(investors.id, id))
    expect(await tags()).toContain('stage:series-a')
    expect(await tags()).not.toContain('stage:seed')
    await db.delete(investors).where(eq(investors.id, id))
    expect(await tags()).toEqual([])
  })
})
