import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import { hashPassword } from '../app/lib/password.server'
import { openDatabase, type Database, type Db } from './client'
import { formatDecimal, parseDecimal } from './columns'
import * as schema from './schema'
import {
  BLOG_POSTS,
  CITIES,
  CURRENCY_BY_LOCATION,
  EVENT_TEMPLATES,
  EXPERIENCE_LEVELS,
  INVESTORS,
  JOB_TITLES,
  JOB_TYPES,
  LOCATIONS,
  MILESTONES,
  NAME_PREFIXES,
  NEWS,
  RESOURCE_BLURBS,
  RESOURCE_BRANDS,
  RESOURCE_SPECIALTIES,
  RESOURCE_TYPES,
  REVIEW_POSITIONS,
  LOCAL_NAMES,
  REVIEWS,
  SECTORS,
  STAGES,
  TEAM_ROLES,
  WORKSPACE_AMENITIES,
  WORKSPACE_TYPES,
  peopleOf,
  sectorNames,
  sectorProfile,
  type Location,
  type Sector,
  type Stage,
} from './seed-data'

export const DEMO_PASSWORD = 'demo-password-123'
/**
 * Accounts that sign in with DEMO_PASSWORD. There is deliberately no admin among them: demo data may be seeded on a
 * public server, and the only admin is the one ADMIN_EMAIL/ADMIN_PASSWORD configure.
 */
export const DEMO_ACCOUNTS = {
  founder: 'founder@demo.startup.asia',
  member: 'member@demo.startup.asia',
} as const

export const DEFAULT_STARTUPS = 72
/** The platform's own editorial/staff profile: authors posts and organises events; cannot sign in. */
export const DEMO_TEAM_EMAIL = 'team@demo.startup.asia'

/** Startups beyond this many get no team, funding, reviews, …: a 100 000-startup seed stays fast. */
const STARTUPS_WITH_DETAILS = 300
const INSERT_BATCH = 400
const STARTUPS_PER_TRANSACTION = 10_000

/** History (founding, funding, milestones) is anchored here so that it never changes. */
const ANCHOR = Date.UTC(2025, 5, 1)
const HOUR = 3_600_000
const DAY = 24 * HOUR

export interface SeedOptions {
  startups?: number
  log?: (message: string) => void
  /** "Today" for events, cohorts and bookings, which stay upcoming as time passes. Defaults to now. */
  now?: Date
}

// ── Deterministic randomness ─────────────────────────────────────────────────────────────────────────────

function mulberry32(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** FNV-1a, so each part of the seed draws from its own stream and adding rows to one part never shifts another. */
function hash(label: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193)
  return h >>> 0
}

class Random {
  private readonly next: () => number
  constructor(label: string) {
    this.next = mulberry32(hash(`startup-asia:${label}`))
  }
  float() {
    return this.next()
  }
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  chance(probability: number) {
    return this.next() < probability
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count)
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy
  }
}

// ── Small helpers ────────────────────────────────────────────────────────────────────────────────────────

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const emailLocalPart = (first: string, last: string) => slugify(`${first}.${last}`).replace(/-/g, '.')
const money = (whole: number) => `${whole}.00`

function* chunks<T>(rows: T[], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size)
}

const TEAM_SIZE_BY_STAGE: Record<Stage, [number, number]> = {
  idea: [1, 4],
  'pre-seed': [2, 8],
  mvp: [2, 10],
  seed: [5, 25],
  'early-stage': [5, 30],
  'series-a': [20, 80],
  'series-b': [50, 200],
  'series-c': [100, 400],
  growth: [150, 600],
  mature: [300, 2000],
  'pre-ipo': [500, 3000],
  ipo: [1000, 5000],
}

/** Rough order of maturity, 0 (idea) to 10 (ipo). */
const STAGE_AGE: Record<Stage, number> = {
  idea: 0,
  'pre-seed': 0,
  mvp: 1,
  seed: 1,
  'early-stage': 2,
  'series-a': 3,
  'series-b': 4,
  'series-c': 5,
  growth: 6,
  mature: 8,
  'pre-ipo': 8,
  ipo: 9,
}

const ROUNDS_BY_STAGE: Record<Stage, number> = {
  idea: 0,
  'pre-seed': 1,
  mvp: 1,
  seed: 2,
  'early-stage': 2,
  'series-a': 3,
  'series-b': 4,
  'series-c': 5,
  growth: 5,
  mature: 5,
  'pre-ipo': 5,
  ipo: 5,
}

const ROUND_TYPES = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c'] as const
/** Round sizes in thousands of US dollars. */
const ROUND_SIZE: Record<(typeof ROUND_TYPES)[number], [number, number]> = {
  'pre-seed': [150, 600],
  seed: [800, 3_500],
  'series-a': [5_000, 18_000],
  'series-b': [20_000, 60_000],
  'series-c': [60_000, 180_000],
}

interface StartupPlan {
  row: schema.NewStartup
  sector: Sector
  location: Location
  stage: Stage
  foundedMs: number
}

// ── The seed ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Fills an empty database with deterministic demo data: the same startups, people and content every run, with
 * events, cohorts and bookings placed relative to today. Does nothing if the demo founder account already exists.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined)
  const startupCount = Math.max(0, Math.floor(options.startups ?? DEFAULT_STARTUPS))
  const now = options.now ?? new Date()
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())

  const [existing] = await database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, DEMO_ACCOUNTS.founder))
  if (existing) {
    log('Demo data already present; nothing to seed.')
    return { seeded: false }
  }

  // scrypt is deliberately slow (~0.3 s), so every demo account shares one hash of the one demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const plans = planStartups(startupCount)
  const detailed = plans.slice(0, STARTUPS_WITH_DETAILS)

  await database.transaction(async (tx) => {
    const people = await seedUsers(tx, passwordHash)
    detailed.forEach((plan, index) => assignOwners(plan, index, people, today))
    const startupIds = await insertStartups(tx, detailed)
    await seedStartupDetails(tx, detailed, startupIds, people)
    await seedJobs(tx, detailed, startupIds, today)
    await seedEvents(tx, people, today)
    await seedResources(tx)
    await seedWorkspaces(tx, people, today)
    await seedCohorts(tx, people, startupIds, detailed, today)
    await seedContent(tx, people, today)
    await seedClaims(tx, detailed, startupIds, people, today)
  })
  log(`Seeded demo accounts, content and ${detailed.length} startups with details.`)

  let done = detailed.length
  for (const part of chunks(plans.slice(STARTUPS_WITH_DETAILS), STARTUPS_PER_TRANSACTION)) {
    await database.transaction(async (tx) => {
      await insertStartupsInBulk(tx, part)
    })
    done += part.length
    log(`Seeded ${done}/${startupCount} startups.`)
  }
  return { seeded: true }
}

