import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startups } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { createJob, createStartup, createUser, signedInCookie } from '../support/factories'
import { startInProcessServer, type InProcessServer } from '../support/query-count'

// Issue 46 item 11 on the pages as served (docs/decisions/0132): the create form and /discover's filters offer the
// same sectors and stages; a job's page shows its startup's uploaded logo.

// A 1×1 PNG.
const LOGO = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

let server: InProcessServer
let founderCookie: string
let jobId: number
let startupId: number

beforeAll(async () => {
  const founder = await createUser({ userType: 'startup' })
  founderCookie = await signedInCookie(founder)
  const { id } = await createStartup(founder, { name: 'Logo Labs' })
  startupId = id
  await (await getDb()).update(startups).set({ logoData: LOGO, logoType: 'image/png' }).where(eq(startups.id, id))
  jobId = (await createJob(id, { title: 'Logo Engineer' })).id
  server = await startInProcessServer()
})

afterAll(async () => {
  await server?.close()
})

async function page(path: string, cookie?: string): Promise<string> {
  const response = await fetch(server.url + path, { headers: cookie ? { Cookie: cookie } : {} })
  expect(response.status).toBe(200)
  return response.text()
}

/** The values of a page's `<select name=…>`, without the blank "any"/"choose" option. */
function optionValues(html: string, name: string): string[] {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)
  expect(select, `a select named ${name}`).not.toBeNull()
  return [...select![1]!.matchAll(/<option[^>]*value="([^"]*)"/g)].map((match) => match[1]!).filter(Boolean)
}

describe('sectors and stages: one list for the create form and /discover', () => {
  it('offers the same values, in the same order, in both', async () => {
    const [discover, create] = await Promise.all([page('/discover'), page('/create-startup', founderCookie)])
    for (const name of ['sector', 'stage']) {
      const filtered = optionValues(discover, name)
      expect(filtered.length).toBeGreaterThan(5)
      expect(optionValues(create, name)).toEqual(filtered)
    }
  })
})

describe('a job page', () => {
  it('shows the startup’s uploaded logo', async () => {
    const html = await page(`/jobs/${jobId}`)
    expect(html).toContain('Logo Engineer')
    // The picture itself (served under its fingerprint by /startup/{id}/logo), not a generated monogram.
    const src = new RegExp(`<img[^>]*src="(/startup/${startupId}/logo\\?v=[0-9a-z]+)"`).exec(html)?.[1]
    expect(src, 'the logo’s URL').toBeDefined()
    expect(src).not.toMatch(/v=m\d/)
    const image = await fetch(server.url + src!.replaceAll('&amp;', '&'))
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(LOGO)
  })
})
