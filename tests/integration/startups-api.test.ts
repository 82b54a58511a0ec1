import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { startups, users, type NewStartup } from '../../db/schema'
import { getDatabase, getDb } from '~/server/db.server'
import { startUserSession } from '~/server/session.server'
import { ensureStartupSearch, SEARCH_TRIGGERS_SQL } from '~/models/startup-search.server'
import { loader as myStartupsLoader } from '~/routes/api/my-startups'
import { loader as startupsLoader } from '~/routes/api/startups'
import { loader as discoverLoader } from '~/routes/discover/route'
import { cardRows } from '~/shared/columns'
import { getRequest, settle } from '../support/http'
import { startSqld } from '../../tooling/sqld'
import { routeArgs } from '../support/factories'

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0]
const args = <T>(request: Request) => routeArgs(request) as T

interface Card {
  id: number
  name: string
  sector: string | null
  stage: string | null
  teamSize: number | null
}

async function get(query: string, headers: Record<string, string> = {}) {
  return settle(() => startupsLoader(args<Args<typeof startupsLoader>>(getRequest(`/api/startups${query}`, headers))))
}

async function names(query: string): Promise<string[]> {
  const response = await get(query)
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200)
  return ((await response.json()) as Card[]).map((startup) => startup.name)
}

const search = (text: string, extra = '') => names(`?searchQuery=${encodeURIComponent(text)}${extra}`)

let founderId: number

const FIXTURES: NewStartup[] = [
  {
    name: 'Alpha Pay',
    sector: 'fintech',
    location: 'Singapore',
    stage: 'seed',
    teamSize: 10,
    foundingDate: '2016-05-01',
    description: 'Payments for hawker stalls',
    techStack: ['React', 'Go'],
  },
  {
    name: 'Beta Health',
    sector: 'healthtech',
    location: 'Tokyo',
    stage: 'series-a',
    teamSize: 40,
    foundingDate: '2019-01-01',
    description: 'Telemedicine for 東京 clinics',
    techStack: ['Swift'],
  },
  {
    name: 'Gamma Learn',
    sector: 'edtech',
    location: 'Seoul',
    stage: 'seed',
    teamSize: 5,
    foundingDate: '2021-07-07',
    description: '핀테크 교육 platform for schools',
    techStack: ['Kotlin', 'PostgreSQL'],
  },
  {
    name: 'delta shop',
    sector: 'ecommerce',
    location: 'Jakarta',
    stage: 'growth',
    teamSize: 120,
    foundingDate: '2015-03-03',
    description: 'Marketplace for batik, 100% handmade',
    techStack: ['Rust'],
  },
  {
    name: 'Epsilon Labs',
    sector: 'ai',
    location: 'Bangalore',
    stage: 'pre-seed',
    teamSize: null,
    foundingDate: '2023-01-01',
    description: 'Language models for "legal" documents',
    techStack: ['Python', 'PyTorch'],
  },
  { name: 'Zeta Closed', sector: 'fintech', location: 'Singapore', stage: 'seed', teamSize: 10, isActive: false },
  {
    name: 'Eta Systems',
    sector: 'enterprise-software',
    location: 'Manila',
    stage: 'series-b',
    teamSize: 60,
    foundingDate: '2018-09-09',
    description: 'ERP_for SMEs',
    techStack: ['Java'],
  },
]
const NEWEST_FIRST = ['Eta Systems', 'Epsilon Labs', 'delta shop', 'Gamma Learn', 'Beta Health', 'Alpha Pay']

beforeAll(async () => {
  const db = await getDb()
  const [founder] = await db
    .insert(users)
    .values({ email: 'founder@example.com', firstName: 'Aiko', userType: 'startup' })
    .returning({ id: users.id })
  founderId = founder!.id
  // One at a time, so ids follow the fixture order (newest = highest id).
  for (const row of FIXTURES) {
    await db.insert(startups).values({ ...row, founderId: row.name === 'Alpha Pay' ? founderId : null })
  }
})

