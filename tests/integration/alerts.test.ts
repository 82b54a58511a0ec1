import { describe } from 'vitest'
import { alertCases } from '../support/alerts'

// Issue 43 (docs/decisions/0129): alerts collected once a period, one digest per member, on better-sqlite3.
describe('alerts (embedded database)', () => {
  alertCases()
})
