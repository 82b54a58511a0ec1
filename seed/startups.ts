import { sql } from 'drizzle-orm'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import { stageLabel } from '../app/domain/startups'
import { formatCompactMoney } from '../app/shared/money'
import type { Db } from '../db/client'
import { formatDecimal } from '../db/columns'
import * as schema from '../db/schema'
import {
  CURRENCY_BY_LOCATION,
  EARLY_INVESTORS,
  GROWTH_INVESTORS,
  LOCAL_NAMES,
  LOCATIONS,
  MILESTONES,
  NEWS,
  REVIEW_POSITIONS,
  REVIEWS,
  ROUND_TYPES,
  SAMPLE_STARTUPS,
  SECTORS,
  STAGES,
  TEAM_ROLES,
  peopleOf,
  StartupNamer,
  sectorProfile,
  type Investor,
  type Location,
  type RoundType,
  type SampleStartup,
  type Sector,
  type Stage,
} from './data'
import { chunks, DAY, emailLocalPart, HOUR, increasingDates, INSERT_BATCH, isoDate, money, Random, slugify } from './helpers'
import { cultureValuesFor } from './talent'
import type { People } from './users'
import { artUrl } from './art'

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

/**
 * How many years before today a company at this stage was founded: an IPO-stage company is not a year old. Ten
 * years at most, so founding years stay within the discover filter's 2015-to-now range.
 */
export const AGE_BY_STAGE: Record<Stage, [number, number]> = {
  idea: [0.4, 1.5],
  'pre-seed': [0.5, 2],
  mvp: [0.6, 2.5],
  seed: [1, 3],
  'early-stage': [1.5, 4],
  'series-a': [2.5, 5],
  'series-b': [3.5, 7],
  'series-c': [5, 8.5],
  growth: [5.5, 9],
  mature: [7, 10],
  'pre-ipo': [7, 10],
  ipo: [8, 10],
}

/** Rounds raised so far, the first n of ROUND_TYPES. */
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

/**
 * Round sizes in thousands of US dollars, and the step they are rounded to. The ranges do not overlap, so every
 * round is larger than the one before it.
 */
export const ROUND_SIZE: Record<RoundType, { range: [number, number]; step: number }> = {
  'pre-seed': { range: [150, 600], step: 50 },
  seed: { range: [800, 3_500], step: 100 },
  'series-a': { range: [5_000, 18_000], step: 500 },
  'series-b': { range: [20_000, 60_000], step: 1_000 },
  'series-c': { range: [70_000, 180_000], step: 5_000 },
}

/** The share of the company a round sells, in basis points. */
const DILUTION: Record<RoundType, [number, number]> = {
  'pre-seed': [800, 1200],
  seed: [1000, 1800],
  'series-a': [1500, 2200],
  'series-b': [1000, 1800],
  'series-c': [800, 1400],
}

const ROUND_PURPOSE: Record<RoundType, (location: string) => string> = {
  'pre-seed': () => 'to build the first version of the product',
  seed: (location) => `to find product–market fit in ${location}`,
  'series-a': (location) => `to grow the team and expand beyond ${location}`,
  'series-b': () => 'to expand into new markets across Southeast Asia',
  'series-c': () => 'to scale across Asia',
}

/** What traction figures count, divided for sectors that sell to a few large customers rather than to many people. */
const TRACTION_BY_STAGE: Record<Stage, [number, number]> = {
  idea: [5, 30],
  'pre-seed': [10, 60],
  mvp: [20, 150],
  seed: [200, 900],
  'early-stage': [300, 2_000],
  'series-a': [2_000, 9_000],
  'series-b': [8_000, 40_000],
  'series-c': [30_000, 150_000],
  growth: [60_000, 400_000],
  mature: [150_000, 900_000],
  'pre-ipo': [300_000, 2_000_000],
  ipo: [600_000, 5_000_000],
}
const TRACTION_DIVISOR: Partial<Record<Sector, number>> = {
  fintech: 5,
  saas: 20,
  ai: 300,
  blockchain: 300,
  cleantech: 100,
  foodtech: 20,
  logistics: 20,
  marketplace: 5,
  'enterprise-software': 500,
  'deep-tech': 2_000,
  'real-estate': 5,
  cybersecurity: 300,
}
const EARLY_STAGES: readonly Stage[] = ['idea', 'pre-seed', 'mvp']

