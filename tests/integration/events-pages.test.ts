import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicUser } from '~/shared/user'
import { requireEvent, rsvpToEvent } from '~/models/events.server'
import { action as eventsAction, loader as eventsLoader } from '~/routes/events/route'
import { action as eventAction, loader as eventLoader } from '~/routes/events/detail'
import { loader as calendarLoader } from '~/routes/events/calendar'
import { createEvent, createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, settle } from '../support/http'
import { cardRows } from '~/shared/columns'

// The pages of the events area, called as React Router calls them: /events (list, Create Event dialog, RSVP
// buttons), /events/{id} and its calendar file. The same schemas and model as the /api twins (events-api.test.ts).

const DAY = 86_400_000
let organizer: PublicUser
let member: PublicUser
let organizerCookie = ''
let memberCookie = ''

beforeAll(async () => {
  organizer = await createUser({ firstName: 'Olivia', lastName: 'Organizer' })
  member = await createUser({ firstName: 'Mina', lastName: 'Member' })
  organizerCookie = await signedInCookie(organizer)
  memberCookie = await signedInCookie(member)
})

// The page sends its cards one array per field (docs/decisions/0059); the rows back.
const list = async (search = '', cookie?: string) => {
  const data = await eventsLoader(routeArgs(getRequest(`/events${search}`, cookie ? { Cookie: cookie } : {})))
  return { ...data, events: cardRows(data.events)! }
}

describe('/events', () => {
  it('shows upcoming events by default; the toggle’s two values read as on, the hidden one alone as off', async () => {
    const past = await createEvent(organizer, { title: 'Pages Past Summit', startDate: new Date(Date.now() - 5 * DAY) })
    const soon = await createEvent(organizer, { title: 'Pages Soon Summit' })
    const ids = (data: Awaited<ReturnType<typeof list>>) => data.events.map((event) => event.id)
    expect((await list()).query.upcoming).toBe(true)
    expect(ids(await list())).toContain(soon.id)
    expect(ids(await list())).not.toContain(past.id)
    expect(ids(await list('?searchQuery=&category=&location=&upcoming=false&upcoming=true'))).not.toContain(past.id)
    const off = await list('?searchQuery=&category=&location=&upcoming=false')
    expect(off.query.upcoming).toBe(false)
    expect(ids(off)).toEqual(expect.arrayContaining([past.id, soon.id]))
  })

  it('drops a filter it cannot read and says so, showing the rest', async () => {
    const data = await list('?category=party&location=Tokyo')
    expect(data.query).toMatchObject({ category: undefined, location: 'Tokyo' })
    expect(data.filterErrors).toEqual({ category: 'We do not list that category, so every category is shown.' })
  })

  it('gives the date-and-time inputs the present as their earliest value', async () => {
    const { minStart } = await list()
    expect(minStart).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(minStart).toBe(new Date().toISOString().slice(0, 16))
  })
})

describe('the Create Event dialog', () => {
  const fields = {
    intent: 'create-event',
    title: 'Pages Demo Night',
    description: '',
    category: 'pitch',
    location: 'Jakarta',
    venue: '',
    meetingLink: '',
    startDate: '2099-04-01T18:00',
    endDate: '2099-04-01T21:00',
    timeZone: '',
    maxAttendees: '',
    price: '0',
    currency: 'USD',
  }
  const post = (values: Record<string, string>, cookie = memberCookie) =>
    settle(() => eventsAction(routeArgs(formRequest('/events?dialog=create-event&category=pitch', values, cookie ? { Cookie: cookie } : {}))))

  it('creates the event and returns to the list with the dialog closed and the success toast', async () => {
    const response = await post(fields)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/events?category=pitch')
    expect(response.headers.get('Set-Cookie')).toContain('sa_toast=')
    const data = await list('?searchQuery=Pages%20Demo%20Night')
    expect(data.events.map((event) => [event.title, event.timeZone])).toEqual([['Pages Demo Night', 'Asia/Jakarta']])
    // The page sends only what its cards show (docs/decisions/0050); the organizer is on the event itself.
    expect((await requireEvent(data.events[0]!.id)).organizerId).toBe(member.id)
    expect(data.events[0]).not.toHaveProperty('organizerId')
  })

  it('keeps the values and answers 400 with the field’s message when refused', async () => {
    const result = (await eventsAction(
      routeArgs(formRequest('/events?dialog=create-event', { ...fields, price: '1.234', title: 'Kept title' }, { Cookie: memberCookie })),
    )) as unknown as { init: { status: number }; data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } } }
    expect(result.init.status).toBe(400)
    expect(result.data.result.initialValue).toMatchObject({ title: 'Kept title', price: '1.234', location: 'Jakarta' })
    expect(result.data.result.error.price).toEqual(['Price can have at most 2 decimals'])
  })

  it('sends a visitor to sign in, and back to the open dialog', async () => {
    const response = await post(fields, '')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/events?dialog=create-event&category=pitch')}`)
  })
})

