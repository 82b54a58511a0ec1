import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDatabase } from '~/server/db.server'
import { seed } from '../../seed'
import { ADMIN_PAGES, FOUNDER_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from '../e2e/pages'
import { countStatements, startInProcessServer, type InProcessServer } from '../support/query-count'

/**
 * SQL statements per request (docs/decisions/0050-what-list-pages-send.md): every page ≤ 12, every GET /api call
 * ≤ 3, and none grows with the rows it shows (no statement per row). A page's independent reads are awaited together
 * (on a libSQL server they are in flight at once); until decision 0092 they were one statement built from Drizzle's
 * internals, and pages were held to 4. The pages are the e2e sweeps' registry
 * (tests/e2e/pages.ts), on the demo data with more startups than a page holds, as visitor, member, founder and admin.
 */
const PAGE_LIMIT = 12
/**
 * The dashboard also shows the member's "For you" (issue 42 item 3, decision 0116): their preferences, then, when
 * they stated some, the matched startups and jobs (one statement each, candidates included). Since the demo member
 * states preferences (decision 0118), those statements run on every member's dashboard here: 18, with the cities read
 * for the distance factor. The activity feed of followed startups (issue 43, decision 0130) is one statement more: 19.
 */
const PAGE_LIMIT_OF: Record<string, number> = {
  // Matching depth follows the member's plan (issue 44 item 3, decision 0141): their subscription and its plan, 21.
  '/dashboard': 21,
}
const API_LIMIT = 3
/** An admin's view of one member reads each of its sections (startups, claims, bookings, …), awaited together. */
const API_LIMIT_OF: Record<string, number> = {
  '/api/admin/users/2': 7,
  // The access check, then the startup, its views, its jobs' funnels, RSVPs a day and its team's events, awaited together.
  // Since decision 0141 also the owner's plan (subscription, plan) and the job totals: 8.
  '/api/startups/1/analytics': 8,
  // The access check, the startup with its round, its investors, its mentors (each one statement with its candidates).
  // Since decision 0141 also the owner's plan (subscription, plan): 7.
  '/api/matches?startupId=1': 7,
  // The session, then the month's totals, the past-due plans' and claims' failures and the latest charges, together.
  '/api/admin/payments': 5,
  // The session, the member's preferences, the cities (distances), the matched startups and the matched jobs; since
  // decision 0141 also the member's plan, read beside the preferences: 6.
  '/api/matches': 6,
}
const ADMIN = { email: 'query-count-admin@example.com', password: 'query-count-admin-password-1' }
const MEMBER = { email: 'member@demo.startup.asia', password: 'demo-password-123' }
const FOUNDER = { email: 'founder@demo.startup.asia', password: 'demo-password-123' }

let server: InProcessServer
const cookies = { visitor: '', member: '', founder: '', admin: '' }

async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `signing in ${email}`).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

beforeAll(async () => {
  process.env.ADMIN_EMAIL = ADMIN.email
  process.env.ADMIN_PASSWORD = ADMIN.password
  process.env.AUTH_RATE_LIMIT = '1000'
  // More startups than /discover shows (50), so "Load more" windows hold more rows than the first page.
  await seed(await getDatabase(), { startups: 160 })
  server = await startInProcessServer()
  cookies.member = await signIn(MEMBER)
  cookies.founder = await signIn(FOUNDER)
  cookies.admin = await signIn(ADMIN)
}, 180_000)

afterAll(async () => {
  await server?.close()
})

/**
 * The edge's read of the data version, for a visitor's ETag (docs/decisions/0091-http-validators-and-caching.md): made
 * before React Router runs, so it is counted apart from the page's own statements (and held to one below).
 */
const isEdgeRead = (sql: string) => /^select version from data_version\b/.test(sql)

async function get(path: string, cookie: string, headers: Record<string, string> = {}) {
  const counted = await countStatements(server.url + path, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } })
  return { ...counted, statements: counted.statements.filter((sql) => !isEdgeRead(sql)), edge: counted.statements.filter(isEdgeRead) }
}

