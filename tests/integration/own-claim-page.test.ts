import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileClaims } from '../../db/schema'
import { OWN_CLAIM_REVIEW } from '~/domain/claims'
import { getDb } from '~/server/db.server'
import { createAdmin, createStartup, createUser, signedInCookie } from '../support/factories'
import { startInProcessServer, type InProcessServer } from '../support/query-count'

// Decision 0084 on the page as served (no JavaScript needed): the admin who made a claim is not offered Approve and
// Reject on it, and is told why; another admin is offered both.

let server: InProcessServer
let claimName: string
const cookies: Record<'claimant' | 'other', string> = { claimant: '', other: '' }

beforeAll(async () => {
  const claimant = await createAdmin()
  const other = await createAdmin()
  cookies.claimant = await signedInCookie(claimant)
  cookies.other = await signedInCookie(other)
  claimName = `Own Claim Co ${Date.now()}`
  const { id } = await createStartup(await createUser({ userType: 'startup' }), { name: claimName })
  const db = await getDb()
  await db.insert(profileClaims).values({
    startupId: id,
    claimerId: claimant.id,
    companyName: claimName,
    claimerName: 'Ada Admin',
    claimerEmail: claimant.email,
    claimerTitle: 'CEO',
    businessRegistration: '201912345K',
    justification: 'I run it.',
    paymentStatus: 'paid',
  })
  server = await startInProcessServer()
})

afterAll(async () => {
  await server?.close()
})

/** The claim's list item in the page's HTML, from its name to the item's end. */
async function claimItem(cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/admin/profile-claims`, { headers: { Cookie: cookie } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const start = html.indexOf(claimName)
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</li>', start))
}

describe('/admin/profile-claims and an admin’s own claim', () => {
  it('shows its claimer the rule instead of Approve and Reject', async () => {
    const item = await claimItem(cookies.claimant)
    expect(item).toContain(OWN_CLAIM_REVIEW)
    expect(item).not.toMatch(/value="approve"|value="reject"/)
  })

  it('offers another admin Approve and Reject', async () => {
    const item = await claimItem(cookies.other)
    expect(item).not.toContain(OWN_CLAIM_REVIEW)
    expect(item).toMatch(/value="approve"/)
    expect(item).toMatch(/value="reject"/)
  })
})
