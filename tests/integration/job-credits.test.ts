import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAuditLog, jobs } from '../../db/schema'
import { JOB_CREDIT_AMOUNT_INVALID, JOB_CREDIT_TAKES_TOO_MANY, JOB_POST_UPGRADE_URL } from '~/domain/job-credits'
import { grantJobCredits, jobPostAllowance, monthStartMs } from '~/models/job-credits.server'
import { action as creditsApi, loader as creditsApiGet } from '~/routes/api/admin/job-credits'
import { action as pageAction, loader as pageLoader } from '~/routes/admin/jobs-credit'
import { action as talentHubAction } from '~/routes/talent-hub/route'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { getDb } from '~/server/db.server'
import { createAdmin, createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, refusal, settle } from '../support/http'
import { runJobPostRace } from '../support/job-credits'

// Job-post allowances and credits (issue 44 item 3, docs/decisions/0138-job-post-credits.md): the posting INSERT, the
// Post Job dialog's 402, Jobs Credit Management and /api/admin/job-credits. One database for the file.

describe('the allowance', () => {
  it('20 parallel posts on a Starter startup: exactly 2 (402 { message, upgradeUrl } for the rest); credits add posts; Professional has no limit', async () => {
    expect(await runJobPostRace(await createAdmin())).toEqual({
      first: [...Array(2).fill(201), ...Array(18).fill(402)],
      afterCredits: [201, 201, 201, 402, 402],
    })
  })

  it('counts the calendar month (UTC): last month’s posts do not count, credits carry over', async () => {
    const owner = await createUser({ userType: 'startup' })
    const startup = await createStartup(owner, { name: `Month ${owner.id}` })
    const lastMonth = new Date(monthStartMs(Date.now()) - 86_400_000)
    for (let k = 0; k < 3; k++) await createJob(startup.id, { createdAt: lastMonth })
    expect(await jobPostAllowance(startup.id)).toEqual({ perMonth: 2, postedThisMonth: 0, creditsLeft: 0 })
    expect(monthStartMs(Date.UTC(2031, 0, 31, 23, 59))).toBe(Date.UTC(2031, 0, 1))
    expect(monthStartMs(Date.UTC(2031, 1, 1, 0, 0))).toBe(Date.UTC(2031, 1, 1))
  })

  it('takes unused credits back, never below zero, audited', async () => {
    const admin = await createAdmin()
    const startup = await createStartup(await createUser({ userType: 'startup' }), { name: 'Take Back Co' })
    await grantJobCredits(admin, { startupId: startup.id, amount: 2, reason: 'Trial' })
    await expect(grantJobCredits(admin, { startupId: startup.id, amount: -3, reason: 'Too many' })).rejects.toMatchObject({
      status: 409,
      message: JOB_CREDIT_TAKES_TOO_MANY,
    })
    expect(await grantJobCredits(admin, { startupId: startup.id, amount: -2, reason: 'Ended' })).toMatchObject({ creditsLeft: 0 })
    await expect(grantJobCredits(admin, { startupId: 999_999, amount: 1, reason: 'x' })).rejects.toMatchObject({ status: 404 })
    const db = await getDb()
    const audit = await db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, startup.id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['grant-job-credits', 'take-back-job-credits'])
  })
})

describe('the Post Job dialog', () => {
  it('answers the third post of the month with 402, the message and the upgrade link, the values kept', async () => {
    const owner = await createUser({ userType: 'startup' })
    const startup = await createStartup(owner, { name: `Dialog ${owner.id}` })
    await createJob(startup.id)
    await createJob(startup.id)
    const fields = {
      intent: 'post-job',
      startupId: String(startup.id),
      title: 'Third engineer',
      description: 'A third job this month, on Starter.',
      location: 'Singapore',
      type: 'full-time',
      experienceLevel: 'mid',
    }
    const cookie = await signedInCookie(owner)
    const result = (await talentHubAction(routeArgs(formRequest('/talent-hub?dialog=post-job', fields, { Cookie: cookie }), { user: owner }) as never)) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> }; upgradeUrl?: string }
      init: { status: number }
    }
    expect(result.init.status).toBe(402)
    expect(result.data.upgradeUrl).toBe(JOB_POST_UPGRADE_URL)
    expect(result.data.result.initialValue).toMatchObject({ title: 'Third engineer' })
    const db = await getDb()
    expect(await db.select().from(jobs).where(eq(jobs.startupId, startup.id))).toHaveLength(2)
  })
})

