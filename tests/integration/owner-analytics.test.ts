import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { eventRsvps, jobApplications, profileClaims, startups, startupTeam, startupViews, visitorSalts } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { barChart } from '~/shared/bar-chart'
import type { PublicUser } from '~/shared/user'
import { dayIso, getStartupAnalytics, recordJobView, recordStartupView, utcDay } from '~/models/analytics.server'
import { loader as analyticsApi } from '~/routes/api/startup-analytics'
import { loader as startupViewBeacon } from '~/routes/analytics/startup-view'
import { loader as jobViewBeacon } from '~/routes/analytics/job-view'
import { loader as managePage } from '~/routes/startup-manage/route'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { createAdmin, createEvent, createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'
import { putOnPlan } from '../support/plan-rows'

// Issue 41 item 6 (docs/decisions/0111-owner-analytics.md): views counted once per visitor a day by the never-cached
// image, crawlers and the startup's own people not counted; each job's funnel; RSVPs to the team's events; who may
// read them on the manage page and GET /api/startups/{id}/analytics.

const DAY_MS = 86_400_000
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Today at noon UTC, and `n` days before. */
const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2)
const daysAgo = (n: number) => new Date(today.getTime() - n * DAY_MS)

/** Asks for the profile's counter image as a browser would. */
async function beacon(startupId: number | string, headers: Record<string, string>, { clientIp = '203.0.113.7', method = 'GET' } = {}) {
  const request = new Request(`http://localhost/startup/${startupId}/view.gif`, { method, headers })
  return (await startupViewBeacon(routeArgs(request, { params: { id: String(startupId) }, clientIp }))) as Response
}