/** The stages of the demo founder's own startups, the first three (`assignOwners`). */
const FOUNDER_STAGES = ['idea', 'mvp', 'seed'] as const satisfies readonly Stage[]

/** Profiles were listed on the platform during this window before today … */
const LISTING_WINDOW = 90 * DAY

export interface StartupPlan {
  row: schema.NewStartup
  sector: Sector
  location: Location
  stage: Stage
  foundedMs: number
  /** What it makes and for whom, as its description says. */
  product: string
  customers: string
  /** The spec's sample this startup is, whose team and rounds are fixed. */
  sample?: SampleStartup
}

/** Where the spec's samples go: the last startups with details, so they are the newest of them. */
function samplePosition(count: number): number {
  return Math.max(0, Math.min(count, STARTUPS_WITH_DETAILS) - SAMPLE_STARTUPS.length)
}

/**
 * Every startup, in insertion (= id) order, dated relative to `today` (midnight UTC): founded months to years ago
 * depending on its stage, listed on the platform in the last 90 days. Planned one at a time as the caller asks, so a
 * seed of a million startups holds only the batch it is inserting; each startup draws from the same random streams
 * in the same order however the caller batches them, so the same `count` and `today` always give the same rows.
 */
export function* planStartups(count: number, today: number): Generator<StartupPlan, void, undefined> {
  const random = new Random('startups')
  const texts = new Random('startup-texts')
  const namer = new StartupNamer()
  // Three hours apart, squeezed into the listing window for a large seed. The youngest company (an idea founded
  // 0.4 years ago) is older than the window, so no profile was listed before its company existed.
  const spacing = Math.min(3 * HOUR, Math.floor(LISTING_WINDOW / Math.max(count, 1)))
  const firstSample = samplePosition(count)
  for (let i = 0; i < count; i++) {
    // Inserted oldest first, so id order is creation order ("newest" sorts by id: decision 0013). The jitter stays
    // below the spacing so that it never reorders neighbours.
    const createdAt = new Date(today - (count - i) * spacing + random.int(0, Math.floor(spacing / 2)))
    const detailed = i < STARTUPS_WITH_DETAILS
    const sample = i >= firstSample ? SAMPLE_STARTUPS[i - firstSample] : undefined
    if (sample) {
      yield planSample(sample, i, today, createdAt)
      continue
    }
    // The first rows walk every vocabulary so that even a small seed covers each sector, stage and location.
    const sector = i < SECTORS.length ? SECTORS[i]! : random.pick(SECTORS)
    const location = i < LOCATIONS.length * 2 ? LOCATIONS[i % LOCATIONS.length]! : random.pick(LOCATIONS)
    // The demo founder's three companies (`assignOwners`) are young ones a founder runs at once: an idea, an MVP and
    // a seed-stage company, not a listed one beside an idea (issue 46 item 10).
    const stage =
      i < FOUNDER_STAGES.length
        ? FOUNDER_STAGES[i]!
        : i < STAGES.length * 2
          ? STAGES[(i * 5) % STAGES.length]!
          : random.pick(STAGES)
    const name = namer.next(sector, location)
    const slug = slugify(name)
    const profile = sectorProfile(sector)
    const [minAge, maxAge] = AGE_BY_STAGE[stage]
    const foundedMs = today - random.int(Math.round(minAge * 365), Math.round(maxAge * 365)) * DAY
    const [minTeam, maxTeam] = TEAM_SIZE_BY_STAGE[stage]
    const product = texts.pick(profile.products)
    const customers = texts.pick(profile.customers)
    const operationAreas = [
      location,
      ...random.sample(
        LOCATIONS.filter((other) => other !== location),
        random.int(0, 3),
      ),
    ]
    const website = `https://${slug}.example.com`
    yield {
      sector,
      location,
      stage,
      foundedMs,
      product,
      customers,
      row: {
        name,
        description: composeDescription(texts, { name, sector, stage, location, product, customers }, detailed),
        website,
        logo: null,
        logoData: null,
        logoType: null,
        sector,
        location,
        foundingDate: isoDate(foundedMs),
        stage,
        teamSize: random.int(minTeam, maxTeam),
        mission: mission(texts, product, customers, location),
        vision: profile.vision,
        socialLinks: {
          linkedin: `https://www.linkedin.com/company/${slug}`,
          twitter: `https://x.com/${slug.replace(/-/g, '')}`,
          ...(random.chance(0.5) ? { github: `https://github.com/${slug}` } : {}),
        },
        operationAreas,
        heroBanners:
          detailed && i % 5 !== 4
            ? heroBanners(
                { name, sector, website, location, tagline: `${capitalise(product)} for ${customers}`, operationAreas },
                random.int(1, 3),
              )
            : [],
        techStack: random.sample(profile.tech, random.int(3, Math.min(5, profile.tech.length))),
        cultureValues: cultureValuesFor(name),
        verticals: profile.verticals,
        isActive: i % 40 !== 39,
        createdAt,
        updatedAt: createdAt,
      },
    }
  }
}

