import { beforeAll, describe, expect, it } from 'vitest'
import { events, jobs, notifications, startups, startupTeam, startupViews, users, workspaceBookings, workspaces } from '../../db/schema'
import { utcDay } from '~/models/analytics.server'
import { cardRows } from '~/shared/columns'
import { getDb } from '~/server/db.server'
import { startUserSession } from '~/server/session.server'
import { countMyBookings } from '~/models/bookings.server'
import { getDashboard, getMemberHome } from '~/models/dashboard.server'
import { countUpcomingEvents, listUpcomingEvents } from '~/models/events.server'
import { countJobs, listJobs } from '~/models/jobs.server'
import { getMyStartupTotals, listMyStartups, listStartups } from '~/models/startups.server'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/dashboard'
import { loader as homeLoader } from '~/routes/home'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { routeArgs, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'

const DAY = 24 * 60 * 60 * 1000
const now = Date.now()
const at = (offsetDays: number) => new Date(now + offsetDays * DAY)

let founderId: number
let newcomerId: number
let otherId: number
const ids: Record<string, number> = {}

async function sessionCookie(userId: number): Promise<string> {
  const setCookie = await startUserSession(getRequest('/auth'), userId)
  return setCookie.split(';')[0]!
}

beforeAll(async () => {
  const db = await getDb()
  const inserted = await db
    .insert(users)
    .values([
      { email: 'founder@example.com', firstName: 'Aiko', lastName: 'Tanaka', userType: 'startup', createdAt: at(-90) },
      { email: 'newcomer@example.com', firstName: null, userType: 'public' },
      { email: 'other@example.com', firstName: 'Ravi', userType: 'startup' },
    ])
    .returning({ id: users.id })
  ;[founderId, newcomerId, otherId] = inserted.map((row) => row.id) as [number, number, number]

  const startupRows = await db
    .insert(startups)
    .values([
      // The founder's: two active, one inactive; plus one where the founder is on the team.
      { name: 'Alpha Pay', founderId, teamSize: 10, stage: 'seed', foundingDate: '2019-03-01', createdAt: at(-30) },
      { name: 'Beta Health', founderId, teamSize: 5, stage: 'series-a', createdAt: at(-20) },
      { name: 'Gone Co', founderId, teamSize: 100, isActive: false, createdAt: at(-1) },
      { name: 'Delta Team', founderId: otherId, teamSize: 3, createdAt: at(-10) },
      // Someone else's.
      { name: 'Epsilon AI', founderId: otherId, teamSize: 40, createdAt: at(-5) },
      { name: 'Zeta Foods', founderId: otherId, createdAt: at(-4) },
      { name: 'Eta Mobility', founderId: otherId, createdAt: at(-3) },
      { name: 'Theta Learn', founderId: otherId, createdAt: at(-2) },
    ])
    .returning({ id: startups.id, name: startups.name })
  for (const row of startupRows) ids[row.name] = row.id
  await db.insert(startupTeam).values([
    { startupId: ids['Delta Team']!, userId: founderId, role: 'CTO' },
    // A second team row for an owned startup must not list it twice.
    { startupId: ids['Alpha Pay']!, userId: founderId, role: 'CEO', isFounder: true },
  ])

  await db.insert(events).values([
    { title: 'Past Meetup', startDate: at(-3), endDate: at(-3) },
    { title: 'Pitch Night', startDate: at(2), endDate: at(2), price: '25.00', currentAttendees: 40 },
    { title: 'Fintech Forum', startDate: at(1), endDate: at(1) },
    { title: 'Founders Breakfast', startDate: at(9), endDate: at(9) },
    { title: 'Demo Day', startDate: at(5), endDate: at(5) },
    { title: 'Cancelled Panel', startDate: at(3), endDate: at(3), isActive: false },
  ])

  await db.insert(jobs).values([
    { startupId: ids['Alpha Pay']!, title: 'Backend Engineer', createdAt: at(-9) },
    { startupId: ids['Epsilon AI']!, title: 'ML Engineer', createdAt: at(-2) },
    { startupId: ids['Zeta Foods']!, title: 'Designer', createdAt: at(-6) },
    { startupId: ids['Beta Health']!, title: 'Nurse Lead', createdAt: at(-4) },
    { startupId: ids['Beta Health']!, title: 'Closed Role', isActive: false, createdAt: at(-1) },
    { startupId: ids['Gone Co']!, title: 'Hidden Startup Role', createdAt: at(-1) },
  ])

  const [workspace] = await db
    .insert(workspaces)
    .values({ name: 'Harbour Desk', type: 'hot-desk', hourlyRate: '10.00' })
    .returning({ id: workspaces.id })
  await db.insert(workspaceBookings).values([
    { workspaceId: workspace!.id, userId: founderId, startTime: at(1), endTime: at(1.1), totalAmount: '24.00' },
    { workspaceId: workspace!.id, userId: founderId, startTime: at(-5), endTime: at(-4.9), status: 'cancelled' },
    { workspaceId: workspace!.id, userId: otherId, startTime: at(2), endTime: at(2.1) },
  ])
})

describe('startups model', () => {
  it('lists my active startups (founded or on the team), newest first, each once', async () => {
    const mine = await listMyStartups(founderId)
    expect(mine.map((startup) => startup.name)).toEqual(['Delta Team', 'Beta Health', 'Alpha Pay'])
    expect(mine[2]).toMatchObject({ teamSize: 10, stage: 'seed', foundingDate: '2019-03-01', subscriptionActive: false })
    expect(await listMyStartups(newcomerId)).toEqual([])
  })

  it('totals my startups and their team sizes', async () => {
    expect(await getMyStartupTotals(founderId)).toEqual({ count: 3, totalTeamSize: 18 })
    expect(await getMyStartupTotals(newcomerId)).toEqual({ count: 0, totalTeamSize: 0 })
  })

  it('lists active startups newest first, up to the limit', async () => {
    const list = await listStartups({ limit: 6 })
    expect(list.map((startup) => startup.name)).toEqual([
      'Theta Learn',
      'Eta Mobility',
      'Zeta Foods',
      'Epsilon AI',
      'Delta Team',
      'Beta Health',
    ])
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'description',
        'foundingDate',
        'id',
        'location',
        'logo',
        'logoData',
        'logoType',
        'name',
        'sector',
        'stage',
        'subscriptionActive',
        'teamSize',
      ].sort(),
    )
  })
})

