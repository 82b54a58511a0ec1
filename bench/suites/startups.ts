import { count } from 'drizzle-orm'
import { startups } from '../../db/schema'
import { seed } from '../../seed'
import { signedOutAndIn, type BenchScenario, type BenchSuite } from './types'

/**
 * Every combination of /discover's filter form (sector, stage, location, team size, founding years, sort, search),
 * each asked of GET /api/startups and of the page itself (docs/decisions/0089-scaling-list-pages-and-dashboard.md).
 * The demo seed spreads 23 sectors, 12 stages and 13 locations evenly, so a combination of all three matches about
 * one startup in 3,600: none at 1,000 startups, about 80 at 300,000.
 */
const DISCOVER_COMBINATIONS: [name: string, query: string][] = [
  ['sector', 'sector=fintech'],
  ['stage', 'stage=seed'],
  ['location', 'location=Singapore'],
  ['sector+stage', 'sector=fintech&stage=seed'],
  ['sector+location', 'sector=fintech&location=Tokyo'],
  ['stage+location', 'stage=series-a&location=Singapore'],
  ['sector+stage+location', 'sector=ai&stage=seed&location=Singapore'],
  ['sector+stage, largest team', 'sector=fintech&stage=seed&sortBy=largest-team'],
  ['stage, name A–Z', 'stage=seed&sortBy=name-asc'],
  ['location, smallest team', 'location=Tokyo&sortBy=smallest-team'],
  ['sector+location, oldest', 'sector=saas&location=Seoul&sortBy=oldest'],
  ['team 10+ and founded 2019–2022', 'minTeamSize=10&foundingYearFrom=2019&foundingYearTo=2022'],
  ['sector+stage, team 50+', 'sector=fintech&stage=seed&minTeamSize=50'],
  ['search "pay" + sector', 'searchQuery=pay&sector=fintech'],
  ['search "pay" + stage+location', 'searchQuery=pay&stage=seed&location=Singapore'],
  ['search "pay" + sector+stage', 'searchQuery=pay&sector=fintech&stage=seed'],
  ['founded 2020 (newest)', 'foundingYearFrom=2020&foundingYearTo=2020'],
  ['founded 2018–2021, oldest', 'foundingYearFrom=2018&foundingYearTo=2021&sortBy=oldest'],
  // A founding-year range with equality filters or a team size, and a search sorted by team size or name (0106).
  ['sector, founded 2016', 'sector=fintech&foundingYearFrom=2016&foundingYearTo=2016'],
  ['stage, founded 2018–2019', 'stage=series-b&foundingYearFrom=2018&foundingYearTo=2019'],
  ['sector+location, founded 2017, oldest', 'sector=fintech&location=Tokyo&foundingYearFrom=2017&foundingYearTo=2017&sortBy=oldest'],
  ['team 50+, founded 2016', 'minTeamSize=50&foundingYearFrom=2016&foundingYearTo=2016'],
  ['sector, team 20+, founded 2016', 'sector=fintech&minTeamSize=20&foundingYearFrom=2016&foundingYearTo=2016'],
  ['search "pay", largest team', 'searchQuery=pay&sortBy=largest-team'],
  ['search "pay", name A–Z', 'searchQuery=pay&sortBy=name-asc'],
  ['search "pay" + sector, smallest team', 'searchQuery=pay&sector=fintech&sortBy=smallest-team'],
  // A search with a founding-year range or a team size, and a founding-year range sorted by team size or name (0113).
  ['search "pay", founded 2016', 'searchQuery=pay&foundingYearFrom=2016&foundingYearTo=2016'],
  ['search "pay", founded 2024–2025, oldest', 'searchQuery=pay&foundingYearFrom=2024&foundingYearTo=2025&sortBy=oldest'],
  ['search "pay", team 100+', 'searchQuery=pay&minTeamSize=100'],
  ['founded 2016, largest team', 'foundingYearFrom=2016&foundingYearTo=2016&sortBy=largest-team'],
  ['founded 2024–2025, name A–Z', 'foundingYearFrom=2024&foundingYearTo=2025&sortBy=name-asc'],
  ['sector, founded 2016, smallest team', 'sector=fintech&foundingYearFrom=2016&foundingYearTo=2016&sortBy=smallest-team'],
]

const discover: BenchScenario[] = [
  ...signedOutAndIn({ name: 'startups: /discover (page)', path: '/discover' }),
  ...DISCOVER_COMBINATIONS.flatMap(([name, query]) => [
    { name: `startups: ${name}`, path: `/api/startups?${query}` },
    { name: `startups: ${name} (page)`, path: `/discover?${query}` },
  ]),
]

/** GET /api/startups and /discover: search (Latin, CJK, Hangul), every filter combination and the default list (0013). */
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
    ...discover,
  ],
}
