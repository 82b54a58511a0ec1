import { beforeAll, describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The workspace and booking model, unchanged, on a libSQL server: search, the atomic booking statement under 50
 * concurrent calls (each its own HTTP request to sqld), busy times and cancellation.
 */
bootOnSqld()


const DAY = 24 * 60 * 60 * 1000

async function setup() {
  const { getDb } = await import('~/server/db.server')
  const { users, workspaces } = await import('../../db/schema')
  const { formatLocalDate, instantToLocal } = await import('~/shared/time-zones')
  const db = await getDb()
  const members = await db
    .insert(users)
    .values(Array.from({ length: 50 }, (_, index) => ({ email: `libsql-${index}@example.com` })))
    .returning({ id: users.id })
  const [room, desks] = await db
    .insert(workspaces)
    .values([
      { name: 'Sqld Boardroom', type: 'meeting-room', location: 'Seoul', capacity: 12, hourlyRate: '40.10' },
      { name: 'Sqld Desks', type: 'hot-desk', location: 'Seoul', capacity: 3, hourlyRate: '5.55' },
    ])
    .returning({ id: workspaces.id })
  const date = formatLocalDate(instantToLocal(new Date(Date.now() + 9 * DAY), 'Asia/Seoul'))
  return { members, room: room!.id, desks: desks!.id, date }
}

describe('workspaces and bookings on a libSQL server', () => {
  let fixture: Awaited<ReturnType<typeof setup>>
  beforeAll(async () => {
    fixture = await setup()
  })

  it('searches and filters workspaces through the FTS5 index', async () => {
    const { listWorkspaces } = await import('~/models/workspaces.server')
    expect((await listWorkspaces({ limit: 50, searchQuery: 'boardroom' })).map((row) => row.name)).toEqual(['Sqld Boardroom'])
    expect((await listWorkspaces({ limit: 50, type: 'hot-desk', location: 'Seoul' })).map((row) => row.name)).toEqual(['Sqld Desks'])
  })

  it('50 concurrent bookings of the same hour: exactly 1 for the room, exactly 3 for a hot desk area of 3', async () => {
    const { createBooking, ALREADY_BOOKED } = await import('~/models/bookings.server')
    const attempt = (workspaceId: number) =>
      Promise.allSettled(
        fixture.members.map((member) =>
          createBooking(member, { workspaceId, startTime: `${fixture.date}T10:00`, endTime: `${fixture.date}T11:30` }),
        ),
      )
    for (const [workspaceId, winners] of [
      [fixture.room, 1],
      [fixture.desks, 3],
    ] as const) {
      const results = await attempt(workspaceId)
      const won = results.filter((result) => result.status === 'fulfilled')
      const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      expect(won).toHaveLength(winners)
      expect(lost).toHaveLength(50 - winners)
      for (const { reason } of lost) expect(reason).toMatchObject({ status: 409, message: ALREADY_BOOKED })
    }
  })

  it('stores the exact total, shows the busy times, and a cancellation frees the time', async () => {
    const { cancelBooking, createBooking, getAvailability, listMyBookings } = await import('~/models/bookings.server')
    const member = fixture.members[0]!
    const [booking] = (await Promise.all(fixture.members.map((member) => listMyBookings(member.id)))).flat().filter((row) => row.workspaceId === fixture.room)
    expect(booking).toMatchObject({ totalAmount: '60.15', status: 'confirmed', paymentStatus: 'pending', timeZone: 'Asia/Seoul' })
    const availability = await getAvailability(fixture.desks, fixture.date)
    expect(availability.busy).toEqual([expect.objectContaining({ from: '10:00', to: '11:30', booked: 3, full: true })])
    await cancelBooking({ id: booking!.userId! }, booking!.id)
    const again = await createBooking(member, { workspaceId: fixture.room, startTime: `${fixture.date}T10:00`, endTime: `${fixture.date}T11:00` })
    expect(again.totalAmount).toBe('40.10')
  })

  it("stores the booker's plan discount with the list price, decided by the same statement (decision 0141)", async () => {
    const { createBooking } = await import('~/models/bookings.server')
    const { putOnPlan } = await import('../support/plan-rows')
    const member = fixture.members[1]!
    await putOnPlan(member, 'enterprise')
    const date = fixture.date.replace(/\d\d$/, (day) => String(Math.min(Number(day) + 1, 28)).padStart(2, '0'))
    const booking = await createBooking(member, { workspaceId: fixture.room, startTime: `${date}T14:00`, endTime: `${date}T15:30` })
    // 1.5 hours × $40.10 = $60.15; 20 % off is $12.03 → $48.12.
    expect(booking).toMatchObject({ listAmount: '60.15', discountPercent: 20, totalAmount: '48.12' })
  })
})
