import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// follows.test.ts's race for the cap on a real libSQL server (sqld over HTTP): the INSERT … SELECT … WHERE count < cap
// decides on this driver too (docs/decisions/0130-follows-and-activity-feed.md).
withoutMocks()
bootOnSqld()

describe('follows, on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('a member posting follows at once near the cap ends exactly at the cap', async () => {
    const { runFollowCapRace } = await import('../support/follows')
    console.info('follow cap race', await runFollowCapRace())
  })

  it('the feed and the list read on this driver: one statement each', async () => {
    const { createStartup, createUser, createJob } = await import('../support/factories')
    const { follow, listFollows, activityFeed } = await import('~/models/follows.server')
    const member = await createUser()
    const founder = await createUser({ firstName: 'Lib', lastName: 'Sql' })
    const startup = await createStartup(founder, { name: 'Libsql Follow Co' })
    const job = await createJob(startup.id, { title: 'Libsql engineer' })
    await follow(member, { type: 'startup', id: startup.id })
    expect(await listFollows(member.id)).toMatchObject([{ type: 'startup', id: startup.id, name: 'Libsql Follow Co' }])
    expect(await activityFeed(member.id)).toMatchObject([{ kind: 'job', id: job.id, title: 'Libsql engineer', startupName: 'Libsql Follow Co' }])
  })
})
