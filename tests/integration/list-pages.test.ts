import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/lib/db.server'
import { loader as logoLoader } from '~/routes/startup-logo'
import { loader as discoverLoader } from '~/routes/discover/route'
import { loader as apiStartups } from '~/routes/api/startups'
import { startups } from '../../db/schema'
import { createStartup, createUser, routeArgs } from '../support/factories'

// What a list page sends (docs/decisions/0050-what-list-pages-send.md): only the fields its cards render, the
// logo as a URL served by /startup/{id}/logo; the /api twin keeps the whole contract.

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123"/></svg>'
let inline: number
let linked: number
let hidden: number

beforeAll(async () => {
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
})

describe('/discover sends only what its cards show', () => {
  it('each card has the rendered fields and a logo URL, never the logo bytes or unused fields', async () => {
    const data = (await discoverLoader(routeArgs(new Request('http://localhost/discover')))) as {
      startups: Record<string, unknown>[]
    }
    const card = data.startups.find((startup) => startup.id === inline)!
    expect(Object.keys(card).sort()).toEqual(
      ['description', 'foundingDate', 'id', 'location', 'logo', 'name', 'sector', 'stage', 'teamSize'].sort(),
    )
    expect(card.logo).toMatch(new RegExp(`^/startup/${inline}/logo\\?v=[0-9a-z]+$`))
    expect(data.startups.find((startup) => startup.id === linked)!.logo).toBe('https://cdn.example.com/logo.png')
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

  it.each([
    ['a startup without an inline logo', () => linked],
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
