import { describe, expect, it } from 'vitest'
import { buildSearchMatch, normalizeSearchText } from '~/models/startup-search.server'
import { filterParams, MAX_LIMIT, startupQuerySchema } from '~/schemas/startup-query'

const parse = (input: Record<string, string>) => startupQuerySchema.safeParse(input)

describe('startupQuerySchema', () => {
  it('defaults to the newest 50 (000 §7: limit=50 on discover)', () => {
    expect(parse({}).data).toEqual({ sortBy: 'newest', limit: 50, offset: 0 })
  })

  it('reads empty values as "any"', () => {
    expect(parse({ sector: '', stage: ' ', searchQuery: '', limit: '', offset: '', sortBy: '' }).data).toEqual({
      sortBy: 'newest',
      limit: 50,
      offset: 0,
    })
  })

  it('turns sector and stage labels or slugs into the canonical slug', () => {
    expect(parse({ sector: 'HealthTech', stage: 'Series A' }).data).toMatchObject({
      sector: 'healthtech',
      stage: 'series-a',
    })
    expect(parse({ sector: 'E-commerce', stage: 'Pre-IPO' }).data).toMatchObject({ sector: 'ecommerce', stage: 'pre-ipo' })
    expect(parse({ sector: 'enterprise-software', stage: 'Early Stage' }).data).toMatchObject({
      sector: 'enterprise-software',
      stage: 'early-stage',
    })
  })

  it('refuses sectors and stages that name nothing', () => {
    const result = parse({ sector: 'quantum knitting', stage: '???' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['sector', 'stage'])
    expect(result.error?.issues[0]?.message).toBe('Unknown sector "quantum knitting"')
  })

  it('matches discover locations whatever their case and keeps other places as written', () => {
    expect(parse({ location: 'hong kong' }).data?.location).toBe('Hong Kong')
    expect(parse({ location: ' Da Nang ' }).data?.location).toBe('Da Nang')
  })

  it('accepts every sort choice and nothing else', () => {
    for (const sortBy of ['newest', 'oldest', 'largest-team', 'smallest-team', 'name-asc', 'name-desc']) {
      expect(parse({ sortBy }).data?.sortBy).toBe(sortBy)
    }
    expect(parse({ sortBy: 'random' }).success).toBe(false)
  })

  it('reads whole numbers only', () => {
    expect(parse({ minTeamSize: '10', maxTeamSize: '100', foundingYearFrom: '2015', foundingYearTo: '2024' }).data)
      .toMatchObject({ minTeamSize: 10, maxTeamSize: 100, foundingYearFrom: 2015, foundingYearTo: 2024 })
    for (const bad of ['-1', '1.5', '1e3', 'ten', '0x10', '99999999999']) {
      expect(parse({ minTeamSize: bad }).success, bad).toBe(false)
    }
    expect(parse({ minTeamSize: '10+' }).error?.issues[0]?.message).toBe(
      'minTeamSize must be a whole number from 0 to 1000000',
    )
  })

  it('checks that ranges run the right way', () => {
    expect(parse({ minTeamSize: '50', maxTeamSize: '5' }).error?.issues[0]?.path).toEqual(['maxTeamSize'])
    expect(parse({ foundingYearFrom: '2024', foundingYearTo: '2015' }).error?.issues[0]?.path).toEqual([
      'foundingYearTo',
    ])
    expect(parse({ minTeamSize: '5', maxTeamSize: '5' }).success).toBe(true)
  })

  it('caps limit rather than refusing it, and refuses limits below 1 and deep offsets', () => {
    expect(parse({ limit: '1000' }).data?.limit).toBe(MAX_LIMIT)
    expect(parse({ limit: '7' }).data?.limit).toBe(7)
    expect(parse({ limit: '0' }).success).toBe(false)
    expect(parse({ offset: '10000' }).data?.offset).toBe(10_000)
    expect(parse({ offset: '10001' }).success).toBe(false)
  })

  it('keeps search text up to 200 characters, trimmed', () => {
    expect(parse({ searchQuery: '  fin  ' }).data?.searchQuery).toBe('fin')
    expect(parse({ searchQuery: 'x'.repeat(200) }).success).toBe(true)
    expect(parse({ searchQuery: 'x'.repeat(201) }).success).toBe(false)
  })

  it('turns a query back into filter params without paging or the default sort', () => {
    const query = parse({ sector: 'Fintech', sortBy: 'newest', offset: '50', limit: '20', searchQuery: 'pay' }).data!
    expect(filterParams(query).toString()).toBe('searchQuery=pay&sector=fintech')
    expect(filterParams(parse({ sortBy: 'oldest' }).data!).toString()).toBe('sortBy=oldest')
  })
})

describe('buildSearchMatch', () => {
  it('quotes 3+ character text as one FTS string literal for the trigram index', () => {
    expect(buildSearchMatch('fintech')).toEqual({ index: 'substring', match: '"fintech"' })
    expect(buildSearchMatch('health tech')).toEqual({ index: 'substring', match: '"health tech"' })
    expect(buildSearchMatch('핀테크')).toEqual({ index: 'substring', match: '"핀테크"' })
  })

  it('doubles quotes and leaves FTS syntax inert inside the literal', () => {
    expect(buildSearchMatch('say "hi"')?.match).toBe('"say ""hi"""')
    expect(buildSearchMatch('AND (')?.match).toBe('"AND ("')
    expect(buildSearchMatch('NEAR(a b)')?.match).toBe('"NEAR(a b)"')
    expect(buildSearchMatch('-foo*')?.match).toBe('"-foo*"')
    expect(buildSearchMatch('"')?.match).toBeUndefined()
  })

  it('sends 1–2 character text to the word-prefix index', () => {
    expect(buildSearchMatch('AI')).toEqual({ index: 'prefix', match: '"AI"*' })
    expect(buildSearchMatch('東京')).toEqual({ index: 'prefix', match: '"東京"*' })
    expect(buildSearchMatch('a"')).toEqual({ index: 'prefix', match: '"a"""*' })
  })

  it('counts characters, not UTF-16 units', () => {
    expect(buildSearchMatch('🚀a')?.index).toBe('prefix')
    expect(buildSearchMatch('𠮷野家')?.index).toBe('substring')
  })

  it('gives up on short text with nothing a word index holds, and on blank text', () => {
    for (const text of ['%', "'", '"', '_', '*', '-', '()', '  ', '']) expect(buildSearchMatch(text), text).toBeNull()
  })

  it('normalizes whitespace and control characters', () => {
    expect(normalizeSearchText('  fin \t\n tech ')).toBe('fin tech')
    expect(normalizeSearchText('a\u0000b\u200bc')).toBe('a b c')
  })
})
