import { describe, expect, it } from 'vitest'
import { toStage } from '~/domain/startups'
import { blankToUndefined, optionalText, requiredText, vocabulary } from '~/schemas/fields'

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message)

describe('schema field helpers', () => {
  it('reads null, empty and whitespace-only values as not given', () => {
    expect([null, '', '  ', 'x', 0].map(blankToUndefined)).toEqual([undefined, undefined, undefined, 'x', 0])
  })

  it('trims optional text and drops it when blank, with the given message when too long', () => {
    const mission = optionalText(5, 'Mission is too long')
    expect(mission.parse('  ship  ')).toBe('ship')
    expect(mission.parse('   ')).toBeUndefined()
    expect(messages(mission.safeParse('shipped'))).toEqual(['Mission is too long'])
  })

  it('requires non-blank trimmed text, with its own message when too long', () => {
    const name = requiredText('Name is required', { max: 3, tooLong: 'Name is too long' })
    expect(name.parse(' Ada ')).toBe('Ada')
    expect(messages(name.safeParse(' '))).toEqual(['Name is required'])
    expect(messages(name.safeParse(undefined))).toEqual(['Name is required'])
    expect(messages(name.safeParse('Grace'))).toEqual(['Name is too long'])
    expect(messages(requiredText('Name is required', { max: 3 }).safeParse('Grace'))).toEqual([
      'Must be at most 3 characters',
    ])
  })

  it('turns a slug or label into the slug, within what the field allows', () => {
    const stage = vocabulary(toStage, { allowed: ['seed', 'series-a'], message: 'Please select a stage' })
    expect(stage.parse(' Series A ')).toBe('series-a')
    for (const bad of ['', 'IPO', 'series z', 7]) expect(messages(stage.safeParse(bad)), String(bad)).toEqual(['Please select a stage'])
    const quoted = vocabulary(toStage, { message: 'Unknown stage', unknown: (text) => `Unknown stage "${text}"` })
    expect(quoted.parse('IPO')).toBe('ipo')
    expect(messages(quoted.safeParse('series z'))).toEqual(['Unknown stage "series z"'])
  })
})
