import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The calendar feed model, unchanged, against a real libSQL server: the one-statement feed read (readTogether with the
 * token subselect) and the one-statement create/regenerate, which leave one feed per member under parallel requests.
 */
bootOnSqld()

describe('calendar feeds on a libSQL server', () => {
  it('creates once under parallel requests, reads the feed, regenerates and revokes', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
    const { createEvent, createUser } = await import('../support/factories')
    const feeds = await import('~/models/calendar-feed.server')
    const { rsvpToEvent } = await import('~/models/events.server')

    const member = await createUser()
    const attempts = await Promise.allSettled(Array.from({ length: 12 }, () => feeds.issueCalendarFeed(member.id, { mode: 'create' })))
    const made = attempts.filter((attempt) => attempt.status === 'fulfilled')
    expect(made).toHaveLength(1)
    expect(attempts.filter((attempt) => attempt.status === 'rejected').map((attempt) => (attempt as PromiseRejectedResult).reason.status)).toEqual(
      Array(11).fill(409),
    )
    const token = (made[0] as PromiseFulfilledResult<{ token: string }>).value.token

    const event = await createEvent(null)
    await rsvpToEvent(member, event.id, 'attending')
    const entries = await feeds.readCalendarFeed(token, 'https://startup.asia')
    expect(entries?.map((entry) => entry.uid)).toEqual([`event-${event.id}@startup.asia`])

    const renewed = await Promise.all(Array.from({ length: 6 }, () => feeds.issueCalendarFeed(member.id, { mode: 'regenerate' })))
    expect(await feeds.readCalendarFeed(token, 'https://startup.asia')).toBeNull()
    const live = await Promise.all(renewed.map(({ token: next }) => feeds.readCalendarFeed(next, 'https://startup.asia')))
    expect(live.filter(Boolean)).toHaveLength(1)

    await feeds.revokeCalendarFeed(member.id)
    for (const { token: next } of renewed) expect(await feeds.readCalendarFeed(next, 'https://startup.asia')).toBeNull()
  })
})
