import { describe, expect, test } from 'vitest'
import {
  MODULE_COUNT,
  modulesFor,
  PROGRAM_MODULES,
  programProgress,
  programSchedule,
  visibleTopics,
} from '~/components/landing/creation-program-data'
import { teamAvatars } from '~/components/landing/landing-data'

describe('creation program (000 §4, §9)', () => {
  test('six modules of 2, 3, 4, 3, 2 and 3 weeks', () => {
    expect(PROGRAM_MODULES.map((module) => module.weeks)).toEqual([2, 3, 4, 3, 2, 3])
  })

  test("a member's modules: completed in order, the next one current, the rest locked", () => {
    expect(modulesFor(0).map((module) => module.status)).toEqual(['current', 'locked', 'locked', 'locked', 'locked', 'locked'])
    // The spec's sample (modules 1-2 completed, 3 current, 4-6 locked) is a member who completed two.
    expect(modulesFor(2).map((module) => module.status)).toEqual([
      'completed',
      'completed',
      'current',
      'locked',
      'locked',
      'locked',
    ])
    expect(modulesFor(MODULE_COUNT).every((module) => module.status === 'completed')).toBe(true)
  })

  test('progress is completed / 6, and the length is the sum of the weeks', () => {
    expect(programProgress(modulesFor(2))).toMatchObject({ completed: 2, total: 6, percent: 33, totalWeeks: 17 })
    expect(programProgress(modulesFor(2)).current?.number).toBe(3)
    expect(programProgress(modulesFor(0))).toMatchObject({ completed: 0, percent: 0 })
    expect(programProgress(modulesFor(0)).current?.number).toBe(1)
    expect(programProgress(modulesFor(3)).percent).toBe(50)
    expect(programProgress(modulesFor(6))).toMatchObject({ completed: 6, percent: 100, current: undefined })
    expect(programProgress([]).percent).toBe(0)
  })

  test('up to three topics, then +N more', () => {
    expect(visibleTopics(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(visibleTopics(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
  })
})

describe('the program calendar: 000 §9 moved to the next month it is all ahead in', () => {
  test("the spec's pattern: close on the 15th, sessions on the 20th and 25th, the cohort the month after", () => {
    expect(programSchedule({ year: 2026, month: 12, day: 14 })).toEqual({
      applicationsClose: { year: 2026, month: 12, day: 15 },
      sessions: [
        { key: 'pitchPractice', day: { year: 2026, month: 12, day: 20 }, time: '14:00' },
        { key: 'officeHours', day: { year: 2026, month: 12, day: 25 }, time: '10:00' },
      ],
      nextCohort: { year: 2027, month: 1, day: 1 },
    })
  })

  test('from the 15th on, the next month: never a date that is today or past', () => {
    expect(programSchedule({ year: 2026, month: 12, day: 15 }).applicationsClose).toEqual({ year: 2027, month: 1, day: 15 })
    expect(programSchedule({ year: 2026, month: 12, day: 31 }).nextCohort).toEqual({ year: 2027, month: 2, day: 1 })
    expect(programSchedule({ year: 2025, month: 1, day: 1 }).nextCohort).toEqual({ year: 2025, month: 2, day: 1 })
    const key = ({ year, month, day }: { year: number; month: number; day: number }) => year * 10_000 + month * 100 + day
    for (let month = 1; month <= 12; month++) {
      for (let day = 1; day <= 31; day++) {
        const today = { year: 2027, month, day }
        const schedule = programSchedule(today)
        const days = [schedule.applicationsClose, ...schedule.sessions.map((session) => session.day), schedule.nextCohort]
        for (const shown of days) expect(key(shown)).toBeGreaterThan(key(today))
      }
    }
  })
})

describe('landing sample data', () => {
  test('team avatars show three, then +N', () => {
    expect(teamAvatars(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(teamAvatars(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
  })
})
