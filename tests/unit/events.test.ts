import { describe, expect, it } from 'vitest'
import { eventTimeZone, EVENT_TIME_ZONES } from '~/domain/events'
import { capacityText, eventPlace, rsvpButtonState, seatsLeft } from '~/shared/event-display'
import { formatEventWhen, formatZoneOffset, toWallTimeInput, wallTimeToInstant } from '~/shared/event-time'
import { formatEventPrice } from '~/shared/money'
import { calendarFile } from '~/server/calendar.server'
import { createEventSchema, priceSchema, rsvpSchema } from '~/schemas/event'
import { eventFilterParams, eventQuerySchema } from '~/schemas/event-query'

describe('the events query', () => {
  it('defaults to upcoming, 50 a page, and reads the last value of a repeated name', () => {
    expect(eventQuerySchema.parse({})).toEqual({
      category: undefined,
      location: undefined,
      searchQuery: undefined,
      upcoming: true,
      limit: 50,
      offset: 0,
    })
    expect(eventQuerySchema.parse({ upcoming: 'false' }).upcoming).toBe(false)
    expect(eventQuerySchema.parse({ upcoming: '' }).upcoming).toBe(true)
    expect(eventQuerySchema.parse({ limit: '1000' }).limit).toBe(100)
    expect(eventQuerySchema.parse({ category: 'WORKSHOP', location: 'hong kong' })).toMatchObject({
      category: 'workshop',
      location: 'Hong Kong',
    })
  })

  it('refuses what it cannot read', () => {
    for (const input of [{ category: 'party' }, { location: 'Paris' }, { upcoming: 'yes' }, { limit: '0' }, { offset: '10001' }]) {
      expect(eventQuerySchema.safeParse(input).success, JSON.stringify(input)).toBe(false)
    }
  })

  it('writes the filters back as a query without the defaults', () => {
    expect(eventFilterParams(eventQuerySchema.parse({ upcoming: 'false', category: 'pitch', offset: '50' })).toString()).toBe(
      'category=pitch&upcoming=false',
    )
  })
})

describe('the event form', () => {
  const base = { title: 'T', location: 'Tokyo', startDate: '2099-01-01T09:00', endDate: '2099-01-01T10:00' }

  it('keeps prices exact: a decimal string, at most 2 decimals, never negative', () => {
    expect(priceSchema.parse(undefined)).toBe('0.00')
    expect(priceSchema.parse('')).toBe('0.00')
    expect(priceSchema.parse('25')).toBe('25.00')
    expect(priceSchema.parse(' 0.1 ')).toBe('0.10')
    expect(priceSchema.parse('007.50')).toBe('7.50')
    expect(priceSchema.parse('99999999.99')).toBe('99999999.99')
    for (const bad of ['-1', '1.234', 'abc', '1e3', '0x10', '1,000', 12.5, '100000000']) {
      expect(priceSchema.safeParse(bad).success, String(bad)).toBe(false)
    }
  })

  it('reads form and JSON booleans alike, and the spec’s defaults', () => {
    const parsed = createEventSchema.parse(base)
    expect(parsed).toMatchObject({ category: 'networking', currency: 'USD', price: '0.00', isOnline: false, timeZone: 'Asia/Tokyo' })
    expect(createEventSchema.parse({ ...base, location: '', isOnline: 'on', meetingLink: 'https://x.example' })).toMatchObject({
      isOnline: true,
      location: 'Online',
      timeZone: 'Asia/Singapore',
    })
    expect(createEventSchema.safeParse({ ...base, isOnline: 'maybe' }).success).toBe(false)
  })

  it('reads an in-person event’s times in its city, whatever zone is chosen', () => {
    const parsed = createEventSchema.parse({ ...base, location: 'Mumbai', timeZone: 'Asia/Tokyo' })
    expect(parsed.timeZone).toBe('Asia/Kolkata')
    expect(parsed.startDate.toISOString()).toBe('2099-01-01T03:30:00.000Z')
  })

  it('reports every problem at once, the cross-field ones included', () => {
    const result = createEventSchema.safeParse({ ...base, price: '1.234', endDate: '2099-01-01T08:00' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['price', 'Price can have at most 2 decimals'],
      ['endDate', 'End date must be after the start date'],
    ])
  })

  it('answers the RSVP statuses a member may send', () => {
    expect(rsvpSchema.parse({ status: 'Attending' })).toEqual({ status: 'attending' })
    expect(rsvpSchema.safeParse({ status: 'waitlisted' }).success).toBe(false)
    expect(rsvpSchema.safeParse({}).success).toBe(false)
  })
})

