import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql as rawSql } from 'drizzle-orm'
import { openDatabase } from '../../db/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { eventRsvps, events } from '../../db/schema'
import { getDatabase, getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { ensureEventDatabase, EVENT_TRIGGERS_SQL } from '~/models/event-database.server'
import { countUpcomingEvents, listUpcomingEvents, requireEvent, rsvpToEvent } from '~/models/events.server'
import { action as postEvents, loader as getEvents } from '~/routes/api/events'
import { loader as getEvent } from '~/routes/api/event'
import { action as postRsvp } from '~/routes/api/event-rsvp'
import { createEvent, createUser, routeArgs, signedInCookie } from '../support/factories'
import { getRequest, jsonRequest } from '../support/http'
import { runSeatRace } from '../support/event-race'

const DAY = 86_400_000
const HOUR = 3_600_000
const ctx = (request: Request, id?: string) => routeArgs(request, { params: id ? { id } : {} })

let organizer: PublicUser
let member: PublicUser
let memberCookie = ''
let organizerCookie = ''

/** 'YYYY-MM-DDTHH:mm' wall time in Singapore, `days` from now. */
function singaporeWallTime(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * DAY + 8 * HOUR)
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

const validBody = () => ({
  title: 'Seoul Founders Breakfast',
  description: 'Coffee and stand-ups with founders in Gangnam.',
  category: 'networking',
  location: 'Seoul',
  venue: 'Startup Campus, Level 2',
  startDate: singaporeWallTime(10, 9),
  endDate: singaporeWallTime(10, 11),
  isOnline: false,
  price: '12.50',
  currency: 'USD',
  maxAttendees: 40,
})

async function post(body: unknown, cookie = memberCookie) {
  return postEvents(ctx(jsonRequest('/api/events', 'POST', body, cookie ? { Cookie: cookie } : {})))
}

async function list(search: string, cookie?: string) {
  const response = await getEvents(ctx(getRequest(`/api/events${search}`, cookie ? { Cookie: cookie } : {})))
  return { status: response.status, body: (await response.json()) as Array<Record<string, unknown>> }
}

async function rsvp(eventId: number | string, status: unknown, cookie = memberCookie) {
  const response = await postRsvp(
    ctx(jsonRequest(`/api/events/${eventId}/rsvp`, 'POST', { status }, cookie ? { Cookie: cookie } : {}), String(eventId)),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  organizer = await createUser({ firstName: 'Olivia', lastName: 'Organizer' })
  member = await createUser({ firstName: 'Mina', lastName: 'Member' })
  organizerCookie = await signedInCookie(organizer)
  memberCookie = await signedInCookie(member)
})

describe('GET /api/events', () => {
  let ids: Record<string, number>
  beforeAll(async () => {
    const now = Date.now()
    const make = async (title: string, overrides: Parameters<typeof createEvent>[1]) => (await createEvent(organizer, { title, ...overrides })).id
    ids = {
      tokyoWorkshop: await make('Filter Tokyo Workshop', { category: 'workshop', location: 'Tokyo', startDate: new Date(now + 2 * DAY) }),
      tokyoPitch: await make('Filter Tokyo Pitch Night', { category: 'pitch', location: 'Tokyo', startDate: new Date(now + 4 * DAY) }),
      online: await make('Filter Online Panel', { category: 'panel', location: 'Online', startDate: new Date(now + 3 * DAY) }),
      running: await make('Filter Running Conference', {
        category: 'conference',
        location: 'Manila',
        startDate: new Date(now - 2 * HOUR),
        endDate: new Date(now + 5 * HOUR),
      }),
      past: await make('Filter Past Meetup', {
        category: 'meetup',
        location: 'Tokyo',
        startDate: new Date(now - 3 * DAY),
        endDate: new Date(now - 3 * DAY + 2 * HOUR),
      }),
      hidden: await make('Filter Hidden Workshop', { category: 'workshop', location: 'Tokyo', isActive: false }),
    }
  })

  const titles = (rows: Array<Record<string, unknown>>) => rows.map((row) => row.title).filter((title) => String(title).startsWith('Filter '))

  it('lists upcoming events by default: not yet ended (one running now included), soonest first, active only', async () => {
    const { status, body } = await list('')
    expect(status).toBe(200)
    expect(titles(body)).toEqual([
      'Filter Running Conference',
      'Filter Tokyo Workshop',
      'Filter Online Panel',
      'Filter Tokyo Pitch Night',
    ])
    expect(await list('?upcoming=true')).toEqual({ status: 200, body })
    // The filter bar's checked toggle sends both values; the last counts.
    expect(titles((await list('?upcoming=false&upcoming=true')).body)).toEqual(titles(body))
  })

  it('with upcoming=false lists past events too, most recent first', async () => {
    const { body } = await list('?upcoming=false')
    expect(titles(body)).toEqual([
      'Filter Tokyo Pitch Night',
      'Filter Online Panel',
      'Filter Tokyo Workshop',
      'Filter Running Conference',
      'Filter Past Meetup',
    ])
  })

  it('filters by category and location (any case), and searches title or description', async () => {
    expect(titles((await list('?location=tokyo')).body)).toEqual(['Filter Tokyo Workshop', 'Filter Tokyo Pitch Night'])
    expect(titles((await list('?location=Tokyo&upcoming=false')).body)).toEqual([
      'Filter Tokyo Pitch Night',
      'Filter Tokyo Workshop',
      'Filter Past Meetup',
    ])
    expect(titles((await list('?category=Workshop')).body)).toEqual(['Filter Tokyo Workshop'])
    expect(titles((await list('?category=pitch&location=Tokyo')).body)).toEqual(['Filter Tokyo Pitch Night'])
    expect(titles((await list('?location=Online')).body)).toEqual(['Filter Online Panel'])
    expect(titles((await list('?searchQuery=pitch%20nig')).body)).toEqual(['Filter Tokyo Pitch Night'])
    expect(titles((await list('?searchQuery=meetup&upcoming=false')).body)).toEqual(['Filter Past Meetup'])
    expect(titles((await list(`?searchQuery=${encodeURIComponent('NEAR( "AND *')}`)).body)).toEqual([])
    expect(titles((await list('?category=&location=&searchQuery=')).body)).toHaveLength(4)
  })

  it('a search answers in the list’s own order: soonest first, latest first for past events, paged', async () => {
    const tag = `Ordered${Date.now().toString(36)}`
    const hour = 60 * 60 * 1000
    const at = (hours: number) => new Date(Date.now() + hours * hour)
    // Created out of date order, so id order and date order differ.
    const later = await createEvent(null, { title: `${tag} later`, startDate: at(72) })
    const ended = await createEvent(null, { title: `${tag} ended`, startDate: at(-48), endDate: at(-46) })
    const soon = await createEvent(null, { title: `${tag} soon`, startDate: at(3) })
    const running = await createEvent(null, { title: `${tag} running`, startDate: at(-1), endDate: at(5) })
    const ids = async (search: string): Promise<number[]> => (await list(search)).body.map((row) => row.id as number)
    expect(await ids(`?searchQuery=${tag}`)).toEqual([running.id, soon.id, later.id])
    expect(await ids(`?searchQuery=${tag}&upcoming=false`)).toEqual([later.id, soon.id, running.id, ended.id])
    expect(await ids(`?searchQuery=${tag}&limit=2&offset=1`)).toEqual([soon.id, later.id])
    // Moving an event moves it in the search's order (the index is keyed by the start date).
    await (await getDb()).update(events).set({ startDate: at(1), endDate: at(2) }).where(eq(events.id, later.id))
    expect(await ids(`?searchQuery=${tag}`)).toEqual([running.id, later.id, soon.id])
    // Same order as the list without a search.
    const all = await ids('?limit=100')
    expect(all.filter((id) => [running.id, later.id, soon.id].includes(id))).toEqual([running.id, later.id, soon.id])
    // Short (prefix index) searches too.
    await createEvent(null, { title: `UX ${tag} clinic`, startDate: at(2) })
    expect((await list(`?searchQuery=UX&limit=100`)).body.map((row) => row.title)).toContain(`UX ${tag} clinic`)
  })

  it('a search reads the index in the list’s order and stops at the page (no sort of every match)', async () => {
    const { eventListQuery } = await import('~/models/events.server')
    const db = await getDb()
    for (const [query, index] of [
      [{ searchQuery: 'pitch night', limit: 20 }, 'events_fts'],
      [{ searchQuery: 'AI', limit: 20, upcoming: false }, 'events_fts_words'],
    ] as const) {
      const built = eventListQuery(db, query)!.toSQL()
      const plan = (await db.all(rawSql.raw(`explain query plan ${inline(built.sql, built.params)}`))) as { detail: string }[]
      const details = plan.map((row) => row.detail)
      expect(details[0]).toMatch(new RegExp(`SCAN ${index} VIRTUAL TABLE`))
      expect(details.join('\n')).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
    }
  })

  it('an upcoming search seeks the index by an integer key (a bound JavaScript number would be a REAL)', async () => {
    const { eventListQuery } = await import('~/models/events.server')
    const { ID_SPAN } = await import('~/models/event-database.server')
    const db = await getDb()
    // better-sqlite3 binds every JavaScript number as a REAL, and FTS5 does not seek its rowid to a REAL bound: the key's
    // factor is written into the statement.
    const built = eventListQuery(db, { searchQuery: 'pitch night', limit: 20, upcoming: true })!.toSQL()
    expect(built.sql).toContain(`* ${ID_SPAN} from`)
    expect(built.sql).toContain(`% ${ID_SPAN}`)
    expect(built.params).not.toContain(ID_SPAN)
  })

  it('the upcoming list ranges its date index from the first live event, not from MAX_EVENT_DAYS ago', async () => {
    const { eventListQuery } = await import('~/models/events.server')
    const { MAX_EVENT_DAYS } = await import('~/domain/events')
    const db = await getDb()
    const now = new Date()
    const windowStart = now.getTime() - MAX_EVENT_DAYS * DAY
    for (const query of [{ limit: 20 }, { limit: 20, category: 'workshop' as const }, { limit: 20, location: 'Tokyo' as const }]) {
      const built = eventListQuery(db, query, { now })!.toSQL()
      // Once, inside the first-live-event subquery. SQLite ranges an index by one lower bound per column, and took
      // this constant one when the list's own filter had it too: it walked every event of those days.
      expect(built.params.filter((param) => param === windowStart)).toHaveLength(1)
      expect(built.sql).toMatch(/"start_date" >= coalesce\(\(select min\("events"\."start_date"\)/)
    }
    // A search keeps the bound: its rows come from the index by key, and the events table is read by id.
    const search = eventListQuery(db, { searchQuery: 'pitch night', limit: 20 }, { now })!.toSQL()
    expect(search.params.filter((param) => param === windowStart)).toHaveLength(2)
  })

  it('pages with limit (default 50, capped at 100) and offset', async () => {
    const all = (await list('?limit=100')).body
    const second = (await list('?limit=2&offset=1')).body
    expect(second.map((row) => row.id)).toEqual(all.slice(1, 3).map((row) => row.id))
    expect((await list('?limit=100000')).status).toBe(200)
  })

  it('answers each event with the 000 §3 fields, exact price and, signed in, the caller’s own RSVP', async () => {
    await rsvp(ids.tokyoWorkshop!, 'attending')
    const { body } = await list('?searchQuery=Filter%20Tokyo%20Workshop', memberCookie)
    expect(body).toHaveLength(1)
    expect(body[0]).toMatchObject({
      id: ids.tokyoWorkshop,
      title: 'Filter Tokyo Workshop',
      category: 'workshop',
      location: 'Tokyo',
      price: '0.00',
      currency: 'USD',
      isOnline: false,
      isActive: true,
      organizerId: organizer.id,
      currentAttendees: 1,
      myRsvpStatus: 'attending',
      timeZone: 'Asia/Tokyo',
    })
    expect(Object.keys(body[0]!)).toEqual(
      expect.arrayContaining(['description', 'venue', 'startDate', 'endDate', 'maxAttendees']),
    )
    expect((await list('?searchQuery=Filter%20Tokyo%20Workshop')).body[0]).toMatchObject({ myRsvpStatus: null })
  })

  it('refuses bad filters with 400 and field errors', async () => {
    for (const search of ['?category=party', '?location=Paris', '?upcoming=maybe', '?limit=0', '?limit=x', '?offset=-1', `?searchQuery=${'a'.repeat(201)}`]) {
      const response = await getEvents(ctx(getRequest(`/api/events${search}`)))
      expect(response.status, search).toBe(400)
      expect(((await response.json()) as { errors?: unknown }).errors, search).toBeDefined()
    }
  })
})

describe('POST /api/events', () => {
  it('creates the event for the signed-in member (201), times read in the city’s zone, price exact', async () => {
    const response = await post(validBody())
    expect(response.status).toBe(201)
    const event = (await response.json()) as Record<string, unknown>
    expect(event).toMatchObject({
      title: 'Seoul Founders Breakfast',
      category: 'networking',
      location: 'Seoul',
      organizerId: member.id,
      price: '12.50',
      currency: 'USD',
      maxAttendees: 40,
      currentAttendees: 0,
      isOnline: false,
      timeZone: 'Asia/Seoul',
      myRsvpStatus: null,
    })
    // 09:00 in Seoul is 00:00 UTC.
    expect(String(event.startDate)).toMatch(/T00:00:00\.000Z$/)
    const [row] = await (await getDb()).select().from(events).where(eq(events.id, Number(event.id)))
    expect(row).toMatchObject({ price: '12.50', organizerId: member.id })
  })

  it('applies the spec’s defaults: category networking, currency USD, price 0, not online', async () => {
    const rest: Record<string, unknown> = validBody()
    for (const key of ['category', 'currency', 'price', 'isOnline', 'maxAttendees']) delete rest[key]
    const response = await post({ ...rest, startDate: '2099-03-01T01:00:00Z', endDate: '2099-03-01T03:00:00.000+00:00' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      category: 'networking',
      currency: 'USD',
      price: '0.00',
      isOnline: false,
      maxAttendees: null,
      startDate: '2099-03-01T01:00:00.000Z',
    })
  })

  it('makes an online event: location Online, a meeting link required, times in the chosen zone', async () => {
    const body = { ...validBody(), location: '', venue: '', isOnline: true, timeZone: 'Asia/Kolkata', startDate: '2099-05-01T18:30', endDate: '2099-05-01T20:00' }
    const missing = await post(body)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: { meetingLink: ['A meeting link is required for online events'] } })
    const response = await post({ ...body, meetingLink: 'https://meet.example.com/abc' })
    expect(response.status).toBe(201)
    const event = (await response.json()) as Record<string, unknown>
    expect(event).toMatchObject({ location: 'Online', isOnline: true, timeZone: 'Asia/Kolkata', startDate: '2099-05-01T13:00:00.000Z' })
    // The organizer sees the link; others do not.
    expect(event.meetingLink).toBe('https://meet.example.com/abc')
    const asVisitor = await getEvent(ctx(getRequest(`/api/events/${event.id}`), String(event.id)))
    expect(await asVisitor.json()).toMatchObject({ meetingLink: null })
  })

  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['a start in the past', { startDate: '2020-01-01T10:00', endDate: '2020-01-01T12:00' }, 'startDate', 'Start date cannot be in the past'],
    ['an end before the start', { endDate: singaporeWallTime(10, 8) }, 'endDate', 'End date must be after the start date'],
    ['an end equal to the start', { endDate: singaporeWallTime(10, 9) }, 'endDate', 'End date must be after the start date'],
    ['a start that is not a date', { startDate: 'next tuesday' }, 'startDate', 'Start date must be a valid date and time'],
    ['31 February', { startDate: '2099-02-31T10:00', endDate: '2099-03-01T10:00' }, 'startDate', 'Start date must be a valid date and time'],
    ['an event longer than 31 days', { startDate: '2099-01-01T10:00', endDate: '2099-03-01T10:00' }, 'endDate', 'An event can last at most 31 days'],
    ['price -1', { price: '-1' }, 'price', 'Price cannot be negative'],
    ['price 1.234', { price: '1.234' }, 'price', 'Price can have at most 2 decimals'],
    ['price abc', { price: 'abc' }, 'price', 'Price must be an amount such as 25 or 25.50'],
    ['a price as a JSON number', { price: 12.5 }, 'price', 'Price must be an amount such as 25 or 25.50'],
    ['a price too large', { price: '100000000' }, 'price', 'Price must be at most 99,999,999.99'],
    ['an unknown category', { category: 'party' }, 'category', 'Please select a category'],
    ['an unknown location', { location: 'Paris' }, 'location', 'Please select a location'],
    ['no location for an in-person event', { location: '' }, 'location', 'Please select a location'],
    ['an unknown currency', { currency: 'EUR' }, 'currency', 'Please select a currency'],
    ['no title', { title: '   ' }, 'title', 'Title is required'],
    ['a title over 255 characters', { title: 'x'.repeat(256) }, 'title', 'Title must be at most 255 characters'],
    ['zero max attendees', { maxAttendees: 0 }, 'maxAttendees', 'Max attendees must be a whole number of at least 1'],
    ['fractional max attendees', { maxAttendees: 2.5 }, 'maxAttendees', 'Max attendees must be a whole number of at least 1'],
    ['a meeting link that is not a URL', { meetingLink: 'javascript:alert(1)' }, 'meetingLink', 'Meeting link must be a valid URL (https://…)'],
    ['a meeting link over 500 characters', { meetingLink: `https://example.com/${'a'.repeat(500)}` }, 'meetingLink', 'Meeting link must be at most 500 characters'],
  ]

  it.each(refusals)('refuses %s with 400 and the field’s message', async (_, change, field, message) => {
    const response = await post({ ...validBody(), ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.errors[field]).toContain(message)
  })

  it('answers 401 to a visitor and 400 to a body that is not JSON', async () => {
    expect((await post(validBody(), '')).status).toBe(401)
    expect((await post('{not json')).status).toBe(400)
    expect((await post([])).status).toBe(400)
  })
})

describe('POST /api/events/{id}/rsvp', () => {
  it('takes a seat, keeps one seat when asked twice, and gives it back', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 10 })
    expect(await rsvp(id, 'attending')).toEqual({
      status: 200,
      body: { eventId: id, status: 'attending', waitlistPosition: null, currentAttendees: 1, maxAttendees: 10 },
    })
    expect((await rsvp(id, 'attending')).body).toMatchObject({ status: 'attending', currentAttendees: 1 })
    expect((await rsvp(id, ' ATTENDING ')).body).toMatchObject({ status: 'attending', currentAttendees: 1 })
    expect((await rsvp(id, 'not_attending')).body).toMatchObject({ status: 'not_attending', currentAttendees: 0 })
    expect((await rsvp(id, 'not_attending')).body).toMatchObject({ status: 'not_attending', currentAttendees: 0 })
    expect((await rsvp(id, 'maybe')).body).toMatchObject({ status: 'maybe', currentAttendees: 0 })
    expect((await rsvp(id, 'attending')).body).toMatchObject({ status: 'attending', currentAttendees: 1 })
    const rows = await (await getDb()).select().from(eventRsvps).where(eq(eventRsvps.eventId, id))
    expect(rows).toHaveLength(1)
  })

  it('waitlists when full (200, status waitlisted) and promotes the first in line when a seat frees', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 1 })
    const [second, third] = [await createUser(), await createUser()]
    const [secondCookie, thirdCookie] = [await signedInCookie(second), await signedInCookie(third)]
    expect((await rsvp(id, 'attending')).body).toMatchObject({ status: 'attending', currentAttendees: 1 })
    expect(await rsvp(id, 'attending', secondCookie)).toMatchObject({
      status: 200,
      body: { status: 'waitlisted', waitlistPosition: 1, currentAttendees: 1 },
    })
    expect((await rsvp(id, 'attending', thirdCookie)).body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 })
    // Asking again keeps the place in the queue.
    expect((await rsvp(id, 'attending', secondCookie)).body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 })

    expect((await rsvp(id, 'not_attending')).body).toMatchObject({ status: 'not_attending', currentAttendees: 1 })
    expect((await requireEvent(id, second)).myRsvpStatus).toBe('attending')
    expect(await requireEvent(id, third)).toMatchObject({ myRsvpStatus: 'waitlisted', myWaitlistPosition: 1, waitlistCount: 1 })

    // Leaving the waitlist frees no seat; the seat count stays.
    expect((await rsvp(id, 'not_attending', thirdCookie)).body).toMatchObject({ status: 'not_attending', currentAttendees: 1 })
    expect((await requireEvent(id)).waitlistCount).toBe(0)
  })

  it('promotes when an attending member’s account is deleted', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 1 })
    const leaver = await createUser()
    await rsvpToEvent(leaver, id, 'attending')
    expect((await rsvpToEvent(member, id, 'attending')).status).toBe('waitlisted')
    const { users } = await import('../../db/schema')
    await (await getDb()).delete(users).where(eq(users.id, leaver.id))
    expect(await requireEvent(id, member)).toMatchObject({ myRsvpStatus: 'attending', currentAttendees: 1 })
  })

  it('refuses an event that ended (400), an unknown or hidden one (404), a bad status (400) and visitors (401)', async () => {
    const past = await createEvent(organizer, { startDate: new Date(Date.now() - 2 * DAY) })
    expect(await rsvp(past.id, 'attending')).toEqual({ status: 400, body: { message: 'This event has already ended' } })
    expect((await rsvp(past.id, 'not_attending')).status).toBe(400)
    expect(await rsvp(999_999, 'attending')).toEqual({ status: 404, body: { message: 'Event Not Found' } })
    expect((await rsvp('abc', 'attending')).status).toBe(404)
    const hidden = await createEvent(organizer, { isActive: false })
    expect((await rsvp(hidden.id, 'attending')).status).toBe(404)
    const open = await createEvent(organizer)
    for (const status of ['waitlisted', 'going', '', null, 1]) {
      const answer = await rsvp(open.id, status)
      expect(answer.status, String(status)).toBe(400)
      expect(answer.body.errors).toBeDefined()
    }
    expect((await rsvp(open.id, 'attending', '')).status).toBe(401)
  })

  it('seats never exceed capacity: 60 members at once for 5 seats, then 2 cancel', async () => {
    await runSeatRace()
  })
})