// ── Users ────────────────────────────────────────────────────────────────────────────────────────────────

interface People {
  /** The staff profile (DEMO_TEAM_EMAIL). */
  team: number
  founder: number
  member: number
  /** Founders of claimed startups (userType startup). */
  founders: number[]
  /** Community members who apply, attend and review. */
  members: number[]
  mentors: number[]
}

async function seedUsers(tx: Db, passwordHash: string): Promise<People> {
  const random = new Random('users')
  const insert = async (rows: schema.NewUser[]) =>
    (await tx.insert(schema.users).values(rows).returning({ id: schema.users.id })).map((row) => row.id)

  const [team, founder, member] = await insert([
    {
      email: DEMO_TEAM_EMAIL,
      firstName: 'Startup Asia',
      lastName: 'Team',
      userType: 'public',
      isEmailVerified: true,
      createdAt: new Date(ANCHOR - 400 * DAY),
    },
    {
      email: DEMO_ACCOUNTS.founder,
      password: passwordHash,
      firstName: 'Mei',
      lastName: 'Tan',
      userType: 'startup',
      isEmailVerified: true,
      profileImageUrl: '/images/avatars/avatar-1.svg',
      createdAt: new Date(ANCHOR - 300 * DAY),
    },
    {
      email: DEMO_ACCOUNTS.member,
      password: passwordHash,
      firstName: 'Arjun',
      lastName: 'Pillai',
      userType: 'public',
      isEmailVerified: true,
      profileImageUrl: '/images/avatars/avatar-2.svg',
      createdAt: new Date(ANCHOR - 200 * DAY),
    },
  ])

  // Everyone else is a profile without a password: they appear in the data but cannot sign in.
  const everyone = LOCATIONS.flatMap((location) =>
    peopleOf(location).map(([first, last]) => ({ first, last, location })),
  )
  const pool = random.shuffle(everyone)
  const make = (slice: typeof pool, userType: schema.UserType, domain: string) =>
    slice.map(({ first, last }, index) => ({
      email: `${emailLocalPart(first, last)}@${domain}`,
      firstName: first,
      lastName: last,
      userType,
      isEmailVerified: index % 3 !== 0,
      profileImageUrl: `/images/avatars/avatar-${(index % 4) + 1}.svg`,
      createdAt: new Date(ANCHOR - (150 - index) * DAY),
    }))
  const founders = await insert(make(pool.slice(0, 12), 'startup', 'founders.demo.startup.asia'))
  const mentors = await insert(make(pool.slice(12, 18), 'public', 'mentors.demo.startup.asia'))
  const members = await insert(make(pool.slice(18, 42), 'public', 'members.demo.startup.asia'))
  return { team: team!, founder: founder!, member: member!, founders, members, mentors }
}

// ── Startups ─────────────────────────────────────────────────────────────────────────────────────────────

function planStartups(count: number): StartupPlan[] {
  const random = new Random('startups')
  const names = new Map(SECTORS.map((sector) => [sector, random.shuffle(sectorNames(sector))]))
  const used = new Map<Sector, number>()
  // Three hours apart, squeezed so that even a huge seed was created after 2015.
  const spacing = Math.min(3 * HOUR, Math.floor((ANCHOR - Date.UTC(2015, 0, 1)) / Math.max(count, 1)))
  const plans: StartupPlan[] = []
  for (let i = 0; i < count; i++) {
    // The first rows walk every vocabulary so that even a small seed covers each sector, stage and location.
    const sector = i < SECTORS.length ? SECTORS[i]! : random.pick(SECTORS)
    const location = i < LOCATIONS.length * 2 ? LOCATIONS[i % LOCATIONS.length]! : random.pick(LOCATIONS)
    const stage = i < STAGES.length * 2 ? STAGES[(i * 5) % STAGES.length]! : random.pick(STAGES)
    const nth = used.get(sector) ?? 0
    used.set(sector, nth + 1)
    const pool = names.get(sector)!
    const name = pool[nth % pool.length]! + (nth >= pool.length ? ` ${Math.floor(nth / pool.length) + 1}` : '')
    const slug = slugify(name)
    const profile = sectorProfile(sector)
    // Later stages were founded earlier: an IPO-stage company is not a year old.
    const latestYear = 2024 - Math.floor(STAGE_AGE[stage] * 0.8)
    const foundedMs = Date.UTC(random.int(2015, latestYear), random.int(0, 11), random.int(1, 28))
    const [minTeam, maxTeam] = TEAM_SIZE_BY_STAGE[stage]
    const detailed = i < STARTUPS_WITH_DETAILS
    // Inserted oldest first, so id order is creation order ("newest" sorts by id: decision 0013). The jitter stays
    // below the spacing so that it never reorders neighbours.
    const createdAt = new Date(ANCHOR - (count - i) * spacing + random.int(0, Math.floor(spacing / 2)))
    plans.push({
      sector,
      location,
      stage,
      foundedMs,
      row: {
        name,
        description: `${profile.pitch} in ${location}${LOCAL_NAMES[location] ? ` (${LOCAL_NAMES[location]})` : ''}.`,
        website: `https://${slug}.example.com`,
        logo: i % 7 === 6 ? null : `/images/logos/logo-${(i % 6) + 1}.svg`,
        sector,
        location,
        foundingDate: isoDate(foundedMs),
        stage,
        teamSize: random.int(minTeam, maxTeam),
        mission: `To bring ${profile.pitch.charAt(0).toLowerCase()}${profile.pitch.slice(1)} to every corner of ${location}.`,
        vision: `Every business in Asia running on ${name}.`,
        socialLinks: {
          linkedin: `https://www.linkedin.com/company/${slug}`,
          twitter: `https://x.com/${slug.replace(/-/g, '')}`,
          ...(random.chance(0.5) ? { github: `https://github.com/${slug}` } : {}),
        },
        operationAreas: [
          location,
          ...random.sample(
            LOCATIONS.filter((other) => other !== location),
            random.int(0, 3),
          ),
        ],
        heroBanners: detailed && i % 5 !== 4 ? heroBanners(name, random.int(1, 3)) : [],
        techStack: random.sample(profile.tech, random.int(3, Math.min(5, profile.tech.length))),
        verticals: profile.verticals,
        isActive: i % 40 !== 39,
        createdAt,
        updatedAt: createdAt,
      },
    })
  }
  return plans
}

