import { count } from 'drizzle-orm'
import { startups } from '../../db/schema'
import { seed } from '../../db/seed'
import type { BenchSuite } from './types'

/** GET /api/startups: search (Latin, CJK, Hangul), filters and the default list (docs/decisions/0013). */
export const startupsSuite: BenchSuite = {
  name: 'startups',
  async ensure(database, size, log) {
    const [row] = await database.db.select({ n: count() }).from(startups)
    if ((row?.n ?? 0) >= size) return
    if ((row?.n ?? 0) > 0) throw new Error(`the bench database holds ${row?.n} startups, not ${size}: delete .cache/bench`)
    log(`Seeding ${size.toLocaleString('en-US')} startups ...`)
    await seed(database, { startups: size })
  },
  scenarios: [
    { name: 'startups: search "fin"', path: '/api/startups?searchQuery=fin' },
    { name: 'startups: search "東京" (CJK)', path: `/api/startups?searchQuery=${encodeURIComponent('東京')}` },
    { name: 'startups: search "서울" (Hangul)', path: `/api/startups?searchQuery=${encodeURIComponent('서울')}` },
    // Both sizes fill the same page (20 rows), so the ratio compares the query, not how much JSON is sent.
    { name: 'startups: sector+team+sort', path: '/api/startups?sector=fintech&minTeamSize=5&sortBy=largest-team&limit=20' },
    { name: 'startups: stage+location', path: '/api/startups?stage=Series%20A&location=Singapore&limit=5' },
    { name: 'startups: default list (newest)', path: '/api/startups' },
  ],
}