describe('GET /api/events/{id}', () => {
  it('answers the event with its organizer, and 404 Event Not Found otherwise', async () => {
    const { id } = await createEvent(organizer, { title: 'Detail Event' })
    const response = await getEvent(ctx(getRequest(`/api/events/${id}`, { Cookie: organizerCookie }), String(id)))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id, title: 'Detail Event', organizerName: 'Olivia Organizer' })
    for (const bad of ['999999', 'x', '0']) {
      const missing = await getEvent(ctx(getRequest(`/api/events/${bad}`), bad))
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ message: 'Event Not Found' })
    }
  })
})

describe('the dashboard and landing read the same model', () => {
  it('counts and lists events that have not ended, soonest first', async () => {
    const now = new Date()
    const upcoming = await listUpcomingEvents({ limit: 100, now })
    const { body } = await list('?limit=100')
    expect(upcoming.map((event) => event.id)).toEqual(body.map((event) => event.id))
    expect(await countUpcomingEvents({ now })).toEqual({ count: body.length, more: false })
  })
})

describe('the database keeps seats and search', () => {
  it('the migrations alone leave exactly the triggers ensureEventDatabase checks for', async () => {
    // A database migrated without the start-up repair: 0006 made the triggers, 0017 re-keyed the search indexes.
    const file = path.join(tmpdir(), `events-migrated-${randomUUID()}.db`)
    const fresh = await openDatabase({ url: `file:${file}` })
    try {
      await fresh.migrate()
      const rows = (await fresh.db.all(
        rawSql`select name, sql from sqlite_master where type = 'trigger' and tbl_name in ('events', 'event_rsvps') and substr(name, 1, 13) <> 'data_version_'`,
      )) as { name: string; sql: string }[]
      const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()
      expect(Object.fromEntries(rows.map((row) => [row.name, squash(row.sql)]))).toEqual(
        Object.fromEntries(Object.entries(EVENT_TRIGGERS_SQL).map(([name, text]) => [name, squash(text)])),
      )
      expect(await ensureEventDatabase(fresh)).toEqual({ recreatedTriggers: [], rebuilt: false })
    } finally {
      await fresh.close()
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })

  it('recreates dropped triggers and recounts seats at start', async () => {
    const database = await getDatabase()
    expect(await ensureEventDatabase(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
    const { id } = await createEvent(organizer, { maxAttendees: 3 })
    await rsvpToEvent(member, id, 'attending')
    const { sql } = await import('drizzle-orm')
    for (const name of Object.keys(EVENT_TRIGGERS_SQL)) await database.db.run(sql.raw(`DROP TRIGGER ${name}`))
    await database.db.update(events).set({ currentAttendees: 0, title: 'Renamed while unindexed' }).where(eq(events.id, id))
    const repair = await ensureEventDatabase(database)
    expect(repair.rebuilt).toBe(true)
    expect(repair.recreatedTriggers.sort()).toEqual(Object.keys(EVENT_TRIGGERS_SQL).sort())
    expect((await requireEvent(id)).currentAttendees).toBe(1)
    expect((await list('?searchQuery=unindexed')).body.map((row) => row.id)).toEqual([id])
  })

  it('refuses any write that would overbook, whoever makes it', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 1 })
    await rsvpToEvent(member, id, 'attending')
    const other = await createUser()
    await expect(
      (await getDb()).insert(eventRsvps).values({ eventId: id, userId: other.id, status: 'attending' }),
    ).rejects.toThrow(/event_full/)
    expect((await requireEvent(id)).currentAttendees).toBe(1)
  })
})

/** A statement with its parameters written in, for EXPLAIN QUERY PLAN (numbers and quoted strings only). */
function inline(text: string, params: unknown[]): string {
  let index = 0
  return text.replace(/\?/g, () => {
    const value = params[index++]
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
  })
}