function heroBanners(name: string, count: number): schema.HeroBanner[] {
  const banners: schema.HeroBanner[] = [
    {
      imageUrl: '/images/banners/banner-1.svg',
      title: name,
      subtitle: 'Built in Asia, for Asia',
      ctaText: 'Visit website',
      ctaUrl: '#',
      order: 1,
    },
    {
      imageUrl: '/images/banners/banner-2.svg',
      title: 'We are hiring',
      subtitle: 'Join a fast-growing team',
      ctaText: 'See jobs',
      ctaUrl: '?tab=jobs',
      order: 2,
    },
    {
      imageUrl: '/images/banners/banner-3.svg',
      title: 'Our journey',
      subtitle: 'Milestones so far',
      ctaText: 'Read more',
      ctaUrl: '?tab=milestones',
      order: 3,
    },
  ]
  return banners.slice(0, count)
}

/** The demo founder owns the first three startups; a few more are claimed by other founders. */
function assignOwners(plan: StartupPlan, index: number, people: People, today: number) {
  const claimed = index < 3 || index % 9 === 4
  if (!claimed) return
  const owner = index < 3 ? people.founder : people.founders[index % people.founders.length]!
  Object.assign(plan.row, {
    founderId: owner,
    isClaimedByOwner: true,
    claimedByUserId: owner,
    subscriptionActive: true,
    subscriptionEndsAt: new Date(today + 20 * DAY),
    lastUpdatedBy: owner,
  } satisfies Partial<schema.NewStartup>)
}

async function insertStartups(tx: Db, plans: StartupPlan[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const part of chunks(plans, INSERT_BATCH)) {
    const rows = await tx
      .insert(schema.startups)
      .values(part.map((plan) => plan.row))
      .returning({ id: schema.startups.id, name: schema.startups.name })
    for (const row of rows) ids.set(row.name, row.id)
  }
  return ids
}

/**
 * The bulk path for startups without details. Building a drizzle insert costs about as much per row as running
 * it, so one multi-row statement per batch size is prepared once with placeholders and run with fresh values.
 */