describe('GET /api/startups: filters', () => {
  it('lists active startups newest first by default, as a plain array of cards', async () => {
    const response = await get('')
    expect(response.status).toBe(200)
    const body = (await response.json()) as Card[]
    expect(body.map((startup) => startup.name)).toEqual(NEWEST_FIRST)
    expect(body[0]).toMatchObject({ name: 'Eta Systems', sector: 'enterprise-software', stage: 'series-b', teamSize: 60 })
    expect(Object.keys(body[0]!)).toEqual(
      expect.arrayContaining(['id', 'description', 'location', 'foundingDate', 'logo', 'logoData', 'logoType']),
    )
  })

  it('treats empty values as "any" (what a GET form sends for All)', async () => {
    expect(await names('?sector=&stage=&location=&searchQuery=&minTeamSize=&sortBy=&limit=&offset=')).toEqual(
      NEWEST_FIRST,
    )
  })

  it('filters by sector given as slug or label', async () => {
    expect(await names('?sector=fintech')).toEqual(['Alpha Pay'])
    expect(await names('?sector=Fintech')).toEqual(['Alpha Pay'])
    expect(await names('?sector=HealthTech')).toEqual(['Beta Health'])
    expect(await names('?sector=E-commerce')).toEqual(['delta shop'])
    expect(await names('?sector=Enterprise%20Software')).toEqual(['Eta Systems'])
    expect(await names('?sector=enterprise-software')).toEqual(['Eta Systems'])
    expect(await names('?sector=Gaming')).toEqual([])
  })

  it('filters by stage given as slug or label', async () => {
    expect(await names('?stage=Series%20A')).toEqual(['Beta Health'])
    expect(await names('?stage=series-a')).toEqual(['Beta Health'])
    expect(await names('?stage=seed')).toEqual(['Gamma Learn', 'Alpha Pay'])
    expect(await names('?stage=Pre-IPO')).toEqual([])
  })

  it('filters by location, whatever its case', async () => {
    expect(await names('?location=Tokyo')).toEqual(['Beta Health'])
    expect(await names('?location=tokyo')).toEqual(['Beta Health'])
    expect(await names('?location=Atlantis')).toEqual([])
  })

  it('filters by team size range', async () => {
    expect(await names('?minTeamSize=40')).toEqual(['Eta Systems', 'delta shop', 'Beta Health'])
    expect(await names('?maxTeamSize=10')).toEqual(['Gamma Learn', 'Alpha Pay'])
    expect(await names('?minTeamSize=10&maxTeamSize=60')).toEqual(['Eta Systems', 'Beta Health', 'Alpha Pay'])
  })

  it('filters by founding year range, inclusive', async () => {
    expect(await names('?foundingYearFrom=2019')).toEqual(['Epsilon Labs', 'Gamma Learn', 'Beta Health'])
    expect(await names('?foundingYearTo=2016')).toEqual(['delta shop', 'Alpha Pay'])
    expect(await names('?foundingYearFrom=2018&foundingYearTo=2019')).toEqual(['Eta Systems', 'Beta Health'])
  })

  it('combines filters', async () => {
    expect(await names('?sector=fintech&stage=Seed&location=Singapore&minTeamSize=5')).toEqual(['Alpha Pay'])
    expect(await names('?sector=fintech&stage=series-a')).toEqual([])
  })
})

describe('GET /api/startups: sorting and paging', () => {
  it.each([
    ['newest', NEWEST_FIRST],
    ['oldest', [...NEWEST_FIRST].reverse()],
    ['largest-team', ['delta shop', 'Eta Systems', 'Beta Health', 'Alpha Pay', 'Gamma Learn', 'Epsilon Labs']],
    ['smallest-team', ['Gamma Learn', 'Alpha Pay', 'Beta Health', 'Eta Systems', 'delta shop', 'Epsilon Labs']],
    ['name-asc', ['Alpha Pay', 'Beta Health', 'delta shop', 'Epsilon Labs', 'Eta Systems', 'Gamma Learn']],
    ['name-desc', ['Gamma Learn', 'Eta Systems', 'Epsilon Labs', 'delta shop', 'Beta Health', 'Alpha Pay']],
  ])('sortBy=%s', async (sortBy, expected) => {
    expect(await names(`?sortBy=${sortBy}`)).toEqual(expected)
  })

  it('sorts search results too', async () => {
    expect(await search('a', '&sortBy=name-asc')).toEqual(['Alpha Pay', 'Epsilon Labs'])
    expect(await search('for', '&sortBy=largest-team')).toEqual([
      'delta shop',
      'Eta Systems',
      'Beta Health',
      'Alpha Pay',
      'Gamma Learn',
      'Epsilon Labs',
    ])
    expect(await search('for', '&sortBy=oldest&limit=2')).toEqual(['Alpha Pay', 'Beta Health'])
  })

  it('pages with limit and offset', async () => {
    expect(await names('?limit=2')).toEqual(NEWEST_FIRST.slice(0, 2))
    expect(await names('?limit=2&offset=2')).toEqual(NEWEST_FIRST.slice(2, 4))
    expect(await names('?limit=2&offset=4')).toEqual(NEWEST_FIRST.slice(4, 6))
    expect(await names('?limit=2&offset=6')).toEqual([])
    expect(await search('for', '&limit=2&offset=1')).toEqual(['Epsilon Labs', 'delta shop'])
  })
})

