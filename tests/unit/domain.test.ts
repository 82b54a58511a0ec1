import { describe, expect, it } from 'vitest'
import { EVENT_LOCATIONS } from '~/domain/events'
import { JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES, TALENT_HUB_JOB_TYPES } from '~/domain/jobs'
import { CITIES } from '~/domain/locations'
import { USER_TYPES } from '~/domain/users'
import { labelFor } from '~/domain/vocabulary'
import { userTypeLabel } from '~/shared/user'

describe('domain vocabularies', () => {
  it('accepts the job types of both spec documents and offers 000 §9’s four on the Talent Hub', () => {
    expect(JOB_TYPES).toEqual(expect.arrayContaining(['full-time', 'part-time', 'contract', 'internship']))
    expect(JOB_TYPES).toEqual(expect.arrayContaining(['full-time', 'part-time', 'contract', 'other']))
    expect(TALENT_HUB_JOB_TYPES).toEqual(['full-time', 'part-time', 'contract', 'internship'])
  })

  it('places jobs in the eight cities or Remote, events in the eight cities or Online', () => {
    expect(CITIES).toHaveLength(8)
    expect(JOB_LOCATIONS).toEqual([...CITIES, 'Remote'])
    expect(EVENT_LOCATIONS).toEqual([...CITIES, 'Online'])
  })

  it('labels known values and title-cases values outside the vocabulary', () => {
    expect(labelFor(JOB_TYPE_LABELS, 'full-time')).toBe('Full Time')
    expect(labelFor(JOB_TYPE_LABELS, 'temp-to-hire')).toBe('Temp To Hire')
    expect(labelFor(JOB_TYPE_LABELS, 'constructor')).toBe('Constructor')
    expect(labelFor(JOB_TYPE_LABELS, null)).toBe('')
  })

  it('names every account type, and an unknown one as a community member', () => {
    expect(USER_TYPES.map(userTypeLabel)).toEqual(['Community Member', 'Startup Account', 'Admin'])
    expect(userTypeLabel('moderator' as never)).toBe('Community Member')
  })
})
