import { count, eq } from 'drizzle-orm'
import { EXPERIENCE_LEVELS, JOB_LOCATIONS, TALENT_HUB_JOB_TYPES } from '../../app/domain/jobs'
import { CURRENCIES } from '../../app/domain/money'
import type { Database } from '../../db/client'
import { jobs, startups, type NewJob } from '../../db/schema'
import { DAY, Random } from '../../seed/helpers'
import { startupsSuite } from './startups'
import { signedOutAndIn, type BenchSuite } from './types'

const TITLES = [
  'Backend Engineer',
  'Frontend Engineer',
  'Data Scientist',
  'Product Designer',
  'Growth Marketer',
  'Mobile Engineer',
  'DevOps Engineer',
  'Product Manager',
  'Customer Success Lead',
  'Business Development Manager',
]
const PRODUCTS = ['payments', 'logistics', 'telehealth', 'lending', 'learning', 'grocery delivery', 'insurance', 'HR software']
const LOCAL_NAMES: Record<string, string> = {
  Singapore: '新加坡',
  'Hong Kong': '香港',
  Tokyo: '東京',
  Mumbai: 'मुंबई',
  Bangalore: 'ಬೆಂಗಳೂರು',
  Seoul: '서울',
  Jakarta: 'Jakarta',
  Manila: 'Maynila',
  Remote: 'anywhere in Asia',
}
const STACKS = ['Go', 'Rust', 'TypeScript', 'React', 'Python', 'Kotlin', 'Swift', 'PostgreSQL', 'Kubernetes', 'Terraform']
const BATCH = 500
const PER_TRANSACTION = 10_000

/** Jobs posted across `startupIds`, oldest first (ids follow posting order, as in the app), dated over the last year. */
function makeJobs(from: number, total: number, startupIds: number[], now: number): NewJob[] {
  const random = new Random(`bench-jobs-${from}`)
  const start = now - 365 * DAY
  return Array.from({ length: total }, (_, k) => {
    const i = from + k
    const location = JOB_LOCATIONS[i % JOB_LOCATIONS.length]!
    const level = EXPERIENCE_LEVELS[(i >> 2) % EXPERIENCE_LEVELS.length]!
    const type = TALENT_HUB_JOB_TYPES[(i >> 3) % TALENT_HUB_JOB_TYPES.length]!
    const min = random.int(20, 200) * 1000
    const createdAt = new Date(start + Math.floor(((i + 1) / (from + total + 1)) * 365 * DAY))
    return {
      startupId: startupIds[random.int(0, startupIds.length - 1)]!,
      title: TITLES[i % TITLES.length]!,
      description:
        `Join our ${random.pick(PRODUCTS)} team in ${location} (${LOCAL_NAMES[location]}). ` +
        `You will work with ${random.pick(STACKS)} and ship every week.`,
      requirements: `${random.int(1, 8)} years of experience.`,
      location,
      type,
      experienceLevel: level,
      techStack: random.sample(STACKS, 3),
      isRemote: location === 'Remote' || i % 7 === 0,
      salary: i % 5 === 0 ? null : { min, max: min + random.int(5, 60) * 1000, currency: random.pick(CURRENCIES) },
      isActive: i % 50 !== 49,
      createdAt,
      updatedAt: createdAt,
    }
  })
}

async function postJobs(database: Database, size: number, have: number, log: (message: string) => void) {
  const startupIds = (
    await database.db.select({ id: startups.id }).from(startups).where(eq(startups.isActive, true))
  ).map((startup) => startup.id)
  log(`Posting ${(size - have).toLocaleString('en-US')} jobs ...`)
  const now = Date.now()
  for (let from = have; from < size; from += PER_TRANSACTION) {
    const rows = makeJobs(from, Math.min(PER_TRANSACTION, size - from), startupIds, now)
    await database.transaction(async (tx) => {
      for (let offset = 0; offset < rows.length; offset += BATCH) {
        await tx.insert(jobs).values(rows.slice(offset, offset + BATCH))
      }
    })
    log(`Posted ${Math.min(size, from + PER_TRANSACTION).toLocaleString('en-US')}/${size.toLocaleString('en-US')} jobs.`)
  }
}

/** GET /api/jobs: search (Latin, CJK), filters and the default list (docs/decisions/0026-talent-hub-search.md). */
export const jobsSuite: BenchSuite = {
  name: 'jobs',
  async ensure(database, size, log) {
    await startupsSuite.ensure(database, size, log)
    const [row] = await database.db.select({ n: count() }).from(jobs)
    const have = row?.n ?? 0
    // The harness merges the search indexes after the fill (bench/harness.ts).
    if (have < size) await postJobs(database, size, have, log)
  },
  scenarios: [
    { name: 'jobs: search "engineer"', path: '/api/jobs?searchQuery=engineer' },
    { name: 'jobs: search "東京" (CJK)', path: `/api/jobs?searchQuery=${encodeURIComponent('東京')}` },
    { name: 'jobs: search "data" + type', path: '/api/jobs?searchQuery=data&type=full-time&limit=20' },
    // Both sizes fill the same page (20 rows), so the ratio compares the query, not how much JSON is sent.
    { name: 'jobs: type+location', path: '/api/jobs?type=full-time&location=Singapore&limit=20' },
    { name: 'jobs: level+Remote', path: '/api/jobs?experienceLevel=senior&location=Remote&limit=20' },
    { name: 'jobs: default list (newest)', path: '/api/jobs' },
    // The page also counts its matches ('{n} jobs found'), which the /api list does not (docs/decisions/0089).
    ...signedOutAndIn({ name: 'jobs: /talent-hub (page)', path: '/talent-hub' }),
    { name: 'jobs: type+location (page)', path: '/talent-hub?type=full-time&location=Singapore' },
    { name: 'jobs: level+Remote (page)', path: '/talent-hub?experienceLevel=senior&location=Remote' },
    { name: 'jobs: search "engineer" (page)', path: '/talent-hub?searchQuery=engineer' },
    { name: 'jobs: search "data" + type (page)', path: '/talent-hub?searchQuery=data&type=full-time' },
  ],
}