function planSample(sample: SampleStartup, index: number, today: number, createdAt: Date): StartupPlan {
  const slug = slugify(sample.name)
  const profile = sectorProfile(sample.sector)
  const foundedMs = today - sample.foundedDaysAgo * DAY
  const website = `https://${slug}.example.com`
  const operationAreas = [sample.location, ...(sample.stage === 'seed' ? [] : ['Malaysia', 'Thailand'])]
  const tagline = sample.description.replace(/\.$/, '')
  const product = tagline.charAt(0).toLowerCase() + tagline.slice(1)
  const { customers } = sample
  return {
    sector: sample.sector,
    location: sample.location,
    stage: sample.stage,
    foundedMs,
    product,
    customers,
    sample,
    row: {
      name: sample.name,
      description: sample.description,
      website,
      logo: null,
      logoData: null,
      logoType: null,
      sector: sample.sector,
      location: sample.location,
      foundingDate: isoDate(foundedMs),
      stage: sample.stage,
      teamSize: sample.teamSize,
      mission: `To make ${product} simple and affordable.`,
      vision: profile.vision,
      socialLinks: {
        linkedin: `https://www.linkedin.com/company/${slug}`,
        twitter: `https://x.com/${slug}`,
      },
      operationAreas,
      heroBanners: heroBanners({ name: sample.name, sector: sample.sector, website, location: sample.location, tagline, operationAreas }, 3),
      techStack: profile.tech.slice(0, 4),
      cultureValues: cultureValuesFor(sample.name),
      verticals: profile.verticals,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    },
  }
}

