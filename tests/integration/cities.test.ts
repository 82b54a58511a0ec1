import { describe } from 'vitest'
import { citiesCases, citiesNearCases } from '../support/cities'

describe('cities and distances (embedded SQLite)', () => {
  citiesCases()
  citiesNearCases()
})