async function insertStartupsInBulk(tx: Db, plans: StartupPlan[]) {
  if (plans.length === 0) return
  const keys = Object.keys(plans[0]!.row) as Array<keyof schema.NewStartup>
  const prepared = new Map<number, ReturnType<typeof prepare>>()
  function prepare(size: number) {
    const values = Array.from(
      { length: size },
      (_, r) =>
        Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${key}_${r}`)])) as SQLiteInsertValue<
          typeof schema.startups
        >,
    )
    return tx.insert(schema.startups).values(values).prepare()
  }
  for (const part of chunks(plans, INSERT_BATCH)) {
    let statement = prepared.get(part.length)
    if (!statement) prepared.set(part.length, (statement = prepare(part.length)))
    const params: Record<string, unknown> = {}
    part.forEach((plan, r) => {
      for (const key of keys) {
        if (!(key in plan.row)) throw new Error(`startup "${plan.row.name}" lacks ${key}`)
        params[`${key}_${r}`] = plan.row[key]
      }
    })
    await statement.run(params)
  }
}

async function seedStartupDetails(tx: Db, plans: StartupPlan[], ids: Map<string, number>, people: People) {
  const random = new Random('startup-details')
  const team: schema.NewStartupTeamMember[] = []
  const rounds: schema.NewFundingRound[] = []
  const milestones: schema.NewCompanyMilestone[] = []
  const posts: schema.NewStartupPost[] = []
  const reviews: schema.NewStartupReview[] = []
  const gallery: schema.NewStartupGalleryItem[] = []
  const leads: Array<{ startupId: number; roundType: string; row: Omit<schema.NewStartupInvestor, 'startupId'> }> = []

  plans.forEach((plan, index) => {
    const startupId = ids.get(plan.row.name)!
    const slug = slugify(plan.row.name)
    const names = random.shuffle(peopleOf(plan.location))

    // Team: the founder first, then members without an account.
    const [founderFirst, founderLast] = names[0]!
    team.push({
      startupId,
      userId: plan.row.founderId === people.founder ? people.founder : null,
      name: `${founderFirst} ${founderLast}`,
      email: `${emailLocalPart(founderFirst, founderLast)}@${slug}.example.com`,
      role: 'CEO & Co-founder',
      bio: `Started ${plan.row.name} after years in ${plan.sector} across ${plan.location}.`,
      photoUrl: `/images/avatars/avatar-${(index % 4) + 1}.svg`,
      isFounder: true,
      joinedAt: new Date(plan.foundedMs),
    })
    const roles = random.sample(TEAM_ROLES, random.int(1, 3))
    roles.forEach((role, k) => {
      const [first, last] = names[(k + 1) % names.length]!
      team.push({
        startupId,
        name: `${first} ${last}`,
        email: `${emailLocalPart(first, last)}@${slug}.example.com`,
        role,
        bio: `${role} at ${plan.row.name}.`,
        photoUrl: k % 2 === 0 ? `/images/avatars/avatar-${((index + k + 1) % 4) + 1}.svg` : null,
        isFounder: k === 0 && random.chance(0.4),
        joinedAt: new Date(plan.foundedMs + (k + 1) * 90 * DAY),
      })
    })

    // Funding: one round per step of the stage ladder, a year or so apart, never after the anchor.
    const roundCount = ROUNDS_BY_STAGE[plan.stage]
    for (let r = 0; r < roundCount; r++) {
      const roundType = ROUND_TYPES[r]!
      const [min, max] = ROUND_SIZE[roundType]
      const thousands = random.int(min, max)
      const investors = random.sample(INVESTORS, random.int(1, 3))
      const date = Math.min(plan.foundedMs + (r + 1) * random.int(200, 420) * DAY, ANCHOR - (roundCount - r) * 30 * DAY)
      const lead = investors[0]!
      rounds.push({
        startupId,
        roundType,
        amount: money(thousands * 1000),
        currency: 'USD',
        announcedDate: isoDate(date),
        investors: investors.map((investor) => investor.name),
        leadInvestor: lead.name,
        description: `${roundType === 'pre-seed' ? 'Pre-seed' : roundType.replace('series-', 'Series ').replace('seed', 'Seed')} round led by ${lead.name} to expand across ${plan.location}.`,
      })
      leads.push({
        startupId,
        roundType,
        row: {
          investorName: lead.name,
          investorType: lead.type,
          amount: money(Math.round(thousands * 0.6) * 1000),
          currency: 'USD',
          equityPercentage: formatDecimal(random.int(300, 2200), 2),
          investmentDate: isoDate(date),
          location: lead.location,
          website: `https://${slugify(lead.name)}.example.com`,
          isLead: true,
        },
      })
    }

    for (const [k, milestone] of random.sample(MILESTONES, random.int(2, 4)).entries()) {
      const date = Math.min(plan.foundedMs + (k + 1) * random.int(120, 300) * DAY, ANCHOR - DAY)
      milestones.push({
        startupId,
        title: milestone.title,
        description: `${plan.row.name}: ${milestone.title.toLowerCase()}.`,
        achievedDate: isoDate(date),
        category: milestone.category,
        amount: milestone.category === 'financial' ? money(random.int(50, 900) * 1000) : null,
        currency: CURRENCY_BY_LOCATION[plan.location] ?? 'USD',
      })
    }

    if (index % 6 !== 5) {
      for (const [k, news] of random.sample(NEWS, random.int(1, 3)).entries()) {
        const publishedAt = new Date(ANCHOR - (k * 45 + random.int(1, 40)) * DAY)
        posts.push({
          startupId,
          authorId: plan.row.founderId ?? null,
          title: news.title(plan.row.name),
          content: `${plan.row.description} ${plan.row.mission}`,
          type: news.type,
          tags: [plan.sector, slugify(plan.location)],
          likes: random.int(0, 250),
          shares: random.int(0, 60),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
      }
    }

    if (index % 4 !== 3) {
      for (let k = 0; k < random.int(1, 4); k++) {
        const review = random.pick(REVIEWS)
        const rating = random.int(30, 50) / 10
        const createdAt = new Date(ANCHOR - random.int(5, 400) * DAY)
        const sub = () => formatDecimal(Math.max(10, Math.min(50, Math.round(rating * 10) + random.int(-5, 5))), 1)
        reviews.push({
          startupId,
          reviewerId: k === 0 && index % 5 === 0 ? people.members[index % people.members.length]! : null,
          title: review.title,
          content: `${review.pros} ${review.cons}`,
          rating: rating.toFixed(1),
          position: random.pick(REVIEW_POSITIONS),
          department: random.pick(['Engineering', 'Product', 'Sales', 'Operations']),
          employmentType: random.pick(['full-time', 'part-time', 'contract', 'internship']),
          employmentStatus: random.pick(['current', 'former']),
          workDuration: random.pick(['less than 1 year', '1-2 years', '3-5 years']),
          workLifeBalance: sub(),
          compensation: sub(),
          culture: sub(),
          management: sub(),
          careerGrowth: sub(),
          pros: review.pros,
          cons: review.cons,
          advice: review.advice,
          wouldRecommend: rating >= 3.5,
          ceoApproval: rating >= 4,
          isVerified: random.chance(0.5),
          isAnonymous: random.chance(0.8),
          helpfulVotes: random.int(0, 40),
          createdAt,
          updatedAt: createdAt,
        })
      }
    }

    if (index % 3 !== 2) {
      const count = random.int(1, 4)
      for (let k = 0; k < count; k++) {
        const video = k === count - 1 && k > 0
        gallery.push({
          startupId,
          mediaUrl: video
            ? `https://videos.example.com/${slug}/product-tour.mp4`
            : `/images/banners/banner-${((index + k) % 4) + 1}.svg`,
          mediaType: video ? 'video' : 'image',
          title: video ? 'Product tour' : random.pick(['Our team', 'Office', 'Launch day', 'Product screenshot']),
          category: video ? 'product' : 'company',
          displayOrder: k,
          isFeatured: k === 0,
          dimensions: video ? null : { width: 1200, height: 320 },
        })
      }
    }
  })

  for (const part of chunks(team, INSERT_BATCH)) await tx.insert(schema.startupTeam).values(part)
  const roundIds = new Map<string, number>()
  for (const part of chunks(rounds, INSERT_BATCH)) {
    const rows = await tx
      .insert(schema.fundingRounds)
      .values(part)
      .returning({
        id: schema.fundingRounds.id,
        startupId: schema.fundingRounds.startupId,
        roundType: schema.fundingRounds.roundType,
      })
    for (const row of rows) roundIds.set(`${row.startupId}:${row.roundType}`, row.id)
  }
  const investors = leads.map(({ startupId, roundType, row }) => ({
    ...row,
    startupId,
    fundingRoundId: roundIds.get(`${startupId}:${roundType}`) ?? null,
  }))
  for (const part of chunks(investors, INSERT_BATCH)) await tx.insert(schema.startupInvestors).values(part)
  for (const part of chunks(milestones, INSERT_BATCH)) await tx.insert(schema.companyMilestones).values(part)
  for (const part of chunks(posts, INSERT_BATCH)) await tx.insert(schema.startupPosts).values(part)
  for (const part of chunks(reviews, INSERT_BATCH)) await tx.insert(schema.startupReviews).values(part)
  for (const part of chunks(gallery, INSERT_BATCH)) await tx.insert(schema.startupGallery).values(part)
}

// ── Jobs ─────────────────────────────────────────────────────────────────────────────────────────────────

