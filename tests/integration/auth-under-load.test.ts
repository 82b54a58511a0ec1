import { afterAll, describe, expect, it } from 'vitest'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Sign-in hammered over HTTP against the production server: the limits hold across processes, and password hashing
// cannot starve the rest of the server.

const started: RunningServer[] = []
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()))
  for (const server of started) removeDatabase(server.databaseUrl)
})

async function start(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options)
  started.push(server)
  return server
}

function signIn(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
}

describe('the sign-in limit', () => {
  it('holds across two server processes sharing one database: 40 parallel wrong passwords, at most 10 checked', async () => {
    const first = await start({})
    // The second process opens the same database once the first has migrated it.
    const second = await start({ databaseUrl: first.databaseUrl })
    const member = await signUpMember(first)
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => signIn(index % 2 ? second : first, member.email, 'wrong-password')),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
    // Both processes answered some of each: the count lives in the database, not in either process.
    const byServer = (parity: number) => statuses.filter((_, index) => index % 2 === parity)
    expect(byServer(0)).toContain(429)
    expect(byServer(1)).toContain(429)
  })
})

describe('password hashing under load', () => {
  it('keeps /api/health and static files answering within a second while 40 sign-ins run in parallel', async () => {
    const server = await start({ env: { AUTH_RATE_LIMIT: '1000' } })
    const member = await signUpMember(server)
    let hammering = true
    const signIns = Promise.all(
      Array.from({ length: 40 }, () => signIn(server, member.email, 'wrong-password').then((answer) => answer.status)),
    ).finally(() => {
      hammering = false
    })
    const slowest = { health: 0, favicon: 0 }
    let probes = 0
    while (hammering) {
      for (const [name, path] of [
        ['health', '/api/health'],
        ['favicon', '/favicon.svg'],
      ] as const) {
        const startedAt = performance.now()
        const response = await fetch(`${server.url}${path}`)
        await response.arrayBuffer()
        expect(response.status).toBe(200)
        slowest[name] = Math.max(slowest[name], performance.now() - startedAt)
      }
      probes++
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const statuses = await signIns
    expect(probes).toBeGreaterThan(3)
    expect(slowest.health).toBeLessThan(1000)
    expect(slowest.favicon).toBeLessThan(1000)
    // One hash at a time and a short queue: the rest are told to come back (503 with Retry-After), never a 500.
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true)
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(17)
  })
})
