import { describe } from 'vitest'
import { backgroundJobCases } from '../support/background-jobs'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

// The background jobs on a libSQL server, where two instances' statements interleave for real
// (the cases: tests/support/background-jobs.ts).
describe('background jobs (libSQL server)', () => {
  backgroundJobCases({ embedded: false })
})
