import { describe, expect, it } from 'vitest'
import { canonicalSearch } from '~/models/saved-searches.server'
import { SAVED_SEARCH_PATHS } from '~/domain/alerts'
import { DEMO_SAVED_SEARCHES } from '../../seed/alerts'

describe("the demo member's saved searches", () => {
  it('are written as the pages write them (canonical), so the alert scan reads them as the page would', () => {
    for (const search of DEMO_SAVED_SEARCHES) {
      expect(canonicalSearch(`${SAVED_SEARCH_PATHS[search.list]}?${search.query}`)).toEqual({ list: search.list, query: search.query })
    }
  })
})
