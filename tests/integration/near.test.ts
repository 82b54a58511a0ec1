import { describe } from 'vitest'
import { nearCases } from '../support/near'

describe('near a city, within N km (embedded SQLite)', () => {
  nearCases()
})
