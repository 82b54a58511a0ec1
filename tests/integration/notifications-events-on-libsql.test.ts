import { describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { bootOnSqld } from '../support/sqld-boot'

// notifications-events.test.ts on a real libSQL server (sqld over HTTP): each cause and its notify() share one
// interactive transaction, which the libsql driver runs differently (docs/decisions/0104).
withoutMocks()
bootOnSqld()

describe('event, booking and program notifications on a libSQL server', () => {
  it('runs on the libsql driver', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
  })

  it('RSVP confirmed, waitlisted and promoted (page and /api)', async () => {
    const { runRsvpNotifications } = await import('../support/event-notifications')
    await runRsvpNotifications()
  })

  it('booking confirmed and cancelled, by the member and by an admin', async () => {
    const { runBookingNotifications } = await import('../support/event-notifications')
    await runBookingNotifications()
  })

  it('program application accepted and rejected', async () => {
    const { runProgramNotifications } = await import('../support/event-notifications')
    await runProgramNotifications()
  })

  it('a failed cause leaves nothing', async () => {
    const { runRolledBackCauseSendsNothing } = await import('../support/event-notifications')
    await runRolledBackCauseSendsNothing()
  })
})
