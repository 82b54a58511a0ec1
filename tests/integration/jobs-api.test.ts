import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { putOnPlan } from '../support/plan-rows'
import { startupTeam } from '../../db/schema'
import { EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_TYPES } from '~/domain/jobs'
import { getDatabase, getDb } from '~/server/db.server'
import { formatSalary } from '~/shared/money'
import type { PublicUser } from '~/shared/user'
import { ensureJobOpen, JOB_OPEN_TRIGGERS_SQL } from '~/models/job-open.server'
import { ensureJobSearch, JOB_SEARCH_TRIGGERS_SQL } from '~/models/job-search.server'
import { JOB_TECH_TAG_TRIGGERS_SQL } from '~/models/job-tech-tags.server'
import { countJobs, listJobs, type JobListing } from '~/models/jobs.server'
import { action as jobAction, loader as jobLoader } from '~/routes/api/job'
import { action as jobsAction, loader as jobsLoader } from '~/routes/api/jobs'
import { loader as startupTabLoader } from '~/routes/api/startup-tab'
import { loader as talentHubLoader } from '~/routes/talent-hub/route'
import { createJob, createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { getRequest, jsonRequest, settle } from '../support/http'
import { cardRows } from '~/shared/columns'

// GET /api/jobs and /talent-hub (one model, one schema), POST /api/jobs, GET and PATCH /api/jobs/{id}.

interface Fixture {
  id: number
  title: string
  description: string
  type: string
  experienceLevel: string
  location: string
  isRemote: boolean
  startupId: number
  open: boolean
}

const TITLES = ['Backend Engineer', 'Data Scientist', 'Product Designer', 'Growth Marketer', 'Frontend Engineer', 'Ops Lead']
const DESCRIPTIONS = [
  'Build the payments ledger in Go.',
  'Model credit risk with Python and data pipelines.',
  'Design the merchant app with our team.',
  'Grow our markets across Southeast Asia.',
  'Ship React dashboards for clinics.',
  'Run operations for our warehouses.',
]

let founder: PublicUser
let teammate: PublicUser
let stranger: PublicUser
let owner: PublicUser
let lonely: PublicUser
const cookies: Record<'founder' | 'teammate' | 'stranger' | 'owner' | 'lonely', string> = {
  founder: '',
  teammate: '',
  stranger: '',
  owner: '',
  lonely: '',
}
let startupA = 0
let startupB = 0
let hidden = 0
let claimed = 0
const fixtures: Fixture[] = []

beforeAll(async () => {
  founder = await createUser({ firstName: 'Aiko' })
  teammate = await createUser({ firstName: 'Ben' })
  stranger = await createUser({ firstName: 'Cara' })
  owner = await createUser({ firstName: 'Dev' })
  lonely = await createUser({ firstName: 'Eli' })
  for (const [name, user] of Object.entries({ founder, teammate, stranger, owner, lonely })) {
    cookies[name as keyof typeof cookies] = await signedInCookie(user)
  }
  // Owners on Professional: these cases post many jobs per startup (Starter's 2 a month: job-credits.test.ts).
  for (const user of [founder, stranger, owner]) await putOnPlan(user, 'professional')
  startupA = (await createStartup(founder, { name: 'Kopi Labs' })).id
  startupB = (await createStartup(stranger, { name: 'Sakura AI' })).id
  hidden = (await createStartup(founder, { name: 'Gone Co', isActive: false })).id
  // Claimed by `owner` (paid, approved) but `owner` is not on its team.
  claimed = (await createStartup(stranger, { name: 'Claimed Co', claimedByUserId: owner.id, subscriptionActive: true })).id
  const db = await getDb()
  await db.insert(startupTeam).values({ startupId: startupA, userId: teammate.id, role: 'CTO' })

  for (let i = 0; i < 60; i++) {
    const location = JOB_LOCATIONS[i % JOB_LOCATIONS.length]!
    const fields = {
      title: `${TITLES[i % TITLES.length]} ${i}`,
      description: DESCRIPTIONS[(i * 5) % DESCRIPTIONS.length]!,
      type: JOB_TYPES[i % JOB_TYPES.length]!,
      experienceLevel: EXPERIENCE_LEVELS[i % EXPERIENCE_LEVELS.length]!,
      location,
      isRemote: location === 'Remote' || i % 7 === 0,
      isActive: i % 11 !== 10,
    }
    const startupId = i % 3 === 0 ? startupB : startupA
    const { id } = await createJob(startupId, fields)
    fixtures.push({ id, ...fields, startupId, open: fields.isActive })
  }
  // Never listed: the startup is inactive.
  const ghost = await createJob(hidden, { title: 'Backend Engineer at a hidden startup', type: 'contract' })
  fixtures.push({
    id: ghost.id,
    title: 'Backend Engineer at a hidden startup',
    description: 'A job a test posted.',
    type: 'contract',
    experienceLevel: 'mid',
    location: 'Singapore',
    isRemote: false,
    startupId: hidden,
    open: false,
  })
  const cjk = await createJob(startupB, {
    title: '東京のフロントエンド開発者',
    description: '東京オフィスで React を書く',
    location: 'Tokyo',
    type: 'full-time',
    experienceLevel: 'senior',
  })
  fixtures.push({
    id: cjk.id,
    title: '東京のフロントエンド開発者',
    description: '東京オフィスで React を書く',
    type: 'full-time',
    experienceLevel: 'senior',
    location: 'Tokyo',
    isRemote: false,
    startupId: startupB,
    open: true,
  })
})

async function getJobs(query: string, cookie?: string): Promise<Response> {
  return settle(() => jobsLoader(routeArgs(getRequest(`/api/jobs${query}`, cookie ? { Cookie: cookie } : {}))))
}

async function ids(query: string): Promise<number[]> {
  const response = await getJobs(query)
  expect(response.status, `${query}: ${await response.clone().text()}`).toBe(200)
  return ((await response.json()) as JobListing[]).map((job) => job.id)
}

interface Filters {
  type?: string
  experienceLevel?: string
  location?: string
  startupId?: number
  searchQuery?: string
}

/** The expected answer, worked out in JavaScript from the fixtures (substring search for 3+ characters). */
function expected(filters: Filters): number[] {
  return fixtures
    .filter((job) => job.open)
    .filter((job) => filters.type === undefined || job.type === filters.type)
    .filter((job) => filters.experienceLevel === undefined || job.experienceLevel === filters.experienceLevel)
    .filter((job) =>
      filters.location === undefined
        ? true
        : filters.location === 'Remote'
          ? job.isRemote
          : job.location === filters.location,
    )
    .filter((job) => filters.startupId === undefined || job.startupId === filters.startupId)
    .filter((job) => {
      if (filters.searchQuery === undefined) return true
      const needle = filters.searchQuery.toLowerCase()
      return job.title.toLowerCase().includes(needle) || job.description.toLowerCase().includes(needle)
    })
    .map((job) => job.id)
    .sort((a, b) => b - a)
}

const toQuery = (filters: Filters, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra)
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

describe('GET /api/jobs', () => {
  it('lists open jobs of active startups, newest first, each with the 000 §3 fields, its startup and posted date', async () => {
    const response = await getJobs('')
    expect(response.status).toBe(200)
    const body = (await response.json()) as Array<Record<string, unknown>>
    expect(body.map((job) => job.id)).toEqual(expected({}).slice(0, 50))
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'requirements',
        'location',
        'type',
        'experienceLevel',
        'techStack',
        'isRemote',
        'startupId',
        'salary',
        'createdAt',
        'startup',
        // The city its location resolves to (decision 0115); null here: the fixtures name no known city.
        'cityId',
      ].sort(),
    )
    expect(body[0]!.startup).toEqual({ id: startupB, name: 'Sakura AI', logo: expect.stringMatching(new RegExp(`^/startup/${startupB}/logo\\?v=m1[0-9a-z]+$`)), cultureValues: [] })
    expect(typeof body[0]!.createdAt).toBe('string')
  })

  it('applies every filter and every combination of them on the server', async () => {
    const typeValues = [undefined, 'contract', 'internship']
    const levels = [undefined, 'senior']
    const locations = [undefined, 'Tokyo', 'Remote']
    const startupIds = [undefined, startupA]
    const searches = [undefined, 'engineer', 'DATA']
    let nonEmpty = 0
    for (const type of typeValues)
      for (const experienceLevel of levels)
        for (const location of locations)
          for (const startupId of startupIds)
            for (const searchQuery of searches) {
              const filters = { type, experienceLevel, location, startupId, searchQuery }
              const want = expected(filters)
              if (want.length) nonEmpty++
              expect(await ids(toQuery(filters, { limit: '100' })), JSON.stringify(filters)).toEqual(want)
              expect(await countJobs(filters), JSON.stringify(filters)).toEqual({ count: want.length, more: false })
            }
    // The matrix is not trivially empty.
    expect(nonEmpty).toBeGreaterThan(20)
  })

  it('Remote means remote work is possible: jobs located Remote and city jobs flagged Remote OK', async () => {
    const remote = await ids('?location=Remote&limit=100')
    expect(remote).toEqual(expected({ location: 'Remote' }))
    const cities = fixtures.filter((job) => remote.includes(job.id)).map((job) => job.location)
    expect(new Set(cities).size).toBeGreaterThan(1)
  })

  it('searches title or description case-insensitively, CJK included, and 1–2 characters by word prefix', async () => {
    expect(await ids('?searchQuery=LEDGER&limit=100')).toEqual(expected({ searchQuery: 'ledger' }))
    expect(await ids(`?searchQuery=${encodeURIComponent('東京')}`)).toEqual([fixtures.at(-1)!.id])
    expect(await ids(`?searchQuery=${encodeURIComponent('フロントエンド')}`)).toEqual([fixtures.at(-1)!.id])
    // 'Go' finds the word Go (and words starting with it), not 'Ongoing'.
    const go = await ids('?searchQuery=go&limit=100')
    expect(go.length).toBeGreaterThan(0)
    for (const id of go) {
      const job = fixtures.find((fixture) => fixture.id === id)!
      expect(`${job.title} ${job.description}`).toMatch(/\bgo/i)
    }
  })

  it('accepts the vocabulary by label or slug, any case', async () => {
    expect(await ids('?type=Full%20Time&location=tokyo&experienceLevel=SENIOR&limit=100')).toEqual(
      expected({ type: 'full-time', location: 'Tokyo', experienceLevel: 'senior' }),
    )
  })

  it('treats empty parameters as absent (type is omitted when empty)', async () => {
    expect(await ids('?type=&location=&experienceLevel=&searchQuery=&startupId=')).toEqual(expected({}).slice(0, 50))
  })

  it('pages with limit (default 50, capped at 100) and offset; n counts every match, not the page', async () => {
    const all = expected({})
    expect(all.length).toBeGreaterThan(50)
    expect(await ids('')).toHaveLength(50)
    expect(await ids('?limit=1000')).toEqual(all.slice(0, 100))
    expect(await ids('?limit=5&offset=5')).toEqual(all.slice(5, 10))
    expect(await ids('?offset=50')).toEqual(all.slice(50, 100))
    expect(await countJobs({})).toEqual({ count: all.length, more: false })
    const page = await talentHubLoader(routeArgs(getRequest('/talent-hub?type=contract')))
    expect(page.total).toEqual({ count: expected({ type: 'contract' }).length, more: false })
    const paged = await talentHubLoader(routeArgs(getRequest('/talent-hub')))
    expect(cardRows(paged.jobs)!).toHaveLength(50)
    expect(paged.total).toEqual({ count: all.length, more: false })
  })

  it('answers hostile search text with 200 (searched for as text, never query syntax)', async () => {
    for (const text of ['NEAR(', '"AND (*', "'; DROP TABLE jobs; --", '*', '"', '%_', 'title:engineer', '-', '東', '\u0000x', 'a'.repeat(200)]) {
      const response = await getJobs(`?searchQuery=${encodeURIComponent(text)}`)
      expect(response.status, text).toBe(200)
      expect(Array.isArray(await response.json())).toBe(true)
    }
  })

  it('answers 400 naming the field for values outside the lists (the page drops them instead)', async () => {
    for (const [query, field] of [
      ['?type=freelance', 'type'],
      ['?location=Paris', 'location'],
      ['?experienceLevel=guru', 'experienceLevel'],
      ['?limit=0', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=10001', 'offset'],
      ['?startupId=abc', 'startupId'],
      [`?searchQuery=${'x'.repeat(201)}`, 'searchQuery'],
    ] as const) {
      const response = await getJobs(query)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { errors: Record<string, string[]> }
      expect(Object.keys(body.errors), query).toEqual([field])
    }
    const page = await talentHubLoader(routeArgs(getRequest('/talent-hub?type=freelance&location=Tokyo')))
    expect(page.filterErrors).toEqual({ type: 'We do not list that job type, so every type is shown.' })
    expect(page.total).toEqual({ count: expected({ location: 'Tokyo' }).length, more: false })
  })

  it('the startup profile Jobs tab reads the same model', async () => {
    const response = await settle(() =>
      startupTabLoader(routeArgs(getRequest(`/api/startups/${startupA}/jobs`), { params: { id: String(startupA), tab: 'jobs' } })),
    )
    const tab = (await response.json()) as JobListing[]
    expect(tab.map((job) => job.id)).toEqual(expected({ startupId: startupA }))
    expect(tab.map((job) => job.id)).toEqual((await listJobs({ startupId: startupA, limit: 100 })).map((job) => job.id))
  })
})

