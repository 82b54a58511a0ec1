import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/** Issue 38 item 7's database points on a real libSQL server (sqld over HTTP); spec-points.test.ts on the file. */
bootOnSqld()

const points = () => import('../support/spec-points')

describe('issue 38 item 7 on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it("Edit User: the e-mail cannot be changed ('Email cannot be changed', 400, nothing written)", async () => {
    await (await points()).emailStaysReadOnly()
  })
  it("the admin edit's stages are stored as the platform's, and every filter finds them", async () => {
    await (await points()).adminStagesAreThePlatformsStages()
  })
  it('the migration maps stored stages nothing knows onto the platform stages', async () => {
    await (await points()).stageMigrationMapsOldRows()
  })
  it("an ended session is told 'Your session has expired. Please log in again.' once", async () => {
    await (await points()).expiredSessionIsToldOnce()
  })
  it("applying twice: the 'Application Failed' toast", async () => {
    await (await points()).alreadyAppliedIsApplicationFailed()
  })
})
