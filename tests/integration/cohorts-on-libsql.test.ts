import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The cohort model, unchanged, against a real libSQL server: the one-statement apply (INSERT … SELECT … ON CONFLICT
 * DO NOTHING) keeps one application per member and none for a closed program under parallel requests on this driver
 * too (TOOLCHAIN "Capacity under concurrency").
 */
bootOnSqld()


const letter = { motivationLetter: 'We want to grow across Southeast Asia.' }

describe('cohorts on a libSQL server', () => {
  it('lists, reads and applies; parallel applications leave one row; a closed program takes none', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
    const { createCohort, createCohortSession, createUser, addCohortParticipant } = await import('../support/factories')
    const cohorts = await import('~/models/cohorts.server')

    const open = await createCohort({ program: 'bootcamp' })
    const closed = await createCohort({ status: 'active' })
    await createCohortSession(open.id, { date: '2099-03-03' })
    await createCohortSession(open.id, { date: '2099-03-02', startTime: '14:00' })
    expect((await cohorts.listCohorts({ program: 'bootcamp' })).map((cohort) => cohort.id)).toEqual([open.id])
    expect((await cohorts.listCohortSessions(open.id, null)).map((session) => session.date)).toEqual(['2099-03-02', '2099-03-03'])

    const member = await createUser()
    await addCohortParticipant(closed.id, member.id, 30)
    expect(await cohorts.listCohortParticipants(closed.id)).toEqual([expect.objectContaining({ progressPercentage: 30 })])

    const results = await Promise.allSettled(Array.from({ length: 12 }, () => cohorts.applyToCohort(member, open.id, letter)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 })
    }
    expect(await cohorts.listMyCohortApplications(member.id)).toEqual([
      expect.objectContaining({ cohortId: open.id, status: 'pending', applicationData: { program: 'bootcamp', cohortName: open.name } }),
    ])

    const others = await Promise.all(Array.from({ length: 6 }, () => createUser()))
    const refused = await Promise.allSettled(others.map((other) => cohorts.applyToCohort(other, closed.id, letter)))
    expect(refused.every((result) => result.status === 'rejected' && (result.reason as { status: number }).status === 409)).toBe(true)
  }, 60_000)
})
