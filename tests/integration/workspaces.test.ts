import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { workspaceBookings, workspaces } from '../../db/schema'
import { MAX_UPCOMING_BOOKINGS } from '~/domain/workspaces'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import { ALREADY_BOOKED, bookingWindow, countMyBookings, createBooking, type Booking } from '~/models/bookings.server'
import { getDashboard } from '~/models/dashboard.server'
import { loader as availabilityLoader } from '~/routes/api/workspace-availability'
import { action as bookingAction, loader as bookingLoader } from '~/routes/api/workspace-booking'
import { action as bookingsAction, loader as bookingsLoader } from '~/routes/api/workspace-bookings'
import { loader as workspaceApiLoader } from '~/routes/api/workspace'
import { loader as workspacesLoader } from '~/routes/api/workspaces'
import { loader as calendarLoader } from '~/routes/workspace-booking-calendar'
import { action as pageAction, loader as pageLoader } from '~/routes/workspace/route'
import { createUser, createWorkspace, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { type Cards, cardRows } from '~/shared/columns'

// Workspaces and bookings through both doors: GET/POST /api/* and the /workspace page's loader and action.

const DAY = 24 * 60 * 60 * 1000
const SINGAPORE = 'Asia/Singapore'

/** 'YYYY-MM-DD' in Singapore, `days` from now. */
function day(days: number, timeZone = SINGAPORE): string {
  return formatLocalDate(instantToLocal(new Date(Date.now() + days * DAY), timeZone))
}

interface Member {
  user: PublicUser
  cookie: string
}

async function member(): Promise<Member> {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

function book(who: Member | null, body: unknown) {
  const headers: Record<string, string> = who ? { Cookie: who.cookie } : {}
  return bookingsAction(routeArgs(jsonRequest('/api/workspace-bookings', 'POST', body, headers)))
}

async function bookOk(who: Member, body: Record<string, unknown>): Promise<Booking> {
  const response = await book(who, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Booking
}

async function list(path: string) {
  const response = await workspacesLoader(routeArgs(getRequest(path)))
  return { status: response.status, body: (await response.json()) as Array<{ id: number; name: string }> & { message?: string } }
}

let alice: Member
let bob: Member

beforeAll(async () => {
  alice = await member()
  bob = await member()
})

describe('GET /api/workspaces', () => {
  const names: Record<string, number> = {}
  beforeAll(async () => {
    const db = await getDb()
    for (const row of [
      { name: 'Harbour Hot Desk', type: 'hot-desk', location: 'Hong Kong', description: 'Sea views and strong coffee.' },
      { name: 'Shibuya Boardroom', type: 'meeting-room', location: 'Tokyo', description: 'Seats twelve around one table.' },
      { name: 'Marina Studio', type: 'podcast-booth', location: 'Singapore', description: 'Two microphones, soundproofed.' },
      { name: 'Gangnam Hall', type: 'event-space', location: 'Seoul', description: '東京 and 서울 launches welcome.' },
      { name: 'Closed Loft', type: 'meeting-room', location: 'Tokyo', description: 'Retired.', isActive: false },
    ]) {
      names[row.name] = (await createWorkspace(row)).id
    }
    expect(await db.select().from(workspaces)).toHaveLength(5)
  })

  it('lists active workspaces in catalogue order with the card fields and the time zone', async () => {
    const { status, body } = await list('/api/workspaces')
    expect(status).toBe(200)
    expect(body.map((row) => row.name)).toEqual(['Harbour Hot Desk', 'Shibuya Boardroom', 'Marina Studio', 'Gangnam Hall'])
    expect(body[1]).toMatchObject({
      type: 'meeting-room',
      location: 'Tokyo',
      capacity: 8,
      hourlyRate: '12.34',
      dailyRate: '80.00',
      amenities: ['Wi-Fi', 'Coffee'],
      images: ['/images/banners/banner-1.svg'],
      timeZone: 'Asia/Tokyo',
    })
  })

  it('filters by type (slug or label) and location (any case), and both', async () => {
    expect((await list('/api/workspaces?type=meeting-room')).body.map((row) => row.name)).toEqual(['Shibuya Boardroom'])
    expect((await list('/api/workspaces?type=Podcast%20Booth')).body.map((row) => row.name)).toEqual(['Marina Studio'])
    expect((await list('/api/workspaces?location=seoul')).body.map((row) => row.name)).toEqual(['Gangnam Hall'])
    expect((await list('/api/workspaces?type=hot-desk&location=Tokyo')).body).toEqual([])
    expect((await list('/api/workspaces?type=&location=')).body).toHaveLength(4)
  })

  it('searches name or description through the search index: substrings, short words, CJK, syntax as text', async () => {
    const search = async (text: string) =>
      (await list(`/api/workspaces?searchQuery=${encodeURIComponent(text)}`)).body.map((row) => row.name)
    expect(await search('boardroom')).toEqual(['Shibuya Boardroom'])
    expect(await search('icrophone')).toEqual(['Marina Studio'])
    expect(await search('서울')).toEqual(['Gangnam Hall'])
    expect(await search('Se')).toEqual(['Harbour Hot Desk', 'Shibuya Boardroom'])
    expect(await search('Retired')).toEqual([])
    expect(await search('NEAR( "AND *')).toEqual([])
    expect((await list('/api/workspaces?searchQuery=desk&type=hot-desk&location=Hong%20Kong')).body).toHaveLength(1)
  })

  it('pages with limit (capped at 100) and offset', async () => {
    expect((await list('/api/workspaces?limit=2')).body.map((row) => row.name)).toEqual(['Harbour Hot Desk', 'Shibuya Boardroom'])
    expect((await list('/api/workspaces?limit=2&offset=2')).body.map((row) => row.name)).toEqual(['Marina Studio', 'Gangnam Hall'])
    expect((await list('/api/workspaces?limit=100000')).status).toBe(200)
  })

  it('refuses a bad filter with 400 and the field', async () => {
    for (const path of ['/api/workspaces?type=castle', '/api/workspaces?limit=0', '/api/workspaces?offset=-1', `/api/workspaces?searchQuery=${'x'.repeat(201)}`]) {
      const { status, body } = await list(path)
      expect(status, path).toBe(400)
      expect(body.message).toBeTruthy()
    }
  })

  it('GET /api/workspaces/{id}: an active workspace, else 404', async () => {
    const found = await workspaceApiLoader(routeArgs(getRequest('/api/workspaces/x'), { params: { id: String(names['Marina Studio']) } }))
    expect(found.status).toBe(200)
    for (const id of [String(names['Closed Loft']), '999999', 'abc']) {
      const response = await workspaceApiLoader(routeArgs(getRequest('/api/workspaces/x'), { params: { id } }))
      expect(response.status, id).toBe(404)
    }
  })

  it('/workspace keeps the page when a filter is wrong, and says which', async () => {
    const result = (await pageLoader(routeArgs(getRequest('/workspace?type=castle&location=tokyo')))) as unknown as {
      workspaces: Cards<{ name: string }>
      filterErrors: Record<string, string>
      query: { location?: string }
    }
    expect(result.filterErrors.type).toMatch(/every type/)
    expect(result.query.location).toBe('Tokyo')
    expect(cardRows(result.workspaces)!.map((row) => row.name)).toEqual(['Shibuya Boardroom'])
  })
})

describe('POST /api/workspace-bookings: the server decides the money and the statuses', () => {
  let room: number
  beforeAll(async () => {
    room = (await createWorkspace({ hourlyRate: '12.34' })).id
  })

  it.each([
    ['1 hour', '10:00', '11:00', '12.34'],
    ['90 minutes', '12:00', '13:30', '18.51'],
    ['3 hours', '14:00', '17:00', '37.02'],
  ])('%s at $12.34 an hour costs exactly the hours × rate, whatever total the client sent', async (_, from, to, total) => {
    for (const [offset, sent] of [
      [0, '0'],
      [1, '999999'],
    ] as const) {
      const date = day(20 + offset)
      const booking = await bookOk(alice, {
        workspaceId: room,
        startTime: `${date}T${from}`,
        endTime: `${date}T${to}`,
        totalAmount: sent,
        status: 'confirmed',
        paymentStatus: 'paid',
      })
      expect(booking).toMatchObject({ totalAmount: total, status: 'confirmed', paymentStatus: 'pending', userId: alice.user.id })
      const db = await getDb()
      const [row] = await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, booking.id))
      expect(row).toMatchObject({ totalAmount: total, status: 'confirmed', paymentStatus: 'pending' })
    }
  })

  it('rounds a half cent up (an odd-cent rate over an odd number of half hours), never through a float', async () => {
    const odd = (await createWorkspace({ hourlyRate: '12.35' })).id
    const date = day(25)
    const booking = await bookOk(bob, { workspaceId: odd, startTime: `${date}T09:00`, endTime: `${date}T10:30` })
    expect(booking.totalAmount).toBe('18.53')
  })

  it('ignores a status the client sends: a new booking is confirmed, payment pending', async () => {
    const date = day(26)
    const booking = await bookOk(bob, {
      workspaceId: room,
      startTime: `${date}T09:00`,
      endTime: `${date}T10:00`,
      status: 'cancelled',
      paymentStatus: 'paid',
    })
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' })
  })

  it("reads times without a zone as the workspace's local time, and times with one as that instant", async () => {
    const tokyo = (await createWorkspace({ location: 'Tokyo' })).id
    const date = day(27, 'Asia/Tokyo')
    const local = await bookOk(alice, { workspaceId: tokyo, startTime: `${date}T10:00`, endTime: `${date}T11:00` })
    expect(local.startTime).toBe(`${date}T01:00:00.000Z`)
    expect(local.timeZone).toBe('Asia/Tokyo')
    const instant = await bookOk(alice, { workspaceId: tokyo, startTime: `${date}T12:00:00+09:00`, endTime: `${date}T04:00:00Z` })
    expect(instant.startTime).toBe(`${date}T03:00:00.000Z`)
    expect(instant.totalAmount).toBe('12.34')
  })

  it.each([
    ['past', () => ({ startTime: `${day(-1)}T10:00`, endTime: `${day(-1)}T11:00` }), 400, 'startTime', 'Start time must be in the future'],
    ['end before start', () => ({ startTime: `${day(30)}T11:00`, endTime: `${day(30)}T10:00` }), 400, 'endTime', 'End time must be after the start time'],
    ['end equal to start', () => ({ startTime: `${day(30)}T11:00`, endTime: `${day(30)}T11:00` }), 400, 'endTime', 'End time must be after the start time'],
    ['too long', () => ({ startTime: `${day(30)}T06:00`, endTime: `${day(30)}T18:30` }), 400, 'endTime', 'A booking is at most 12 hours long'],
    ['too far ahead', () => ({ startTime: `${day(95)}T10:00`, endTime: `${day(95)}T11:00` }), 400, 'startTime', 'Bookings open up to 90 days ahead'],
    ['off the half hour', () => ({ startTime: `${day(30)}T10:15`, endTime: `${day(30)}T11:00` }), 400, 'startTime', 'Start time must be on the hour or half past'],
    ['not a date', () => ({ startTime: '2026-02-30T10:00', endTime: 'tomorrow' }), 400, 'startTime', 'Start time must be a valid date and time'],
    ['missing times', () => ({}), 400, 'endTime', 'End time is required'],
  ])('refuses %s with a 400 under the field', async (_, times, status, field, message) => {
    const response = await book(alice, { workspaceId: room, ...times() })
    expect(response.status).toBe(status)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.errors[field]).toEqual([message])
  })

  it('refuses an unknown workspace with 404 and a missing one with 400; nothing is stored', async () => {
    const db = await getDb()
    const before = (await db.select().from(workspaceBookings)).length
    const times = { startTime: `${day(30)}T10:00`, endTime: `${day(30)}T11:00` }
    expect((await book(alice, { workspaceId: 99999999, ...times })).status).toBe(404)
    const inactive = (await createWorkspace({ isActive: false })).id
    expect((await book(alice, { workspaceId: inactive, ...times })).status).toBe(404)
    for (const workspaceId of [undefined, '', 0, -3, 'abc', 1.5, null, { id: 1 }]) {
      const response = await book(alice, { workspaceId, ...times })
      expect(response.status, JSON.stringify(workspaceId)).toBe(400)
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.workspaceId).toEqual(['Choose a workspace to book'])
    }
    expect((await db.select().from(workspaceBookings)).length).toBe(before)
  })

  it('refuses visitors with 401', async () => {
    expect((await book(null, { workspaceId: room, startTime: `${day(30)}T10:00`, endTime: `${day(30)}T11:00` })).status).toBe(401)
  })

  it('refuses an overlapping booking of a room with 409; back-to-back is fine', async () => {
    const date = day(31)
    await bookOk(alice, { workspaceId: room, startTime: `${date}T10:00`, endTime: `${date}T12:00` })
    for (const [from, to] of [
      ['10:00', '12:00'],
      ['11:00', '11:30'],
      ['09:00', '10:30'],
      ['11:30', '13:00'],
      ['08:00', '14:00'],
    ]) {
      const response = await book(bob, { workspaceId: room, startTime: `${date}T${from}`, endTime: `${date}T${to}` })
      expect(response.status, `${from}-${to}`).toBe(409)
      expect(((await response.json()) as { message: string }).message).toBe(ALREADY_BOOKED)
    }
    await bookOk(bob, { workspaceId: room, startTime: `${date}T12:00`, endTime: `${date}T13:00` })
    await bookOk(bob, { workspaceId: room, startTime: `${date}T08:00`, endTime: `${date}T10:00` })
  })

  it('a hot desk area holds up to its capacity at any moment, counted per moment, not per overlap', async () => {
    const desks = (await createWorkspace({ type: 'hot-desk', capacity: 2, hourlyRate: '6.00' })).id
    const date = day(32)
    const at = (from: string, to: string) => ({ workspaceId: desks, startTime: `${date}T${from}`, endTime: `${date}T${to}` })
    await bookOk(alice, at('10:00', '11:00'))
    await bookOk(alice, at('11:00', '12:00'))
    // Overlaps both, but only one of them at any moment: a second desk is free all along.
    await bookOk(bob, at('10:00', '12:00'))
    // Now both desks are taken from 10:00 to 12:00.
    expect((await book(bob, at('11:30', '12:30'))).status).toBe(409)
    await bookOk(bob, at('12:00', '13:00'))
  })

  it('50 parallel requests for one hour of a room in this process: 1 booked, 49 refused', async () => {
    const contested = (await createWorkspace()).id
    const members = await Promise.all(Array.from({ length: 50 }, () => member()))
    const date = day(34)
    const responses = await Promise.all(
      members.map((who) => book(who, { workspaceId: contested, startTime: `${date}T10:00`, endTime: `${date}T11:00` })),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
  })

  it('a meeting room with many seats still holds one booking at a time', async () => {
    const big = (await createWorkspace({ type: 'meeting-room', capacity: 40 })).id
    const date = day(33)
    await bookOk(alice, { workspaceId: big, startTime: `${date}T10:00`, endTime: `${date}T11:00` })
    expect((await book(bob, { workspaceId: big, startTime: `${date}T10:30`, endTime: `${date}T11:30` })).status).toBe(409)
  })

  it(`holds a member to ${MAX_UPCOMING_BOOKINGS} upcoming bookings`, async () => {
    const busy = await member()
    const desks = (await createWorkspace({ type: 'hot-desk', capacity: 50, hourlyRate: '1.00' })).id
    for (let i = 0; i < MAX_UPCOMING_BOOKINGS; i++) {
      await bookOk(busy, { workspaceId: desks, startTime: `${day(40 + i)}T10:00`, endTime: `${day(40 + i)}T11:00` })
    }
    const response = await book(busy, { workspaceId: desks, startTime: `${day(70)}T10:00`, endTime: `${day(70)}T11:00` })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toMatch(/upcoming bookings/)
  })
})

