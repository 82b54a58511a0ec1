import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * MUTATION_RATE_LIMIT is for "any other non-GET request" (README "Configuration"): sign-ins and sign-ups are counted
 * by AUTH_RATE_LIMIT alone, every attempt (malformed ones too), so a member who has just signed up and signed in
 * still has the whole mutation allowance (issue 38 item 7, docs/decisions/0085-small-points-of-issue-38.md).
 */
let server: RunningServer

beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1', MUTATION_RATE_LIMIT: '5', AUTH_RATE_LIMIT: '4' } })
}, 60_000)

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

let lastAddress = 0
/** Each test is its own client: the limits count per address (X-Forwarded-For, believed with TRUST_PROXY=1). */
const newAddress = () => `198.51.100.${++lastAddress}`

function formPost(path: string, fields: Record<string, string>, address: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams(fields).toString(),
  })
}

function jsonPost(path: string, body: unknown, address: string) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  })
}

/** An ordinary mutation: the language choice (a form post answered 303). */
const mutate = (address: string) => formPost('/language', { lang: 'ko', redirectTo: '/' }, address)

async function mutations(address: string, count: number): Promise<number[]> {
  const statuses = []
  for (let i = 0; i < count; i++) statuses.push((await mutate(address)).status)
  return statuses
}

const account = (email: string) => ({ email, password: 'password-123', firstName: 'Rate', lastName: 'Limit' })

describe('sign-ups and sign-ins are not mutations', () => {
  it('a member who signs up and signs in through the pages still has all 5 mutations; the 6th is 429', async () => {
    const address = newAddress()
    const email = `pages-${Date.now()}@example.com`
    const signup = await formPost('/signup-public', { ...account(email), confirmPassword: 'password-123' }, address)
    expect(signup.status).toBe(302)
    const signin = await formPost('/auth', { email, password: 'password-123' }, address)
    expect(signin.status).toBe(302)
    const wrong = await formPost('/auth', { email, password: 'wrong-password-1' }, address)
    expect(wrong.status).toBe(401)
    expect(await mutations(address, 6)).toEqual([303, 303, 303, 303, 303, 429])
  })

  it('the same through the .data requests of JavaScript and the /api doors', async () => {
    const address = newAddress()
    const email = `data-${Date.now()}@example.com`
    const signup = await formPost('/signup-startup.data', { ...account(email), confirmPassword: 'password-123' }, address)
    expect(signup.status).toBe(202)
    expect((await jsonPost('/api/auth/login', { email, password: 'password-123' }, address)).status).toBe(200)
    expect((await jsonPost('/api/auth/signup', account(`api-${Date.now()}@example.com`), address)).status).toBe(201)
    expect(await mutations(address, 6)).toEqual([303, 303, 303, 303, 303, 429])
  })

  it('other mutations still count: the 6th non-GET request of any kind is 429', async () => {
    const address = newAddress()
    const logout = () => fetch(`${server.url}/api/auth/logout`, { method: 'POST', headers: { 'X-Forwarded-For': address } })
    expect((await logout()).status).toBe(200)
    expect((await logout()).status).toBe(200)
    expect(await mutations(address, 4)).toEqual([303, 303, 303, 429])
  })
})

describe('their own limit counts every attempt, malformed ones too', () => {
  it('sign-in page: 4 malformed forms are 400, the 5th is 429', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await formPost('/auth', { email: 'not-an-email' }, address)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    expect(await (await formPost('/auth', { email: 'not-an-email' }, address)).text()).toContain('Too many sign-in attempts')
    // The mutation allowance is untouched.
    expect(await mutations(address, 1)).toEqual([303])
  })

  it('POST /api/auth/login: 4 malformed bodies are 400, the 5th is 429', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await jsonPost('/api/auth/login', { email: 42 }, address)).status)
    expect(statuses).toEqual([400, 400, 400, 400, 429])
  })
})
