import { describe } from 'vitest'
import { nearCases } from '../support/near'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

describe('near a city, within N km (libSQL server)', () => {
  nearCases()
})