describe('Jobs Credit Management and /api/admin/job-credits', () => {
  const admin = () => createAdmin()

  it('grants through the page (a plain form) and the API; lists the latest grants; bad input is a 400 with the values kept', async () => {
    const boss = await admin()
    const startup = await createStartup(await createUser({ userType: 'startup' }), { name: 'Granted Co' })
    const posted = await settle(() =>
      pageAction(routeArgs(formRequest('/admin/jobs-credit', { startupId: String(startup.id), amount: '4', reason: 'Hiring fair' }), { user: boss }) as never),
    )
    expect(posted.status).toBe(302)
    expect(posted.headers.get('Location')).toBe('/admin/jobs-credit')
    const bad = (await pageAction(routeArgs(formRequest('/admin/jobs-credit', { startupId: String(startup.id), amount: '0', reason: 'x' }), { user: boss }) as never)) as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      init: { status: number }
    }
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.amount).toEqual([JOB_CREDIT_AMOUNT_INVALID])
    expect(bad.data.result.initialValue).toMatchObject({ amount: '0', reason: 'x' })

    const cookie = { Cookie: await signedInCookie(boss) }
    const viaApi = (await creditsApi(routeArgs(jsonRequest('/api/admin/job-credits', 'POST', { startupId: startup.id, amount: 1, reason: 'API' }, cookie)))) as Response
    expect(viaApi.status).toBe(201)
    expect(await viaApi.json()).toEqual({ perMonth: 2, postedThisMonth: 0, creditsLeft: 5 })
    const tooMany = (await creditsApi(routeArgs(jsonRequest('/api/admin/job-credits', 'POST', { startupId: startup.id, amount: -9, reason: 'x' }, cookie)))) as Response
    expect(tooMany.status).toBe(409)
    const missing = (await creditsApi(routeArgs(jsonRequest('/api/admin/job-credits', 'POST', { startupId: 999_999, amount: 1, reason: 'x' }, cookie)))) as Response
    expect(missing.status).toBe(404)
    const listed = (await creditsApiGet(routeArgs(getRequest('/api/admin/job-credits', cookie)))) as Response
    expect(((await listed.json()) as { startupName: string; amount: number }[]).slice(0, 2).map((grant) => [grant.startupName, grant.amount])).toEqual([
      ['Granted Co', 1],
      ['Granted Co', 4],
    ])
    const page = (await throughGuards(adminGuards, routeArgs(getRequest('/admin/jobs-credit.data', cookie.Cookie ? { Cookie: cookie.Cookie } : {})), pageLoader as never)) as {
      grants: { reason: string }[]
    }
    expect(page.grants.slice(0, 2).map((grant) => grant.reason)).toEqual(['API', 'Hiring fair'])
  })

  it('refuses visitors (401) and members (403) on the page (document and .data) and the API', async () => {
    for (const path of ['/admin/jobs-credit', '/admin/jobs-credit.data']) {
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path)), pageLoader as never))).toBe(401)
      const cookie = await signedInCookie(await createUser())
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path, { Cookie: cookie })), pageLoader as never))).toBe(403)
    }
    const body = { startupId: 1, amount: 1, reason: 'x' }
    expect(((await creditsApi(routeArgs(jsonRequest('/api/admin/job-credits', 'POST', body)))) as Response).status).toBe(401)
    const member = { Cookie: await signedInCookie(await createUser()) }
    expect(((await creditsApi(routeArgs(jsonRequest('/api/admin/job-credits', 'POST', body, member)))) as Response).status).toBe(403)
  })
})
