import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { companyMilestones, profileClaims, startups, startupTeam } from '../../db/schema'
import { MAX_MILESTONES } from '~/domain/startup-showcase'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { addMilestone } from '~/models/startup-showcase.server'
import { action as fundingApi, loader as fundingApiGet } from '~/routes/api/startup-funding'
import { action as fundingItemApi } from '~/routes/api/startup-funding-item'
import { loader as profileLoader } from '~/routes/startup'
import { createAdmin, createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { getRequest, jsonRequest } from './http'

/**
 * Issue 41 items 2–3 (decision 0109) where money and limits are decided in SQL, run on both drivers
 * (startup-showcase.test.ts on the embedded file, startup-showcase-on-libsql.test.ts on sqld).
 */

export interface Who {
  user: PublicUser
  cookie: string
}

const who = async (user: PublicUser): Promise<Who> => ({ user, cookie: await signedInCookie(user) })

/**
 * A startup and everyone who may or may not change it: its founder, a team member, a claimed owner whose subscription
 * runs, a claimer whose claim lapsed (their team place no longer counts, decision 0083), a stranger and an admin.
 */
export async function showcaseCast() {
  const founder = await createUser({ userType: 'startup' })
  const { id: startupId } = await createStartup(founder)
  const teammate = await createUser()
  const owner = await createUser()
  const lapsed = await createUser()
  const db = await getDb()
  await db.insert(startupTeam).values({ startupId, userId: teammate.id, role: 'CTO' })
  const claim = (claimerId: number) => ({
    startupId,
    claimerId,
    companyName: 'Claimed Co',
    claimerName: 'Claimer',
    claimerEmail: 'claimer@example.com',
    claimerTitle: 'CEO',
    businessRegistration: 'REG-1',
    justification: 'I run it.',
    status: 'approved' as const,
    paymentStatus: 'paid' as const,
  })
  // The lapsed claimer's approved claim gave them a team place; then the owner's claim took the startup over.
  await db.insert(profileClaims).values([claim(lapsed.id), claim(owner.id)])
  await db.insert(startupTeam).values({ startupId, userId: lapsed.id, role: 'Owner' })
  await db.update(startups).set({ claimedByUserId: owner.id, subscriptionActive: true, isClaimedByOwner: true }).where(eq(startups.id, startupId))
  return {
    startupId,
    founder: await who(founder),
    teammate: await who(teammate),
    owner: await who(owner),
    lapsed: await who(lapsed),
    stranger: await who(await createUser()),
    admin: await who(await createAdmin()),
  }
}

const api = (path: string, method: string, body: unknown, cookie?: string, params: Record<string, string> = {}) =>
  routeArgs(jsonRequest(path, method, body, cookie ? { Cookie: cookie } : {}), { params })

async function postRound(startupId: number, cookie: string, body: Record<string, unknown>) {
  const id = String(startupId)
  return fundingApi(api(`/api/startups/${id}/funding`, 'POST', body, cookie, { id }))
}

/** Totals per currency: two currencies never added, a correction and a removal move them; the profile shows them. */
export async function runFundingTotals(): Promise<void> {
  const cast = await showcaseCast()
  const id = String(cast.startupId)
  const seed = await postRound(cast.startupId, cast.founder.cookie, {
    roundType: 'seed',
    amount: '1500000.50',
    currency: 'USD',
    date: '2023-04-01',
    leadInvestor: 'Jungle Ventures',
    investors: ['Jungle Ventures', 'East Ventures'],
  })
  expect(seed.status).toBe(201)
  const seedBody = (await seed.json()) as { round: { id: number; amount: string; investors: string[] }; totalFunding: unknown }
  expect(seedBody.round).toMatchObject({ amount: '1500000.50', investors: ['Jungle Ventures', 'East Ventures'] })
  expect(seedBody.totalFunding).toEqual([{ currency: 'USD', amount: '1500000.50' }])

  const seriesA = await postRound(cast.startupId, cast.teammate.cookie, {
    roundType: 'Series A',
    amount: '2,000,000',
    currency: 'SGD',
    date: '2024-09-15',
    leadInvestor: 'Vertex',
  })
  expect(seriesA.status).toBe(201)
  const usd2 = await postRound(cast.startupId, cast.owner.cookie, { roundType: 'pre-seed', amount: 250000, currency: 'USD', date: '2022-01-10' })
  expect(usd2.status).toBe(201)
  const usd2Id = ((await usd2.json()) as { round: { id: number } }).round.id
  const afterThree = ((await seriesA.clone().json()) as { totalFunding: unknown }).totalFunding
  expect(afterThree).toEqual([{ currency: 'SGD', amount: '2000000.00' }, { currency: 'USD', amount: '1500000.50' }])

  // The list keeps the tab's shape and order: newest first.
  const list = (await (await fundingApiGet(api(`/api/startups/${id}/funding`, 'GET', undefined, undefined, { id }))).json()) as Array<{ date: string }>
  expect(list.map((round) => round.date)).toEqual(['2024-09-15', '2023-04-01', '2022-01-10'])

  // A correction: the pre-seed was 300,000.25, not 250,000.
  const corrected = await fundingItemApi(
    api(`/api/startups/${id}/funding/${usd2Id}`, 'PATCH', { amount: '300000.25' }, cast.founder.cookie, { id, itemId: String(usd2Id) }),
  )
  expect(corrected.status).toBe(200)
  expect(((await corrected.json()) as { totalFunding: unknown }).totalFunding).toEqual([
    { currency: 'SGD', amount: '2000000.00' },
    { currency: 'USD', amount: '1800000.75' },
  ])
  // Removal of the seed round.
  const removed = await fundingItemApi(
    api(`/api/startups/${id}/funding/${seedBody.round.id}`, 'DELETE', undefined, cast.admin.cookie, { id, itemId: String(seedBody.round.id) }),
  )
  expect(removed.status).toBe(200)
  expect(await removed.json()).toEqual({
    totalFunding: [
      { currency: 'SGD', amount: '2000000.00' },
      { currency: 'USD', amount: '300000.25' },
    ],
  })
  // The profile's Funding tab reads the same totals.
  const profile = (await profileLoader(routeArgs(getRequest(`/startup/${id}?tab=funding`), { params: { id } }))) as {
    panel: { tab: string; totalFunding: unknown; funding: unknown[] }
  }
  expect(profile.panel.tab).toBe('funding')
  expect(profile.panel.totalFunding).toEqual([
    { currency: 'SGD', amount: '2000000.00' },
    { currency: 'USD', amount: '300000.25' },
  ])
  expect(profile.panel.funding).toHaveLength(2)
}

/** Who may add a round: founder, team, claimed owner, admin yes; lapsed claimer and stranger 403; visitor 401. */
export async function runFundingPermissions(): Promise<void> {
  const cast = await showcaseCast()
  const body = { roundType: 'seed', amount: '1000', currency: 'USD', date: '2024-01-01' }
  const statuses: Record<string, number> = {}
  for (const name of ['founder', 'teammate', 'owner', 'admin', 'lapsed', 'stranger'] as const) {
    statuses[name] = (await postRound(cast.startupId, cast[name].cookie, body)).status
  }
  const id = String(cast.startupId)
  statuses.visitor = (await fundingApi(api(`/api/startups/${id}/funding`, 'POST', body, undefined, { id }))).status
  expect(statuses).toEqual({ founder: 201, teammate: 201, owner: 201, admin: 201, lapsed: 403, stranger: 403, visitor: 401 })
}

/**
 * The milestone limit is decided by the insert: with one place left, eight editors adding at once get exactly one
 * milestone in and seven 409s.
 */
export async function runMilestoneLimitUnderConcurrency(): Promise<void> {
  const cast = await showcaseCast()
  const db = await getDb()
  const rows = Array.from({ length: MAX_MILESTONES - 1 }, (_, k) => ({
    startupId: cast.startupId,
    title: `Milestone ${k}`,
    achievedDate: '2024-01-01',
  }))
  await db.insert(companyMilestones).values(rows)
  const results = await Promise.allSettled(
    Array.from({ length: 8 }, (_, k) => addMilestone(cast.founder.user, cast.startupId, { title: `Race ${k}`, date: '2024-02-02' })),
  )
  const ok = results.filter((result) => result.status === 'fulfilled')
  const refused = results.filter(
    (result) => result.status === 'rejected' && (result.reason as { status?: number }).status === 409,
  )
  expect(ok).toHaveLength(1)
  expect(refused).toHaveLength(7)
  const stored = await db.select({ id: companyMilestones.id }).from(companyMilestones).where(eq(companyMilestones.startupId, cast.startupId))
  expect(stored).toHaveLength(MAX_MILESTONES)
}
