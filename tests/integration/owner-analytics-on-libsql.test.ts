import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * Owner analytics on a real libSQL server (docs/decisions/0111-owner-analytics.md): the once-a-day rule is the
 * primary key's, so parallel views by one visitor add one row, on this driver as on the embedded file; the day's
 * salt is one row whichever request makes it; the figures read the same.
 */
bootOnSqld()

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const DAY_MS = 86_400_000

async function kit() {
  const factories = await import('../support/factories')
  const analytics = await import('~/models/analytics.server')
  const { getDatabase } = await import('~/server/db.server')
  return { ...factories, ...analytics, database: await getDatabase() }
}

describe('owner analytics on a libSQL server', () => {
  it('counts 40 parallel views by one visitor once, and 40 visitors 40 times', async () => {
    const { database, createUser, createStartup, createJob, recordStartupView, recordJobView, getStartupAnalytics } = await kit()
    expect(database.driver).toBe('libsql')
    const founder = await createUser({ userType: 'startup' })
    // The daily figures and job funnels are Professional's dashboard (decision 0141).
    await (await import('../support/plan-rows')).putOnPlan(founder, 'professional')
    const { id } = await createStartup(founder)
    const { id: jobId } = await createJob(id)
    const now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS / 2)

    const same = await Promise.all(
      Array.from({ length: 40 }, () => recordStartupView(id, { address: '198.51.100.10', userAgent: BROWSER }, now)),
    )
    expect(same.filter(Boolean)).toHaveLength(1)
    const many = await Promise.all(
      Array.from({ length: 40 }, (_, index) => recordStartupView(id, { address: `198.51.100.${100 + index}`, userAgent: BROWSER }, now)),
    )
    expect(many.filter(Boolean)).toHaveLength(40)
    const jobSame = await Promise.all(Array.from({ length: 20 }, () => recordJobView(jobId, { address: '198.51.100.10', userAgent: BROWSER }, now)))
    expect(jobSame.filter(Boolean)).toHaveLength(1)

    const analytics = await getStartupAnalytics(founder, id, now)
    expect(analytics.profileViews.total).toBe(41)
    expect(analytics.profileViews.days.at(-1)).toEqual({ date: analytics.to, count: 41 })
    expect(analytics.jobs.find((job) => job.id === jobId)?.views).toBe(1)
    expect(analytics.jobTotals).toEqual({ views: 1, applications: 0 })
  })
})
