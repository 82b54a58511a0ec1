import { beforeAll, expect, it } from 'vitest'
import type * as CreationProgram from '~/models/creation-program.server'
import type * as DbModule from '~/server/db.server'
import type * as Errors from '~/shared/errors'
import type * as Factories from './factories'

// The app's modules are imported once the file has booted: bootOnSqld resets the module registry and points the app at
// sqld, and a static import here would keep the embedded database of the test setup.
let completeModule: typeof CreationProgram.completeModule
let creationProgress: typeof CreationProgram.creationProgress
let DomainError: typeof Errors.DomainError
let createUser: typeof Factories.createUser
let getDatabase: typeof DbModule.getDatabase

/**
 * The Creation Program's progress rule (docs/decisions/0128), on whichever database the file booted: modules are
 * completed in order, decided by the insert itself.
 */
export function creationProgressCases() {
  beforeAll(async () => {
    ;({ completeModule, creationProgress } = await import('~/models/creation-program.server'))
    ;({ DomainError } = await import('~/shared/errors'))
    ;({ createUser } = await import('./factories'))
    ;({ getDatabase } = await import('~/server/db.server'))
  })

  it('runs on the database the file booted', async () => {
    expect((await getDatabase()).url).toBe(process.env.DATABASE_URL)
  })

  it('starts at the first module; completes in order; a repeat changes nothing; a later module is a 409', async () => {
    const member = await createUser()
    expect(await creationProgress(member.id)).toEqual({ completed: [], current: 1, percent: 0 })
    expect(await completeModule(member.id, { module: 1 })).toEqual({ completed: [1], current: 2, percent: 17 })
    expect(await completeModule(member.id, { module: 1 })).toEqual({ completed: [1], current: 2, percent: 17 })
    const skipped = await completeModule(member.id, { module: 3 }).catch((error: unknown) => error)
    expect(skipped).toBeInstanceOf(DomainError)
    expect(skipped).toMatchObject({ status: 409, message: 'Complete the earlier modules first' })
    for (const module of [2, 3, 4, 5, 6]) await completeModule(member.id, { module })
    expect(await creationProgress(member.id)).toEqual({ completed: [1, 2, 3, 4, 5, 6], current: null, percent: 100 })
  })

  it('under concurrency: posts for every module at once complete only the current one, never a gap', async () => {
    const member = await createUser()
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((module) => completeModule(member.id, { module })))
    const { completed } = await creationProgress(member.id)
    // Whatever order the database took them in, the rows are 1..n with no gap, and every refused post was a 409.
    expect(completed).toEqual(Array.from({ length: completed.length }, (_, index) => index + 1))
    expect(completed.length).toBeGreaterThanOrEqual(1)
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ status: 409 })
    }
    // Two members' progress is their own.
    const other = await createUser()
    expect((await creationProgress(other.id)).completed).toEqual([])
  })
}