describe('events, jobs and bookings models', () => {
  it('lists active events that have not started, soonest first', async () => {
    const upcoming = await listUpcomingEvents({ limit: 3 })
    expect(upcoming.map((event) => event.title)).toEqual(['Fintech Forum', 'Pitch Night', 'Demo Day'])
    expect(upcoming[1]).toMatchObject({ price: '25.00', currency: 'USD', currentAttendees: 40 })
    expect(upcoming[0]!.startDate).toBeInstanceOf(Date)
    expect(await countUpcomingEvents()).toEqual({ count: 4, more: false })
  })

  it('lists open jobs newest posted first with their startup name (the Talent Hub model)', async () => {
    // Newest is posting order (id order, docs/decisions/0026); this test back-dates createdAt, the app never does.
    const recent = await listJobs({ limit: 3 })
    expect(recent.map((job) => [job.title, job.startup.name])).toEqual([
      ['Nurse Lead', 'Beta Health'],
      ['Designer', 'Zeta Foods'],
      ['ML Engineer', 'Epsilon AI'],
    ])
    expect(await countJobs()).toEqual({ count: 4, more: false })
  })

  it("counts the user's workspace bookings", async () => {
    expect(await countMyBookings(founderId)).toBe(2)
    expect(await countMyBookings(newcomerId)).toBe(0)
  })
})

