import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookiesFrom, removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

/**
 * Issue 38 item 7's words as the production server sends its pages (JavaScript off: what the HTML says): the
 * unauthorized messages, the logo upload's failure, the claim success page's note and the Creation Program's dates.
 */
const ADMIN = { email: 'spec-admin@example.com', password: 'admin-password-123' }
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const get = (path: string, cookie = '') => fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
/** The visible text of a page: tags dropped, entities of quotes decoded, whitespace folded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** Follows a redirect the way a browser does, sending back the cookies it set. */
async function follow(response: Response, cookie = ''): Promise<string> {
  expect(response.status).toBe(302)
  const next = await get(response.headers.get('location')!, [cookie, cookiesFrom(response)].filter(Boolean).join('; '))
  expect(next.status).toBe(200)
  return textOf(await next.text())
}

describe('unauthorized (000 §5, 001 §8)', () => {
  it("a visitor sent from the dashboard: the 'Unauthorized' toast and 'Please log in to access your dashboard.'", async () => {
    const shown = await follow(await get('/dashboard'))
    expect(shown).toContain('Unauthorized')
    expect(shown).toContain('You are logged out. Logging in again...')
    expect(shown).toContain('Please log in to access your dashboard.')
    // From another signed-in page, the sign-in page does not talk about the dashboard.
    const fromProfile = await follow(await get('/profile'))
    expect(fromProfile).toContain('You are logged out. Logging in again...')
    expect(fromProfile).not.toContain('Please log in to access your dashboard.')
  })

  it("a member whose session ended: 'Your session has expired. Please log in again.', once", async () => {
    const member = await signUpMember(server)
    const logout = await fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { Cookie: member.cookie } })
    expect(logout.status).toBe(200)
    // The browser still sends the old cookie (another tab signed out, or the session timed out).
    const refused = await get('/profile', member.cookie)
    expect(refused.headers.get('location')).toBe('/auth?redirectTo=%2Fprofile')
    expect(await follow(refused, member.cookie)).toContain('Your session has expired. Please log in again.')
    const cleared = refused.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='))
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
    // Without the dead cookie, the next visit is an ordinary visitor's.
    expect(await follow(await get('/profile'))).not.toContain('Your session has expired')
  })
})

describe("a refused logo upload: 'Failed to upload logo' (001 §8)", () => {
  function logoForm(fields: Record<string, string>) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('logo', new File(['not an image at all'], 'notes.txt', { type: 'text/plain' }))
    return form
  }

  it("the founder's edit page and the admin's Edit Startup say so under the logo field", async () => {
    const founder = await signUpMember(server)
    const created = await fetch(`${server.url}/api/startups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: founder.cookie },
      body: JSON.stringify({ name: 'Logo Refused Co', description: 'A startup.', sector: 'fintech', location: 'Singapore', stage: 'seed' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }

    const own = await fetch(`${server.url}/startup/${id}/edit`, {
      method: 'POST',
      headers: { Cookie: founder.cookie },
      body: logoForm({ intent: 'logo' }),
    })
    expect(own.status).toBeGreaterThanOrEqual(400)
    expect(textOf(await own.text())).toMatch(/Failed to upload logo: \S/)

    const signIn = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(signIn.status).toBe(200)
    const admin = await fetch(`${server.url}/admin/startups?dialog=edit-startup&startup=${id}`, {
      method: 'POST',
      headers: { Cookie: cookiesFrom(signIn) },
      body: logoForm({ name: 'Logo Refused Co', industry: 'fintech', stage: 'seed', description: 'A startup.' }),
    })
    expect(admin.status).toBeGreaterThanOrEqual(400)
    expect(textOf(await admin.text())).toMatch(/Failed to upload logo: \S/)
  })
})

describe('the claim success page (001 §2)', () => {
  it('claims no confirmation e-mail without a paid claim, and says where the claim can be followed', async () => {
    const member = await signUpMember(server)
    const response = await get('/claim-success/1', member.cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    const shown = textOf(html)
    expect(shown).toContain('Claim Submitted Successfully!')
    expect(shown).not.toMatch(/sent a confirmation e-?mail/i)
    expect(shown).toContain('The claim page of this startup shows whether your claim')
    expect(html).toContain('href="/claim-profile/1"')
  })
})

describe('the Creation Program (000 §2, §9)', () => {
  it('every date shown as upcoming is in the future', async () => {
    const member = await signUpMember(server)
    const response = await get('/creation-program', member.cookie)
    expect(response.status).toBe(200)
    const html = await response.text()
    const shown = textOf(html)
    const now = Date.now()

    const sessions = [...html.matchAll(/<time datetime="([^"]+)"/gi)].map((match) => Date.parse(match[1]!))
    expect(sessions).toHaveLength(2)
    for (const at of sessions) expect(at).toBeGreaterThan(now)
    expect(shown).not.toContain('2025')

    const closes = /Applications close ([A-Z][a-z]{2} \d{1,2}, \d{4})\./.exec(shown)
    expect(closes).not.toBeNull()
    // The 15th, ahead of today wherever the reader is (the program keeps Singapore time, GMT+8).
    expect(Date.parse(`${closes![1]} 23:59 GMT+0800`)).toBeGreaterThan(now)
    const cohort = /Next cohort starts ([A-Z][a-z]+) (\d{4})/.exec(shown)
    expect(cohort).not.toBeNull()
    expect(Date.parse(`${cohort![1]} 1, ${cohort![2]} 00:00 GMT+0800`)).toBeGreaterThan(now)
    for (const at of sessions) expect(at).toBeLessThan(Date.parse(`${cohort![1]} 1, ${cohort![2]} 00:00 GMT+0800`))
  })
})
