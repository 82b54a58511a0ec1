import { eq, count } from 'drizzle-orm'
import { expect } from 'vitest'
import { follows } from '../../db/schema'
import { MAX_FOLLOWS } from '~/domain/follows'
import { action as apiFollows, loader as apiFollowsGet } from '~/routes/api/follows'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { getRequest, jsonRequest } from './http'

/** Follows (docs/decisions/0130-follows-and-activity-feed.md): helpers the tests on both drivers share. */

export const cookieOf = async (user?: PublicUser): Promise<Record<string, string>> => (user ? { Cookie: await signedInCookie(user) } : {})

export async function callFollows(method: 'POST' | 'DELETE', body: unknown, user?: PublicUser): Promise<Response> {
  return apiFollows(routeArgs(jsonRequest('/api/follows', method, body, await cookieOf(user))))
}

export async function getFollows(user?: PublicUser): Promise<Response> {
  return apiFollowsGet(routeArgs(getRequest('/api/follows', await cookieOf(user))))
}

export async function followCountOf(userId: number): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(follows).where(eq(follows.userId, userId))
  return row!.n
}

/**
 * A member three short of the cap posts twelve follows at once (each of twelve startups, and the first one twice):
 * exactly three new follows are taken, the rest are refused 409 (or are the repeat, 200), and the member ends at the
 * cap — the INSERT … SELECT … WHERE count < cap decides in one statement on either driver.
 */
export async function runFollowCapRace(): Promise<{ accepted: number; refused: number; total: number }> {
  const member = await createUser({ firstName: 'Capped' })
  const founder = await createUser({ userType: 'startup' })
  const targets = await Promise.all(Array.from({ length: 12 }, (_, n) => createStartup(founder, { name: `Race ${n} ${member.id}` })))
  const db = await getDb()
  // Follows of targets that are gone (no foreign key on the target): they still count towards the cap.
  const filler = Array.from({ length: MAX_FOLLOWS - 3 }, (_, n) => ({ userId: member.id, targetType: 'startup' as const, targetId: 900_000_000 + n }))
  for (let start = 0; start < filler.length; start += 300) await db.insert(follows).values(filler.slice(start, start + 300))
  const cookie = await cookieOf(member)
  const post = (id: number) => apiFollows(routeArgs(jsonRequest('/api/follows', 'POST', { type: 'startup', id }, cookie)))
  const answers = await Promise.all([...targets.map((target) => post(target.id)), post(targets[0]!.id)])
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.every((status) => status === 200 || status === 409), statuses.join()).toBe(true)
  const refused = statuses.filter((status) => status === 409).length
  const total = await followCountOf(member.id)
  expect(total).toBe(MAX_FOLLOWS)
  // Twelve distinct targets for three places: nine refused, whichever order the statements ran in.
  expect(refused).toBeGreaterThanOrEqual(9)
  const refusal = answers.find((answer) => answer.status === 409)!
  expect(await refusal.json()).toEqual({ message: 'You can follow at most 1,000 startups, investors and organisers' })
  return { accepted: statuses.length - refused, refused, total }
}
