import { listStartups } from '~/models/startups.server'
import { getDatabase } from '~/lib/db.server'
const scenarios: Record<string, object> = {
  default: {},
  fin: { searchQuery: 'fin' },
  fintech: { searchQuery: 'fintech' },
  ai: { searchQuery: 'AI' },
  cjk: { searchQuery: '東京' },
  cjk3: { searchQuery: '핀테크' },
  finLarge: { searchQuery: 'fin', sortBy: 'largest-team' },
  filters: { sector: 'fintech', stage: 'seed', minTeamSize: 5, sortBy: 'largest-team' },
  filtersNewest: { sector: 'fintech', stage: 'seed', minTeamSize: 5 },
  smallest: { sortBy: 'smallest-team' },
  nameAsc: { sortBy: 'name-asc' },
  sectorName: { sector: 'fintech', sortBy: 'name-asc' },
  years: { foundingYearFrom: 2018, foundingYearTo: 2019 },
  loc: { location: 'Tokyo', sortBy: 'largest-team' },
  finFilters: { searchQuery: 'fin', sector: 'fintech', stage: 'seed' },
}
const database = await getDatabase()
console.log(await database.db.all((await import('drizzle-orm')).sql`select sqlite_version() v`))
for (const [name, q] of Object.entries(scenarios)) {
  await listStartups({ limit: 50, ...q })
  const t = performance.now()
  let n = 0
  for (let i = 0; i < 20; i++) n = (await listStartups({ limit: 50, ...q })).length
  console.log(name.padEnd(14), n, ((performance.now() - t) / 20).toFixed(2), 'ms')
}
