import { describe, expect, it } from 'vitest'
import { bookableUnits, bookingDays, bookingTotal, formatDuration, toWorkspaceType, workspaceTimeZone } from '~/domain/workspaces'
import { calendarFile } from '~/server/calendar.server'
import {
  formatOffset,
  formatTimeRange,
  instantToLocal,
  localToInstant,
  parseLocalDateTime,
  resolveDateTime,
} from '~/shared/time-zones'
import { cancelBookingSchema, createBookingSchema, workspaceQuerySchema } from '~/schemas/workspaces'

describe('bookingTotal: hours × hourly rate in exact cents without a daily rate (000 §9)', () => {
  it.each([
    ['12.34', 60, '12.34'],
    ['12.34', 90, '18.51'],
    ['12.34', 180, '37.02'],
    ['12.35', 90, '18.53'],
    ['0.01', 30, '0.01'],
    ['0.01', 90, '0.02'],
    ['50.00', 720, '600.00'],
    ['99999999.99', 720, '1199999999.88'],
    ['0.00', 120, '0.00'],
  ])('%s an hour for %i minutes is %s', (rate, minutes, total) => {
    expect(bookingTotal({ hourlyRate: rate }, { minutes, days: 1 })).toBe(total)
  })

  it('is not what floating point would say', () => {
    expect(12.34 * 1.5).not.toBe(18.51)
    expect(bookingTotal({ hourlyRate: '12.34', dailyRate: null }, { minutes: 90, days: 1 })).toBe('18.51')
  })

  it('refuses fractional minutes and negative rates', () => {
    expect(() => bookingTotal({ hourlyRate: '10.00' }, { minutes: 1.5, days: 1 })).toThrow(RangeError)
    expect(() => bookingTotal({ hourlyRate: '-1.00' }, { minutes: 60, days: 1 })).toThrow(RangeError)
    expect(() => bookingTotal({ hourlyRate: '10.00', dailyRate: '-1.00' }, { minutes: 60, days: 1 })).toThrow(RangeError)
    expect(() => bookingTotal({ hourlyRate: '10.00' }, { minutes: 60, days: 0 })).toThrow(RangeError)
  })
})

describe('bookingTotal: the cheaper of hours × hourly rate and local days × daily rate (decision 0123)', () => {
  const rates = { hourlyRate: '16.00', dailyRate: '65.00' }
  const at = (text: string) => parseLocalDateTime(text)!
  const price = (start: string, end: string, minutes: number) => bookingTotal(rates, { minutes, days: bookingDays(at(start), at(end)) })

  it("charges the issue's 12 hours at $16/hour and $65/day $65, not $192", () => {
    expect(price('2026-12-01T09:00', '2026-12-01T21:00', 720)).toBe('65.00')
  })

  it('charges by the hour while that is cheaper (4 hours: $64 < $65)', () => {
    expect(price('2026-12-01T09:00', '2026-12-01T13:00', 240)).toBe('64.00')
    expect(price('2026-12-01T09:00', '2026-12-01T13:30', 270)).toBe('65.00')
  })

  it('counts a booking across midnight in the venue zone as two days', () => {
    expect(bookingDays(at('2026-12-01T18:00'), at('2026-12-02T06:00'))).toBe(2)
    // 12 h × $16 = $192 against 2 days × $65 = $130.
    expect(price('2026-12-01T18:00', '2026-12-02T06:00', 720)).toBe('130.00')
    // 22:00–02:00: 4 h × $16 = $64 is cheaper than two days.
    expect(price('2026-12-01T22:00', '2026-12-02T02:00', 240)).toBe('64.00')
  })

  it('reads the days in the workspace zone: the same instants are one day in Tokyo and Singapore, two in Los Angeles', () => {
    const start = new Date('2026-12-01T01:00:00Z')
    const end = new Date('2026-12-01T13:00:00Z')
    const daysIn = (zone: string) => bookingDays(instantToLocal(start, zone), instantToLocal(end, zone))
    expect(daysIn('Asia/Tokyo')).toBe(1) // 10:00–22:00
    expect(daysIn('Asia/Singapore')).toBe(1) // 09:00–21:00
    expect(daysIn('America/Los_Angeles')).toBe(2) // 17:00–05:00 the next day
  })

  it('counts exactly 24 hours from midnight as one day, and from noon as two', () => {
    expect(bookingDays(at('2026-12-01T00:00'), at('2026-12-02T00:00'))).toBe(1)
    expect(price('2026-12-01T00:00', '2026-12-02T00:00', 1440)).toBe('65.00')
    expect(bookingDays(at('2026-12-01T12:00'), at('2026-12-02T12:00'))).toBe(2)
    expect(price('2026-12-01T12:00', '2026-12-02T12:00', 1440)).toBe('130.00')
  })

  it('charges hourly only without a daily rate, and a daily rate above the hourly total changes nothing', () => {
    expect(bookingTotal({ hourlyRate: '16.00', dailyRate: null }, { minutes: 720, days: 1 })).toBe('192.00')
    expect(bookingTotal({ hourlyRate: '16.00' }, { minutes: 720, days: 1 })).toBe('192.00')
    expect(bookingTotal({ hourlyRate: '16.00', dailyRate: '500.00' }, { minutes: 720, days: 1 })).toBe('192.00')
  })
})

