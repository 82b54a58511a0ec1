import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Issue 38 item 3 over real HTTP (decision 0083): the founder's e-mail is on the Team tab for the founder, and in none
// of the three answers a visitor or another member can ask for: the document, its `.data` and the /api twin.

let server: RunningServer
let founder: Awaited<ReturnType<typeof signUpMember>>
let other: Awaited<ReturnType<typeof signUpMember>>
let startupId: number

beforeAll(async () => {
  server = await startServer({ env: { AUTH_RATE_LIMIT: '1000', MUTATION_RATE_LIMIT: '100000' } })
  founder = await signUpMember(server)
  other = await signUpMember(server)
  const created = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: founder.cookie },
    body: JSON.stringify({ name: 'Team Mail Co', description: 'Keeps e-mails private.', sector: 'fintech', location: 'Singapore', stage: 'seed' }),
  })
  expect(created.status).toBe(201)
  startupId = ((await created.json()) as { id: number }).id
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const urls = () => [`/startup/${startupId}?tab=team`, `/startup/${startupId}.data?tab=team`, `/api/startups/${startupId}/team`]

async function body(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  expect(response.status, path).toBe(200)
  return response.text()
}

describe('the Team tab over HTTP', () => {
  it("gives visitors and other members the team without the founder's e-mail, page, .data and API alike", async () => {
    for (const path of urls()) {
      const forVisitor = await body(path)
      expect(forVisitor, path).toContain('Test Member')
      expect(forVisitor, path).not.toContain(founder.email)
      expect(await body(path, other.cookie), path).not.toContain(founder.email)
    }
  })

  it('gives the founder the e-mails, never to be cached', async () => {
    for (const path of urls()) expect(await body(path, founder.cookie), path).toContain(founder.email)
    const response = await fetch(`${server.url}/api/startups/${startupId}/team`, { headers: { Cookie: founder.cookie } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