describe('GET /api/startups: search', () => {
  it('matches the name, case-insensitively', async () => {
    expect(await search('alpha')).toEqual(['Alpha Pay'])
    expect(await search('ALPHA PAY')).toEqual(['Alpha Pay'])
    expect(await search('elta sh')).toEqual(['delta shop'])
  })

  it('matches the description', async () => {
    expect(await search('hawker')).toEqual(['Alpha Pay'])
    expect(await search('telemedicine')).toEqual(['Beta Health'])
  })

  it('matches the sector by slug and by label', async () => {
    expect(await search('fintech')).toEqual(['Alpha Pay'])
    expect(await search('HealthTech')).toEqual(['Beta Health'])
    expect(await search('E-commerce')).toEqual(['delta shop'])
    expect(await search('ecommerce')).toEqual(['delta shop'])
    expect(await search('enterprise software')).toEqual(['Eta Systems'])
    expect(await search('AI')).toEqual(['Epsilon Labs'])
  })

  it('matches the location', async () => {
    expect(await search('bangalore')).toEqual(['Epsilon Labs'])
    expect(await search('Jakarta')).toEqual(['delta shop'])
  })

  it('matches the tech stack', async () => {
    expect(await search('pytorch')).toEqual(['Epsilon Labs'])
    expect(await search('postgres')).toEqual(['Gamma Learn'])
    expect(await search('go')).toEqual(['Alpha Pay'])
  })

  it('finds CJK text, short and long', async () => {
    expect(await search('東京')).toEqual(['Beta Health'])
    expect(await search('핀테크')).toEqual(['Gamma Learn'])
    expect(await search('핀테크 교육')).toEqual(['Gamma Learn'])
  })

  it('searches for punctuation and FTS syntax as plain text', async () => {
    expect(await search('100%')).toEqual(['delta shop'])
    expect(await search('"legal"')).toEqual(['Epsilon Labs'])
    expect(await search('ERP_for')).toEqual(['Eta Systems'])
    expect(await search('alpha OR beta')).toEqual([])
  })

  it.each([
    '%',
    "'",
    '"',
    '_',
    '*',
    '-',
    '()',
    'AND (',
    'NEAR(',
    'NEAR(a b, 2)',
    'a OR b',
    'NOT x',
    'foo*',
    '-bar',
    '^start',
    'name:alpha',
    '"unterminated',
    "it's",
    '\\',
    'x\u0000y',
    '%%%',
    '___',
    '🚀',
    '東',
  ])('answers 200 for hostile search text %j', async (text) => {
    const response = await get(`?searchQuery=${encodeURIComponent(text)}`)
    expect(response.status).toBe(200)
    expect(Array.isArray(await response.json())).toBe(true)
  })

  it('combines search with filters', async () => {
    expect(await search('for', '&stage=seed')).toEqual(['Gamma Learn', 'Alpha Pay'])
    expect(await search('for', '&sector=healthtech&location=Tokyo')).toEqual(['Beta Health'])
  })

  it('never lists inactive startups', async () => {
    expect(await search('zeta')).toEqual([])
  })
})

