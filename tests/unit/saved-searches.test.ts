import { describe, expect, it } from 'vitest'
import { canonicalSearch, parseSavedSearch } from '~/models/saved-searches.server'
import { renameSavedSearchSchema, saveSearchSchema } from '~/schemas/saved-searches'
import { defaultSearchName, SEARCH_NAME_REQUIRED, SEARCH_NAME_TOO_LONG, SEARCH_URL_REQUIRED } from '~/domain/saved-searches'

const ORIGIN = 'https://startup.asia'

describe('canonicalSearch: one form per search, for every list', () => {
  it.each([
    // [list, URL as a member has it, canonical query]
    ['startups', '/discover?stage=seed&sector=Fintech&offset=50&limit=20&utm=x', 'sector=fintech&stage=seed'],
    ['startups', '/discover?foundingYearFrom=2022&foundingYearTo=2016&sortBy=newest', 'foundingYearFrom=2016&foundingYearTo=2022'],
    ['jobs', '/talent-hub?type=full-time&location=Singapore&techStack=react&techStack=Django&offset=20&dialog=post-job', 'location=Singapore&type=full-time&techStack=react%2Cdjango'],
    ['jobs', '/talent-hub?sort=newest&experienceLevel=', ''],
    ['events', '/events?location=tokyo&category=Workshop&upcoming=true&offset=50', 'category=workshop&location=Tokyo'],
    ['events', '/events?upcoming=false', 'upcoming=false'],
    ['workspaces', '/workspace?type=hot-desk&km=5&page=2', 'type=hot-desk'],
    ['resources', '/resources?verified=true&type=legal&cursor=abc', 'type=legal&verified=true'],
    ['investors', '/investors?type=vc&checkSizeMin=1000&offset=10&limit=5', 'type=vc&checkSizeMin=1000'],
  ] as const)('%s: %s → %s', (list, url, query) => {
    expect(canonicalSearch(url)).toEqual({ list, query })
    // The canonical form is a fixed point: saved again, the same row.
    expect(canonicalSearch(`${url.split('?')[0]}?${query}`)).toEqual({ list, query })
  })

  it('drops what the page drops (a bad filter) and keeps the rest', () => {
    expect(canonicalSearch('/discover?sector=not-a-sector&stage=seed')).toEqual({ list: 'startups', query: 'stage=seed' })
    expect(canonicalSearch('/events?category=nope')).toEqual({ list: 'events', query: '' })
  })

  it('reads a list path with a trailing slash and an absolute URL on this site', () => {
    expect(canonicalSearch('/events/')).toEqual({ list: 'events', query: '' })
    expect(canonicalSearch(`${ORIGIN}/investors?type=angel`, ORIGIN)).toEqual({ list: 'investors', query: 'type=angel' })
  })

  it('refuses other origins, other paths and what is not a URL', () => {
    for (const url of [
      'https://evil.example/discover?sector=fintech',
      `${ORIGIN}/discover`, // absolute without knowing the site's origin
      '//evil.example/discover',
      '/\\evil.example/discover',
      '/discover/1',
      '/startup/1',
      '/profile',
      'discover',
      'javascript:alert(1)',
      '',
    ]) {
      expect(canonicalSearch(url), url).toBeNull()
    }
    expect(canonicalSearch('https://evil.example/discover', ORIGIN)).toBeNull()
  })
})

describe('parseSavedSearch: the typed query the list model takes', () => {
  it('parses every list as its page does, without paging', () => {
    expect(parseSavedSearch('startups', 'sector=fintech&stage=seed')).toEqual({
      list: 'startups',
      query: expect.objectContaining({ sector: 'fintech', stage: 'seed', sortBy: 'newest' }),
    })
    const jobs = parseSavedSearch('jobs', 'type=full-time&techStack=react%2Cdjango')
    expect(jobs).toEqual({ list: 'jobs', query: expect.objectContaining({ type: 'full-time', techStack: ['react', 'django'] }) })
    expect(parseSavedSearch('events', 'upcoming=false')?.query).toMatchObject({ upcoming: false })
    expect(parseSavedSearch('workspaces', 'type=hot-desk')?.query).toMatchObject({ type: 'hot-desk' })
    expect(parseSavedSearch('resources', 'verified=true')?.query).toMatchObject({ verifiedOnly: true })
    expect(parseSavedSearch('investors', 'type=vc')?.query).toMatchObject({ type: 'vc' })
    for (const list of ['startups', 'jobs', 'events', 'workspaces', 'resources', 'investors'] as const) {
      const parsed = parseSavedSearch(list, 'offset=40&limit=3')!
      expect(parsed.list).toBe(list)
      expect(parsed.query).not.toHaveProperty('offset')
      expect(parsed.query).not.toHaveProperty('limit')
    }
  })

  it('is null for a list that is not one', () => {
    expect(parseSavedSearch('mentors' as never, '')).toBeNull()
  })
})

describe('the save and rename schemas', () => {
  it('trims the name and requires 1 to 100 characters, and a URL', () => {
    expect(saveSearchSchema.parse({ name: '  Fintech  ', url: '/discover' })).toEqual({ name: 'Fintech', url: '/discover' })
    const errors = (input: unknown) => saveSearchSchema.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(errors({ name: '   ', url: '/discover' })).toEqual([SEARCH_NAME_REQUIRED])
    expect(errors({ name: 'x'.repeat(101), url: '/discover' })).toEqual([SEARCH_NAME_TOO_LONG])
    expect(errors({ name: 'x' })).toEqual([SEARCH_URL_REQUIRED])
    expect(renameSavedSearchSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(SEARCH_NAME_REQUIRED)
    expect(renameSavedSearchSchema.parse({ name: ' New ' })).toEqual({ name: 'New' })
  })
})

describe('defaultSearchName', () => {
  it('names a search by its filters, the place last', () => {
    expect(defaultSearchName('?sector=fintech&stage=seed&location=Singapore&sortBy=name', 'Jobs')).toBe('Fintech · Seed in Singapore')
    expect(defaultSearchName('?type=full-time&techStack=react,django', 'Jobs')).toBe('Full time · React, Django')
    expect(defaultSearchName('?offset=50', 'All jobs')).toBe('All jobs')
    expect(defaultSearchName(`?searchQuery=${'a'.repeat(300)}`, 'x')).toHaveLength(100)
  })
})
