import { count } from 'drizzle-orm'
import { WORKSPACE_LOCATIONS, WORKSPACE_TYPE_LABELS, WORKSPACE_TYPES } from '../../app/domain/workspaces'
import { workspaces, type NewWorkspace } from '../../db/schema'
import { NAME_PREFIXES, WORKSPACE_AMENITIES } from '../../seed/data'
import { chunks, INSERT_BATCH } from '../../seed/helpers'
import { signedOutAndIn, type BenchSuite } from './types'

/** What each listing says about itself besides its type and city; one in eight of each, spread evenly. */
const SETTINGS = [
  'with harbour views',
  'in a heritage shophouse',
  'next to the metro',
  'above a food hall',
  'in the financial district',
  'by the river',
  'in a converted warehouse',
  'on a rooftop garden floor',
]

/**
 * Row `index` of the bench catalogue. Type, city and setting cycle independently (4 × 8 × 8), so every filter and
 * search term is spread evenly through the id order the list is read in, at 1,000 rows as at 100,000.
 */
function benchWorkspace(index: number): NewWorkspace {
  const type = WORKSPACE_TYPES[index % WORKSPACE_TYPES.length]!
  const city = WORKSPACE_LOCATIONS[Math.floor(index / WORKSPACE_TYPES.length) % WORKSPACE_LOCATIONS.length]!
  const setting = SETTINGS[Math.floor(index / 32) % SETTINGS.length]!
  const label = WORKSPACE_TYPE_LABELS[type]
  return {
    name: `${NAME_PREFIXES[index % NAME_PREFIXES.length]} ${label} ${index + 1}, ${city}`,
    description: `${label} in ${city} ${setting}.`,
    type,
    location: city,
    capacity: type === 'hot-desk' ? 10 + (index % 20) : 4 + (index % 60),
    hourlyRate: `${5 + (index % 90)}.${String(index % 100).padStart(2, '0')}`,
    dailyRate: type === 'podcast-booth' ? null : `${40 + (index % 300)}.00`,
    amenities: WORKSPACE_AMENITIES.slice(index % 4, (index % 4) + 3 + (index % 4)),
    images: [`/images/banners/banner-${(index % 4) + 1}.svg`],
  }
}

const ROWS_PER_TRANSACTION = 10_000

/** GET /api/workspaces: the default list, type and location filters, search, and search with a filter. */
export const workspacesSuite: BenchSuite = {
  name: 'workspaces',
  async ensure(database, size, log) {
    const [row] = await database.db.select({ n: count() }).from(workspaces)
    const present = row?.n ?? 0
    if (present >= size) return
    log(`Adding ${(size - present).toLocaleString('en-US')} workspaces ...`)
    const indexes = Array.from({ length: size - present }, (_, offset) => present + offset)
    for (const part of chunks(indexes, ROWS_PER_TRANSACTION)) {
      await database.transaction(async (tx) => {
        for (const batch of chunks(part, INSERT_BATCH)) await tx.insert(workspaces).values(batch.map(benchWorkspace))
      })
    }
  },
  // Every scenario fills its page at both sizes, so the ratio compares the query, not how much JSON is sent.
  scenarios: [
    { name: 'workspaces: default list', path: '/api/workspaces' },
    { name: 'workspaces: type', path: '/api/workspaces?type=meeting-room' },
    { name: 'workspaces: type+location', path: '/api/workspaces?type=hot-desk&location=Tokyo&limit=20' },
    { name: 'workspaces: search "harbour"', path: '/api/workspaces?searchQuery=harbour&limit=20' },
    { name: 'workspaces: search "Room"+location', path: '/api/workspaces?searchQuery=Room&location=Seoul&limit=20' },
    { name: 'workspaces: search "Tokyo"+type', path: '/api/workspaces?searchQuery=Tokyo&type=podcast-booth&limit=20' },
    ...signedOutAndIn({ name: 'workspaces: /workspace (page)', path: '/workspace' }),
    { name: 'workspaces: type+location (page)', path: '/workspace?type=hot-desk&location=Tokyo' },
  ],
}
