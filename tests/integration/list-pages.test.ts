import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDatabase, getDb } from '~/server/db.server'
import { loader as logoLoader } from '~/routes/startup-logo'
import { loader as discoverLoader } from '~/routes/discover/route'
import { loader as talentHubLoader } from '~/routes/talent-hub/route'
import { loader as workspaceLoader } from '~/routes/workspace/route'
import { loader as apiStartups } from '~/routes/api/startups'
import { startups } from '../../db/schema'
import { eventsSuite } from '../../bench/suites/events'
import { jobsSuite } from '../../bench/suites/jobs'
import { resourcesSuite } from '../../bench/suites/resources'
import { workspacesSuite } from '../../bench/suites/workspaces'
import { createStartup, createUser, routeArgs, signedInCookie } from '../support/factories'
import { startInProcessServer, type InProcessServer } from '../support/query-count'
import { type Cards, cardRows } from '~/shared/columns'
import { logoUrl } from '~/shared/startup-logo'
import { generatedLogoSvg } from '~/server/generated-logo.server'

// What a list page sends (docs/decisions/0050-what-list-pages-send.md): only the fields its cards render, the
// logo as a URL served by /startup/{id}/logo; the /api twin keeps the whole contract.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123"/></svg>'
let inline: number
let linked: number
let hidden: number

/** The bench's rows (bench/suites), enough for every list page to show a full page of 50. */
const ROWS = 400
let server: InProcessServer

beforeAll(async () => {
  const database = await getDatabase()
  for (const suite of [jobsSuite, eventsSuite, workspacesSuite, resourcesSuite]) await suite.ensure(database, ROWS, () => undefined)
  server = await startInProcessServer()
  const founder = await createUser({ userType: 'startup' })
  inline = (await createStartup(founder, { name: 'Inline Logo Co' })).id
  linked = (await createStartup(founder, { name: 'Linked Logo Co' })).id
  hidden = (await createStartup(founder, { name: 'Hidden Logo Co', isActive: false })).id
  const db = await getDb()
  const data = Buffer.from(SVG).toString('base64')
  for (const id of [inline, hidden]) {
    await db.update(startups).set({ logoData: data, logoType: 'image/svg+xml' }).where(eq(startups.id, id))
  }
  await db.update(startups).set({ logo: 'https://cdn.example.com/logo.png' }).where(eq(startups.id, linked))
}, 300_000)

afterAll(async () => {
  await server?.close()
})

/**
 * A list page's HTML for a first page of 50 cards on the bench rows, uncompressed, as a visitor. The issue asks for
 * ≤ 60 KB: every page is held to it, and to a budget a few hundred bytes above what it weighs today (a ratchet). `entries` counts the links to the entries (or their Book Now), so a page showing fewer
 * than 50 fails, not passes. Measured here: before 0050 /discover 145 KB; before the card work (0050) 88.5 / 156.7 /
 * 154.8 / 146.5 / 218.8 KB; after 0050 74.8 / 95.4 / 104.8 / 84.4 / 115.8; after 0059 (docs/decisions/0059)
 * 58.9 / 74.3 / 88.2 / 73.7 / 96.1; with the head's low-priority module preloads and meta descriptions (0058)
 * 59.9 / 74.3 / 89.2 / 74.7 / 96.1; with the first page's cards only in the markup (0064) 50.5 / 62.9 / 77.7 / 66.1 /
 * 88.2; with one shared chunk and the lazy member home (0063) and the job card's posted day and button (0064)
 * 48.0 / 59.4 / 75.0 / 63.5 / 85.6; with the cards of /events, /workspace and /resources styled from their card's class,
 * the resource icons drawn by CSS, and the header, footer, filter bar and tiles named once (0065) 45.8 / 57.2 / 59.5 /
 * 53.9 / 58.8; with the scripts requested after the first paint (0066: a 0.74 KB inline script) 46.3 / 57.6 / 59.8 / 54.3 / 59.3; without the manifest script's indentation 45.8 / 57.1 / 59.3 / 53.8 /
 * 58.7; on React Router 8 with plain rendering (0092: the cards in the markup and again in the hydration data,
 * no kept server-only cards) 55.5 / 68.7 / 70.3 / 62.8 / 67.3; with shorter cards (0098: /events' RSVP buttons in two
 * shared forms, the job, resource and workspace cards styled from their card's class, names composed from shared
 * phrases instead of repeating each card's name, the data trimmed to what the cards show) 55.7 / 58.8 / 59.6 / 58.3 /
 * 58.6, the budgets ≈ 400 bytes above.
 */
