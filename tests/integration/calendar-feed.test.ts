import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarFeeds } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { getToast } from '~/server/toast.server'
import type { PublicUser } from '~/shared/user'
import { cancelBooking, createBooking } from '~/models/bookings.server'
import { FEED_EXISTS, NO_FEED } from '~/models/calendar-feed.server'
import { hashSecretToken } from '~/server/secret-token.server'
import { rsvpToEvent } from '~/models/events.server'
import { action as feedApi, loader as feedApiGet } from '~/routes/api/calendar-feed'
import { loader as feedLoader } from '~/routes/calendar-feed'
import { loader as eventCalendar } from '~/routes/events/calendar'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { action as profileAction, loader as profileLoader } from '~/routes/profile/route'
import { loader as sessionCalendar } from '~/routes/program/session-calendar'
import { loader as bookingCalendar } from '~/routes/workspace-booking-calendar'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import {
  addCohortParticipant,
  createCohort,
  createCohortSession,
  createEvent,
  createUser,
  createWorkspace,
  routeArgs,
  signedInCookie,
  throughGuards,
} from '../support/factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { countStatements, startInProcessServer, type InProcessServer } from '../support/query-count'

// The personal calendar feed (docs/decisions/0052-calendar-feed.md): /calendar/{token}.ics, the /profile section that
// makes it, and its /api twin.

const DAY = 86_400_000

interface Member {
  user: PublicUser
  cookie: string
}

async function member(): Promise<Member> {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

async function toastOf(response: Response) {
  return (await getToast(getRequest('/', { Cookie: cookiePair(response, 'sa_toast') }))).toast
}

/** Posts one of the section's forms on /profile as the member. */
function post(who: Member, fields: Record<string, string>) {
  return profileAction(routeArgs(formRequest('/profile', fields, { Cookie: who.cookie }), { user: who.user }))
}

/** What the section shows on a page load with these cookies. */
async function section(who: Member, cookie = who.cookie) {
  const result = await profileLoader(routeArgs(getRequest('/profile', { Cookie: cookie }), { user: who.user }))
  return { view: result.data.calendarFeed, setCookie: new Headers(result.init?.headers).getSetCookie() }
}

/** Creates (or regenerates) the member's feed through the page, and reads the address off the page it lands on. */
async function subscribe(who: Member, mode: 'create' | 'regenerate' = 'create'): Promise<string> {
  const response = (await post(who, { intent: 'calendar-feed', mode })) as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('Location')).toBe('/profile')
  const { view } = await section(who, `${who.cookie}; ${cookiePair(response, 'sa_calendar_feed')}`)
  expect(view.fresh).not.toBeNull()
  return view.fresh!.url
}

/** Fetches a feed address through its route. */
function fetchFeed(url: string) {
  const { pathname } = new URL(url)
  return feedLoader(routeArgs(getRequest(pathname), { params: { file: pathname.slice('/calendar/'.length) } }))
}

async function feedText(url: string): Promise<string> {
  const response = await fetchFeed(url)
  expect(response.status).toBe(200)
  return (await response.text()).replace(/\r\n /g, '')
}

const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)\r$/gm)].map((match) => match[1]!)
const uidOf = async (response: Response) => uids((await response.text()).replace(/\r\n /g, ''))[0]

function refusal(result: unknown) {
  const { data, init } = result as { data: { form: string; message: string }; init: { status: number } }
  return { status: init.status, form: data.form, message: data.message }
}

