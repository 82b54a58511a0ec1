import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { scheduleRuns } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import BackgroundJobs, { loader } from '~/routes/admin/background-jobs'
import { createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, refusal } from '../support/http'
import { inRouter } from '../support/in-router'

// /admin/background-jobs (issue 45 item 5, docs/decisions/0134-backups-and-background-jobs.md): admins see every
// background job; the admin layout's guard refuses everyone else before the loader runs, for documents and .data alike.

type Data = Awaited<ReturnType<typeof loader>>


const request = (path: string, cookie?: string) => routeArgs(getRequest(path, cookie ? { Cookie: cookie } : {}))

describe('/admin/background-jobs', () => {
  it("shows an admin every job with its last run, next run and failures, as a document and as a .data request", async () => {
    const db = await getDb()
    const at = Date.UTC(2041, 5, 1, 3, 0, 5)
    await db.insert(scheduleRuns).values({
      job: 'clean-up',
      period: Math.floor(at / 3_600_000) - 1,
      state: 'failed',
      holder: 'instance-a',
      leaseExpiresAt: at,
      startedAt: new Date(at),
      finishedAt: new Date(at + 250),
      error: 'Error: disk I/O error',
    })
    const cookie = await signedInCookie(await createUser({ userType: 'admin' }))
    for (const path of ['/admin/background-jobs', '/admin/background-jobs.data']) {
      const data = (await throughGuards(adminGuards, request(path, cookie), loader as never)) as Data
      expect(data.jobs.map((job) => job.name)).toEqual(['outbox', 'alerts', 'clean-up', 'claim-grace', 'search-maintenance', 'backup'])
      const cleanUp = data.jobs.find((job) => job.name === 'clean-up')!
      expect(cleanUp.lastRun).toMatchObject({ state: 'failed', durationMs: 250, error: 'Error: disk I/O error' })
      expect(cleanUp.failures).toBe(1)
    }

    const data = (await throughGuards(adminGuards, request('/admin/background-jobs', cookie), loader as never)) as Data
    const props = { loaderData: data } as Parameters<typeof BackgroundJobs>[0]
    const html = renderToString(inRouter(<BackgroundJobs {...props} />, '/admin/background-jobs'))
    expect(html).toContain('Clean-up of expired sessions and links')
    expect(html).toContain('Last run Jun 1, 2041, 3:00:05 AM UTC')
    expect(html).toContain('took 250 ms')
    expect(html).toContain('Error: disk I/O error')
    expect(html).toContain('Waiting to be sent: 0')
    // Backups and the outbox are off in the tests' configuration.
    expect(html.match(/Off: not configured/g)).toHaveLength(2)
  })

  it('refuses a visitor (401) and members who are not admins (403), before the loader runs, for .data too', async () => {
    for (const path of ['/admin/background-jobs', '/admin/background-jobs.data']) {
      expect(await refusal(() => throughGuards(adminGuards, request(path), loader as never))).toBe(401)
      for (const userType of ['public', 'startup'] as const) {
        const cookie = await signedInCookie(await createUser({ userType }))
        expect(await refusal(() => throughGuards(adminGuards, request(path, cookie), loader as never))).toBe(403)
      }
    }
  })

  it('has no data without the guard: the loader throws rather than answer', async () => {
    await expect(Promise.resolve().then(() => loader(request('/admin/background-jobs') as never))).rejects.toThrow()
  })
})