describe('event times in the event’s own terms', () => {
  it('reads a wall-clock time in a zone and writes it back', () => {
    expect(wallTimeToInstant('2026-12-05T09:00', 'Asia/Singapore')?.toISOString()).toBe('2026-12-05T01:00:00.000Z')
    expect(wallTimeToInstant('2026-12-05T09:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-05T03:30:00.000Z')
    expect(wallTimeToInstant('2026-12-05T09:00:30', 'UTC')?.toISOString()).toBe('2026-12-05T09:00:30.000Z')
    // Daylight saving time is handled too (no event zone keeps it, but the conversion does not assume so).
    expect(wallTimeToInstant('2026-07-01T12:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z')
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-12-05 09:00', '2026-12-05T24:00', 'soon']) {
      expect(wallTimeToInstant(bad, 'UTC'), bad).toBeNull()
    }
    for (const zone of EVENT_TIME_ZONES) {
      const instant = wallTimeToInstant('2027-03-14T15:45', zone)!
      expect(toWallTimeInput(instant, zone)).toBe('2027-03-14T15:45')
    }
  })

  it('shows dates and times with the zone’s offset', () => {
    const start = new Date('2026-12-05T01:00:00Z')
    expect(formatEventWhen(start, new Date('2026-12-05T09:00:00Z'), 'Asia/Singapore')).toEqual({
      dates: 'Sat, Dec 5, 2026',
      times: '9:00 AM – 5:00 PM GMT+8',
    })
    expect(formatEventWhen(start, new Date('2026-12-06T09:00:00Z'), 'Asia/Singapore').dates).toBe(
      'Sat, Dec 5, 2026 – Sun, Dec 6, 2026',
    )
    expect(formatZoneOffset(start, 'Asia/Kolkata')).toBe('GMT+5:30')
    expect(formatZoneOffset(start, 'UTC')).toBe('UTC')
  })

  it('gives each city its zone and online events Singapore’s unless chosen', () => {
    expect(eventTimeZone('Seoul')).toBe('Asia/Seoul')
    expect(eventTimeZone('Bangalore')).toBe('Asia/Kolkata')
    expect(eventTimeZone('Online')).toBe('Asia/Singapore')
    expect(eventTimeZone('Online', 'UTC')).toBe('UTC')
    expect(eventTimeZone('Online', 'Mars/Olympus')).toBe('Asia/Singapore')
    expect(eventTimeZone(null)).toBe('Asia/Singapore')
  })
})

describe('cards', () => {
  const event = { isOnline: false, venue: 'Hall A', location: 'Tokyo', maxAttendees: 10, currentAttendees: 8 }
  it('say where, how many seats and which button', () => {
    expect(eventPlace(event)).toBe('Hall A, Tokyo')
    expect(eventPlace({ ...event, isOnline: true })).toBe('Online')
    expect(seatsLeft(event)).toBe(2)
    expect(capacityText(event)).toBe('10 places · 2 seats left')
    expect(capacityText({ ...event, currentAttendees: 10 })).toBe('10 places · Full')
    expect(capacityText({ ...event, maxAttendees: null })).toBe('No attendee limit')
    const now = new Date('2026-01-01T00:00:00Z')
    const future = { ...event, endDate: new Date('2026-02-01T00:00:00Z'), myRsvpStatus: null }
    expect(rsvpButtonState(future, now)).toBe('rsvp')
    expect(rsvpButtonState({ ...future, currentAttendees: 10 }, now)).toBe('join-waitlist')
    expect(rsvpButtonState({ ...future, myRsvpStatus: 'attending' }, now)).toBe('attending')
    expect(rsvpButtonState({ ...future, myRsvpStatus: 'waitlisted' }, now)).toBe('waitlisted')
    expect(rsvpButtonState({ ...future, endDate: now }, now)).toBe('ended')
  })

  it('show a price only above zero, by its currency (000 §5, decision 0123)', () => {
    expect(formatEventPrice('0.00', 'USD')).toBeNull()
    expect(formatEventPrice('25.00', 'SGD')).toBe('SGD\u00a025')
  })
})

describe('iCalendar files', () => {
  it('write UTC times, escape text and fold long lines at 75 octets without splitting a character', () => {
    const file = calendarFile({
      prodId: '//Startup Asia//Events//EN',
      events: [
        {
          uid: 'event-2@startup.asia',
          start: new Date('2026-12-05T01:02:03.456Z'),
          end: new Date('2026-12-05T03:00:00Z'),
          summary: `a,b;c\\d ${'東京'.repeat(40)}`,
          description: 'one\ntwo',
        },
      ],
    })
    const lines = file.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = file.replace(/\r\n /g, '')
    expect(unfolded).toContain('DTSTART:20261205T010203Z\r\n')
    expect(unfolded).toContain(`SUMMARY:a\\,b\\;c\\\\d ${'東京'.repeat(40)}\r\n`)
    expect(unfolded).toContain('DESCRIPTION:one\\ntwo\r\n')
    expect(unfolded).not.toContain('\uFFFD')
  })

  it('make one VCALENDAR with a VEVENT per event', () => {
    const file = calendarFile({
      prodId: '//Startup Asia//Events//EN',
      stamp: new Date('2026-01-01T00:00:00Z'),
      events: [{ uid: 'event-1@startup.asia', start: new Date('2026-12-05T01:00:00Z'), end: new Date('2026-12-05T03:00:00Z'), summary: 'Summit' }],
    })
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Startup Asia//Events//EN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-1@startup.asia',
      'SEQUENCE:0',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20261205T010000Z',
      'DTEND:20261205T030000Z',
      'SUMMARY:Summit',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })
})