// Issue 42 (2026-11-29) put the near-a-city control on four list pages (decision 0115): its 53 cities travel twice,
// as the select's options and as the loader's points for "Use my location"; /talent-hub's cards also carry the
// culture fit (0118). Measured in the fresh-clone CI: 62.4 / 69.3 / 66.3 / 64.9 KB. That is over issue 39's 60 KB
// target: a known regression, recorded in the closing note, to be won back (the cities out of the page's data, the
// fit's reasons shorter). The budgets below are those figures + ~0.5 KB, so nothing grows further meanwhile.
// Valid markup (decision 0125): /events' 50 RSVP buttons say `type="submit"` (+0.7 KB, less the cancel form a visitor's
// page no longer carries): 66.9 KB, its budget 67.4.
// Issue 39, 2026-11-30: the city select's choices carry no coordinates ("Use my location" asks GET /api/cities for
// the nearest city), and Talent Hub's 14 tech-stack boxes are styled from their container's class: 60.9 / 65.8 /
// 64.3 / 64.0 KB (before 62.4 / 69.3 / 66.9 / 64.9). Budgets ≈ 0.5 KB above.
// Issue 39, 2026-11-30, decision 0144: the 53 cities leave the pages (the near control shows the city applied and opens
// `?dialog=near`, whose loader alone sends them), a column no card has is not sent (a visitor's fit, cityId), Talent
// Hub's tech lists are unnamed and its facts unwrapped, /workspace's rate is a <b>, /events names only the hints its
// cards use: 56.6 / 58.9 / 59.6 / 59.0 KB. Every list page is within the 60 KB target again; budgets ≈ 0.4 KB above,
// never above 60.
const LIST_PAGES: [path: string, entry: RegExp, budgetKb: number][] = [
  ['/discover', /href="\/startup\/\d+"/g, 57],
  ['/talent-hub', /href="\/jobs\/\d+"/g, 59.3],
  ['/events', /href="\/events\/\d+"/g, 60],
  ['/workspace', /workspaceId%3D\d+/g, 59.4],
  ['/resources', /href="\/resources\/\d+"/g, 59],
]
/** The issues' limit (issues 18 and 39): 60 KB of HTML for a 50-card list page; every list page meets it (0098). */
const LIMIT_KB = 60

describe('list pages: 50 cards within budget', () => {
  it.each(LIST_PAGES)('%s', async (path, entry, budgetKb) => {
    const response = await fetch(server.url + path)
    expect(response.status).toBe(200)
    const html = await response.text()
    const cards = new Set(html.match(entry) ?? [])
    const kb = Buffer.byteLength(html) / 1024
    console.log(`${path}: ${kb.toFixed(1)} KB, ${cards.size} entries`)
    expect(cards.size).toBeGreaterThanOrEqual(50)
    expect(kb).toBeLessThanOrEqual(budgetKb)
    expect(kb).toBeLessThanOrEqual(LIMIT_KB)
  })
})

// A card shows what its viewer may do: one viewer's cards never reach another.
describe("cards follow the viewer and the page's address", () => {
  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

  it("/resources: a visitor's Contact signs in first, a member's reveals the contact; neither leaks into the other", async () => {
    const member = await signedInCookie(await createUser())
    const visitorLink = /href="\/auth\?redirectTo=%2Fresources%2F\d+%3Fcontact%3Dreveal"/g
    const memberLink = /href="\/resources\/\d+\?contact=reveal#contact"/g
    for (const round of [1, 2]) {
      const visitor = await (await fetch(server.url + '/resources')).text()
      // Resources with a way to contact them have the button (most of the page's 50).
      const contacts = count(visitor, visitorLink)
      expect(contacts, `visitor, round ${round}`).toBeGreaterThanOrEqual(20)
      expect(count(visitor, memberLink)).toBe(0)
      const signedIn = await (await fetch(server.url + '/resources', { headers: { cookie: member } })).text()
      expect(count(signedIn, memberLink), `member, round ${round}`).toBe(contacts)
      expect(count(signedIn, visitorLink)).toBe(0)
    }
  })

  it("/workspace: Book Now carries the page's own filters back through sign-in, per address", async () => {
    const plain = await (await fetch(server.url + '/workspace')).text()
    const filtered = await (await fetch(server.url + '/workspace?sort=price')).text()
    expect(count(plain, /redirectTo=%2Fworkspace%3Fdialog%3Dbook-workspace/g)).toBeGreaterThanOrEqual(50)
    expect(count(filtered, /redirectTo=%2Fworkspace%3Fsort%3Dprice%26dialog%3Dbook-workspace/g)).toBeGreaterThanOrEqual(50)
    expect(count(plain, /sort%3Dprice/g)).toBe(0)
  })
})