describe('getDashboard', () => {
  it('gathers every figure the dashboard shows', async () => {
    const dashboard = await getDashboard(founderId)
    expect(dashboard).toMatchObject({
      myStartupCount: 3,
      totalTeamSize: 18,
      upcomingEventCount: { count: 4, more: false },
      openJobCount: { count: 4, more: false },
      bookingCount: 2,
    })
    expect(dashboard.myStartups.map((startup) => startup.name)).toEqual(['Delta Team', 'Beta Health', 'Alpha Pay'])
    // 6 fetched, the first 4 shown.
    expect(dashboard.trendingStartups.map((startup) => startup.name)).toEqual([
      'Theta Learn',
      'Eta Mobility',
      'Zeta Foods',
      'Epsilon AI',
    ])
    expect(dashboard.upcomingEvents).toHaveLength(3)
    expect(dashboard.recentJobs).toHaveLength(3)
  })

  it('gives a new member empty lists and zero counts of their own: no views, no activity', async () => {
    const dashboard = await getDashboard(newcomerId)
    expect(dashboard).toMatchObject({
      myStartups: [],
      myStartupCount: 0,
      totalTeamSize: 0,
      bookingCount: 0,
      profileViews: 0,
      recentActivity: [],
    })
  })

  it("counts Profile Views from the member's startups' real views in the last 30 days (docs/decisions/0121)", async () => {
    const db = await getDb()
    const today = utcDay(new Date())
    await db.insert(startupViews).values([
      // Alpha Pay (founded) and Delta Team (team place): counted, each visitor once a day.
      { startupId: ids['Alpha Pay']!, day: today, visitor: 'v1' },
      { startupId: ids['Alpha Pay']!, day: today, visitor: 'v2' },
      { startupId: ids['Alpha Pay']!, day: today - 29, visitor: 'v1' },
      { startupId: ids['Delta Team']!, day: today - 3, visitor: 'v3' },
      // Outside the window, an inactive startup of the founder's, and someone else's startup: not counted.
      { startupId: ids['Alpha Pay']!, day: today - 30, visitor: 'v1' },
      { startupId: ids['Gone Co']!, day: today, visitor: 'v1' },
      { startupId: ids['Epsilon AI']!, day: today, visitor: 'v1' },
    ])
    expect((await getDashboard(founderId)).profileViews).toBe(4)
    expect((await getDashboard(otherId)).profileViews).toBe(2)
    expect((await getDashboard(newcomerId)).profileViews).toBe(0)
  })

  it("shows the member's three newest notifications as Recent Activity, and no one else's", async () => {
    const db = await getDb()
    await db.insert(notifications).values([
      { userId: founderId, kind: 'rsvp-confirmed', data: { event: 'Pitch Night', eventId: 1 }, createdAt: at(-3) },
      { userId: founderId, kind: 'rsvp-confirmed', data: { event: 'Demo Day', eventId: 2 }, createdAt: at(-2) },
      { userId: founderId, kind: 'rsvp-confirmed', data: { event: 'Fintech Forum', eventId: 3 }, createdAt: at(-1) },
      { userId: founderId, kind: 'rsvp-confirmed', data: { event: 'Oldest', eventId: 4 }, createdAt: at(-4) },
      { userId: otherId, kind: 'rsvp-confirmed', data: { event: 'Not yours', eventId: 5 }, createdAt: at(0) },
    ])
    const activity = (await getDashboard(founderId)).recentActivity
    expect(activity.map((item) => item.data.event)).toEqual(['Fintech Forum', 'Demo Day', 'Pitch Night'])
    expect(activity[0]).toMatchObject({ kind: 'rsvp-confirmed', read: false, href: expect.stringMatching(/^\//) })
    expect((await getDashboard(newcomerId)).recentActivity).toEqual([])
  })

  it('gives the member home their startups, events and jobs', async () => {
    const home = await getMemberHome(founderId)
    expect(home.myStartups).toHaveLength(3)
    expect(home.upcomingEvents).toHaveLength(3)
    expect(home.recentJobs).toHaveLength(3)
  })
})

describe('/dashboard route', () => {
  it('sends a visitor to /auth with redirectTo and the logged-out toast', async () => {
    const response = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest('/dashboard')), dashboardLoader))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fdashboard')
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('sa_toast='))).toBe(true)
  })

  it("gives a member their dashboard with the database's counts", async () => {
    const cookie = await sessionCookie(founderId)
    const result = await throughGuards(signedInGuards, routeArgs(getRequest('/dashboard', { Cookie: cookie })), dashboardLoader)
    expect(result.firstName).toBe('Aiko')
    expect(result.isNew).toBe(false)
    expect(result.dashboard).toMatchObject({ myStartupCount: 3, totalTeamSize: 18, bookingCount: 2, openJobCount: { count: 4, more: false } })
  })

  it('answers other methods with 405', () => {
    let thrown: unknown
    try {
      dashboardAction()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', init: { status: 405 } })
  })
})

describe('/ route', () => {
  it('gives a visitor the landing page, with its events from the database, and no member home', async () => {
    const data = await homeLoader(routeArgs(getRequest('/')))
    expect(data.home).toBeNull()
    expect(cardRows(data.landing!.upcomingEvents)?.map((event) => event.title)).toEqual(['Fintech Forum', 'Pitch Night'])
    // None of these startups is claimed by an owner, so none is featured.
    expect(cardRows(data.landing!.featuredStartups)).toEqual([])
  })

  it("gives a member their home from the database", async () => {
    const cookie = await sessionCookie(newcomerId)
    const { home, landing } = await homeLoader(routeArgs(getRequest('/', { Cookie: cookie })))
    expect(landing).toBeNull()
    // Signed up moments ago: greeted as new.
    expect(home).toMatchObject({ firstName: null, isNew: true, myStartups: [] })
    expect(home?.upcomingEvents.map((event) => event.title)).toEqual(['Fintech Forum', 'Pitch Night', 'Demo Day'])
  })
})

describe('list limits', () => {
  it('caps the startup list at 100 rows', async () => {
    const db = await getDb()
    await db
      .insert(startups)
      .values(Array.from({ length: 100 }, (_, index) => ({ name: `Filler ${index}`, createdAt: at(-400) })))
    expect(await listStartups({ limit: 1000 })).toHaveLength(100)
  })
})
