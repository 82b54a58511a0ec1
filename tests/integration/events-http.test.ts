import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { removeDatabase, startServer, type RunningServer } from '../support/server'

/**
 * The seat race over HTTP on the embedded database, with two server processes sharing one database file: the
 * RSVP statement holds whichever process answers, because SQLite's write lock, not the process, decides the seat.
 */
const SESSION_SECRET = 'http-test-session-secret-that-is-long-enough-0123456789'
const servers: RunningServer[] = []
let cookies: string[] = []
let organizerCookie = ''

beforeAll(async () => {
  const env = { MUTATION_RATE_LIMIT: '100000', SESSION_SECRET }
  servers.push(await startServer({ env }))
  // The second process opens the same database once the first has migrated it.
  servers.push(await startServer({ env, databaseUrl: servers[0]!.databaseUrl }))
  // Members and their sessions are written straight into that file, signed with the servers' secret.
  process.env.DATABASE_URL = servers[0]!.databaseUrl
  process.env.SESSION_SECRET = SESSION_SECRET
  vi.resetModules()
  const { createUser, signedInCookie } = await import('../support/factories')
  const members = await Promise.all(Array.from({ length: 61 }, () => createUser()))
  cookies = await Promise.all(members.map((member) => signedInCookie(member)))
  organizerCookie = cookies.shift()!
}, 120_000)

afterAll(async () => {
  const { getDatabase } = await import('~/server/db.server')
  await (await getDatabase()).close()
  await Promise.all(servers.map((server) => server.stop()))
  if (servers[0]) removeDatabase(servers[0].databaseUrl)
})

function call(index: number, path: string, cookie: string, body?: unknown) {
  const server = servers[index % servers.length]!
  return fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('RSVPs over HTTP, two server processes, one database file', () => {
  it('60 members at once for 5 seats: exactly 5 attending, 55 waitlisted; 2 cancel, the first 2 waiting get the seats', async () => {
    const created = await call(0, '/api/events', organizerCookie, {
      title: 'Two-process seat race',
      location: 'Singapore',
      startDate: '2099-06-01T10:00',
      endDate: '2099-06-01T12:00',
      maxAttendees: 5,
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }

    const answers = await Promise.all(cookies.map((cookie, k) => call(k, `/api/events/${id}/rsvp`, cookie, { status: 'attending' })))
    expect(answers.map((answer) => answer.status)).toEqual(cookies.map(() => 200))
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ status: string; waitlistPosition: number | null }>
    const attending = cookies.filter((_, k) => results[k]!.status === 'attending')
    const waiting = cookies
      .map((cookie, k) => ({ cookie, position: results[k]!.waitlistPosition }))
      .filter((_, k) => results[k]!.status === 'waitlisted')
    expect(attending).toHaveLength(5)
    expect(waiting).toHaveLength(55)

    const event = async (cookie = organizerCookie) => (await (await call(1, `/api/events/${id}`, cookie)).json()) as Record<string, unknown>
    expect(await event()).toMatchObject({ currentAttendees: 5, waitlistCount: 55 })

    // Where each stands now (positions were answered at the time; the queue is the order they joined).
    const queue = (await Promise.all(waiting.map(async (member) => ({ ...member, now: await event(member.cookie) }))))
      .sort((a, b) => Number(a.now.myWaitlistPosition) - Number(b.now.myWaitlistPosition))
    expect(queue.map((member) => member.now.myWaitlistPosition)).toEqual(Array.from({ length: 55 }, (_, k) => k + 1))

    const cancelled = await Promise.all(
      attending.slice(0, 2).map((cookie, k) => call(k, `/api/events/${id}/rsvp`, cookie, { status: 'not_attending' })),
    )
    expect(cancelled.map((answer) => answer.status)).toEqual([200, 200])
    expect(await event()).toMatchObject({ currentAttendees: 5, waitlistCount: 53 })
    for (const member of queue.slice(0, 2)) expect(await event(member.cookie)).toMatchObject({ myRsvpStatus: 'attending' })
    expect(await event(queue[2]!.cookie)).toMatchObject({ myRsvpStatus: 'waitlisted', myWaitlistPosition: 1 })
  }, 120_000)
})
