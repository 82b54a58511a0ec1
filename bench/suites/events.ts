import { count } from 'drizzle-orm'
import { CITY_TIME_ZONES, EVENT_CATEGORIES, EVENT_LOCATIONS, ONLINE, DEFAULT_ONLINE_TIME_ZONE } from '../../app/domain/events'
import type { City } from '../../app/domain/locations'
import { events } from '../../db/schema'
import { startupsSuite } from './startups'
import { signedOutAndIn, type BenchSuite } from './types'

const DAY_MS = 86_400_000
const ROWS_PER_INSERT = 500
const ROWS_PER_TRANSACTION = 10_000

const TOPICS = ['AI', 'Fintech', 'Climate', 'Healthtech', 'SaaS', 'Robotics', 'Web3', 'Edtech', 'E-commerce', 'Logistics']
const FORMATS = ['Summit', 'Meetup', 'Demo Day', 'Workshop', 'Panel', 'Mixer', 'Office Hours', 'Hackathon']
const CJK = ['東京', '서울', '香港', '新加坡']

/**
 * Event number `n` of the bench: spread over 8 years around now (about a quarter upcoming, as a real calendar fills
 * up with history), across every category and location, a few hours long, some with prices and capacities.
 */
function benchEvent(n: number, now: number) {
  const location = EVENT_LOCATIONS[n % EVENT_LOCATIONS.length]!
  const category = EVENT_CATEGORIES[Math.floor(n / EVENT_LOCATIONS.length) % EVENT_CATEGORIES.length]!
  const topic = TOPICS[n % TOPICS.length]!
  const format = FORMATS[Math.floor(n / 7) % FORMATS.length]!
  // Deterministic spread: -6 years … +2 years, stepping through the range with a stride coprime to it.
  const span = 8 * 365
  const dayOffset = ((n * 7_919) % span) - 6 * 365
  const start = now + dayOffset * DAY_MS + (n % 12) * 3_600_000
  const isOnline = location === ONLINE
  return {
    title: `${topic} ${format} #${n}${n % 10 === 0 ? ` ${CJK[n % CJK.length]}` : ''}`,
    description: `A ${format.toLowerCase()} on ${topic} for founders and investors in ${location}. Bench row ${n}.`,
    location,
    venue: isOnline ? null : `Hall ${n % 20}`,
    startDate: new Date(start),
    endDate: new Date(start + (2 + (n % 6)) * 3_600_000),
    maxAttendees: n % 3 === 0 ? null : 20 + (n % 480),
    price: n % 4 === 0 ? `${n % 200}.50` : '0',
    currency: 'USD',
    category,
    isOnline,
    timeZone: isOnline ? DEFAULT_ONLINE_TIME_ZONE : CITY_TIME_ZONES[location as City],
    meetingLink: isOnline ? `https://meet.example.com/bench-${n}` : null,
  }
}

/** GET /api/events: the upcoming list with filters and search (docs/decisions/0030). */
export const eventsSuite: BenchSuite = {
  name: 'events',
  async ensure(database, size, log) {
    // The demo seed (users, the handful of demo events) comes with the startups.
    await startupsSuite.ensure(database, size, log)
    const [row] = await database.db.select({ n: count() }).from(events)
    const have = row?.n ?? 0
    if (have >= size) return
    log(`Seeding ${(size - have).toLocaleString('en-US')} events ...`)
    const now = Date.now()
    for (let from = have; from < size; from += ROWS_PER_TRANSACTION) {
      const to = Math.min(size, from + ROWS_PER_TRANSACTION)
      await database.transaction(async (tx) => {
        for (let first = from; first < to; first += ROWS_PER_INSERT) {
          const rows = []
          for (let n = first; n < Math.min(to, first + ROWS_PER_INSERT); n++) rows.push(benchEvent(n, now))
          await tx.insert(events).values(rows)
        }
      })
      log(`Seeded ${to.toLocaleString('en-US')}/${size.toLocaleString('en-US')} events.`)
    }
  },
  scenarios: [
    // Both sizes fill the same page where they can, so the ratio compares the query, not how much JSON is sent.
    { name: 'events: upcoming (default list)', path: '/api/events?upcoming=true&limit=20' },
    { name: 'events: upcoming+category', path: '/api/events?upcoming=true&category=workshop&limit=20' },
    { name: 'events: upcoming+location', path: '/api/events?upcoming=true&location=Tokyo&limit=20' },
    { name: 'events: upcoming+category+location', path: '/api/events?upcoming=true&category=pitch&location=Singapore&limit=5' },
    { name: 'events: upcoming+search "fintech"', path: '/api/events?upcoming=true&searchQuery=fintech&limit=20' },
    { name: 'events: upcoming+search "AI" (short)', path: '/api/events?upcoming=true&searchQuery=AI&limit=20' },
    { name: 'events: upcoming+search "東京" (CJK)', path: `/api/events?upcoming=true&searchQuery=${encodeURIComponent('東京')}&limit=5` },
    ...signedOutAndIn({ name: 'events: /events (page)', path: '/events' }),
    { name: 'events: category+location (page)', path: '/events?category=pitch&location=Singapore' },
    { name: 'events: search "fintech" (page)', path: '/events?searchQuery=fintech' },
  ],
}