describe('the Calendar feed section on /profile', () => {
  it('has no feed at first; creating one shows its address once, with a webcal:// link, and a toast', async () => {
    const alice = await member()
    expect((await section(alice)).view).toEqual({ exists: false, createdAt: null, fresh: null })

    const response = (await post(alice, { intent: 'calendar-feed', mode: 'create' })) as Response
    expect(response.status).toBe(302)
    expect(await toastOf(response)).toMatchObject({ title: 'Calendar feed created' })
    const flash = cookiePair(response, 'sa_calendar_feed')
    const first = await section(alice, `${alice.cookie}; ${flash}`)
    expect(first.view.exists).toBe(true)
    expect(first.view.fresh?.url).toMatch(/^http:\/\/localhost\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(first.view.fresh?.webcalUrl).toBe(first.view.fresh!.url.replace(/^http:/, 'webcal:'))
    // The flash is spent: the page clears it, and a page without it shows no address.
    expect(first.setCookie.some((cookie) => cookie.startsWith('sa_calendar_feed=;') || /sa_calendar_feed=.*Expires=Thu, 01 Jan 1970/.test(cookie))).toBe(true)
    const later = await section(alice)
    expect(later.view).toMatchObject({ exists: true, fresh: null })
    expect(later.view.createdAt).toEqual(expect.any(String))
  })

  it('keeps only the SHA-256 of the token', async () => {
    const bob = await member()
    const url = await subscribe(bob)
    const token = url.match(/\/calendar\/(.+)\.ics$/)![1]!
    const [row] = await (await getDb()).select().from(calendarFeeds).where(eq(calendarFeeds.userId, bob.user.id))
    expect(row!.tokenHash).toBe(hashSecretToken(token))
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('a second "create" is a 409 with the reason (the feed keeps working); regenerate replaces the address', async () => {
    const carol = await member()
    const old = await subscribe(carol)
    expect(refusal(await post(carol, { intent: 'calendar-feed', mode: 'create' }))).toEqual({
      status: 409,
      form: 'calendar-feed',
      message: FEED_EXISTS,
    })
    expect((await fetchFeed(old)).status).toBe(200)
    const renewed = await subscribe(carol, 'regenerate')
    expect(renewed).not.toBe(old)
    expect((await fetchFeed(old)).status).toBe(404)
    expect((await fetchFeed(renewed)).status).toBe(200)
  })

  it('a flash left from an address regenerated since shows nothing', async () => {
    const dan = await member()
    const response = (await post(dan, { intent: 'calendar-feed', mode: 'create' })) as Response
    const stale = cookiePair(response, 'sa_calendar_feed')
    await subscribe(dan, 'regenerate')
    expect((await section(dan, `${dan.cookie}; ${stale}`)).view.fresh).toBeNull()
  })

  it('revoke: the address answers 404; revoking again is a 404 with the reason; a bad mode is a 400', async () => {
    const erin = await member()
    const url = await subscribe(erin)
    const response = (await post(erin, { intent: 'revoke-calendar-feed' })) as Response
    expect(response.status).toBe(302)
    expect(await toastOf(response)).toMatchObject({ title: 'Calendar feed revoked' })
    expect((await fetchFeed(url)).status).toBe(404)
    expect((await section(erin)).view.exists).toBe(false)
    expect(refusal(await post(erin, { intent: 'revoke-calendar-feed' }))).toMatchObject({ status: 404, message: NO_FEED })
    expect(refusal(await post(erin, { intent: 'calendar-feed', mode: 'delete-everything' }))).toMatchObject({ status: 400 })
  })

  it('sends a visitor who posts to /auth and back', async () => {
    const response = await settle(() =>
      throughGuards(
        signedInMiddleware as never,
        routeArgs(formRequest('/profile', { intent: 'calendar-feed', mode: 'create' })),
        profileAction as never,
      ),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fprofile/)
  })
})

describe('/api/calendar-feed (the same model and schema)', () => {
  const api = (method: string, cookie: string | null, body?: unknown) => {
    const request = jsonRequest('/api/calendar-feed', method, body, cookie ? { Cookie: cookie } : {})
    return (method === 'GET' ? feedApiGet : feedApi)(routeArgs(request)) as Promise<Response>
  }

  it('GET says whether there is a feed, never its address; POST 201 answers it once; DELETE revokes', async () => {
    const frank = await member()
    const none = await api('GET', frank.cookie)
    expect(none.status).toBe(200)
    expect(await none.json()).toEqual({ exists: false, createdAt: null })

    const created = await api('POST', frank.cookie, { mode: 'create' })
    expect(created.status).toBe(201)
    const body = (await created.json()) as { url: string; webcalUrl: string; createdAt: string }
    expect(body.url).toMatch(/^http:\/\/localhost\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(body.webcalUrl).toBe(body.url.replace(/^http:/, 'webcal:'))
    expect((await fetchFeed(body.url)).status).toBe(200)
    const status = await api('GET', frank.cookie)
    expect(await status.json()).toEqual({ exists: true, createdAt: body.createdAt })

    const again = await api('POST', frank.cookie, {})
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: FEED_EXISTS })

    const renewed = (await (await api('POST', frank.cookie, { mode: 'regenerate' })).json()) as { url: string }
    expect((await fetchFeed(body.url)).status).toBe(404)
    expect((await fetchFeed(renewed.url)).status).toBe(200)

    const revoked = await api('DELETE', frank.cookie)
    expect(revoked.status).toBe(200)
    expect((await fetchFeed(renewed.url)).status).toBe(404)
    const twice = await api('DELETE', frank.cookie)
    expect(twice.status).toBe(404)
    expect(await twice.json()).toEqual({ message: NO_FEED })
  })

  it('401 without a session, 400 for a bad mode, 405 for other methods', async () => {
    const grace = await member()
    for (const method of ['GET', 'POST', 'DELETE']) expect((await api(method, null, method === 'POST' ? {} : undefined)).status).toBe(401)
    const bad = await api('POST', grace.cookie, { mode: 'steal' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('mode')
    expect((await api('PATCH', grace.cookie, {})).status).toBe(405)
  })
})

describe('/calendar/{token}.ics', () => {
  it('answers a subscribed calendar: text/calendar, not an attachment, not cached, not indexed', async () => {
    const url = await subscribe(await member())
    const response = await fetchFeed(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(response.headers.get('Content-Disposition')).toBeNull()
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text).toContain('X-WR-CALNAME:Startup Asia\r\n')
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n')
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('is a plain 404 for unknown, malformed and non-.ics addresses', async () => {
    const url = await subscribe(await member())
    const token = url.match(/\/calendar\/(.+)\.ics$/)![1]!
    const files = [
      `${'A'.repeat(43)}.ics`,
      `${token}.ical`,
      token,
      `${token.slice(0, 42)}.ics`,
      `${token}x.ics`,
      '.ics',
      `../${token}.ics`,
    ]
    for (const file of files) {
      const response = await feedLoader(routeArgs(getRequest(`/calendar/${encodeURIComponent(file)}`), { params: { file } }))
      expect(response.status, file).toBe(404)
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe('Not found\n')
    }
  })
})

describe('what the feed holds', () => {
  let room: number
  beforeAll(async () => {
    room = (await createWorkspace()).id
  })

  const singaporeDay = (days: number) => formatLocalDate(instantToLocal(new Date(Date.now() + days * DAY), 'Asia/Singapore'))

  it('subscribe → RSVP: the event appears under the UID of its own .ics; cancel the RSVP: it leaves; revoke: 404', async () => {
    const hana = await member()
    const url = await subscribe(hana)
    const event = await createEvent(null, { title: `Feed Night ${hana.user.id}`, venue: 'Marina Hub', meetingLink: 'https://meet.example/x' })
    expect(await feedText(url)).not.toContain(event.title)

    await rsvpToEvent(hana.user, event.id, 'attending')
    const withEvent = await feedText(url)
    const download = await eventCalendar(
      routeArgs(getRequest(`/events/${event.id}/calendar.ics`, { Cookie: hana.cookie }), { params: { id: String(event.id) } }),
    )
    const uid = await uidOf(download)
    expect(uid).toBe(`event-${event.id}@startup.asia`)
    expect(uids(withEvent)).toContain(uid)
    expect(withEvent).toContain(`SUMMARY:${event.title}\r\n`)
    expect(withEvent).toContain('LOCATION:Marina Hub\\, Singapore\r\n')

    await rsvpToEvent(hana.user, event.id, 'not_attending')
    const without = await feedText(url)
    expect(without).not.toContain(event.title)
    expect(uids(without)).not.toContain(uid)

    await post(hana, { intent: 'revoke-calendar-feed' })
    expect((await fetchFeed(url)).status).toBe(404)
  })

  it('holds bookings (until cancelled) and the sessions of cohorts the member takes part in, with their files\' UIDs', async () => {
    const ivan = await member()
    const url = await subscribe(ivan)
    const date = singaporeDay(40)
    const booking = await createBooking(ivan.user, { workspaceId: room, startTime: `${date}T10:00`, endTime: `${date}T11:00` })
    const cohort = await createCohort()
    const session = await createCohortSession(cohort.id, { title: 'Feed pitch practice', meetingLink: 'https://meet.example/cohort' })
    const online = await createCohortSession(cohort.id, {
      title: 'Feed online office hours',
      date: '2099-03-03',
      isOnline: true,
      location: null,
      meetingLink: 'https://meet.example/online',
    })
    const undated = await createCohortSession(cohort.id, { title: 'Feed undated', date: null })
    const otherCohort = await createCohort()
    await createCohortSession(otherCohort.id, { title: 'Feed not mine' })
    await addCohortParticipant(cohort.id, ivan.user.id)

    const text = await feedText(url)
    const bookingUid = await uidOf(
      await bookingCalendar(
        routeArgs(getRequest(`/workspace-bookings/${booking.id}/calendar.ics`, { Cookie: ivan.cookie }), { params: { id: String(booking.id) } }),
      ),
    )
    const sessionFile = async (id: number) =>
      sessionCalendar(
        routeArgs(getRequest(`/programs/${cohort.id}/sessions/${id}/calendar.ics`, { Cookie: ivan.cookie }), {
          params: { id: String(cohort.id), sessionId: String(id) },
        }),
      )
    const sessionUid = await uidOf(await sessionFile(session.id))
    expect(bookingUid).toBe(`workspace-booking-${booking.id}@startup.asia`)
    expect(sessionUid).toBe(`cohort-session-${session.id}@startup.asia`)
    expect(uids(text)).toEqual(expect.arrayContaining([bookingUid, sessionUid, `cohort-session-${online.id}@startup.asia`]))
    expect(uids(text)).not.toContain(`cohort-session-${undated.id}@startup.asia`)
    expect(text).not.toContain('Feed not mine')
    // The same times and meeting link as the download: Singapore wall clock, the participant sees the link.
    expect(text).toContain('DTSTART:20990302T020000Z\r\n')
    expect(text).toContain('LOCATION:Block 71\\, Singapore\r\n')
    expect(text).toContain('LOCATION:https://meet.example/online\r\n')
    expect(text).toContain(`SUMMARY:Feed online office hours — ${cohort.name}\r\n`)
    const onlineFile = (await (await sessionFile(online.id)).text()).replace(/\r\n /g, '')
    const dtstart = (ics: string, uid: string) => ics.split(`UID:${uid}`)[1]!.match(/DTSTART:(\S+)/)![1]
    expect(dtstart(text, `cohort-session-${online.id}@startup.asia`)).toBe(dtstart(onlineFile, `cohort-session-${online.id}@startup.asia`))

    await cancelBooking(ivan.user, booking.id)
    expect(uids(await feedText(url))).not.toContain(bookingUid)
  })

  it('holds only the member\'s own items, from 90 days back onward', async () => {
    const jun = await member()
    const kim = await member()
    const url = await subscribe(jun)
    const mine = await createEvent(null, { title: `Recent ${jun.user.id}`, startDate: new Date(Date.now() - 30 * DAY) })
    const old = await createEvent(null, { title: `Long ago ${jun.user.id}`, startDate: new Date(Date.now() - 120 * DAY) })
    const theirs = await createEvent(null, { title: `Theirs ${kim.user.id}` })
    const db = await getDb()
    const { eventRsvps } = await import('../../db/schema')
    // Past events take no new RSVPs, so these are written as they would stand.
    await db.insert(eventRsvps).values([
      { eventId: mine.id, userId: jun.user.id, status: 'attending' },
      { eventId: old.id, userId: jun.user.id, status: 'attending' },
    ])
    await rsvpToEvent(kim.user, theirs.id, 'attending')
    const text = await feedText(url)
    expect(text).toContain(mine.title)
    expect(text).not.toContain(old.title)
    expect(text).not.toContain(theirs.title)
  })
})

describe('over HTTP (the production build)', () => {
  let server: InProcessServer
  beforeAll(async () => {
    server = await startInProcessServer()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it(`reads the whole feed in at most 4 statements, whatever it holds`, async () => {
    const lee = await member()
    const url = await subscribe(lee)
    const path = new URL(url).pathname
    const empty = await countStatements(server.url + path)
    expect(empty.status).toBe(200)
    for (let i = 0; i < 5; i++) await rsvpToEvent(lee.user, (await createEvent(null)).id, 'attending')
    const cohort = await createCohort()
    for (let i = 0; i < 3; i++) await createCohortSession(cohort.id)
    await addCohortParticipant(cohort.id, lee.user.id)
    const full = await countStatements(server.url + path)
    expect(full.status).toBe(200)
    expect(uids(full.body.replace(/\r\n /g, ''))).toHaveLength(8)
    expect(full.statements.length, full.statements.join('\n')).toBeLessThanOrEqual(4)
    expect(full.statements.length).toBe(empty.statements.length)
    expect((await countStatements(`${server.url}/calendar/${'B'.repeat(43)}.ics`)).status).toBe(404)
  })

  it('the edge refuses cross-site posts to the section and its /api twin', async () => {
    const mia = await member()
    const form = await fetch(`${server.url}/profile`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: mia.cookie, Origin: 'https://evil.example' },
      body: 'intent=calendar-feed&mode=create',
    })
    expect(form.status).toBe(403)
    const json = await fetch(`${server.url}/api/calendar-feed`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: mia.cookie, 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ mode: 'create' }),
    })
    expect(json.status).toBe(403)
    expect((await fetch(`${server.url}/api/calendar-feed`, { headers: { Cookie: mia.cookie } }).then((r) => r.json())) as unknown).toEqual({
      exists: false,
      createdAt: null,
    })
  })
})