function explain(path: string, statements: string[]): string {
  return `${path} ran ${statements.length} statements:\n${statements.map((sql) => `  ${sql.slice(0, 160)}`).join('\n')}`
}

const PAGES: [string, keyof typeof cookies][] = [
  ...PUBLIC_PAGES.map((path) => [path, 'visitor'] as [string, 'visitor']),
  ...MEMBER_PAGES.map((path) => [path, 'member'] as [string, 'member']),
  ...FOUNDER_PAGES.map((path) => [path, 'founder'] as [string, 'founder']),
  ...ADMIN_PAGES.map((path) => [path, 'admin'] as [string, 'admin']),
  // Pages the registry opens as a visitor, signed in (one more statement: who is signed in).
  ['/startup/1?tab=funding', 'member'],
  ['/programs/1', 'founder'],
  ['/jobs/35', 'member'],
  ['/resources/1', 'member'],
]

function expectWithinLimit(path: string, statements: string[], limit: number) {
  expect(statements.length, explain(path, statements)).toBeLessThanOrEqual(limit)
}

describe(`every page runs at most ${PAGE_LIMIT} statements`, () => {
  it.each(PAGES)('%s as %s', async (path, who) => {
    const { status, statements } = await get(path, cookies[who])
    expect(status, path).toBeLessThan(500)
    expectWithinLimit(path, statements, PAGE_LIMIT_OF[path] ?? PAGE_LIMIT)
  })
})

describe("the edge's one statement: a visitor's public read, and all a repeat view costs", () => {
  it.each(['/discover', '/discover.data', '/api/startups', '/startup/1'])('%s', async (path) => {
    const visitor = await get(path, cookies.visitor)
    expect(visitor.status).toBe(200)
    expect(visitor.edge).toHaveLength(1)
    const member = await get(path, cookies.member)
    expect(member.edge).toHaveLength(0)
    // The 304 is decided before React Router: no loader runs, so the version read is the only statement.
    const repeat = await get(path, cookies.visitor, { 'If-None-Match': (await fetch(server.url + path)).headers.get('etag')! })
    expect(repeat.status).toBe(304)
    expect(repeat.edge).toHaveLength(1)
    expect(repeat.statements).toEqual([])
  })
})

describe('no statement per row: a list page and its /api twin run as many statements for 100 rows as for 50 or 1', () => {
  it.each([
    ['/discover', '/discover?offset=50'],
    ['/talent-hub', '/talent-hub?offset=50'],
    ['/events?upcoming=false', '/events?upcoming=false&offset=50'],
    ['/api/startups?limit=1', '/api/startups?limit=100'],
    ['/api/jobs?limit=1', '/api/jobs?limit=100'],
    ['/api/events?upcoming=false&limit=1', '/api/events?upcoming=false&limit=100'],
    ['/api/workspaces?limit=1', '/api/workspaces?limit=100'],
    ['/api/resources?limit=1', '/api/resources?limit=100'],
    ['/api/media?limit=1', '/api/media?limit=20'],
  ])('%s and %s', async (fewer, more) => {
    const small = await get(fewer, cookies.member)
    const large = await get(more, cookies.member)
    expect(small.status).toBe(200)
    expect(large.status).toBe(200)
    expect(large.body.length, `${more} should show more than ${fewer}`).toBeGreaterThan(small.body.length)
    expect(large.statements.length, explain(more, large.statements)).toBe(small.statements.length)
  })
})

describe("/workspace reads its list with GET /api/workspaces' own statement", () => {
  it.each([
    ['/workspace', '/api/workspaces?limit=50'],
    ['/workspace?type=hot-desk&location=Singapore', '/api/workspaces?type=hot-desk&location=Singapore&limit=50'],
  ])('%s and %s', async (page, api) => {
    const visitorPage = await get(page, cookies.visitor)
    const twin = await get(api, cookies.visitor)
    expect(visitorPage.status).toBe(200)
    expect(twin.status).toBe(200)
    // The list's statement is the twin's own (one model function, one query).
    const listOf = (statements: string[]) => statements.filter((sql) => /from "workspaces"/i.test(sql))
    expect(listOf(twin.statements)).toHaveLength(1)
    expect(listOf(visitorPage.statements), explain(page, visitorPage.statements)).toEqual(listOf(twin.statements))
    const memberPage = await get(page, cookies.member)
    expect(listOf(memberPage.statements), explain(page, memberPage.statements)).toContain(listOf(twin.statements)[0])
  })
})