interface DescriptionParts {
  name: string
  sector: Sector
  stage: Stage
  location: Location
  product: string
  customers: string
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Two significant figures, grouped: 12,000. */
function roundFigure(n: number): string {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1)
  // A regular expression rather than toLocaleString, which costs about a second over a 100,000-startup seed.
  return String(Math.round(n / magnitude) * magnitude).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * What it makes, for whom and where, and for startups with details how far it has got. Every description names its
 * startup, so no two are the same; the local spelling of the city lets searches in the local script find it. The
 * benchmark-size tail gets the first sentence only: both search indexes hold the description, and the second
 * sentence made a 100,000-startup seed about a fifth slower.
 */
function composeDescription(random: Random, parts: DescriptionParts, withTraction: boolean): string {
  const { name, sector, stage, location, product, customers } = parts
  const local = LOCAL_NAMES[location]
  const place = local ? `${location} (${local})` : location
  const what = random.pick([
    () => `${name} builds ${product} for ${customers} in ${place}.`,
    () => `From ${place}, ${name} offers ${customers} ${product}.`,
    () => `${name} helps ${customers} across ${place} with ${product}.`,
    () => `${capitalise(product)} for ${customers}: ${name} started in ${place}.`,
  ])()
  if (!withTraction) return what
  const { unit } = sectorProfile(sector)
  const [min, max] = TRACTION_BY_STAGE[stage]
  const figure = roundFigure(Math.max(3, random.int(min, max) / (TRACTION_DIVISOR[sector] ?? 1)))
  const traction = EARLY_STAGES.includes(stage)
    ? `Piloting with ${figure} ${unit}.`
    : random.pick([`Used by ${figure} ${unit}.`, `${figure} ${unit} and counting.`, `Trusted by ${figure} ${unit}.`])
  return `${what} ${traction}`
}

function mission(random: Random, product: string, customers: string, location: Location): string {
  return random.pick([
    `To give ${customers} in ${location} ${product} they can rely on.`,
    `Making ${product} simple for ${customers} across Asia.`,
    `To put ${product} within reach of every one of the region's ${customers}.`,
  ])
}

interface BannerSubject {
  name: string
  sector: Sector
  website: string
  location: string
  tagline: string
  operationAreas: string[]
}

/**
 * Banners whose buttons lead somewhere real: the startup's own website and its careers and about pages. None
 * points back at the profile the carousel is on.
 */
export function heroBanners(subject: BannerSubject, count: number): schema.HeroBanner[] {
  // The startup's own look: its sector's motif in its own palette (seed/art.ts).
  const image = (k: number) => artUrl(`startup:${subject.name}`, SECTORS.indexOf(subject.sector), k)
  const elsewhere = subject.operationAreas.filter((area) => area !== subject.location)
  const banners: schema.HeroBanner[] = [
    {
      imageUrl: image(0),
      title: subject.name,
      subtitle: subject.tagline,
      ctaText: 'Visit website',
      ctaUrl: subject.website,
      order: 1,
    },
    {
      imageUrl: image(1),
      title: 'We are hiring',
      subtitle: `Join a fast-growing team in ${subject.location}`,
      ctaText: 'See open roles',
      ctaUrl: `${subject.website}/careers`,
      order: 2,
    },
    {
      imageUrl: image(2),
      title: 'Our story',
      subtitle: elsewhere.length > 0 ? `From ${subject.location} to ${elsewhere.join(', ')}` : `Made in ${subject.location}`,
      ctaText: 'Read our story',
      ctaUrl: `${subject.website}/about`,
      order: 3,
    },
  ]
  return banners.slice(0, count)
}

/**
 * The demo founder owns the first three startups (young ones: `FOUNDER_STAGES`); the samples belong to their founders;
 * every ninth more is claimed by a founder of its own.
 */
export function assignOwners(plan: StartupPlan, index: number, people: People, today: number) {
  const owner = plan.sample
    ? people.sampleOwners.get(plan.sample.name)
    : index < 3
      ? people.founder
      : index % 9 === 4
        ? // One company each while there are founders to go round (a founder with a listed company and an idea
          // reads false, issue 46 item 10).
          people.founders[((index - 4) / 9) % people.founders.length]
        : undefined
  if (owner === undefined) return
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

interface PlannedRound {
  roundType: RoundType
  /** Whole US dollars. */
  amount: number
  date: number
  lead: Investor
  coInvestors: Investor[]
}

const INVESTORS_BY_NAME = new Map([...EARLY_INVESTORS, ...GROWTH_INVESTORS].map((investor) => [investor.name, investor]))

function investorNamed(name: string): Investor {
  const investor = INVESTORS_BY_NAME.get(name)
  if (!investor) throw new Error(`unknown investor "${name}"`)
  return investor
}

/**
 * One round per step of the ladder up to the startup's stage, in order, each later and larger than the last and
 * all before today. Early rounds are led by angels and seed funds, later ones by growth funds; the previous lead
 * often follows on; nobody appears twice in a round.
 */
function planRounds(random: Random, plan: StartupPlan, today: number): PlannedRound[] {
  if (plan.sample) {
    const dates = increasingDates(random, plan.sample.rounds.length, {
      from: plan.foundedMs,
      to: today - 30 * DAY,
      minGap: 150 * DAY,
      maxGap: 500 * DAY,
    })
    return plan.sample.rounds.map((round, r) => ({
      roundType: round.roundType,
      amount: round.amount,
      date: dates[r]!,
      lead: investorNamed(round.lead),
      coInvestors: round.coInvestors.map(investorNamed),
    }))
  }
  const count = ROUNDS_BY_STAGE[plan.stage]
  const dates = increasingDates(random, count, {
    from: plan.foundedMs,
    to: today - 14 * DAY,
    minGap: 150 * DAY,
    maxGap: 540 * DAY,
  })
  const rounds: PlannedRound[] = []
  for (let r = 0; r < count; r++) {
    const roundType = ROUND_TYPES[r]!
    const { range, step } = ROUND_SIZE[roundType]
    const thousands = Math.round(random.int(...range) / step) * step
    const early = roundType === 'pre-seed' || roundType === 'seed'
    const previousLead = rounds[r - 1]?.lead
    const lead = random.pick((early ? EARLY_INVESTORS : GROWTH_INVESTORS).filter((investor) => investor !== previousLead))
    // Seed funds join early rounds and a Series A; growth funds join from Series A on.
    const pool =
      early ? EARLY_INVESTORS : roundType === 'series-a' ? [...EARLY_INVESTORS, ...GROWTH_INVESTORS] : GROWTH_INVESTORS
    const others = pool.filter((investor) => investor !== lead && investor !== previousLead)
    const followOn = previousLead && random.chance(0.5) ? [previousLead] : []
    const extra = random.int(roundType === 'pre-seed' ? 0 : 1, early ? 1 : 2)
    rounds.push({
      roundType,
      amount: thousands * 1000,
      date: dates[r]!,
      lead,
      coInvestors: [...followOn, ...random.sample(others, extra)],
    })
  }
  return rounds
}

const listOf = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

export async function seedStartupDetails(
  tx: Db,
  plans: StartupPlan[],
  ids: Map<string, number>,
  people: People,
  today: number,
) {
  const random = new Random('startup-details')
  const team: schema.NewStartupTeamMember[] = []
  const rounds: schema.NewFundingRound[] = []
  const milestones: schema.NewCompanyMilestone[] = []
  const posts: schema.NewStartupPost[] = []
  const reviews: schema.NewStartupReview[] = []
  const gallery: schema.NewStartupGalleryItem[] = []
  const backers: Array<{ startupId: number; roundType: string; row: Omit<schema.NewStartupInvestor, 'startupId'> }> =
    []

  plans.forEach((plan, index) => {
    const startupId = ids.get(plan.row.name)!
    const slug = slugify(plan.row.name)
    const name = plan.row.name
    // Nobody joined, raised, shipped or wrote anything before the company existed or after today.
    const sinceFounding = (earliestDays: number) => plan.foundedMs + earliestDays * DAY

    // Team: founders first, then members without an account; everyone joined between founding and last week.
    const members = plan.sample
      ? plan.sample.team
      : (() => {
          const names = random.shuffle(peopleOf(plan.location))
          const [first, last] = names[0]!
          const roles = random.sample(TEAM_ROLES, random.int(1, 3))
          return [
            { name: `${first} ${last}`, role: 'CEO & Co-founder', isFounder: true, owner: false },
            ...roles.map((role, k) => {
              const [memberFirst, memberLast] = names[(k + 1) % names.length]!
              return { name: `${memberFirst} ${memberLast}`, role, isFounder: k === 0 && random.chance(0.4), owner: false }
            }),
          ]
        })()
    const joined = increasingDates(random, members.length, {
      from: plan.foundedMs,
      to: today - 7 * DAY,
      minGap: 60 * DAY,
      maxGap: 240 * DAY,
    })
    members.forEach((member, k) => {
      const [first, ...rest] = member.name.split(' ')
      const owner = 'owner' in member && member.owner
      const userId = owner
        ? (plan.row.founderId ?? null)
        : k === 0 && plan.row.founderId === people.founder
          ? people.founder
          : null
      team.push({
        startupId,
        userId,
        // The only places with an account are the founder's: owners (docs/decisions/0108).
        accessRole: userId === null ? null : 'owner',
        displayOrder: k,
        name: member.name,
        email: `${emailLocalPart(first!, rest.join(' '))}@${slug}.example.com`,
        role: member.role,
        bio:
          k === 0
            ? `Started ${name} after years working with ${plan.customers} across ${plan.location}.`
            : `${member.role} at ${name}.`,
        photoUrl: k % 2 === 0 ? `/images/avatars/avatar-${((index + k) % 4) + 1}.svg` : null,
        isFounder: member.isFounder,
        joinedAt: new Date(member.isFounder ? plan.foundedMs : joined[k]!),
      })
    })

    const planned = planRounds(random, plan, today)
    for (const round of planned) {
      const label = stageLabel(round.roundType)
      const investors = [round.lead, ...round.coInvestors]
      rounds.push({
        startupId,
        roundType: round.roundType,
        amount: money(round.amount),
        currency: 'USD',
        announcedDate: isoDate(round.date),
        investors: investors.map((investor) => investor.name),
        leadInvestor: round.lead.name,
        description: `${label} round led by ${round.lead.name}${
          round.coInvestors.length > 0 ? ` with ${listOf(round.coInvestors.map((investor) => investor.name))}` : ''
        }, ${ROUND_PURPOSE[round.roundType](plan.location)}.`,
      })
      // The lead takes about half; the rest split what is left, in whole thousands.
      const [minDilution, maxDilution] = DILUTION[round.roundType]
      const dilution = random.int(minDilution, maxDilution)
      const thousands = round.amount / 1000
      const leadShare = round.coInvestors.length === 0 ? thousands : Math.round(thousands * random.int(45, 60) / 100)
      const otherShare = Math.floor((thousands - leadShare) / Math.max(1, round.coInvestors.length))
      investors.forEach((investor, k) => {
        const share =
          k === 0 ? leadShare : k === investors.length - 1 ? thousands - leadShare - otherShare * (k - 1) : otherShare
        backers.push({
          startupId,
          roundType: round.roundType,
          row: {
            investorName: investor.name,
            investorType: investor.type,
            amount: money(share * 1000),
            currency: 'USD',
            equityPercentage: formatDecimal(Math.round((dilution * share) / thousands), 2),
            investmentDate: isoDate(round.date),
            location: investor.location,
            website: `https://${slugify(investor.name)}.example.com`,
            isLead: k === 0,
          },
        })
      })
    }

    // Milestones in their natural order, on increasing dates; young companies have only reached the early ones.
    const early = EARLY_STAGES.includes(plan.stage)
    const secondMarket = plan.row.operationAreas?.[1] ?? null
    const reachable = MILESTONES.filter(
      (milestone) =>
        (!milestone.later || !early) && (milestone.category !== 'expansion' || secondMarket !== null),
    )
    const [launch, ...rest] = reachable
    const chosen = [launch!, ...random.sample(rest, random.int(1, Math.min(3, rest.length)))].sort(
      (a, b) => MILESTONES.indexOf(a) - MILESTONES.indexOf(b),
    )
    const achieved = increasingDates(random, chosen.length, {
      from: plan.foundedMs,
      to: today - 3 * DAY,
      minGap: 60 * DAY,
      maxGap: 300 * DAY,
    })
    chosen.forEach((milestone, k) => {
      milestones.push({
        startupId,
        title: milestone.title,
        description: milestone.text({
          name,
          location: plan.location,
          product: plan.product,
          customers: plan.customers,
          secondMarket,
        }),
        achievedDate: isoDate(achieved[k]!),
        category: milestone.category,
        amount: milestone.category === 'financial' ? money(random.int(50, 900) * 1000) : null,
        currency: CURRENCY_BY_LOCATION[plan.location] ?? 'USD',
      })
    })

    if (index % 6 !== 5) {
      const latest = planned[planned.length - 1]
      // The latest round is announced in a press post the day it closed; other news is from the last half year.
      if (latest) {
        const publishedAt = new Date(latest.date + 9 * HOUR)
        posts.push({
          startupId,
          authorId: plan.row.founderId ?? null,
          title: `${name} raises ${formatCompactMoney(money(latest.amount))} ${stageLabel(latest.roundType)} led by ${latest.lead.name}`,
          content: `${plan.row.description} The round will be used ${ROUND_PURPOSE[latest.roundType](plan.location)}.`,
          type: 'press',
          tags: [plan.sector, 'funding', slugify(plan.location)],
          likes: random.int(20, 250),
          shares: random.int(5, 60),
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
      }
      for (const news of random.sample(NEWS, random.int(latest ? 0 : 1, 2))) {
        const publishedAt = new Date(Math.max(sinceFounding(30), today - random.int(3, 180) * DAY) + 8 * HOUR)
        posts.push({
          startupId,
          authorId: plan.row.founderId ?? null,
          title: news.title(name),
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
        const createdAt = new Date(Math.max(sinceFounding(60), today - random.int(5, 400) * DAY))
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
            : artUrl(`gallery:${plan.row.name}:${k}`, SECTORS.indexOf(plan.sector)),
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
  const investors = backers.map(({ startupId, roundType, row }) => ({
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
