import { describe, expect, it } from 'vitest'
import { runSeatRace } from '../support/event-race'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The seat race and the waitlist on a real libSQL server (sqld, through @libsql/client over HTTP): the RSVP
 * statement and the triggers decide seats there exactly as on the embedded database (events-api.test.ts runs the
 * same race on it).
 */
bootOnSqld()


describe('events on a libSQL server', () => {
  it('runs on the libsql driver, with the event triggers in place', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const { ensureEventDatabase } = await import('~/models/event-database.server')
    const database = await getDatabase()
    expect(database.driver).toBe('libsql')
    expect(await ensureEventDatabase(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
    // The boot set every search index's automerge (0080) through the libSQL driver too: nothing is left to set.
    const { ensureSearchAutomerge } = await import('~/models/search-index.server')
    expect(await ensureSearchAutomerge(database)).toEqual([])
    const { sql } = await import('drizzle-orm')
    expect(await database.db.all(sql.raw(`select v from events_fts_config where k = 'automerge'`))).toEqual([{ v: 2 }])
  })

  it('seats never exceed capacity: 60 members at once for 5 seats, then 2 cancel and the first 2 waiting get them', async () => {
    await runSeatRace()
  }, 60_000)

  it('searches, filters and refuses an ended event the same way', async () => {
    const { createUser } = await import('../support/factories')
    const { createEvent } = await import('../support/factories')
    const { listEvents, rsvpToEvent } = await import('~/models/events.server')
    const organizer = await createUser()
    const now = Date.now()
    const { id } = await createEvent(organizer, { title: 'Hrana Meetup 東京', location: 'Tokyo' })
    const past = await createEvent(organizer, { startDate: new Date(now - 86_400_000) })
    expect((await listEvents({ searchQuery: '東京', limit: 10 })).map((event) => event.id)).toEqual([id])
    expect((await listEvents({ location: 'Tokyo', category: 'networking', limit: 10 })).map((event) => event.id)).toEqual([id])
    await expect(rsvpToEvent(organizer, past.id, 'attending')).rejects.toMatchObject({ status: 400 })
  })
})
