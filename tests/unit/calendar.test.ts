import { describe, expect, it } from 'vitest'
import { bookingEntry, calendarFeedResponse, calendarFile, calendarUid, eventEntry, sessionEntry } from '~/server/calendar.server'

// The one calendar module (docs/decisions/0052-calendar-feed.md): each kind of item has one builder, used by its
// download and by the feed alike, with a UID that does not depend on the host.

const ORIGIN = 'https://example.com'

describe('entry builders', () => {
  const event = {
    id: 7,
    title: 'Summit',
    description: 'Talks',
    startDate: new Date('2099-07-01T01:30:00Z'),
    endDate: new Date('2099-07-01T03:00:00Z'),
    isOnline: false,
    venue: 'Marina Hub',
    location: 'Singapore',
    meetingLink: null,
    createdAt: new Date('2099-01-01T00:00:00Z'),
  }

  it('an event: its place, page and UID; online, its meeting link or page', () => {
    expect(eventEntry(event, ORIGIN)).toMatchObject({
      uid: 'event-7@startup.asia',
      location: 'Marina Hub, Singapore',
      url: 'https://example.com/events/7',
      description: 'Talks\n\nhttps://example.com/events/7',
    })
    expect(eventEntry({ ...event, isOnline: true, location: 'Online' }, ORIGIN).location).toBe('Online: https://example.com/events/7')
    expect(eventEntry({ ...event, isOnline: true, meetingLink: 'https://meet.example/a' }, ORIGIN).location).toBe('https://meet.example/a')
  })

  it('a booking: the same UID whatever the host; cancelled is STATUS:CANCELLED with a higher SEQUENCE', () => {
    const booking = {
      id: 3,
      startTime: '2099-12-01T02:00:00.000Z',
      endTime: new Date('2099-12-01T03:00:00Z'),
      status: 'confirmed',
      paymentStatus: 'pending',
      totalAmount: '12.34',
      workspaceName: 'Quiet Room',
      workspaceType: 'meeting-room',
      location: 'Singapore',
      timeZone: 'Asia/Singapore',
    }
    expect(bookingEntry(booking, ORIGIN).uid).toBe(bookingEntry(booking, 'http://localhost').uid)
    expect(bookingEntry(booking, ORIGIN)).toMatchObject({ uid: 'workspace-booking-3@startup.asia', status: 'CONFIRMED', sequence: 0 })
    expect(bookingEntry({ ...booking, status: 'cancelled' }, ORIGIN)).toMatchObject({
      summary: 'Cancelled: Quiet Room',
      status: 'CANCELLED',
      sequence: 1,
    })
  })

  it('a session: wall clock of its zone; 09:00 for an hour without times; past midnight; no date → null', () => {
    const session = {
      id: 5,
      title: 'Pitch',
      description: null,
      date: '2099-03-02',
      startTime: '10:00',
      endTime: '12:00',
      timeZone: 'Asia/Tokyo',
      location: 'Shibuya, Tokyo',
      isOnline: false,
      meetingLink: null,
      status: 'scheduled',
    }
    const cohort = { id: 2, name: 'Batch 7' }
    expect(sessionEntry(session, cohort, ORIGIN)).toMatchObject({
      uid: calendarUid.cohortSession(5),
      start: new Date('2099-03-02T01:00:00Z'),
      end: new Date('2099-03-02T03:00:00Z'),
      summary: 'Pitch — Batch 7',
      url: 'https://example.com/programs/2',
      status: 'CONFIRMED',
    })
    const untimed = sessionEntry({ ...session, startTime: null, endTime: null }, cohort, ORIGIN)!
    expect([untimed.start.toISOString(), untimed.end.toISOString()]).toEqual(['2099-03-02T00:00:00.000Z', '2099-03-02T01:00:00.000Z'])
    expect(sessionEntry({ ...session, startTime: '23:00', endTime: '01:00' }, cohort, ORIGIN)!.end.toISOString()).toBe('2099-03-02T16:00:00.000Z')
    expect(sessionEntry({ ...session, date: null }, cohort, ORIGIN)).toBeNull()
    expect(sessionEntry({ ...session, status: 'cancelled' }, cohort, ORIGIN)!.status).toBe('CANCELLED')
  })
})

describe('the feed response', () => {
  it('is a subscribable calendar: no attachment, not cached, not indexed, with a refresh hint', async () => {
    const ics = calendarFile({ name: 'Startup Asia', refreshSeconds: 3600, events: [] })
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H\r\nX-PUBLISHED-TTL:PT1H\r\n')
    const response = calendarFeedResponse(ics)
    expect(Object.fromEntries(response.headers)).toEqual({
      'cache-control': 'private, no-store',
      'content-type': 'text/calendar; charset=utf-8',
      'x-robots-tag': 'noindex',
    })
    expect(await response.text()).toBe(ics)
  })
})