/** Every GET /api route (app/routes.ts), with the account it needs. */
const API_CALLS: [string, keyof typeof cookies][] = [
  ['/api/health', 'visitor'],
  ['/api/auth/user', 'member'],
  ['/api/startups', 'visitor'],
  ['/api/startups?searchQuery=fin&sector=fintech&sortBy=largest-team', 'visitor'],
  ['/api/my-startups', 'founder'],
  ['/api/startups/1', 'visitor'],
  ...['jobs', 'team', 'funding', 'milestones', 'reviews', 'gallery', 'news', 'investors'].map(
    (tab) => [`/api/startups/1/${tab}`, 'visitor'] as [string, 'visitor'],
  ),
  // The media list (decision 0109): the gallery and the press links.
  ['/api/startups/1/media', 'visitor'],
  ['/api/events', 'visitor'],
  ['/api/events?upcoming=false&category=workshop', 'member'],
  ['/api/events/6', 'member'],
  ['/api/workspaces', 'visitor'],
  ['/api/workspaces/5', 'visitor'],
  ['/api/workspaces/5/availability', 'visitor'],
  ['/api/workspace-bookings', 'member'],
  ['/api/jobs', 'visitor'],
  ['/api/jobs?type=full-time&searchQuery=engineer', 'visitor'],
  ['/api/jobs/3', 'member'],
  ['/api/jobs/35/applications', 'founder'],
  ['/api/my-job-applications', 'member'],
  ['/api/admin/stats', 'admin'],
  ['/api/admin/users', 'admin'],
  ['/api/admin/users/2', 'admin'],
  ['/api/admin/startups', 'admin'],
  ['/api/admin/startups/1', 'admin'],
  ['/api/admin/transactions', 'admin'],
  ['/api/admin/payments', 'admin'],
  // The Revenue Report (decision 0140): the session, then the subscription changes and the payments, awaited together.
  ['/api/admin/revenue', 'admin'],
  ['/api/admin/booking-transactions', 'admin'],
  ['/api/resources', 'visitor'],
  ['/api/resources/1', 'visitor'],
  ['/api/my-resources', 'member'],
  ['/api/media', 'visitor'],
  ['/api/media/topics', 'visitor'],
  ['/api/media/what-tokyo-investors-look-for-in-a-seed-pitch', 'visitor'],
  ['/api/cohorts', 'visitor'],
  ['/api/cohorts/1', 'visitor'],
  ['/api/cohorts/1/sessions', 'visitor'],
  ['/api/cohorts/1/participants', 'visitor'],
  ['/api/my-cohort-applications', 'member'],
  ['/api/startups/1/analytics', 'founder'],
  // Smart matching (issue 42 item 3, decision 0116): the member's, and the founder's startup's.
  ['/api/matches', 'member'],
  ['/api/matches?startupId=1', 'founder'],
]

it('/api/openapi.json runs no statement: the document comes from the route table, not the database', async () => {
  const { status, statements } = await get('/api/openapi.json', cookies.visitor)
  expect(status).toBe(200)
  expect(statements, explain('/api/openapi.json', statements)).toEqual([])
})

describe(`every GET /api call runs at most ${API_LIMIT} statements`, () => {
  it.each(API_CALLS)('%s as %s', async (path, who) => {
    const { status, statements, body } = await get(path, cookies[who])
    expect(status, `${path}: ${body.slice(0, 200)}`).toBe(200)
    expectWithinLimit(path, statements, API_LIMIT_OF[path] ?? API_LIMIT)
  })
})