describe('my bookings, busy times, cancellation and the calendar file', () => {
  let room: number
  let first: Booking
  let second: Booking
  let past: number
  beforeAll(async () => {
    room = (await createWorkspace({ name: 'Quiet Room', hourlyRate: '20.00' })).id
    first = await bookOk(bob, { workspaceId: room, startTime: `${day(50)}T09:00`, endTime: `${day(50)}T10:30` })
    second = await bookOk(bob, { workspaceId: room, startTime: `${day(45)}T14:00`, endTime: `${day(45)}T15:00` })
    const db = await getDb()
    const [row] = await db
      .insert(workspaceBookings)
      .values({
        workspaceId: room,
        userId: bob.user.id,
        startTime: new Date(Date.now() - 3 * DAY),
        endTime: new Date(Date.now() - 3 * DAY + 3_600_000),
        totalAmount: '20.00',
        paymentStatus: 'paid',
      })
      .returning({ id: workspaceBookings.id })
    past = row!.id
  })

  const mine = async (who: Member) => {
    const response = await bookingsLoader(routeArgs(getRequest('/api/workspace-bookings', { Cookie: who.cookie })))
    return (await response.json()) as Booking[]
  }

  it("GET /api/workspace-bookings: only the member's own, upcoming first, with the workspace's name", async () => {
    const bookings = (await mine(bob)).filter((booking) => booking.workspaceId === room)
    expect(bookings.map((booking) => booking.id)).toEqual([second.id, first.id, past])
    expect(bookings[0]).toMatchObject({ workspaceName: 'Quiet Room', totalAmount: '20.00', cancellable: true })
    expect(bookings[2]).toMatchObject({ cancellable: false, paymentStatus: 'paid' })
    expect((await mine(alice)).some((booking) => booking.workspaceId === room)).toBe(false)
    const visitor = await bookingsLoader(routeArgs(getRequest('/api/workspace-bookings')))
    expect(visitor.status).toBe(401)
  })

  it('the busy times of a day, in the workspace clock, without who booked', async () => {
    const response = await availabilityLoader(
      routeArgs(getRequest(`/api/workspaces/${room}/availability?date=${day(50)}`), { params: { id: String(room) } }),
    )
    const availability = (await response.json()) as Record<string, unknown>
    expect(availability).toMatchObject({
      date: day(50),
      timeZone: SINGAPORE,
      zoneLabel: 'GMT+8',
      units: 1,
      busy: [{ from: '09:00', to: '10:30', booked: 1, full: true }],
    })
    expect(JSON.stringify(availability)).not.toMatch(/userId|email|@example/)
    const bad = await availabilityLoader(routeArgs(getRequest(`/api/workspaces/${room}/availability?date=2026-13-01`), { params: { id: String(room) } }))
    expect(bad.status).toBe(400)
  })

  const patch = (who: Member | null, id: number, body: unknown = { status: 'cancelled' }) =>
    bookingAction(
      routeArgs(jsonRequest(`/api/workspace-bookings/${id}`, 'PATCH', body, who ? { Cookie: who.cookie } : {}), {
        params: { id: String(id) },
      }),
    )

  it("nobody else's booking can be read, cancelled or downloaded: 404, like a missing one", async () => {
    const read = await bookingLoader(routeArgs(getRequest(`/api/workspace-bookings/${first.id}`, { Cookie: alice.cookie }), { params: { id: String(first.id) } }))
    expect(read.status).toBe(404)
    expect((await patch(alice, first.id)).status).toBe(404)
    expect((await patch(alice, 99999999)).status).toBe(404)
    expect((await patch(null, first.id)).status).toBe(401)
    const ics = await settle(() =>
      calendarLoader(routeArgs(getRequest(`/workspace-bookings/${first.id}/calendar.ics`, { Cookie: alice.cookie }), { params: { id: String(first.id) } })),
    )
    expect(ics.status).toBe(404)
    const own = await bookingLoader(routeArgs(getRequest(`/api/workspace-bookings/${first.id}`, { Cookie: bob.cookie }), { params: { id: String(first.id) } }))
    expect(own.status).toBe(200)
  })

  it('only cancelling is allowed: any other status is 400', async () => {
    for (const body of [{ status: 'confirmed' }, { status: 'paid' }, {}, { paymentStatus: 'refunded' }]) {
      expect((await patch(bob, first.id, body)).status, JSON.stringify(body)).toBe(400)
    }
  })

  it('the member cancels their own future booking, which frees its time; twice or after the start is 409', async () => {
    const response = await patch(bob, first.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: first.id, status: 'cancelled', cancellable: false })
    expect((await patch(bob, first.id)).status).toBe(409)
    expect((await patch(bob, past)).status).toBe(409)
    // The freed time can be booked again, by anyone.
    await bookOk(alice, { workspaceId: room, startTime: `${day(50)}T09:00`, endTime: `${day(50)}T10:30` })
  })

  it("downloads the member's booking as an iCalendar file; visitors sign in first", async () => {
    const response = await settle(() =>
      calendarLoader(routeArgs(getRequest(`/workspace-bookings/${second.id}/calendar.ics`, { Cookie: bob.cookie }), { params: { id: String(second.id) } })),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="workspace-booking-${second.id}.ics"`)
    const ics = await response.text()
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain(`UID:workspace-booking-${second.id}@startup.asia\r\n`)
    expect(ics).toContain(`DTSTART:${second.startTime.replace(/[-:]/g, '').replace('.000', '')}\r\n`)
    expect(ics).toContain('SUMMARY:Quiet Room\r\n')
    expect(ics).toContain('STATUS:CONFIRMED\r\n')
    const cancelled = await settle(() =>
      calendarLoader(routeArgs(getRequest(`/workspace-bookings/${first.id}/calendar.ics`, { Cookie: bob.cookie }), { params: { id: String(first.id) } })),
    )
    expect(await cancelled.text()).toContain('STATUS:CANCELLED\r\nEND:VEVENT')
    const visitor = await settle(() =>
      calendarLoader(routeArgs(getRequest(`/workspace-bookings/${second.id}/calendar.ics`), { params: { id: String(second.id) } })),
    )
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/workspace-bookings/${second.id}/calendar.ics`)}`)
  })

  it("the dashboard's Workspace Bookings is the model's count of the member's bookings", async () => {
    const count = await countMyBookings(bob.user.id)
    expect(count).toBe((await mine(bob)).length)
    expect((await getDashboard(bob.user.id)).bookingCount).toBe(count)
  })
})

describe('the bookable window', () => {
  it('starts at the next half hour and suggests an hour in the daytime, or from 09:00 at night', () => {
    expect(bookingWindow(SINGAPORE, new Date('2026-12-01T02:10:00Z'))).toMatchObject({
      minStart: '2026-12-01T10:30',
      maxStart: '2027-03-01T10:00',
      today: '2026-12-01',
      zoneLabel: 'GMT+8',
      defaultStart: '2026-12-01T10:30',
      defaultEnd: '2026-12-01T11:30',
    })
    expect(bookingWindow(SINGAPORE, new Date('2026-12-01T14:10:00Z'))).toMatchObject({
      minStart: '2026-12-01T22:30',
      defaultStart: '2026-12-02T09:00',
      defaultEnd: '2026-12-02T10:00',
    })
    expect(bookingWindow('Asia/Kolkata', new Date('2026-12-01T20:00:00Z'))).toMatchObject({
      minStart: '2026-12-02T02:00',
      zoneLabel: 'GMT+5:30',
      defaultStart: '2026-12-02T09:00',
    })
  })
})

describe('/workspace: the page twin', () => {
  let room: number
  beforeAll(async () => {
    room = (await createWorkspace({ name: 'Page Room', hourlyRate: '30.00' })).id
  })
  const post = (who: Member | null, fields: Record<string, string>, search = `?dialog=book-workspace&workspaceId=${room}`) =>
    pageAction(routeArgs(formRequest(`/workspace${search}`, fields, who ? { Cookie: who.cookie } : {})))

  type Answer = { init: { status: number }; data: { result: { error: Record<string, string[]> }; quote: unknown; availability: unknown } }

  it('books through the form and redirects to the page without the dialog, filters kept, with the success toast', async () => {
    const date = day(60)
    const response = await settle(() =>
      post(alice, { intent: 'book', workspaceId: String(room), startTime: `${date}T10:00`, endTime: `${date}T11:30` }, `?type=meeting-room&dialog=book-workspace&workspaceId=${room}`),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/workspace?type=meeting-room')
    expect(response.headers.get('Set-Cookie')).toContain('sa_toast=')
    const db = await getDb()
    const rows = await db.select().from(workspaceBookings).where(eq(workspaceBookings.workspaceId, room))
    expect(rows).toMatchObject([{ userId: alice.user.id, totalAmount: '45.00', status: 'confirmed', paymentStatus: 'pending' }])
  })

  it('the same slot again: 409 with the reason as a form error, the values kept, and that day\'s busy times', async () => {
    const date = day(60)
    const answer = (await post(bob, { intent: 'book', workspaceId: String(room), startTime: `${date}T10:30`, endTime: `${date}T11:00` })) as unknown as Answer
    expect(answer.init.status).toBe(409)
    expect(answer.data.result.error['']).toEqual([ALREADY_BOOKED])
    expect(answer.data.availability).toMatchObject({ date, busy: [{ from: '10:00', to: '11:30' }] })
  })

  it("'Check price' answers the server's total without booking; bad times come back under their fields", async () => {
    const date = day(61)
    const quote = (await post(bob, { intent: 'quote', workspaceId: String(room), startTime: `${date}T10:00`, endTime: `${date}T13:30` })) as unknown as Answer
    expect(quote.init.status).toBe(200)
    // 3.5 hours × $30 = $105; the room's $80 day rate is cheaper (decision 0123).
    expect(quote.data.quote).toEqual({ totalAmount: '80.00', minutes: 210 })
    const past = (await post(bob, { intent: 'book', workspaceId: String(room), startTime: `${day(-2)}T10:00`, endTime: `${day(-2)}T11:00` })) as unknown as Answer
    expect(past.init.status).toBe(400)
    expect(past.data.result.error.startTime).toEqual(['Start time must be in the future'])
  })

  it('submitting with no workspace chosen books nothing', async () => {
    const answer = (await post(bob, { intent: 'book', startTime: `${day(62)}T10:00`, endTime: `${day(62)}T11:00` }, '?dialog=book-workspace')) as unknown as Answer
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error.workspaceId).toEqual(['Choose a workspace to book'])
  })

  it('visitors who post or open the dialog are sent to sign in and back', async () => {
    const response = await settle(() => post(null, { intent: 'book', workspaceId: String(room) }))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    const opened = await settle(() => pageLoader(routeArgs(getRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`))))
    expect(opened.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/workspace?dialog=book-workspace&workspaceId=${room}`)}`)
  })

  it("the dialog's data: the workspace, a window starting at the next half hour, and today's busy times", async () => {
    const page = (await pageLoader(routeArgs(getRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`, { Cookie: alice.cookie })))) as {
      booking: { workspace: { id: number }; window: { minStart: string; today: string }; defaults: { startTime: string; endTime: string } }
      bookings: Booking[]
    }
    expect(page.booking.workspace.id).toBe(room)
    expect(page.booking.window.minStart).toMatch(/T\d\d:(00|30)$/)
    expect(page.booking.defaults.startTime >= page.booking.window.minStart).toBe(true)
    expect(page.booking.defaults.startTime).toMatch(/T(0[89]|1\d):(00|30)$/)
    expect(page.bookings.length).toBeLessThanOrEqual(5)
    const none = (await pageLoader(routeArgs(getRequest('/workspace?dialog=book-workspace&workspaceId=999999', { Cookie: alice.cookie })))) as {
      booking: { workspace: null }
    }
    expect(none.booking).toEqual({ workspace: null })
  })

  it('cancels through the form, and refuses someone else\'s booking with the reason', async () => {
    const date = day(63)
    const booking = await createBooking(bob.user, { workspaceId: room, startTime: `${date}T10:00`, endTime: `${date}T11:00` })
    const refused = (await pageAction(
      routeArgs(formRequest('/workspace', { intent: 'cancel', bookingId: String(booking.id), status: 'cancelled' }, { Cookie: alice.cookie })),
    )) as unknown as { init: { status: number }; data: { cancelError: string } }
    expect(refused.init.status).toBe(404)
    expect(refused.data.cancelError).toBe('Booking not found')
    const response = await settle(() =>
      pageAction(routeArgs(formRequest('/workspace?location=Singapore', { intent: 'cancel', bookingId: String(booking.id), status: 'cancelled' }, { Cookie: bob.cookie }))),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/workspace?location=Singapore')
  })
})

describe('the cheaper of hours × hourly rate and local days × daily rate, through both doors (decision 0123)', () => {
  let room: number
  let hourlyOnly: number
  beforeAll(async () => {
    room = (await createWorkspace({ name: 'Issue 46 Room', hourlyRate: '16.00', dailyRate: '65.00' })).id
    hourlyOnly = (await createWorkspace({ hourlyRate: '16.00', dailyRate: null })).id
  })
  const post = (who: Member, fields: Record<string, string>) =>
    pageAction(routeArgs(formRequest(`/workspace?dialog=book-workspace&workspaceId=${room}`, fields, { Cookie: who.cookie })))
  const stored = async (id: number) => {
    const db = await getDb()
    const [row] = await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, id))
    return row?.totalAmount
  }

  it("quotes and books the issue's 12 hours at $16/hour and $65/day as $65 on the page, and stores $65", async () => {
    const date = day(70)
    const fields = { workspaceId: String(room), startTime: `${date}T09:00`, endTime: `${date}T21:00` }
    const quote = (await post(bob, { intent: 'quote', ...fields })) as unknown as { data: { quote: unknown } }
    expect(quote.data.quote).toEqual({ totalAmount: '65.00', minutes: 720 })
    const response = await settle(() => post(bob, { intent: 'book', ...fields }))
    expect(response.status).toBe(302)
    const db = await getDb()
    const rows = await db.select().from(workspaceBookings).where(eq(workspaceBookings.workspaceId, room))
    expect(rows.map((row) => row.totalAmount)).toEqual(['65.00'])
  })

  it('POST /api/workspace-bookings returns and stores the same cheaper total; across midnight in Singapore is two days', async () => {
    const date = day(71)
    const sameDay = await bookOk(alice, { workspaceId: room, startTime: `${date}T08:00`, endTime: `${date}T20:00`, totalAmount: '192.00' })
    expect(sameDay.totalAmount).toBe('65.00')
    expect(await stored(sameDay.id)).toBe('65.00')
    // 18:00 to 06:00 the next day: 12 h × $16 = $192 against 2 days × $65 = $130.
    const overnight = await bookOk(alice, { workspaceId: room, startTime: `${day(72)}T18:00`, endTime: `${day(73)}T06:00` })
    expect(overnight.totalAmount).toBe('130.00')
    expect(await stored(overnight.id)).toBe('130.00')
    // 4 hours: $64 by the hour is cheaper than the day.
    const short = await bookOk(alice, { workspaceId: room, startTime: `${day(74)}T10:00`, endTime: `${day(74)}T14:00` })
    expect(short.totalAmount).toBe('64.00')
  })

  it('a workspace without a daily rate charges by the hour', async () => {
    const date = day(75)
    const booking = await bookOk(alice, { workspaceId: hourlyOnly, startTime: `${date}T08:00`, endTime: `${date}T20:00` })
    expect(booking.totalAmount).toBe('192.00')
    expect(await stored(booking.id)).toBe('192.00')
  })
})
