import { describe, expect, it } from 'vitest'
import { events, fundingRounds, startupTeam } from '../../db/schema'
import { seed } from '../../seed'
import { cardRows } from '~/shared/columns'
import { getDatabase, getDb } from '~/server/db.server'
import { formatTotals } from '~/shared/money'
import { getLanding } from '~/models/landing.server'
import { loader as homeLoader } from '~/routes/home'
import { createStartup, createUser, routeArgs } from '../support/factories'
import { getRequest } from '../support/http'

// The visitors' landing page reads its featured startups and upcoming events from the database
// (docs/decisions/0023-demo-data.md). First the rules on rows made here, then what a demo-seeded database shows.

const DAY = 24 * 3_600_000
const now = new Date()
const at = (days: number) => new Date(now.getTime() + days * DAY)

describe('getLanding', () => {
  it('shows nothing on an empty database', async () => {
    expect(await getLanding(now)).toEqual({ featuredStartups: [], upcomingEvents: [] })
  })

  it('features active startups with a claimed, paid-up owner, newest first, three at most', async () => {
    const owner = await createUser({ userType: 'startup' })
    const claimed = { claimedByUserId: owner.id, subscriptionActive: true }
    const oldest = await createStartup(owner, { name: 'Oldest Claimed', ...claimed })
    await createStartup(owner, { name: 'Never Claimed' })
    await createStartup(owner, { name: 'Lapsed', claimedByUserId: owner.id, subscriptionActive: false })
    await createStartup(owner, { name: 'Hidden', ...claimed, isActive: false })
    const middle = await createStartup(owner, { name: 'Middle Claimed', ...claimed })
    const newest = await createStartup(owner, { name: 'Newest Claimed', ...claimed })
    const db = await getDb()
    await db.insert(fundingRounds).values([
      { startupId: newest.id, roundType: 'pre-seed', amount: '400000.00', announcedDate: '2024-01-10' },
      { startupId: newest.id, roundType: 'seed', amount: '1100000.00', announcedDate: '2025-02-10' },
      { startupId: newest.id, roundType: 'seed', amount: '800000.00', currency: 'SGD', announcedDate: '2025-02-11' },
    ])
    await db.insert(startupTeam).values([
      { startupId: newest.id, name: 'Ayu Lestari', role: 'CTO', joinedAt: at(-100) },
      { startupId: newest.id, name: 'Budi Santoso', role: 'CEO', isFounder: true, joinedAt: at(-50) },
    ])

    const { featuredStartups } = await getLanding(now)
    expect(featuredStartups.map((startup) => startup.id)).toEqual([newest.id, middle.id, oldest.id])
    const [first] = featuredStartups
    // As the Team tab lists them: founders first (the creator's own row is a founder who joined just now), then by
    // joining date.
    expect(first!.team).toEqual(['Budi Santoso', 'Test Member', 'Ayu Lestari'])
    // Currencies are never added together.
    expect(formatTotals(first!.totalFunding)).toBe('SGD\u00a0800K + $1.5M')
    expect(first).toMatchObject({ name: 'Newest Claimed', sector: 'fintech', location: 'Singapore' })
    expect(featuredStartups[1]!.totalFunding).toEqual([])
  })

  it('lists the two soonest active events that have not ended (one under way included), as /events does', async () => {
    const db = await getDb()
    const event = (title: string, days: number, isActive = true, hours = 2) => ({
      title,
      startDate: at(days),
      endDate: new Date(at(days).getTime() + hours * 3_600_000),
      isActive,
    })
    await db
      .insert(events)
      .values([
        event('Ended an hour ago', -3 / 24),
        event('Started an hour ago', -1 / 24),
        event('Later', 30),
        event('Cancelled', 1, false),
        event('Soonest', 2),
        event('Next', 9),
      ])
    const { upcomingEvents } = await getLanding(now)
    expect(upcomingEvents.map((row) => row.title)).toEqual(['Started an hour ago', 'Soonest'])
  })
})

describe('the landing page on a demo-seeded database', () => {
  it('shows the spec’s sample startups and events from the seed, whenever it runs', async () => {
    // Seeded for a day years from now, the sample events are still ahead of that day.
    const later = new Date(now.getTime() + 3 * 365 * DAY)
    expect(await seed(await getDatabase(), { now: later })).toEqual({ seeded: true })

    const landing = await getLanding(later)
    expect(
      landing.featuredStartups.map((startup) => [
        startup.name,
        startup.stage,
        formatTotals(startup.totalFunding),
        startup.team.length,
      ]),
    ).toEqual([
      ['PayBridge', 'series-a', '$5M', 5],
      ['GreenGrid', 'seed', '$1.2M', 2],
      ['MediLink', 'series-b', '$25M', 4],
    ])
    expect(landing.featuredStartups[0]!.team.slice(0, 2)).toEqual(['Wei Lin', 'Arjun Mehta'])
    expect(landing.upcomingEvents.map((event) => [event.title, event.location, event.maxAttendees])).toEqual([
      ['Asia Tech Summit', 'Singapore', 500],
      ['Fintech Founders Meetup', 'Hong Kong', 200],
    ])
    for (const event of landing.upcomingEvents) expect(event.startDate.getTime()).toBeGreaterThan(later.getTime())
  })

  it('is what / gives a visitor, and a member gets no landing', async () => {
    const data = await homeLoader(routeArgs(getRequest('/')))
    expect(data.home).toBeNull()
    expect(cardRows(data.landing!.featuredStartups)?.map((startup) => startup.name)).toEqual([
      'PayBridge',
      'GreenGrid',
      'MediLink',
    ])
  })

  it('sends the same cards to a document and to a client request', async () => {
    const document = await homeLoader(routeArgs(getRequest('/')))
    const data = await homeLoader(routeArgs(getRequest('/_root.data')))
    expect(document.landing?.featuredStartups.columns.name).toEqual(['PayBridge', 'GreenGrid', 'MediLink'])
    expect(data.landing?.featuredStartups).toEqual(document.landing?.featuredStartups)
    expect(cardRows(data.landing!.upcomingEvents).map((event) => event.title)).toEqual(
      cardRows(document.landing!.upcomingEvents).map((event) => event.title),
    )
  })
})
