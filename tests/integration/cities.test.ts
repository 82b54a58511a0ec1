import { describe } from 'vitest'
import { citiesCases } from '../support/cities'

describe('cities and distances (embedded SQLite)', () => {
  citiesCases()
})
