import { expect } from 'vitest'
import { JOB_POST_LIMIT_REACHED, JOB_POST_UPGRADE_URL } from '~/domain/job-credits'
import { grantJobCredits, jobPostAllowance } from '~/models/job-credits.server'
import { action as jobsApi } from '~/routes/api/jobs'
import type { AdminUser } from '~/server/context'
import type { PublicUser } from '~/shared/user'
import { createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { jsonRequest } from './http'
import { putOnPlan } from './plans'

/**
 * Job-post allowances and credits (issue 44, docs/decisions/0138), run on both drivers (job-credits.test.ts on the
 * embedded file, job-credits-on-libsql.test.ts on sqld): the posting INSERT counts the month's posts and the credits
 * left in its own statement.
 */

export const jobBody = (startupId: number, n: number) => ({
  startupId,
  title: `Engineer ${n}`,
  description: 'Build the product with us: a job posted by a test.',
  location: 'Singapore',
  type: 'full-time',
  experienceLevel: 'mid',
})

export async function postJobs(owner: PublicUser, startupId: number, count: number, from = 0): Promise<Response[]> {
  const cookie = await signedInCookie(owner)
  return Promise.all(
    Array.from({ length: count }, (_, k) =>
      jobsApi(routeArgs(jsonRequest('/api/jobs', 'POST', jobBody(startupId, from + k), { Cookie: cookie }))) as Promise<Response>,
    ),
  )
}

const statuses = (responses: Response[]) => responses.map((response) => response.status).sort()

/**
 * 20 parallel posts on a new Starter startup: exactly its 2 posts of the month are taken (201), the other 18 are 402
 * `{ message, upgradeUrl }`. Then an admin grants 3 credits: of 5 more parallel posts exactly 3 pass. Professional
 * posts without limit.
 */
export async function runJobPostRace(admin: AdminUser): Promise<{ first: number[]; afterCredits: number[] }> {
  const owner = await createUser({ userType: 'startup' })
  const startup = await createStartup(owner, { name: `Credit Race ${owner.id}` })
  const first = await postJobs(owner, startup.id, 20)
  expect(statuses(first)).toEqual([...Array(2).fill(201), ...Array(18).fill(402)])
  const refused = first.find((response) => response.status === 402)!
  expect(await refused.json()).toEqual({ message: JOB_POST_LIMIT_REACHED, upgradeUrl: JOB_POST_UPGRADE_URL })
  expect(await jobPostAllowance(startup.id)).toEqual({ perMonth: 2, postedThisMonth: 2, creditsLeft: 0 })

  expect(await grantJobCredits(admin, { startupId: startup.id, amount: 3, reason: 'Launch partner' })).toMatchObject({ creditsLeft: 3 })
  const afterCredits = await postJobs(owner, startup.id, 5, 100)
  expect(statuses(afterCredits)).toEqual([201, 201, 201, 402, 402])
  expect(await jobPostAllowance(startup.id)).toEqual({ perMonth: 2, postedThisMonth: 5, creditsLeft: 0 })

  // Professional: no monthly limit.
  await putOnPlan(owner, 'professional')
  expect(statuses(await postJobs(owner, startup.id, 4, 200))).toEqual([201, 201, 201, 201])
  return { first: statuses(first), afterCredits: statuses(afterCredits) }
}