/** The status a loader answered with: a returned or thrown Response, or React Router's `data()`. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run()
    return result instanceof Response ? result.status : 200
  } catch (error) {
    if (error instanceof Response) return error.status
    const status = (error as { init?: { status?: number } }).init?.status
    if (status) return status
    throw error
  }
}

describe('counting profile views', () => {
  it('counts each visitor once a day, never crawlers, prefetches or the people who run it, and the chart shows exactly that', async () => {
    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const member = await createUser()
    const { id } = await createStartup(founder)

    // Three days ago: two visitors, one of them twice. Yesterday: one. Before the window: one (not shown).
    const visitor = (address: string, userAgent = BROWSER) => ({ address, userAgent })
    expect(await recordStartupView(id, visitor('198.51.100.1'), daysAgo(3))).toBe(true)
    expect(await recordStartupView(id, visitor('198.51.100.1'), daysAgo(3))).toBe(false)
    expect(await recordStartupView(id, visitor('198.51.100.2'), daysAgo(3))).toBe(true)
    expect(await recordStartupView(id, visitor('198.51.100.1'), daysAgo(1))).toBe(true)
    expect(await recordStartupView(id, visitor('198.51.100.1'), daysAgo(30))).toBe(true)
    // The member counts by account, whatever the address.
    expect(await recordStartupView(id, { user: member }, daysAgo(1))).toBe(true)
    expect(await recordStartupView(id, { user: member }, daysAgo(1))).toBe(false)

    // Today, through the image: a browser twice, a phone on the same address, a member signed in.
    expect((await beacon(id, { 'User-Agent': BROWSER })).status).toBe(200)
    await beacon(id, { 'User-Agent': BROWSER })
    await beacon(id, { 'User-Agent': PHONE })
    await beacon(id, { 'User-Agent': BROWSER, Cookie: await signedInCookie(member) })
    // Not counted: a crawler, no User-Agent, a prefetch, a HEAD, the founder, an admin.
    await beacon(id, { 'User-Agent': GOOGLEBOT }, { clientIp: '66.249.66.1' })
    await beacon(id, {}, { clientIp: '192.0.2.50' })
    await beacon(id, { 'User-Agent': BROWSER, 'Sec-Purpose': 'prefetch' }, { clientIp: '192.0.2.51' })
    await beacon(id, { 'User-Agent': BROWSER }, { clientIp: '192.0.2.52', method: 'HEAD' })
    await beacon(id, { 'User-Agent': BROWSER, Cookie: await signedInCookie(founder) }, { clientIp: '192.0.2.53' })
    await beacon(id, { 'User-Agent': BROWSER, Cookie: await signedInCookie(await createAdmin()) }, { clientIp: '192.0.2.54' })

    const analytics = await getStartupAnalytics(founder, id, today)
    expect(analytics.from).toBe(dayIso(utcDay(daysAgo(29))))
    expect(analytics.to).toBe(dayIso(utcDay(today)))
    const counts = analytics.profileViews.days.map((day) => day.count)
    expect(counts).toHaveLength(30)
    const expected = Array.from({ length: 30 }, () => 0)
    expected[29 - 3] = 2
    expected[29 - 1] = 2
    expected[29] = 3
    expect(counts).toEqual(expected)
    expect(analytics.profileViews.total).toBe(7)

    // The chart the page draws from these days: one bar per day, the tallest (3) reaching the top of a 0–4 scale.
    const chart = barChart({ values: counts, width: 480, height: 160 })
    expect(chart.max).toBe(4)
    expect(chart.bars.map((bar) => bar.value)).toEqual(expected)
    const unit = (chart.plot.bottom - chart.plot.top) / 4
    expect(chart.bars[29]!.height).toBeCloseTo(3 * unit, 1)
    expect(chart.bars[26]!.height).toBeCloseTo(2 * unit, 1)
  })

  it('keeps no address: a visitor is a salted hash, and the salt changes daily and old salts are deleted', async () => {
    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const { id } = await createStartup(founder)
    await recordStartupView(id, { address: '198.51.100.77', userAgent: BROWSER }, daysAgo(5))
    await recordStartupView(id, { address: '198.51.100.77', userAgent: BROWSER }, today)
    const db = await getDb()
    const rows = await db.select().from(startupViews).where(eq(startupViews.startupId, id))
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row.visitor).toMatch(/^v[\w-]{32}$/)
      expect(row.visitor).not.toContain('198.51')
    }
    expect(rows[0]!.visitor).not.toBe(rows[1]!.visitor)
    const salts = await db.select({ day: visitorSalts.day }).from(visitorSalts)
    expect(salts.every((salt) => salt.day >= utcDay(today) - 1)).toBe(true)
  })

  it('answers a never-cached image, and 404 for a bad id; unknown and inactive startups count nothing', async () => {
    const response = await beacon(1, { 'User-Agent': BROWSER })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/gif')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store, max-age=0')
    expect(response.headers.get('ETag')).toBeNull()
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 6)).toEqual(new TextEncoder().encode('GIF89a'))
    expect((await beacon('abc', { 'User-Agent': BROWSER })).status).toBe(404)
    expect((await beacon('99999999', { 'User-Agent': BROWSER })).status).toBe(200)

    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const { id } = await createStartup(founder, { isActive: false })
    expect(await recordStartupView(id, { address: '198.51.100.9', userAgent: BROWSER })).toBe(false)
    expect(await recordStartupView(99_999_999, { address: '198.51.100.9', userAgent: BROWSER })).toBe(false)
  })
})

describe("a job's funnel and the team's events", () => {
  it('counts job views (not the team’s), applications made in the window and where they stand now', async () => {
    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const { id } = await createStartup(founder)
    const { id: jobId } = await createJob(id)
    const { id: quietJob } = await createJob(id)
    const db = await getDb()

    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      await recordJobView(jobId, { address, userAgent: BROWSER }, daysAgo(2))
    }
    await recordJobView(jobId, { address: '198.51.100.1', userAgent: BROWSER }, daysAgo(2))
    await recordJobView(jobId, { address: '198.51.100.1', userAgent: BROWSER }, daysAgo(40))
    expect(await recordJobView(jobId, { user: founder })).toBe(false)
    // Through the image: a visitor counts, a crawler does not.
    const jobBeacon = (headers: Record<string, string>) =>
      jobViewBeacon(routeArgs(new Request(`http://localhost/jobs/${jobId}/view.gif`, { headers }), { params: { id: String(jobId) }, clientIp: '192.0.2.9' }))
    expect(((await jobBeacon({ 'User-Agent': PHONE })) as Response).headers.get('Cache-Control')).toBe('private, no-store, max-age=0')
    await jobBeacon({ 'User-Agent': GOOGLEBOT })

    const statuses = ['new', 'reviewing', 'reviewing', 'hired', 'rejected'] as const
    for (const status of statuses) {
      const applicant = await createUser()
      await db.insert(jobApplications).values({ jobId, userId: applicant.id, note: 'Hello', status, createdAt: daysAgo(1) })
    }
    // An application from before the window is not in it.
    await db.insert(jobApplications).values({ jobId, userId: (await createUser()).id, note: 'Old', status: 'hired', createdAt: daysAgo(45) })

    const analytics = await getStartupAnalytics(founder, id, today)
    const funnel = analytics.jobs.find((job) => job.id === jobId)
    expect(funnel).toMatchObject({ views: 4, applications: 5, statuses: { new: 1, reviewing: 2, hired: 1, rejected: 1 }, isActive: true })
    expect(analytics.jobs.find((job) => job.id === quietJob)).toMatchObject({ views: 0, applications: 0 })
  })

  it("counts RSVPs a day to events organised by the startup's people, not others' events nor cancelled RSVPs", async () => {
    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const teammate = await createUser()
    const stranger = await createUser()
    const { id } = await createStartup(founder)
    const db = await getDb()
    await db.insert(startupTeam).values({ startupId: id, userId: teammate.id, role: 'CTO' })

    const own = await createEvent(founder)
    const teams = await createEvent(teammate)
    const other = await createEvent(stranger)
    const past = await createEvent(founder, { startDate: daysAgo(60), endDate: daysAgo(60) })
    const rsvp = async (eventId: number, status: string, at: Date) =>
      db.insert(eventRsvps).values({ eventId, userId: (await createUser()).id, status, createdAt: at })
    await rsvp(own.id, 'attending', daysAgo(4))
    await rsvp(own.id, 'attending', daysAgo(4))
    await rsvp(own.id, 'waitlisted', daysAgo(2))
    await rsvp(own.id, 'not_attending', daysAgo(2))
    await rsvp(teams.id, 'attending', daysAgo(2))
    await rsvp(teams.id, 'attending', daysAgo(40))
    await rsvp(other.id, 'attending', daysAgo(2))

    const { rsvps } = await getStartupAnalytics(founder, id, today)
    const byDay = Object.fromEntries(rsvps.days.filter((day) => day.count > 0).map((day) => [day.date, day.count]))
    expect(byDay).toEqual({ [dayIso(utcDay(daysAgo(4)))]: 2, [dayIso(utcDay(daysAgo(2)))]: 2 })
    expect(rsvps.total).toBe(4)
    expect(rsvps.events.map((event) => event.id).sort()).toEqual([own.id, teams.id].sort())
    expect(rsvps.events.find((event) => event.id === own.id)).toMatchObject({ attending: 2, waitlisted: 1, recent: 3 })
    expect(rsvps.events.find((event) => event.id === teams.id)).toMatchObject({ attending: 2, waitlisted: 0, recent: 1 })
    expect(rsvps.events.some((event) => event.id === past.id || event.id === other.id)).toBe(false)
  })
})

describe('who reads the analytics (page and API)', () => {
  async function setup() {
    const founder = await createUser({ userType: 'startup' })
    // The 30-day dashboard is Professional's (decision 0141); Starter's week of totals is tested in plan-depth.test.ts.
    await putOnPlan(founder, 'professional')
    const teammate = await createUser()
    const claimer = await createUser()
    const lapsed = await createUser()
    const stranger = await createUser()
    const admin = await createAdmin()
    const { id } = await createStartup(founder)
    const { id: claimedId } = await createStartup(founder, { claimedByUserId: claimer.id, subscriptionActive: true })
    const { id: lapsedId } = await createStartup(founder, { claimedByUserId: lapsed.id, subscriptionActive: false })
    const db = await getDb()
    await db.insert(startupTeam).values({ startupId: id, userId: teammate.id, role: 'CTO' })
    // The lapsed claimer's claim gave them a team place, which stops counting when the subscription lapses (0083).
    await db.insert(startupTeam).values({ startupId: lapsedId, userId: lapsed.id, role: 'Owner' })
    await db.insert(profileClaims).values({
      startupId: lapsedId,
      claimerId: lapsed.id,
      companyName: 'Lapsed Co',
      claimerName: 'Lapsed Claimer',
      claimerEmail: lapsed.email,
      claimerTitle: 'CEO',
      businessRegistration: 'REG-1',
      justification: 'Mine.',
      status: 'approved',
      paymentStatus: 'paid',
    })
    return { founder, teammate, claimer, lapsed, stranger, admin, id, claimedId, lapsedId }
  }

  async function asks(user: PublicUser | null, startupId: number) {
    const id = String(startupId)
    const headers: Record<string, string> = user ? { Cookie: await signedInCookie(user) } : {}
    const page = await statusOf(() =>
      throughGuards(signedInGuards, routeArgs(getRequest(`/startup/${id}/manage`, headers), { params: { id } }), managePage),
    )
    const pageData = await statusOf(() =>
      throughGuards(signedInGuards, routeArgs(getRequest(`/startup/${id}/manage.data`, headers), { params: { id } }), managePage),
    )
    const api = await settle(() => analyticsApi(routeArgs(getRequest(`/api/startups/${id}/analytics`, headers), { params: { id } })))
    return { page, pageData, api: api.status, apiCache: api.headers.get('Cache-Control') }
  }

  it('the founder, a team member, the claimed owner and admins read them; a lapsed claimer and strangers get 403; visitors sign in', async () => {
    const who = await setup()
    for (const [user, startupId] of [
      [who.founder, who.id],
      [who.teammate, who.id],
      [who.claimer, who.claimedId],
      [who.admin, who.id],
    ] as const) {
      expect(await asks(user, startupId)).toMatchObject({ page: 200, pageData: 200, api: 200 })
    }
    for (const [user, startupId] of [
      [who.lapsed, who.lapsedId],
      [who.stranger, who.id],
      [who.teammate, who.claimedId],
    ] as const) {
      expect(await asks(user, startupId)).toMatchObject({ page: 403, pageData: 403, api: 403 })
    }
    // A visitor: the page (and its .data) sends them to sign in; the API says 401.
    expect(await asks(null, who.id)).toMatchObject({ page: 302, pageData: 302, api: 401 })
    // Unknown and not-an-id startups are 404.
    expect(await asks(who.founder, 99_999_999)).toMatchObject({ page: 404, pageData: 404, api: 404 })
    const notAnId = await settle(() => analyticsApi(routeArgs(getRequest('/api/startups/abc/analytics'), { params: { id: 'abc' } })))
    expect(notAnId.status).toBe(401)
  })

  it('the API answers the model’s figures, privately', async () => {
    const { founder, id } = await setup()
    await recordStartupView(id, { address: '198.51.100.5', userAgent: BROWSER })
    const cookie = await signedInCookie(founder)
    const response = await settle(() =>
      analyticsApi(routeArgs(getRequest(`/api/startups/${id}/analytics`, { Cookie: cookie }), { params: { id: String(id) } })),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toMatch(/no-store/)
    const body = (await response.json()) as { profileViews: { total: number; days: unknown[] }; startup: { id: number } }
    expect(body.startup.id).toBe(id)
    expect(body.profileViews.total).toBe(1)
    expect(body.profileViews.days).toHaveLength(30)
    // Each counted view of a startup was of that startup: removing it removes its views (ON DELETE CASCADE).
    const db = await getDb()
    await db.delete(startups).where(eq(startups.id, id))
    expect(await db.select().from(startupViews).where(eq(startupViews.startupId, id))).toEqual([])
  })
})