describe('the RSVP buttons', () => {
  const rsvp = (path: string, values: Record<string, string>, cookie = memberCookie, params: Record<string, string> = {}) => {
    const request = formRequest(path, { intent: 'rsvp', ...values }, cookie ? { Cookie: cookie } : {})
    const run = path.startsWith('/events/') ? eventAction : eventsAction
    return run(routeArgs(request, { params }) as never) as Promise<unknown>
  }

  it('RSVP from the list returns to its card with the toast; Attending again cancels', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 3 })
    const response = await settle(() => rsvp('/events?location=Singapore', { eventId: String(id), status: 'attending' }))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/events?location=Singapore#e${id}`)
    expect((await requireEvent(id, member)).myRsvpStatus).toBe('attending')
    await settle(() => rsvp('/events', { eventId: String(id), status: 'not_attending' }))
    expect(await requireEvent(id, member)).toMatchObject({ myRsvpStatus: 'not_attending', currentAttendees: 0 })
  })

  it('RSVP on the event page returns to the page', async () => {
    const { id } = await createEvent(organizer)
    const response = await settle(() => rsvp(`/events/${id}`, { status: 'attending' }, memberCookie, { id: String(id) }))
    expect(response.headers.get('Location')).toBe(`/events/${id}`)
  })

  it('an ended event is refused with 400 and the message for its card', async () => {
    const past = await createEvent(organizer, { startDate: new Date(Date.now() - 3 * DAY) })
    const result = (await rsvp('/events', { eventId: String(past.id), status: 'attending' })) as {
      init: { status: number }
      data: { rsvpFailure: { eventId: number; message: string } }
    }
    expect(result.init.status).toBe(400)
    expect(result.data.rsvpFailure).toEqual({ eventId: past.id, message: 'This event has already ended' })
    const unknown = (await rsvp('/events', { eventId: 'abc', status: 'attending' })) as { init: { status: number } }
    expect(unknown.init.status).toBe(404)
  })

  it('sends a visitor to sign in and back to the list', async () => {
    const { id } = await createEvent(organizer)
    const response = await settle(() => rsvp('/events?upcoming=false', { eventId: String(id), status: 'attending' }, ''))
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/events?upcoming=false')}`)
  })
})

describe('/events/{id}', () => {
  const page = (id: string, cookie?: string) =>
    eventLoader(routeArgs(getRequest(`/events/${id}`, cookie ? { Cookie: cookie } : {}), { params: { id } }))

  it('shows the organizer who attends and who waits; nobody else', async () => {
    const { id } = await createEvent(organizer, { maxAttendees: 1 })
    await rsvpToEvent(member, id, 'attending')
    const waiting = await createUser({ firstName: 'Wen', lastName: 'Waiting' })
    await rsvpToEvent(waiting, id, 'attending')
    const asOrganizer = await page(String(id), organizerCookie)
    expect(asOrganizer.guests).toMatchObject({
      attending: [{ userId: member.id, name: 'Mina Member' }],
      waitlist: [{ userId: waiting.id, name: 'Wen Waiting' }],
    })
    expect((await page(String(id), memberCookie)).guests).toBeNull()
    expect((await page(String(id))).event).toMatchObject({ id, currentAttendees: 1, waitlistCount: 1, organizerName: 'Olivia Organizer' })
  })

  it('is 404 Event Not Found for an unknown, hidden or malformed id', async () => {
    const hidden = await createEvent(organizer, { isActive: false })
    for (const id of ['999999', String(hidden.id), 'abc', '-1']) {
      const error = await page(id).catch((thrown: unknown) => thrown)
      expect(error, id).toMatchObject({ init: { status: 404 }, data: { message: 'Event Not Found' } })
    }
  })
})

describe('/events/{id}/calendar.ics', () => {
  const download = (id: string, cookie?: string) =>
    calendarLoader(routeArgs(getRequest(`/events/${id}/calendar.ics`, cookie ? { Cookie: cookie } : {}), { params: { id } }))

  it('is an iCalendar VEVENT with a stable UID, UTC times and the place', async () => {
    const start = new Date('2099-07-01T01:30:00Z')
    const { id } = await createEvent(organizer, {
      title: 'Calendar, Test; Night',
      description: 'Line one\nLine two',
      venue: 'Marina Hub',
      location: 'Singapore',
      startDate: start,
      endDate: new Date('2099-07-01T03:00:00Z'),
    })
    const response = await download(String(id))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="calendar-test-night.ics"')
    const text = await response.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain(`UID:event-${id}@startup.asia\r\n`)
    expect(unfolded).toContain('DTSTART:20990701T013000Z\r\n')
    expect(unfolded).toContain('DTEND:20990701T030000Z\r\n')
    expect(unfolded).toContain('SUMMARY:Calendar\\, Test\\; Night\r\n')
    expect(unfolded).toContain('LOCATION:Marina Hub\\, Singapore\r\n')
    expect(unfolded).toContain(`URL;VALUE=URI:http://localhost/events/${id}\r\n`)
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two\\n\\nhttp://localhost/events/')
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    // The same event gives the same UID on every download.
    expect(await (await download(String(id))).text()).toContain(`UID:event-${id}@startup.asia`)
  })

  it('gives an online event’s meeting link to its attendees and the event page to everyone else', async () => {
    const { id } = await createEvent(organizer, { location: 'Online', meetingLink: 'https://meet.example.com/x' })
    expect((await (await download(String(id))).text()).replace(/\r\n /g, '')).toContain(`LOCATION:Online: http://localhost/events/${id}`)
    await rsvpToEvent(member, id, 'attending')
    expect(await (await download(String(id), memberCookie)).text()).toContain('LOCATION:https://meet.example.com/x')
  })

  it('is 404 for an unknown event', async () => {
    expect((await download('999999')).status).toBe(404)
    expect((await download('x')).status).toBe(404)
  })
})