const SALARY_BY_CITY: Record<string, { currency: string; base: number }> = {
  Singapore: { currency: 'SGD', base: 72_000 },
  'Hong Kong': { currency: 'HKD', base: 420_000 },
  Tokyo: { currency: 'JPY', base: 6_500_000 },
  Mumbai: { currency: 'INR', base: 1_800_000 },
  Bangalore: { currency: 'INR', base: 2_000_000 },
  Seoul: { currency: 'USD', base: 48_000 },
  Jakarta: { currency: 'USD', base: 24_000 },
  Manila: { currency: 'USD', base: 20_000 },
  Remote: { currency: 'USD', base: 40_000 },
}
const LEVEL_FACTOR = { junior: 1, mid: 1.5, senior: 2.2, lead: 3 } as const

async function seedJobs(tx: Db, plans: StartupPlan[], ids: Map<string, number>, today: number) {
  if (plans.length === 0) return
  const random = new Random('jobs')
  const hiring = plans.slice(0, 40)
  const rows: schema.NewJob[] = []
  for (let j = 0; j < 36; j++) {
    const plan = hiring[j % hiring.length]!
    const type = JOB_TYPES[j % JOB_TYPES.length]!
    const experienceLevel = type === 'internship' ? 'junior' : EXPERIENCE_LEVELS[(j >> 1) % EXPERIENCE_LEVELS.length]!
    const location = j % 6 === 5 ? 'Remote' : CITIES[j % CITIES.length]!
    const title = JOB_TITLES[j % JOB_TITLES.length]!
    const pay = SALARY_BY_CITY[location]!
    const min = Math.round((pay.base * LEVEL_FACTOR[experienceLevel] * (type === 'internship' ? 0.3 : 1)) / 1000) * 1000
    const salary =
      j % 5 === 0
        ? null
        : j % 5 === 1
          ? { min, currency: pay.currency }
          : { min, max: Math.round((min * 1.4) / 1000) * 1000, currency: pay.currency }
    const createdAt = new Date(today - (j % 30) * DAY - random.int(1, 20) * HOUR)
    rows.push({
      startupId: ids.get(plan.row.name)!,
      title: type === 'internship' ? `${title} Intern` : experienceLevel === 'lead' ? `Lead ${title}` : title,
      description: `Join ${plan.row.name} (${plan.sector}). What we do: ${plan.row.description}`,
      requirements: `${experienceLevel === 'junior' ? '0-2' : experienceLevel === 'mid' ? '2-5' : '5+'} years of experience; fluent English; ${plan.row.techStack?.[0] ?? 'modern tooling'} a plus.`,
      location,
      type,
      experienceLevel,
      techStack: random.sample(plan.row.techStack ?? [], 3),
      salary,
      isRemote: location === 'Remote' || j % 7 === 2,
      isActive: j !== 35,
      createdAt,
      updatedAt: createdAt,
    })
  }
  await tx.insert(schema.jobs).values(rows)
}

// ── Events ───────────────────────────────────────────────────────────────────────────────────────────────

/** Days from today: five past events, the rest upcoming. */
const EVENT_OFFSETS = [-75, -40, -21, -7, -2, 2, 5, 9, 14, 20, 27, 35, 44, 56, 70, 90]
const EVENT_PRICES = ['0.00', '15.00', '25.00', '49.50', '99.00', '150.00']
const EVENT_CAPACITY = [500, 200, 120, 80, 60, 40, 30]

async function seedEvents(tx: Db, people: People, today: number) {
  const random = new Random('events')
  const rows: schema.NewEvent[] = EVENT_TEMPLATES.map((template, e) => {
    const online = e % 3 === 1
    const city = CITIES[e % CITIES.length]!
    const start = today + EVENT_OFFSETS[e]! * DAY + (9 + (e % 4)) * HOUR
    const hours = template.category === 'conference' ? 32 : random.int(2, 4)
    const maxAttendees = EVENT_CAPACITY[e % EVENT_CAPACITY.length]!
    // Every fourth event is nearly full; past events ended at or near capacity.
    const currentAttendees =
      e % 4 === 2 || EVENT_OFFSETS[e]! < 0
        ? maxAttendees - random.int(0, 3)
        : random.int(5, Math.floor(maxAttendees * 0.6))
    const price = e % 3 === 0 ? '0.00' : EVENT_PRICES[(e % (EVENT_PRICES.length - 1)) + 1]!
    return {
      title: online ? `${template.title} (Online)` : `${template.title} ${city}`,
      description: `${template.title} for founders, operators and investors. Talks, Q&A and time to meet the community.`,
      organizerId: e % 2 === 0 ? people.team : people.founder,
      location: online ? 'Online' : city,
      venue: online ? null : `${template.venue}, ${city}`,
      startDate: new Date(start),
      endDate: new Date(start + hours * HOUR),
      maxAttendees,
      currentAttendees,
      price,
      currency: price === '0.00' ? 'USD' : e % 2 === 0 ? 'USD' : (CURRENCY_BY_LOCATION[city as Location] ?? 'USD'),
      category: template.category,
      isOnline: online,
      meetingLink: online ? `https://meet.example.com/startup-asia-${e + 1}` : null,
      coverImage: `/images/banners/banner-${(e % 4) + 1}.svg`,
      isActive: true,
      createdAt: new Date(start - 30 * DAY),
      updatedAt: new Date(start - 30 * DAY),
    }
  })
  const events = await tx
    .insert(schema.events)
    .values(rows)
    .returning({ id: schema.events.id, startDate: schema.events.startDate })
  const upcoming = events.filter((event) => event.startDate.getTime() > today)
  const rsvps: schema.NewEventRsvp[] = [
    ...upcoming.slice(0, 3).map((event) => ({ eventId: event.id, userId: people.member })),
    ...upcoming.slice(1, 3).map((event) => ({ eventId: event.id, userId: people.founder })),
    ...people.members.slice(0, 10).map((userId, k) => ({ eventId: events[k % events.length]!.id, userId })),
  ]
  await tx.insert(schema.eventRsvps).values(rsvps)
}

// ── Resources and workspaces ─────────────────────────────────────────────────────────────────────────────