const validJob = () => ({
  startupId: startupA,
  title: '  Senior Platform Engineer  ',
  description: 'Own our Kubernetes platform.',
  requirements: 'Five years with Kubernetes.',
  location: 'Singapore',
  type: 'full-time',
  experienceLevel: 'senior',
  techStack: [' Go ', 'go', '', 'Kubernetes'],
  isRemote: false,
  salary: { min: 120000, max: 160000, currency: 'SGD' },
})

async function post(body: unknown, cookie?: string) {
  return jobsAction(routeArgs(jsonRequest('/api/jobs', 'POST', body, cookie ? { Cookie: cookie } : {})))
}

describe('POST /api/jobs', () => {
  it('answers 201 with the job, trimmed and normalised, at the top of the list', async () => {
    const response = await post(validJob(), cookies.founder)
    expect(response.status).toBe(201)
    const job = (await response.json()) as JobListing & { isActive: boolean }
    expect(job).toMatchObject({
      startupId: startupA,
      title: 'Senior Platform Engineer',
      type: 'full-time',
      experienceLevel: 'senior',
      techStack: ['Go', 'Kubernetes'],
      isRemote: false,
      isActive: true,
      salary: { min: 120000, max: 160000, currency: 'SGD' },
      startup: { id: startupA, name: 'Kopi Labs', cultureValues: [] },
    })
    expect((await ids('?limit=1'))[0]).toBe(job.id)
  })

  it('fills the spec defaults: full-time, mid, no tech stack, not remote, no salary (USD when one is given)', async () => {
    const bare = await post(
      { startupId: startupA, title: 'Barista', description: 'Coffee for the team.', location: 'Manila' },
      cookies.founder,
    )
    expect(bare.status).toBe(201)
    expect(await bare.json()).toMatchObject({ type: 'full-time', experienceLevel: 'mid', techStack: [], isRemote: false, salary: null })
    const withPay = await post(
      { startupId: startupA, title: 'Cook', description: 'Lunch.', location: 'Manila', salary: { min: 30000 } },
      cookies.founder,
    )
    expect(await withPay.json()).toMatchObject({ salary: { min: 30000, currency: 'USD' } })
  })

  it('accepts both documents’ job types (internship and other) and labels; a job in Remote is remote', async () => {
    for (const [type, stored] of [
      ['internship', 'internship'],
      ['other', 'other'],
      ['Part Time', 'part-time'],
    ] as const) {
      const response = await post({ ...validJob(), type }, cookies.founder)
      expect(response.status, type).toBe(201)
      expect(((await response.json()) as JobListing).type).toBe(stored)
    }
    const remote = await post({ ...validJob(), location: 'remote' }, cookies.founder)
    expect(await remote.json()).toMatchObject({ location: 'Remote', isRemote: true })
  })

  it('lets a team member who is not the founder post for the startup', async () => {
    expect((await post(validJob(), cookies.teammate)).status).toBe(201)
  })

  it('answers 401 when signed out', async () => {
    expect((await post(validJob())).status).toBe(401)
  })

  it('answers 400 naming each bad field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(256) }, 'title'],
      [{ description: '   ' }, 'description'],
      [{ location: 'Paris' }, 'location'],
      [{ location: undefined }, 'location'],
      [{ type: 'freelance' }, 'type'],
      [{ experienceLevel: 'guru' }, 'experienceLevel'],
      [{ isRemote: 'maybe' }, 'isRemote'],
      [{ techStack: 'Go' }, 'techStack'],
      [{ techStack: ['x'.repeat(51)] }, 'techStack.0'],
      [{ salary: { min: -1 } }, 'salary.min'],
      [{ salary: { min: 1.5 } }, 'salary.min'],
      [{ salary: { max: 'lots' } }, 'salary.max'],
      [{ salary: { min: 100, max: 50 } }, 'salary.max'],
      [{ salary: { min: 100, currency: 'EUR' } }, 'salary.currency'],
      [{ startupId: 'abc' }, 'startupId'],
      [{ startupId: undefined }, 'startupId'],
    ]
    for (const [change, field] of cases) {
      const response = await post({ ...validJob(), ...change }, cookies.founder)
      expect(response.status, JSON.stringify(change)).toBe(400)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(body.errors), JSON.stringify(change)).toContain(field)
    }
  })

  it('answers 403 for someone else’s startup, also to its claimed owner who is not on its team', async () => {
    const response = await post({ ...validJob(), startupId: startupB }, cookies.founder)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'You can only post jobs for your own startups' })
    expect((await post({ ...validJob(), startupId: claimed }, cookies.owner)).status).toBe(403)
  })

  it('answers 404 for a startup that does not exist or is inactive', async () => {
    expect((await post({ ...validJob(), startupId: 987_654 }, cookies.founder)).status).toBe(404)
    expect((await post({ ...validJob(), startupId: hidden }, cookies.founder)).status).toBe(404)
  })

  it('answers 409 leading to /create-startup for a member with no startup', async () => {
    const response = await post({ ...validJob(), startupId: undefined }, cookies.lonely)
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toMatch(/\/create-startup/)
  })

  it('answers 400 for malformed JSON, never 500', async () => {
    expect((await post('{"title":', cookies.founder)).status).toBe(400)
  })

  it('labels salaries as 000 §5 says: Competitive, a range, or From …', async () => {
    const salaries = [
      [undefined, 'Competitive'],
      [{ max: 90000, currency: 'USD' }, 'Competitive'],
      [{ min: 72000, max: 96000, currency: 'SGD' }, 'SGD\u00a072,000–96,000'],
      [{ min: 6500000, currency: 'JPY' }, 'From ¥6,500,000'],
    ] as const
    for (const [salary, label] of salaries) {
      const response = await post({ ...validJob(), salary }, cookies.founder)
      const job = (await response.json()) as JobListing
      expect(formatSalary(job.salary), JSON.stringify(salary)).toBe(label)
    }
  })
})

