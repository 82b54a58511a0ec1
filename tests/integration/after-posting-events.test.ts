import { describe, it } from 'vitest'
import { runCapacityRace, runEventPatch } from '../support/after-posting-events'

// Issue 41 item 5, events (docs/decisions/0110-after-posting.md), on the embedded file;
// after-posting-events-on-libsql.test.ts runs the same on sqld.
describe('an event after posting', () => {
  it('PATCH /api/events/{id}: organizer and admin edit and cancel; others are refused; attendees and the waitlist are told', async () => {
    await runEventPatch()
  })

  it('a lowered capacity against RSVPs at the same moment never overbooks and is refused exactly when too many attend', async () => {
    console.info('capacity race outcomes', await runCapacityRace())
  })
})