async function seedResources(tx: Db) {
  const random = new Random('resources')
  const rows: schema.NewResource[] = []
  for (const type of RESOURCE_TYPES) {
    for (let k = 0; k < 5; k++) {
      const city = CITIES[(rows.length * 3) % CITIES.length]!
      const [first, last] = peopleOf(city)[k % peopleOf(city).length]!
      const name =
        type === 'mentor'
          ? `${first} ${last}`
          : `${NAME_PREFIXES[(rows.length * 7) % NAME_PREFIXES.length]} ${RESOURCE_BRANDS[type][k]}`
      const slug = slugify(name)
      const rated = k !== 4
      rows.push({
        name,
        description: RESOURCE_BLURBS[type],
        type,
        location: city,
        website: k % 3 === 2 ? null : `https://${slug}.example.com`,
        email: k % 4 === 3 ? null : `hello@${slug}.example.com`,
        specialties: random.sample(RESOURCE_SPECIALTIES[type], random.int(2, 5)),
        sectors: random.sample(SECTORS, random.int(1, 4)),
        contactInfo: { address: `${city} central business district` },
        rating: rated ? formatDecimal(random.int(380, 500), 2) : null,
        reviewCount: rated ? random.int(3, 180) : 0,
        isVerified: k % 2 === 0,
      })
    }
  }
  await tx.insert(schema.resources).values(rows)
}

const WORKSPACE_PRICING: Record<
  (typeof WORKSPACE_TYPES)[number],
  { label: string; hourly: number; daily: number | null; capacity: [number, number] }
> = {
  'hot-desk': { label: 'Hot Desk', hourly: 6, daily: 25, capacity: [1, 1] },
  'meeting-room': { label: 'Meeting Room', hourly: 50, daily: 320, capacity: [6, 14] },
  'podcast-booth': { label: 'Podcast Booth', hourly: 35, daily: null, capacity: [2, 4] },
  'event-space': { label: 'Event Space', hourly: 60, daily: 200, capacity: [60, 150] },
}

async function seedWorkspaces(tx: Db, people: People, today: number) {
  const random = new Random('workspaces')
  const rows: schema.NewWorkspace[] = []
  for (const type of WORKSPACE_TYPES) {
    for (let k = 0; k < 4; k++) {
      const city = CITIES[(rows.length * 5) % CITIES.length]!
      const pricing = WORKSPACE_PRICING[type]
      rows.push({
        name: `${NAME_PREFIXES[(rows.length * 11) % NAME_PREFIXES.length]} ${pricing.label}, ${city}`,
        description: `${pricing.label} in central ${city}, a short walk from public transport.`,
        type,
        location: city,
        capacity: random.int(...pricing.capacity),
        hourlyRate: money(pricing.hourly + k * 5),
        dailyRate: pricing.daily === null ? null : money(pricing.daily + k * 20),
        amenities: random.sample(WORKSPACE_AMENITIES, random.int(3, 6)),
        images: [`/images/banners/banner-${(rows.length % 4) + 1}.svg`],
        isActive: true,
      })
    }
  }
  const workspaces = await tx
    .insert(schema.workspaces)
    .values(rows)
    .returning({ id: schema.workspaces.id, hourlyRate: schema.workspaces.hourlyRate })

  // Bookings: total = hours × hourly rate, computed in minor units.
  const book = (index: number, userId: number, dayOffset: number, hours: number, paymentStatus: string) => {
    const workspace = workspaces[index % workspaces.length]!
    const start = today + dayOffset * DAY + 10 * HOUR
    return {
      workspaceId: workspace.id,
      userId,
      startTime: new Date(start),
      endTime: new Date(start + hours * HOUR),
      totalAmount: formatDecimal(parseDecimal(workspace.hourlyRate ?? '0', 10, 2) * hours, 2),
      status: 'confirmed',
      paymentStatus,
    }
  }
  await tx
    .insert(schema.workspaceBookings)
    .values([
      book(0, people.member, 3, 4, 'pending'),
      book(5, people.member, 10, 2, 'pending'),
      book(9, people.member, -12, 3, 'paid'),
      book(4, people.founder, 6, 2, 'paid'),
      book(13, people.founder, -30, 1, 'paid'),
    ])
}

// ── Cohort programs ──────────────────────────────────────────────────────────────────────────────────────

const COHORTS = [
  {
    name: 'Startup Asia Accelerator — Batch 7',
    program: 'accelerator',
    status: 'upcoming',
    start: 45,
    weeks: 12,
    fee: '0.00',
  },
  {
    name: 'Fintech Incubator — Singapore',
    program: 'incubator',
    status: 'upcoming',
    start: 60,
    weeks: 16,
    fee: '1500.00',
  },
  { name: 'Founder Bootcamp — Tokyo', program: 'bootcamp', status: 'active', start: -14, weeks: 6, fee: '499.00' },
  { name: 'Climate Tech Accelerator', program: 'accelerator', status: 'active', start: -35, weeks: 12, fee: '0.00' },
  {
    name: 'Healthtech Incubator — Bangalore',
    program: 'incubator',
    status: 'completed',
    start: -200,
    weeks: 16,
    fee: '1200.00',
  },
  {
    name: 'Product Bootcamp — Jakarta',
    program: 'bootcamp',
    status: 'completed',
    start: -120,
    weeks: 4,
    fee: '299.00',
  },
] as const

const CURRICULUM = {
  accelerator: [
    'Customer discovery',
    'Business model',
    'Go-to-market',
    'Unit economics',
    'Fundraising',
    'Demo day pitch',
  ],
  incubator: ['Problem validation', 'Prototype', 'Regulation and compliance', 'Pilot customers', 'Team building'],
  bootcamp: ['Lean canvas', 'MVP in a week', 'Pitch deck', 'Investor office hours'],
} as const