describe('GET and PATCH /api/jobs/{id}', () => {
  const getJob = (id: string | number, cookie?: string) =>
    settle(() => jobLoader(routeArgs(getRequest(`/api/jobs/${id}`, cookie ? { Cookie: cookie } : {}), { params: { id: String(id) } })))
  const patch = (id: string | number, body: unknown, cookie?: string) =>
    jobAction(routeArgs(jsonRequest(`/api/jobs/${id}`, 'PATCH', body, cookie ? { Cookie: cookie } : {}), { params: { id: String(id) } }))

  it('answers an open job, and 404 Job Not Found for unknown ids and jobs of hidden startups', async () => {
    const open = fixtures.find((job) => job.open)!
    const response = await getJob(open.id)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: open.id, title: open.title, isActive: true })
    for (const id of ['987654', 'abc', '0', String(fixtures.find((job) => job.startupId === hidden)!.id)]) {
      const missing = await getJob(id)
      expect(missing.status, id).toBe(404)
      expect(await missing.json()).toEqual({ message: 'Job Not Found' })
    }
  })

  it('lets the team close a job (it leaves the list) and reopen it; a closed job is 404 to others', async () => {
    const { id } = await createJob(startupA, { title: 'Closing soon' })
    expect((await ids('?limit=1'))[0]).toBe(id)
    expect((await patch(id, { isActive: false })).status).toBe(401)
    expect((await patch(id, { isActive: false }, cookies.stranger)).status).toBe(403)
    expect((await patch(id, { isActive: 'no' }, cookies.founder)).status).toBe(400)
    const closed = await patch(id, { isActive: false }, cookies.teammate)
    expect(closed.status).toBe(200)
    expect(await closed.json()).toMatchObject({ id, isActive: false })
    expect(await ids('?limit=100')).not.toContain(id)
    expect((await getJob(id)).status).toBe(404)
    expect((await getJob(id, cookies.stranger)).status).toBe(404)
    expect((await patch(id, { isActive: true }, cookies.stranger)).status).toBe(404)
    expect((await getJob(id, cookies.founder)).status).toBe(200)
    const reopened = await patch(id, { isActive: true }, cookies.founder)
    expect(await reopened.json()).toMatchObject({ isActive: true })
    expect((await ids('?limit=1'))[0]).toBe(id)
    expect((await patch(987_654, { isActive: false }, cookies.founder)).status).toBe(404)
  })

  it('lets the claimed owner close the startup’s jobs (they manage its applicants)', async () => {
    const { id } = await createJob(claimed)
    expect((await patch(id, { isActive: false }, cookies.owner)).status).toBe(200)
  })
})