describe('the other list pages send card views', () => {
  it('/talent-hub: no requirements, no logo, the company by name, the salary as its text, the posted day, three technologies and how many more, one array per field', async () => {
    // What a client navigation gets (a document's cards are its markup only: below).
    const data = await talentHubLoader(routeArgs(new Request('http://localhost/talent-hub.data')))
    // No cityId (the near filter reads it in SQL; a card shows the distance); no fit for a visitor (it is a member's
    // with preferences, 0118): a field no card has is no column (decision 0144), and moreTech only when a job has more
    // than 3 technologies.
    const columns = Object.keys(data.jobs.columns!)
    expect(columns.filter((column) => column !== 'moreTech').sort()).toEqual(
      ['company', 'description', 'experienceLevel', 'id', 'isRemote', 'location', 'posted', 'salary', 'techStack', 'title', 'type'],
    )
    const jobs = cardRows(data.jobs)!
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) {
      // Intl writes it (decision 0123): "Competitive", "From SGD 72,000", "SGD 72,000–96,000", "₹134,000 – ₹163,000".
      const amount = String.raw`(?:[A-Z]{3}\s|[^\d\s]+)?[\d,]+`
      expect(job.salary).toMatch(new RegExp(String.raw`^(Competitive|From ${amount}|${amount}(?:\s?–\s?${amount})?)$`))
      expect(job.posted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(job.techStack.length).toBeLessThanOrEqual(3)
    }
  })

  it('/workspace: one photo, the amenities shown and how many more, no zone', async () => {
    const data = (await workspaceLoader(routeArgs(new Request('http://localhost/workspace')))) as unknown as {
      workspaces: Cards<Record<string, unknown>>
    }
    const workspaces = cardRows(data.workspaces)!
    expect(workspaces.length).toBeGreaterThan(0)
    for (const workspace of workspaces) {
      expect(workspace).not.toHaveProperty('images')
      expect(workspace).not.toHaveProperty('timeZone')
      expect((workspace.amenities as unknown[]).length).toBeLessThanOrEqual(4)
      expect(workspace).toHaveProperty('moreAmenities')
    }
  })
})

describe('/discover sends only what its cards show', () => {
  it('each card has the rendered fields and a logo URL, never the logo bytes or unused fields', async () => {
    const data = await discoverLoader(routeArgs(new Request('http://localhost/discover.data')))
    expect(Object.keys(data.startups.columns!).sort()).toEqual(
      // distanceKm only when the list is filtered by distance (decision 0115; below): a field no card has is no column.
      ['description', 'foundingYear', 'id', 'location', 'logo', 'name', 'sector', 'stage', 'teamSize'].sort(),
    )
    const startups = cardRows(data.startups)!
    const card = startups.find((startup) => startup.id === inline)!
    expect(card.logo).toMatch(new RegExp(`^/startup/${inline}/logo\\?v=[0-9a-z]+$`))
    expect(startups.find((startup) => startup.id === linked)!.logo).toBe('https://cdn.example.com/logo.png')
  })

  it('the /api twin still answers every field of the contract, the inline logo included', async () => {
    const response = (await apiStartups(routeArgs(new Request('http://localhost/api/startups?limit=100')))) as Response
    const rows = (await response.json()) as Record<string, unknown>[]
    expect(rows.find((row) => row.id === inline)).toMatchObject({ logoType: 'image/svg+xml', logoData: expect.any(String) })
  })
})

describe('GET /startup/{id}/logo', () => {
  it('serves the inline logo as an image that cannot run, cacheable for good under its fingerprint', async () => {
    const response = (await logoLoader(
      routeArgs(new Request(`http://localhost/startup/${inline}/logo?v=abc`), { params: { id: String(inline) } }),
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(SVG)
  })

  it('draws the generated mark of a startup without an inline logo, from its name, under the same headers (0145)', async () => {
    const plain = (await createStartup(await createUser({ userType: 'startup' }), { name: 'Quiet Harbor' })).id
    const url = logoUrl({ id: plain, name: 'Quiet Harbor', logo: null, logoData: null, logoType: null })
    expect(url).toMatch(new RegExp(`^/startup/${plain}/logo\\?v=m1[0-9a-z]+$`))
    const response = (await logoLoader(routeArgs(new Request(`http://localhost${url}`), { params: { id: String(plain) } }))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toBe(generatedLogoSvg('Quiet Harbor'))
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(svg))
    // A rename draws another monogram under another URL, so no browser keeps the old one.
    expect(logoUrl({ id: plain, name: 'Harbor Works', logo: null })).not.toBe(url)
    expect(generatedLogoSvg('Harbor Works')).not.toBe(svg)
  })

  it.each([
    ['an inactive startup', () => hidden],
    ['an unknown startup', () => 99_999_999],
  ])('answers 404 for %s', async (_, id) => {
    const response = (await logoLoader(
      routeArgs(new Request(`http://localhost/startup/${id()}/logo`), { params: { id: String(id()) } }),
    )) as Response
    expect(response.status).toBe(404)
  })

  it('answers 404 for an id that is not a number', async () => {
    const response = (await logoLoader(routeArgs(new Request('http://localhost/startup/x/logo'), { params: { id: 'x' } }))) as Response
    expect(response.status).toBe(404)
  })
})
