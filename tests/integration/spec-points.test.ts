import { describe, expect, it } from 'vitest'
import {
  adminStagesAreThePlatformsStages,
  alreadyAppliedIsApplicationFailed,
  emailStaysReadOnly,
  expiredSessionIsToldOnce,
  stageMigrationMapsOldRows,
} from '../support/spec-points'

/**
 * Issue 38 item 7 on the embedded database (better-sqlite3); spec-points-on-libsql.test.ts runs the same on sqld. The
 * pages as served over HTTP (with JavaScript off) are in spec-pages-http.test.ts.
 */
describe('issue 38 item 7 on the embedded database', () => {
  it('runs on better-sqlite3', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('better-sqlite3')
  })

  it("Edit User: the e-mail cannot be changed ('Email cannot be changed', 400, nothing written)", emailStaysReadOnly)
  it("the admin edit's stages are stored as the platform's, and every filter finds them", adminStagesAreThePlatformsStages)
  it('the migration maps stored stages nothing knows onto the platform stages', stageMigrationMapsOldRows)
  it("an ended session is told 'Your session has expired. Please log in again.' once", expiredSessionIsToldOnce)
  it("applying twice: the 'Application Failed' toast", alreadyAppliedIsApplicationFailed)
})
