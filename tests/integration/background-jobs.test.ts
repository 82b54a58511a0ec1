import { describe } from 'vitest'
import { backgroundJobCases } from '../support/background-jobs'

// The background jobs on the embedded database (the cases: tests/support/background-jobs.ts).
describe('background jobs (embedded database)', () => {
  backgroundJobCases({ embedded: true })
})