async function seedCohorts(tx: Db, people: People, ids: Map<string, number>, plans: StartupPlan[], today: number) {
  const random = new Random('cohorts')
  const cohortRows: schema.NewCohort[] = COHORTS.map((cohort, c) => {
    const start = today + cohort.start * DAY
    const participants = cohort.status === 'upcoming' ? 0 : 6 + c
    return {
      name: cohort.name,
      description: `A ${cohort.weeks}-week ${cohort.program} for early-stage founders building across Asia.`,
      program: cohort.program,
      status: cohort.status,
      startDate: isoDate(start),
      endDate: isoDate(start + cohort.weeks * 7 * DAY),
      applicationDeadline: isoDate(start - 14 * DAY),
      maxParticipants: c % 2 === 0 ? 20 : 25,
      currentParticipants: participants,
      fee: cohort.fee,
      mentorId: people.mentors[c % people.mentors.length]!,
      curriculum: [...CURRICULUM[cohort.program]],
      requirements: ['A founding team of at least two', 'A working prototype or pilot customers', 'Based in Asia'],
      benefits: ['1-on-1 mentorship', 'USD 50k in cloud credits', 'Investor office hours', 'Alumni network'],
      imageUrl: `/images/banners/banner-${(c % 4) + 1}.svg`,
    }
  })
  const cohorts = await tx.insert(schema.cohorts).values(cohortRows).returning({ id: schema.cohorts.id })

  const participantRows: schema.NewCohortParticipant[] = []
  const sessionRows: schema.NewCohortSession[] = []
  const applicationRows: schema.NewCohortApplication[] = []
  COHORTS.forEach((cohort, c) => {
    const cohortId = cohorts[c]!.id
    const start = today + cohort.start * DAY
    const sessions = Math.min(6, cohort.weeks)
    for (let s = 0; s < sessions; s++) {
      const date = start + s * 7 * DAY
      const online = s % 3 === 2
      sessionRows.push({
        cohortId,
        title: CURRICULUM[cohort.program][s % CURRICULUM[cohort.program].length]!,
        description: `Week ${s + 1} of ${cohort.name}.`,
        sessionType: (['workshop', 'mentoring', 'presentation', 'networking'] as const)[s % 4],
        date: isoDate(date),
        startTime: s % 2 === 0 ? '10:00' : '14:00',
        endTime: s % 2 === 0 ? '12:00' : '16:30',
        location: online ? 'Online' : CITIES[c % CITIES.length],
        isOnline: online,
        meetingLink: online ? `https://meet.example.com/cohort-${c + 1}-week-${s + 1}` : null,
        mentorId: people.mentors[(c + s) % people.mentors.length]!,
        materials: [`Week ${s + 1} slides`, 'Reading list'],
        homework: s % 2 === 0 ? 'Interview five potential customers.' : null,
        status: date < today ? 'completed' : 'scheduled',
      })
    }
    const count = cohortRows[c]!.currentParticipants ?? 0
    const pastSessions = sessionRows.filter((row) => row.cohortId === cohortId && row.status === 'completed').length
    for (let p = 0; p < count; p++) {
      const plan = plans[(c * 7 + p) % Math.max(1, plans.length)]
      const completed = cohort.status === 'completed'
      participantRows.push({
        cohortId,
        userId: people.members[(c * 3 + p) % people.members.length]!,
        startupId: plan ? (ids.get(plan.row.name) ?? null) : null,
        joinedAt: new Date(start),
        completionStatus: completed ? 'completed' : 'active',
        progressPercentage: completed ? 100 : Math.round((pastSessions / sessions) * 100) - random.int(0, 10) + 10,
        attendanceCount: Math.max(0, pastSessions - random.int(0, 1)),
        totalSessions: sessions,
        finalGrade: completed ? random.pick(['A', 'A-', 'B+', 'B']) : null,
        certificateIssued: completed,
        feedback: completed ? 'Strong progress on customer discovery and a clear fundraising plan.' : null,
      })
    }
    if (cohort.status === 'upcoming') {
      const applicants = [people.member, ...people.members.slice(20, 24)]
      applicants.forEach((userId, a) =>
        applicationRows.push({
          cohortId,
          userId,
          status: a === 0 ? 'pending' : random.pick(['pending', 'pending', 'approved', 'rejected']),
          applicationData: { program: cohort.program, cohortName: cohort.name },
          motivationLetter:
            'We are building for underserved merchants and want help with go-to-market across the region.',
          appliedAt: new Date(today - (a + 1) * DAY),
        }),
      )
    }
  })
  const sessions = await tx
    .insert(schema.cohortSessions)
    .values(sessionRows)
    .returning({
      id: schema.cohortSessions.id,
      cohortId: schema.cohortSessions.cohortId,
      status: schema.cohortSessions.status,
      date: schema.cohortSessions.date,
    })
  const participants = await tx
    .insert(schema.cohortParticipants)
    .values(participantRows)
    .returning({ id: schema.cohortParticipants.id, cohortId: schema.cohortParticipants.cohortId })
  await tx.insert(schema.cohortApplications).values(applicationRows)

  const attendance: schema.NewSessionAttendance[] = []
  for (const participant of participants) {
    for (const session of sessions) {
      if (session.cohortId !== participant.cohortId || session.status !== 'completed') continue
      const attended = random.chance(0.85)
      attendance.push({
        sessionId: session.id,
        participantId: participant.id,
        attended,
        checkedInAt: attended ? new Date(`${session.date}T02:05:00.000Z`) : null,
      })
    }
  }
  for (const part of chunks(attendance, INSERT_BATCH)) await tx.insert(schema.sessionAttendance).values(part)
}

// ── Content ──────────────────────────────────────────────────────────────────────────────────────────────

