import { describe } from 'vitest'
import { citiesCases, citiesNearCases } from '../support/cities'
import { bootOnSqld } from '../support/sqld-boot'

bootOnSqld()

describe('cities and distances (libSQL server)', () => {
  citiesCases()
  citiesNearCases()
})
