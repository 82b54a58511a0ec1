import { describe, expect, it } from 'vitest'
import {
  APPLICATION_STATUS_LABELS,
  applyState,
  isAcceptingApplications,
  MOTIVATION_LETTER_MAX,
  MOTIVATION_LETTER_REQUIRED,
  quickApplyLetter,
  utcToday,
} from '~/domain/cohorts'
import { cityOf, CITY_TIME_ZONES } from '~/domain/locations'
import { calendarFile, wallClockToInstant } from '~/server/calendar.server'
import { applySchema, cohortQuerySchema } from '~/schemas/cohorts'

describe('when a program takes applications (001 §4)', () => {
  const today = '2026-11-22'
  it.each([
    [{ status: 'upcoming', applicationDeadline: '2026-12-01' }, true],
    [{ status: 'upcoming', applicationDeadline: '2026-11-22' }, true],
    [{ status: 'upcoming', applicationDeadline: '2026-11-21' }, false],
    [{ status: 'upcoming', applicationDeadline: null }, true],
    [{ status: 'active', applicationDeadline: '2027-01-01' }, false],
    [{ status: 'completed', applicationDeadline: null }, false],
  ])('%j → %s', (cohort, open) => {
    expect(isAcceptingApplications(cohort, today)).toBe(open)
    expect(applyState(cohort, false, today)).toBe(open ? 'open' : 'closed')
    expect(applyState(cohort, true, today)).toBe('applied')
  })

  it('reads today in UTC', () => {
    expect(utcToday(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23')
  })

  it('shows an approved application to its applicant as Accepted', () => {
    expect(APPLICATION_STATUS_LABELS).toEqual({ pending: 'Pending', approved: 'Accepted', rejected: 'Rejected' })
  })
})

describe('the quick apply letter', () => {
  it('names the program and the member, and passes the apply schema', () => {
    const text = quickApplyLetter({ name: 'Batch 7', program: 'accelerator' }, { firstName: 'Mei' })
    expect(text).toContain('Batch 7')
    expect(text).toContain('accelerator')
    expect(text).toContain('Mei')
    expect(applySchema.safeParse({ motivationLetter: text }).success).toBe(true)
    expect(quickApplyLetter({ name: 'X', program: 'weird' }, { firstName: '  ' })).toContain('A Startup Asia member')
  })
})

describe('schemas', () => {
  it('the program filter: optional, case-insensitive, one of three', () => {
    expect(cohortQuerySchema.parse({})).toEqual({})
    expect(cohortQuerySchema.parse({ program: '' })).toEqual({})
    expect(cohortQuerySchema.parse({ program: ' Incubator ' })).toEqual({ program: 'incubator' })
    expect(cohortQuerySchema.safeParse({ program: 'hackathon' }).success).toBe(false)
    expect(cohortQuerySchema.safeParse({ program: ['bootcamp', 'x'] }).success).toBe(false)
  })

  it('the application: a non-blank letter up to the limit, an optional startup id', () => {
    const message = (input: unknown) => applySchema.safeParse(input).error?.issues[0]?.message
    expect(message({})).toBe(MOTIVATION_LETTER_REQUIRED)
    expect(message({ motivationLetter: ' \n\t ' })).toBe(MOTIVATION_LETTER_REQUIRED)
    expect(message({ motivationLetter: 'x'.repeat(MOTIVATION_LETTER_MAX + 1) })).toMatch(/at most/)
    expect(applySchema.parse({ motivationLetter: '  Hi  ', startupId: '12', applicationData: { program: 'x' } })).toEqual({
      motivationLetter: 'Hi',
      startupId: 12,
      applicationData: { program: 'x' },
    })
    expect(applySchema.parse({ motivationLetter: 'Hi', startupId: '' })).toEqual({ motivationLetter: 'Hi' })
    expect(applySchema.safeParse({ motivationLetter: 'Hi', startupId: '-3' }).success).toBe(false)
    expect(applySchema.safeParse({ motivationLetter: 'Hi', startupId: 1.5 }).success).toBe(false)
    expect(applySchema.safeParse({ motivationLetter: 'Hi', applicationData: 'x' }).success).toBe(false)
  })
})

describe('session times', () => {
  it('finds the city a place names', () => {
    expect(cityOf('Block 71, Singapore')).toBe('Singapore')
    expect(cityOf('WeWork, bangalore')).toBe('Bangalore')
    expect(cityOf('Online')).toBeNull()
    expect(cityOf(null)).toBeNull()
    expect(CITY_TIME_ZONES.Mumbai).toBe('Asia/Kolkata')
  })

  it('turns a city’s wall clock into the instant', () => {
    expect(wallClockToInstant('2026-03-02', '10:00', 'Asia/Singapore')?.toISOString()).toBe('2026-03-02T02:00:00.000Z')
    expect(wallClockToInstant('2026-03-02', '10:00', 'Asia/Kolkata')?.toISOString()).toBe('2026-03-02T04:30:00.000Z')
    expect(wallClockToInstant('2026-03-02', '00:30', 'Asia/Tokyo')?.toISOString()).toBe('2026-03-01T15:30:00.000Z')
    // A zone with daylight saving, on both sides of the change.
    expect(wallClockToInstant('2026-07-01', '12:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z')
    expect(wallClockToInstant('2026-01-01', '12:00', 'Europe/London')?.toISOString()).toBe('2026-01-01T12:00:00.000Z')
    expect(wallClockToInstant('2026-02-30', '10:00', 'Asia/Tokyo')).toBeNull()
    expect(wallClockToInstant('2026-02-01', '24:00', 'Asia/Tokyo')).toBeNull()
    expect(wallClockToInstant('tomorrow', '10:00', 'Asia/Tokyo')).toBeNull()
  })

  it('writes a calendar file with the entry in UTC', () => {
    const ics = calendarFile({
      name: 'Batch 7',
      stamp: new Date('2026-01-01T00:00:00Z'),
      events: [
        {
          uid: 'cohort-session-1@startup.asia',
          start: new Date('2026-03-02T02:00:00Z'),
          end: new Date('2026-03-02T04:00:00Z'),
          summary: 'Pitch practice — Batch 7',
          location: 'Block 71, Singapore',
          status: 'CANCELLED',
        },
      ],
    })
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain('UID:cohort-session-1@startup.asia')
    expect(ics).toContain('DTSTART:20260302T020000Z')
    expect(ics).toContain('DTEND:20260302T040000Z')
    expect(ics).toContain('STATUS:CANCELLED')
  })
})