async function seedContent(tx: Db, people: People, today: number) {
  const random = new Random('content')
  const posts = BLOG_POSTS.map((post, k) => {
    const draft = 'draft' in post && post.draft
    const publishedAt = draft ? null : new Date(today - (k * 6 + 1) * DAY - 8 * HOUR)
    const story = post.category === 'story'
    return {
      title: post.title,
      slug: slugify(post.title),
      excerpt: `${post.title}: what founders across Asia need to know.`,
      content: [
        `${post.title}.`,
        'Founders across the region shared what worked, what did not, and what they would do differently.',
        'We summarise the lessons, the numbers behind them, and the questions to ask before you start.',
      ].join('\n\n'),
      authorId: story ? people.founder : people.team,
      category: post.category,
      tags: [...post.tags],
      featuredImage: `/images/banners/banner-${(k % 4) + 1}.svg`,
      status: draft ? 'draft' : 'published',
      publishedAt,
      metaTitle: post.title,
      metaDescription: `${post.title} — Startup Asia Media & PR.`,
      readTime: random.int(3, 9),
      viewCount: k % 3 === 0 ? random.int(1200, 15000) : random.int(80, 990),
      likeCount: random.int(5, 400),
      createdAt: publishedAt ?? new Date(today - DAY),
      updatedAt: publishedAt ?? new Date(today - DAY),
    } satisfies schema.NewBlogPost
  })
  const inserted = await tx.insert(schema.blogPosts).values(posts).returning({ id: schema.blogPosts.id })
  await tx.insert(schema.comments).values([
    {
      postId: inserted[0]!.id,
      postType: 'blog',
      authorId: people.member,
      content: 'Really useful breakdown, thanks!',
      isApproved: true,
    },
    {
      postId: inserted[0]!.id,
      postType: 'blog',
      authorId: people.founder,
      content: 'Matches what we saw in our seed round.',
      isApproved: true,
    },
    {
      postId: inserted[1]!.id,
      postType: 'blog',
      authorId: people.members[0]!,
      content: 'Inspiring story.',
      isApproved: false,
    },
  ])

  const [articles] = await tx
    .insert(schema.contentCategories)
    .values({
      name: 'Articles',
      slug: 'article',
      description: 'Guides and analysis',
      color: '#2563eb',
      icon: 'file-text',
      sortOrder: 1,
    })
    .returning({ id: schema.contentCategories.id })
  await tx.insert(schema.contentCategories).values([
    {
      name: 'Stories',
      slug: 'story',
      description: 'Founder stories',
      color: '#16a34a',
      icon: 'book-open',
      sortOrder: 2,
    },
    {
      name: 'Press releases',
      slug: 'press_release',
      description: 'Announcements',
      color: '#dc2626',
      icon: 'megaphone',
      sortOrder: 3,
    },
    { name: 'Funding', slug: 'funding', parentId: articles!.id, color: '#2563eb', icon: 'banknote', sortOrder: 1 },
    { name: 'Hiring', slug: 'hiring', parentId: articles!.id, color: '#2563eb', icon: 'users', sortOrder: 2 },
  ])

  await tx.insert(schema.newsletters).values(
    people.members.slice(0, 6).map((_, k) => ({
      email: `reader${k + 1}@newsletter.demo.startup.asia`,
      interests: random.sample(['funding', 'events', 'programs', 'jobs', 'media'], 2),
      isVerified: k % 2 === 0,
      subscriptionSource: k % 2 === 0 ? 'landing-page' : 'media',
    })),
  )

  await tx.insert(schema.mediaLibrary).values(
    [1, 2, 3, 4].map((n) => ({
      fileName: `banner-${n}.svg`,
      originalName: `banner-${n}.svg`,
      filePath: `/images/banners/banner-${n}.svg`,
      fileSize: 600,
      mimeType: 'image/svg+xml',
      fileType: 'image',
      uploadedBy: people.team,
      altText: 'Decorative banner',
      tags: ['banner'],
      isPublic: true,
      downloadCount: random.int(0, 30),
    })),
  )
}

// ── Profile claims ───────────────────────────────────────────────────────────────────────────────────────

async function seedClaims(tx: Db, plans: StartupPlan[], ids: Map<string, number>, people: People, today: number) {
  const unclaimed = plans.filter((plan) => !plan.row.subscriptionActive)
  const claimed = plans.filter((plan) => plan.row.subscriptionActive && plan.row.founderId !== people.founder)
  const claim = (plan: StartupPlan, claimerId: number, name: string, email: string, daysAgo: number) => ({
    startupId: ids.get(plan.row.name)!,
    claimerId,
    companyName: plan.row.name,
    claimerName: name,
    claimerEmail: email,
    claimerTitle: 'Founder & CEO',
    businessRegistration: `2019${String(10_000 + ids.get(plan.row.name)!).padStart(5, '0')}K`,
    taxId: daysAgo % 2 === 0 ? `T19LL${String(ids.get(plan.row.name)!).padStart(4, '0')}` : null,
    proofOfAuthorityUrl: `/uploads/claims/${slugify(plan.row.name)}-registration.pdf`,
    justification: `I co-founded ${plan.row.name} and am its registered director.`,
    createdAt: new Date(today - daysAgo * DAY),
    updatedAt: new Date(today - daysAgo * DAY),
  })
  const rows: schema.NewProfileClaim[] = []
  if (unclaimed[0]) rows.push(claim(unclaimed[0], people.member, 'Arjun Pillai', DEMO_ACCOUNTS.member, 2))
  if (unclaimed[1])
    rows.push(claim(unclaimed[1], people.founders[1]!, 'Yui Tanaka', 'yui.tanaka@founders.demo.startup.asia', 1))
  if (claimed[0]) {
    rows.push({
      ...claim(claimed[0], claimed[0].row.founderId!, 'Verified founder', 'founder@claimed.demo.startup.asia', 40),
      status: 'approved',
      adminComments: 'Profile claim approved by admin',
      reviewedBy: people.team,
      reviewedAt: new Date(today - 38 * DAY),
    })
  }
  if (unclaimed[2]) {
    rows.push({
      ...claim(unclaimed[2], people.members[1]!, 'Unverified claimant', 'claimant@members.demo.startup.asia', 20),
      status: 'rejected',
      adminComments: 'Profile claim rejected by admin',
      reviewedBy: people.team,
      reviewedAt: new Date(today - 18 * DAY),
    })
  }
  if (rows.length > 0) await tx.insert(schema.profileClaims).values(rows)
}

// ── CLI: tsx db/seed.ts [--startups N] ───────────────────────────────────────────────────────────────────

function parseStartupsArgument(argv: string[]): number | undefined {
  const index = argv.findIndex((arg) => arg === '--startups' || arg.startsWith('--startups='))
  if (index === -1) return undefined
  const raw = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1]
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--startups needs a whole number, got "${raw}"`)
  return value
}

async function main() {
  const started = performance.now()
  const url = process.env.DATABASE_URL || 'file:./data/app.db'
  const database = await openDatabase({ url, authToken: process.env.DATABASE_AUTH_TOKEN || undefined })
  try {
    await database.migrate()
    const result = await seed(database, {
      startups: parseStartupsArgument(process.argv.slice(2)),
      log: (message) => console.log(message),
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(result.seeded ? `Seeded ${url} in ${seconds} s.` : `Left ${url} unchanged.`)
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