describe('workspace vocabulary', () => {
  it('reads a type by slug or label', () => {
    expect(toWorkspaceType('Meeting Room')).toBe('meeting-room')
    expect(toWorkspaceType(' podcast booth ')).toBe('podcast-booth')
    expect(toWorkspaceType('hot_desk')).toBe('hot-desk')
    expect(toWorkspaceType('castle')).toBeNull()
    expect(toWorkspaceType('constructor')).toBeNull()
  })

  it('books a hot desk area by its desks, anything else whole', () => {
    expect(bookableUnits('hot-desk', 12)).toBe(12)
    expect(bookableUnits('hot-desk', null)).toBe(1)
    expect(bookableUnits('meeting-room', 40)).toBe(1)
    expect(bookableUnits('event-space', 150)).toBe(1)
  })

  it('knows the time zone of each city, and falls back to UTC', () => {
    expect(workspaceTimeZone('Mumbai')).toBe('Asia/Kolkata')
    expect(workspaceTimeZone('tokyo')).toBe('Asia/Tokyo')
    expect(workspaceTimeZone('Kuala Lumpur')).toBe('UTC')
    expect(workspaceTimeZone(null)).toBe('UTC')
  })

  it('words durations', () => {
    expect(formatDuration(30)).toBe('30 minutes')
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(90)).toBe('1.5 hours')
    expect(formatDuration(720)).toBe('12 hours')
  })
})

