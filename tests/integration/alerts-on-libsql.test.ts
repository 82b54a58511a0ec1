import { describe } from 'vitest'
import { alertCases } from '../support/alerts'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

// Issue 43 (docs/decisions/0129): the same cases on a libSQL server, where instances' statements interleave for real.
describe('alerts (libSQL server)', () => {
  alertCases()
})
