import { describe } from 'vitest'
import { creationProgressCases } from '../support/creation-program-cases'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

describe('Creation Program progress (libSQL server)', () => {
  creationProgressCases()
})