describe('time zones', () => {
  it('turns wall-clock time in a zone into the instant, and back', () => {
    const local = parseLocalDateTime('2026-12-01T10:30')!
    expect(localToInstant(local, 'Asia/Singapore').toISOString()).toBe('2026-12-01T02:30:00.000Z')
    expect(localToInstant(local, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T05:00:00.000Z')
    expect(instantToLocal(new Date('2026-12-31T20:00:00Z'), 'Asia/Tokyo')).toMatchObject({ year: 2027, month: 1, day: 1, hour: 5 })
  })

  it('handles a zone with clock changes', () => {
    // 2026-03-08 02:30 does not exist in New York; 2026-11-01 01:30 happens twice (the first is taken).
    expect(localToInstant(parseLocalDateTime('2026-07-01T09:00')!, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z')
    expect(localToInstant(parseLocalDateTime('2026-11-01T01:30')!, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z')
  })

  it('reads API times with a zone as that instant and without one as local time', () => {
    expect(resolveDateTime('2026-12-01T10:00', 'Asia/Seoul')?.toISOString()).toBe('2026-12-01T01:00:00.000Z')
    expect(resolveDateTime('2026-12-01T10:00:00Z', 'Asia/Seoul')?.toISOString()).toBe('2026-12-01T10:00:00.000Z')
    expect(resolveDateTime('2026-12-01T10:00:00+05:30', 'UTC')?.toISOString()).toBe('2026-12-01T04:30:00.000Z')
    expect(resolveDateTime('2026-12-01T10:00:00.000-0800', 'UTC')?.toISOString()).toBe('2026-12-01T18:00:00.000Z')
  })

  it.each(['2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01', 'tomorrow', '2026-12-01T10:00+15:00', '2026-12-01T10:00:00.5', '0099-01-01T00:00', ''])(
    'refuses %j',
    (text) => {
      expect(resolveDateTime(text, 'UTC')).toBeNull()
    },
  )

  it('writes ranges and offsets the same way on the server and in the browser', () => {
    expect(formatOffset(480)).toBe('GMT+8')
    expect(formatOffset(330)).toBe('GMT+5:30')
    expect(formatOffset(0)).toBe('GMT')
    expect(formatOffset(-210)).toBe('GMT-3:30')
    const start = new Date('2026-12-01T02:00:00Z')
    expect(formatTimeRange(start, new Date('2026-12-01T03:30:00Z'), 'Asia/Singapore')).toBe('Tue, 1 Dec 2026, 10:00–11:30 (GMT+8)')
    expect(formatTimeRange(new Date('2026-12-01T14:00:00Z'), new Date('2026-12-01T18:00:00Z'), 'Asia/Tokyo')).toBe(
      'Tue, 1 Dec 2026, 23:00 – Wed, 2 Dec 2026, 03:00 (GMT+9)',
    )
  })
})

describe('schemas', () => {
  it('the list query: empty means any, defaults after parsing, limit capped', () => {
    expect(workspaceQuerySchema.parse({ type: '', location: '', limit: '' })).toEqual({ limit: 50, offset: 0 })
    expect(workspaceQuerySchema.parse({ type: 'Meeting Room', location: 'hong kong', limit: '500' })).toMatchObject({
      type: 'meeting-room',
      location: 'Hong Kong',
      limit: 100,
    })
    expect(workspaceQuerySchema.safeParse({ type: 'castle' }).error?.issues[0]?.message).toBe('Unknown workspace type "castle"')
    expect(workspaceQuerySchema.safeParse({ offset: '10001' }).success).toBe(false)
  })

  it('the booking body: workspace id as number or digits, times as text; the client\'s money and statuses dropped', () => {
    expect(
      createBookingSchema.parse({
        workspaceId: '7',
        startTime: ' 2026-12-01T10:00 ',
        endTime: '2026-12-01T11:00:00Z',
        totalAmount: '999999',
        status: 'cancelled',
        paymentStatus: 'paid',
      }),
    ).toEqual({ workspaceId: 7, startTime: '2026-12-01T10:00', endTime: '2026-12-01T11:00:00Z' })
    const refused = createBookingSchema.safeParse({ workspaceId: '7abc', startTime: 12, endTime: '' })
    expect(refused.error?.flatten().fieldErrors).toEqual({
      workspaceId: ['Choose a workspace to book'],
      startTime: ['Start time is required'],
      endTime: ['End time is required'],
    })
  })

  it('the only status change is to cancelled', () => {
    expect(cancelBookingSchema.safeParse({ status: 'cancelled' }).success).toBe(true)
    expect(cancelBookingSchema.safeParse({ status: 'confirmed' }).success).toBe(false)
  })
})

describe('the calendar file (ical-generator)', () => {
  const ics = calendarFile({
    name: 'Startup Asia workspace booking',
    stamp: new Date('2026-11-22T08:00:00.123Z'),
    events: [
      {
        uid: 'workspace-booking-7@example.com',
        start: new Date('2026-12-01T02:00:00Z'),
        end: new Date('2026-12-01T03:30:00Z'),
        summary: 'Marina Room, Level 3; by the bay',
        description: `Line one\nLine two with a backslash \\ and ${'long text, '.repeat(12)}東京`,
        location: 'Singapore',
        url: 'https://startup.asia/workspace',
        status: 'CONFIRMED',
      },
    ],
  })

  it('is CRLF-terminated RFC 5545 with UTC times and escaped text', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics).not.toMatch(/[^\r]\n/)
    expect(ics).toContain('DTSTART:20261201T020000Z\r\n')
    expect(ics).toContain('DTEND:20261201T033000Z\r\n')
    expect(ics).toContain('DTSTAMP:20261122T080000Z\r\n')
    expect(ics).toContain('SUMMARY:Marina Room\\, Level 3\\; by the bay\r\n')
    expect(ics).toContain('X-WR-CALNAME:Startup Asia workspace booking\r\n')
    expect(ics).toContain('PRODID:-//Startup Asia//Startup Asia//EN\r\n')
    expect(ics).toContain('UID:workspace-booking-7@example.com\r\n')
    expect(ics).toContain('STATUS:CONFIRMED\r\n')
  })

  it('folds lines at 75 octets without splitting a character', () => {
    const encoder = new TextEncoder()
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two with a backslash \\\\ and long text\\, ')
    expect(unfolded).toContain('東京')
  })
})