describe('GET /api/startups: bad queries', () => {
  it.each([
    ['sector=quantum-knitting', 'sector'],
    ['stage=series-z', 'stage'],
    ['sortBy=popular', 'sortBy'],
    ['minTeamSize=abc', 'minTeamSize'],
    ['minTeamSize=-1', 'minTeamSize'],
    ['maxTeamSize=1.5', 'maxTeamSize'],
    ['minTeamSize=20&maxTeamSize=10', 'maxTeamSize'],
    ['foundingYearFrom=20x', 'foundingYearFrom'],
    ['foundingYearTo=99999', 'foundingYearTo'],
    ['foundingYearFrom=2020&foundingYearTo=2018', 'foundingYearTo'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=99999999', 'offset'],
    [`searchQuery=${'x'.repeat(201)}`, 'searchQuery'],
  ])('%s → 400 with field errors', async (query, field) => {
    const response = await get(`?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(typeof body.message).toBe('string')
    expect(body.errors[field]?.length).toBeGreaterThan(0)
  })
})

describe('/discover loader', () => {
  it('shares the schema and model with the API and reports the viewer', async () => {
    const result = (await discoverLoader(
      args<Args<typeof discoverLoader>>(getRequest('/discover?sector=Fintech')),
    ))
    expect(cardRows(result.startups)!.map((startup) => startup.name)).toEqual(['Alpha Pay'])
    expect(result.signedIn).toBe(false)
    expect(result.shown).toBe(50)
  })

  it('shows everything up to offset + 50, so the no-JS Load More keeps earlier results', async () => {
    const result = (await discoverLoader(
      args<Args<typeof discoverLoader>>(getRequest('/discover?offset=50&sortBy=oldest')),
    ))
    expect(result.shown).toBe(100)
    expect(cardRows(result.startups)!.map((startup) => startup.name)).toEqual([...NEWEST_FIRST].reverse())
  })

  it('keeps the page for a bad filter: drops it, says why next to it, applies the rest', async () => {
    const result = (await discoverLoader(
      args<Args<typeof discoverLoader>>(getRequest('/discover?sector=nope&stage=seed')),
    )) as unknown as { filterErrors: Record<string, string>; query: { sector?: string; stage?: string } }
    expect(result.filterErrors).toEqual({ sector: 'We do not list that sector, so every sector is shown.' })
    expect(result.query.stage).toBe('seed')
    expect(result.query).not.toHaveProperty('sector')
  })

  it('reads a founding-year range given back to front the right way round', async () => {
    const swapped = (await discoverLoader(
      args<Args<typeof discoverLoader>>(getRequest('/discover?foundingYearFrom=2024&foundingYearTo=2016')),
    )) as { filterErrors: Record<string, string>; query: { foundingYearFrom?: number; foundingYearTo?: number } }
    expect(swapped.filterErrors).toEqual({})
    expect(swapped.query).toMatchObject({ foundingYearFrom: 2016, foundingYearTo: 2024 })
  })
})

describe('GET /api/my-startups', () => {
  it('is 401 JSON for visitors', async () => {
    const response = await settle(() =>
      myStartupsLoader(args<Args<typeof myStartupsLoader>>(getRequest('/api/my-startups'))),
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
  })

  it("lists the member's startups as id and name", async () => {
    const cookie = (await startUserSession(getRequest('/auth'), founderId)).split(';')[0]!
    const response = await settle(() =>
      myStartupsLoader(args<Args<typeof myStartupsLoader>>(getRequest('/api/my-startups', { Cookie: cookie }))),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { id: number; name: string }[]
    expect(body).toEqual([{ id: expect.any(Number), name: 'Alpha Pay' }])
  })
})

describe('the search index', () => {
  it('follows inserts, updates and deletes', async () => {
    const db = await getDb()
    const [row] = await db
      .insert(startups)
      .values({ name: 'Quokka Robotics', sector: 'deep-tech', techStack: ['ROS'] })
      .returning({ id: startups.id })
    expect(await search('quokka')).toEqual(['Quokka Robotics'])
    expect(await search('Deep Tech')).toEqual(['Quokka Robotics'])
    expect(await search('ROS')).toEqual(['Quokka Robotics'])

    await db.update(startups).set({ name: 'Wombat Robotics', techStack: ['ROS2', 'CUDA'] }).where(sql`id = ${row!.id}`)
    expect(await search('quokka')).toEqual([])
    expect(await search('wombat')).toEqual(['Wombat Robotics'])
    expect(await search('cuda')).toEqual(['Wombat Robotics'])

    await db.delete(startups).where(sql`id = ${row!.id}`)
    expect(await search('wombat')).toEqual([])
    expect(await search('cuda')).toEqual([])
  })

  it('recovers after a migration drops its triggers: ensureStartupSearch recreates them and rebuilds', async () => {
    const database = await getDatabase()
    // The search's own triggers: the data version's and is_open's (migration 0025, checked in jobs-api.test.ts) are not.
    const searchTriggers = sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'startups'
      and substr(name, 1, 13) <> 'data_version_' and name <> 'startups_jobs_open_after_update' order by name`
    const before = await database.db.all<{ name: string; sql: string }>(searchTriggers)
    expect(before.map((trigger) => trigger.name).sort()).toEqual(Object.keys(SEARCH_TRIGGERS_SQL).sort())
    expect(await ensureStartupSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })

    // What a drizzle table rebuild (create, copy, drop, rename) leaves behind: no triggers on startups.
    for (const { name } of before) await database.db.run(sql.raw(`DROP TRIGGER ${name}`))
    await database.db.insert(startups).values({ name: 'Numbat Analytics', location: 'Tokyo' })
    await database.db.update(startups).set({ name: 'Alpha Payments' }).where(sql`name = 'Alpha Pay'`)
    expect(await search('numbat')).toEqual([])

    const repair = await ensureStartupSearch(database)
    expect(repair.rebuilt).toBe(true)
    expect(repair.recreatedTriggers.sort()).toEqual(Object.keys(SEARCH_TRIGGERS_SQL).sort())
    expect(await search('numbat')).toEqual(['Numbat Analytics'])
    expect(await search('alpha payments')).toEqual(['Alpha Payments'])
    expect(await search('AI')).toEqual(['Epsilon Labs'])

    const after = await database.db.all<{ name: string; sql: string }>(searchTriggers)
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    expect(after.map((trigger) => squash(trigger.sql))).toEqual(before.map((trigger) => squash(trigger.sql)))

    await database.db.insert(startups).values({ name: 'Platypus Pay' })
    expect(await search('platypus')).toEqual(['Platypus Pay'])
  })

  it('the migration creates the same triggers ensureStartupSearch checks for', () => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    // The latest migration that makes them: 0057, which added the substring index's filter pair keys (docs/decisions/0146).
    const migration = squash(readFileSync(path.resolve('db/migrations/0057_search-filter-pair-keys.sql'), 'utf8'))
    for (const create of Object.values(SEARCH_TRIGGERS_SQL)) {
      expect(migration).toContain(squash(create.replace(' IF NOT EXISTS', '')))
    }
  })

  it('caps limit at 100', async () => {
    const db = await getDb()
    await db.insert(startups).values(Array.from({ length: 110 }, (_, i) => ({ name: `Bulk ${i}`, sector: 'gaming' })))
    expect(await names('?sector=gaming&limit=500')).toHaveLength(100)
    expect(await names('?sector=gaming')).toHaveLength(50)
    expect(await names('?sector=gaming&limit=100&offset=100')).toHaveLength(10)
  })
})

describe('on sqld (libSQL server)', () => {
  it('runs the search migration, keeps the index in step and repairs it', async () => {
    const sqld = await startSqld()
    const database = await openDatabase({ url: sqld.url })
    try {
      await database.migrate()
      const db = database.db
      await db.insert(startups).values({ name: 'Kappa Fin', description: '東京のフィンテック', sector: 'fintech' })
      const find = async (match: string, table = 'startups_fts') =>
        (await db.all<{ rowid: number }>(sql.raw(`select rowid from ${table} where ${table} match '${match}'`))).length
      expect(await find('"フィンテック"')).toBe(1)
      expect(await find('"fintech"')).toBe(1)
      expect(await find('"fi"*', 'startups_fts_words')).toBe(1)

      await db.run(sql`DROP TRIGGER startups_fts_after_insert`)
      await db.insert(startups).values({ name: 'Lambda Lending' })
      expect(await find('"lambda"')).toBe(0)
      expect((await ensureStartupSearch(database)).rebuilt).toBe(true)
      expect(await find('"lambda"')).toBe(1)
      await db.insert(startups).values({ name: 'Mu Mobility' })
      expect(await find('"mobility"')).toBe(1)
    } finally {
      await database.close()
      await sqld.stop()
    }
  })
})
