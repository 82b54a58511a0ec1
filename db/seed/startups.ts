import { sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import type { Db } from '../client'
import { formatDecimal } from '../columns'
import * as schema from '../schema'
import {
  CURRENCY_BY_LOCATION,
  INVESTORS,
  LOCAL_NAMES,
  LOCATIONS,
  MILESTONES,
  NEWS,
  REVIEW_POSITIONS,
  REVIEWS,
  SECTORS,
  STAGES,
  TEAM_ROLES,
  peopleOf,
  sectorNames,
  sectorProfile,
  type Location,
  type Sector,
  type Stage,
} from './data'
import { ANCHOR, chunks, DAY, emailLocalPart, HOUR, INSERT_BATCH, isoDate, money, Random, slugify } from './helpers'
import type { People } from './users'

/** Startups beyond this many get no team, funding, reviews, …: a 100 000-startup seed stays fast. */
export const STARTUPS_WITH_DETAILS = 300

export const TEAM_SIZE_BY_STAGE: Record<Stage, [number, number]> = {
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
export const STAGE_AGE: Record<Stage, number> = {
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

export const ROUNDS_BY_STAGE: Record<Stage, number> = {
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

export const ROUND_TYPES = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c'] as const
/** Round sizes in thousands of US dollars. */
export const ROUND_SIZE: Record<(typeof ROUND_TYPES)[number], [number, number]> = {
  'pre-seed': [150, 600],
  seed: [800, 3_500],
  'series-a': [5_000, 18_000],
  'series-b': [20_000, 60_000],
  'series-c': [60_000, 180_000],
}

export interface StartupPlan {
  row: schema.NewStartup
  sector: Sector
  location: Location
  stage: Stage
  foundedMs: number
}

export function planStartups(count: number): StartupPlan[] {
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

export function heroBanners(name: string, count: number): schema.HeroBanner[] {
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
export function assignOwners(plan: StartupPlan, index: number, people: People, today: number) {
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

export async function insertStartups(tx: Db, plans: StartupPlan[]): Promise<Map<string, number>> {
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
export async function insertStartupsInBulk(tx: Db, plans: StartupPlan[]) {
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

export async function seedStartupDetails(tx: Db, plans: StartupPlan[], ids: Map<string, number>, people: People) {
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