describe('the job search indexes', () => {
  it('hold what the migration created, and are repaired at start when a later migration dropped a trigger', async () => {
    const database = await getDatabase()
    const triggers = (await database.db.all(
      // Decision 0116's match_tags triggers are matching's own (tests/integration/matching.test.ts checks them).
      sql`select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'jobs' and substr(name, 1, 13) <> 'data_version_' and name not like 'jobs_match_tags_%' order by name`,
    )) as Array<{ name: string; sql: string }>
    const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim()
    const openOnJobs = Object.entries(JOB_OPEN_TRIGGERS_SQL).filter(([, trigger]) => trigger.table === 'jobs')
    expect(Object.fromEntries(triggers.map((row) => [row.name, squash(row.sql)]))).toEqual({
      ...Object.fromEntries(Object.entries(JOB_SEARCH_TRIGGERS_SQL).map(([name, text]) => [name, squash(text)])),
      ...Object.fromEntries(openOnJobs.map(([name, trigger]) => [name, squash(trigger.sql)])),
      // Jobs' tech-stack tags (decision 0118).
      ...Object.fromEntries(Object.entries(JOB_TECH_TAG_TRIGGERS_SQL).map(([name, text]) => [name, squash(text)])),
    })

    await database.db.run(sql.raw('DROP TRIGGER jobs_fts_after_insert'))
    const { id } = await createJob(startupA, { title: 'Zyzzyva Wrangler' })
    expect(await ids('?searchQuery=zyzzyva')).toEqual([])
    expect(await ensureJobSearch(database)).toEqual({ recreatedTriggers: ['jobs_fts_after_insert'], rebuilt: true })
    expect(await ids('?searchQuery=zyzzyva')).toEqual([id])
    expect(await ensureJobSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
  })

  it("is_open's triggers are what migration 0025 created, and are repaired at start, with is_open set again", async () => {
    const database = await getDatabase()
    expect(await ensureJobOpen(database)).toEqual({ recreatedTriggers: [] })
    await database.db.run(sql.raw('DROP TRIGGER jobs_open_after_update'))
    const { id } = await createJob(startupA, { title: 'Closed while the trigger was gone' })
    await database.db.run(sql`update jobs set is_active = 0 where id = ${id}`)
    expect(await database.db.all(sql`select is_open as o from jobs where id = ${id}`)).toEqual([{ o: 1 }])
    expect(await ensureJobOpen(database)).toEqual({ recreatedTriggers: ['jobs_open_after_update'] })
    expect(await database.db.all(sql`select is_open as o from jobs where id = ${id}`)).toEqual([{ o: 0 }])
    expect(await ensureJobOpen(database)).toEqual({ recreatedTriggers: [] })
  })
})
