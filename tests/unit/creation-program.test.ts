import { describe, expect, test } from 'vitest'
import {
  PROGRAM_MODULES,
  programProgress,
  type ProgramModule,
  visibleTopics,
} from '~/components/landing/creation-program-data'
import { teamAvatars } from '~/components/landing/landing-data'

describe('creation program (000 §4, §9)', () => {
  test('six modules of 2, 3, 4, 3, 2 and 3 weeks', () => {
    expect(PROGRAM_MODULES.map((module) => module.weeks)).toEqual([2, 3, 4, 3, 2, 3])
  })

  test('modules 1-2 completed, 3 current, 4-6 locked', () => {
    expect(PROGRAM_MODULES.map((module) => module.status)).toEqual([
      'completed',
      'completed',
      'current',
      'locked',
      'locked',
      'locked',
    ])
  })

  test('progress is completed / 6, and the length is the sum of the weeks', () => {
    const progress = programProgress()
    expect(progress).toMatchObject({ completed: 2, total: 6, percent: 33, totalWeeks: 17 })
    expect(progress.current?.number).toBe(3)
  })

  test('progress follows the module data', () => {
    const modules: ProgramModule[] = PROGRAM_MODULES.map((module) => ({ ...module, status: 'completed' }))
    expect(programProgress(modules).percent).toBe(100)
    expect(programProgress(modules.slice(0, 3).concat(PROGRAM_MODULES.slice(3))).percent).toBe(50)
    expect(programProgress([]).percent).toBe(0)
  })

  test('up to three topics, then +N more', () => {
    expect(visibleTopics(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(visibleTopics(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 })
  })
})

describe('landing sample data', () => {
  test('team avatars show three, then +N', () => {
    expect(teamAvatars(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(teamAvatars(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 })
  })
})
