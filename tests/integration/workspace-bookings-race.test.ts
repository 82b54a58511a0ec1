import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client'
import { workspaceBookings, workspaces } from '../../db/schema'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import { removeDatabase, signUpMember, startServer, temporaryDatabaseUrl, type RunningServer } from '../support/server'
import { startSqld, type RunningSqld } from '../../tooling/sqld'

/**
 * No double booking under real concurrency (docs/decisions/0035): parallel POST /api/workspace-bookings against two
 * production server processes sharing one database, on each driver — the embedded file (better-sqlite3, two
 * processes, one file) and a libSQL server (sqld, both processes its clients). Every request is for the same time.
 */

const DAY = 24 * 60 * 60 * 1000
const PARALLEL = 50

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function twoServers(databaseUrl: string): Promise<[RunningServer, RunningServer]> {
  const env = { MUTATION_RATE_LIMIT: '100000' }
  const first = await startServer({ databaseUrl, env })
  cleanups.push(() => first.stop())
  // The second opens the database once the first has migrated it.
  const second = await startServer({ databaseUrl, env })
  cleanups.push(() => second.stop())
  return [first, second]
}

async function race(servers: RunningServer[], cookies: string[], workspaceId: number, date: string) {
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, index) =>
      fetch(`${servers[index % servers.length]!.url}/api/workspace-bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookies[index % cookies.length]! },
        body: JSON.stringify({ workspaceId, startTime: `${date}T10:00`, endTime: `${date}T11:00`, totalAmount: '0' }),
      }),
    ),
  )
  const statuses = responses.map((response) => response.status)
  const messages = await Promise.all(responses.map((response) => response.json() as Promise<{ message?: string }>))
  return { statuses, messages }
}

async function confirmed(database: Database, workspaceId: number): Promise<number> {
  const rows = await database.db
    .select({ id: workspaceBookings.id })
    .from(workspaceBookings)
    .where(and(eq(workspaceBookings.workspaceId, workspaceId), eq(workspaceBookings.status, 'confirmed')))
  return rows.length
}

const drivers: Array<[name: string, start: () => Promise<string>]> = [
  [
    'the embedded database (two processes, one file)',
    async () => {
      const url = temporaryDatabaseUrl()
      cleanups.push(async () => removeDatabase(url))
      return url
    },
  ],
  [
    'a libSQL server (sqld)',
    async () => {
      const sqld: RunningSqld = await startSqld()
      cleanups.push(() => sqld.stop())
      return sqld.url
    },
  ],
]

describe.each(drivers)('%s', (_, start) => {
  it(`${PARALLEL} parallel requests for the same hour: one for a meeting room, three for a hot desk area of 3`, async () => {
    const databaseUrl = await start()
    const servers = await twoServers(databaseUrl)
    const database = await openDatabase({ url: databaseUrl })
    cleanups.push(() => database.close())
    const members = await Promise.all([signUpMember(servers[0]), signUpMember(servers[1])])
    const cookies = members.map((member) => member.cookie)
    const [room, desks] = await database.db
      .insert(workspaces)
      .values([
        { name: 'Race Room', type: 'meeting-room', location: 'Singapore', capacity: 10, hourlyRate: '50.00' },
        { name: 'Race Desks', type: 'hot-desk', location: 'Singapore', capacity: 3, hourlyRate: '6.50' },
      ])
      .returning({ id: workspaces.id })
    const date = formatLocalDate(instantToLocal(new Date(Date.now() + 7 * DAY), 'Asia/Singapore'))

    const roomRace = await race(servers, cookies, room!.id, date)
    expect(roomRace.statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(roomRace.statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1)
    expect(new Set(roomRace.messages.filter((body) => body.message).map((body) => body.message))).toEqual(
      new Set(['This workspace is already booked for that time']),
    )
    expect(await confirmed(database, room!.id)).toBe(1)

    const deskRace = await race(servers, cookies, desks!.id, date)
    expect(deskRace.statuses.filter((status) => status === 201)).toHaveLength(3)
    expect(deskRace.statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 3)
    expect(await confirmed(database, desks!.id)).toBe(3)
  })
})
