import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * Saved searches on a real libSQL server (docs/decisions/0131-saved-searches.md): the cap is decided in the INSERT
 * itself, and the same search posted many times at once is one row, as on better-sqlite3.
 */
bootOnSqld()

describe('saved searches on a libSQL server', () => {
  it('keeps at most the cap under parallel saves, and one row per search', async () => {
    const { getDatabase } = await import('~/server/db.server')
    expect((await getDatabase()).driver).toBe('libsql')
    const { createUser } = await import('../support/factories')
    const { MAX_SAVED_SEARCHES } = await import('~/domain/alerts')
    const { SEARCH_LIMIT_REACHED } = await import('~/domain/saved-searches')
    const { listSavedSearches, saveSearch } = await import('~/models/saved-searches.server')

    const member = await createUser()
    const attempts = await Promise.allSettled(
      Array.from({ length: MAX_SAVED_SEARCHES + 8 }, (_, index) => saveSearch(member, { name: `S${index}`, url: `/events?searchQuery=s${index}` })),
    )
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(MAX_SAVED_SEARCHES)
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected')
    expect(refused.map((attempt) => [attempt.reason.status, attempt.reason.message])).toEqual(Array(8).fill([409, SEARCH_LIMIT_REACHED]))
    expect(await listSavedSearches(member)).toHaveLength(MAX_SAVED_SEARCHES)

    const other = await createUser()
    const same = await Promise.allSettled(Array.from({ length: 6 }, () => saveSearch(other, { name: 'Same', url: '/investors?type=vc&offset=10' })))
    expect(same.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
    expect((await listSavedSearches(other)).map((search) => search.query)).toEqual(['type=vc'])
  })
})
