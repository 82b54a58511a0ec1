import { labelFor } from './vocabulary'

/**
 * One canonical, lowercase slug per sector and stage (docs/decisions/0012-startup-vocabulary.md). The discover page
 * (000 §9) speaks in title-case labels, the create form (001 §5) in lowercase enums; both map onto these slugs, and
 * filters accept either spelling.
 */
export const SECTORS = {
  fintech: 'Fintech',
  healthtech: 'HealthTech',
  edtech: 'EdTech',
  cleantech: 'CleanTech',
  ecommerce: 'E-commerce',
  saas: 'SaaS',
  ai: 'AI',
  blockchain: 'Blockchain',
  mobility: 'Mobility',
  marketplace: 'Marketplace',
  proptech: 'PropTech',
  insurtech: 'InsurTech',
  foodtech: 'FoodTech',
  gaming: 'Gaming',
  'enterprise-software': 'Enterprise Software',
  'deep-tech': 'Deep Tech',
  automotive: 'Automotive',
  'real-estate': 'Real Estate',
  cybersecurity: 'Cybersecurity',
  agritech: 'AgriTech',
  mobile: 'Mobile',
  logistics: 'Logistics',
  other: 'Other',
} as const
export type Sector = keyof typeof SECTORS

/** 000 §9 "Sectors (discover)", in the spec's order. */
export const DISCOVER_SECTORS: Sector[] = [
  'fintech',
  'healthtech',
  'edtech',
  'cleantech',
  'ecommerce',
  'saas',
  'ai',
  'blockchain',
  'mobility',
  'marketplace',
  'proptech',
  'insurtech',
  'foodtech',
  'gaming',
  'enterprise-software',
  'deep-tech',
  'automotive',
  'real-estate',
  'cybersecurity',
  'agritech',
]

export const STAGES = {
  idea: 'Idea',
  'pre-seed': 'Pre-seed',
  mvp: 'MVP',
  seed: 'Seed',
  'early-stage': 'Early Stage',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c': 'Series C',
  growth: 'Growth',
  mature: 'Mature',
  'pre-ipo': 'Pre-IPO',
  ipo: 'IPO',
} as const
export type Stage = keyof typeof STAGES

/** 000 §9 "Stages (discover)": the title-case list and the lowercase extras collapse onto these slugs. */
export const DISCOVER_STAGES: Stage[] = [
  'pre-seed',
  'seed',
  'early-stage',
  'series-a',
  'series-b',
  'series-c',
  'growth',
  'pre-ipo',
  'ipo',
]

/**
 * 001 §3: the stages the admin edit offers — idea, startup, growth, series-a, series-b, scale — shown in the spec's
 * words and stored as the platform's stages (docs/decisions/0085-small-points-of-issue-38.md), so no startup carries
 * a stage that the create form, the filters, the profile and the API do not know. 'startup' and 'scale' are words
 * the edit (and PATCH /api/startups/{id}) accepts, never stored values.
 */
export const ADMIN_STAGE_CHOICES = [
  { label: 'Idea', value: 'idea' },
  { label: 'Startup', value: 'mvp' },
  { label: 'Growth', value: 'growth' },
  { label: 'Series A', value: 'series-a' },
  { label: 'Series B', value: 'series-b' },
  { label: 'Scale', value: 'mature' },
] as const satisfies readonly { label: string; value: Stage }[]

/** The admin edit's own words for stages the platform names otherwise: read by `toStage`, stored as the value. */
const STAGE_ALIASES: Readonly<Record<string, Stage>> = { startup: 'mvp', scale: 'mature' }

/**
 * Every sector a startup can have, in the one order every form and filter offers them (issue 46 item 11): the create
 * and edit forms (and POST /api/startups), /discover's filters and a member's preferences. 000 §9's discover list
 * first, then the create form's own (001 §5: Mobile, Logistics, Other), so a startup is found by the value it was
 * created with and can be created with any value the filters offer.
 */
export const STARTUP_SECTORS: Sector[] = [
  ...DISCOVER_SECTORS,
  ...(Object.keys(SECTORS) as Sector[]).filter((sector) => !DISCOVER_SECTORS.includes(sector)),
]
/** Every stage a startup can have, in a company's order (the same forms and filters as STARTUP_SECTORS). */
export const STARTUP_STAGES = [
  'idea',
  'pre-seed',
  'mvp',
  'seed',
  'early-stage',
  'series-a',
  'series-b',
  'series-c',
  'growth',
  'mature',
  'pre-ipo',
  'ipo',
] as const satisfies readonly Stage[]

/** 000 §9 "Locations (discover)". */
export const DISCOVER_LOCATIONS = [
  'Singapore',
  'Hong Kong',
  'Tokyo',
  'Mumbai',
  'Bangalore',
  'Seoul',
  'Jakarta',
  'Manila',
  'Malaysia',
  'Thailand',
  'Vietnam',
  'Philippines',
  'Indonesia',
] as const

/** 000 §9 team-size filter options, shown 'N+'. */
export const TEAM_SIZE_OPTIONS = [1, 5, 10, 20, 50, 100] as const

/** 000 §9 founding-year filter: 2015 to the current year. */
export const FIRST_FOUNDING_YEAR = 2015

/** 000 §4 discover sort choices. */
export const SORT_CHOICES = {
  newest: 'Newest',
  oldest: 'Oldest',
  'largest-team': 'Largest Team',
  'smallest-team': 'Smallest Team',
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
} as const
export type SortChoice = keyof typeof SORT_CHOICES

const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

function lookup<K extends string>(table: Record<K, string>, input: string): K | null {
  const key = squash(input)
  if (!key) return null
  for (const [slug, label] of Object.entries(table) as [K, string][]) {
    if (squash(slug) === key || squash(label) === key) return slug
  }
  return null
}

/** 'HealthTech', 'healthtech', 'E-commerce', 'ecommerce', 'Enterprise Software' → the slug; unknown → null. */
export const toSector = (input: string): Sector | null => lookup(SECTORS, input)
/** 'Series A', 'series-a', 'Pre-IPO', 'Early Stage' → the slug; the admin edit's 'Startup', 'Scale' → theirs; unknown → null. */
export function toStage(input: string): Stage | null {
  const alias = squash(input)
  return lookup(STAGES, input) ?? (Object.hasOwn(STAGE_ALIASES, alias) ? STAGE_ALIASES[alias]! : null)
}

/** The label for a stored slug; an unknown value is title-cased ('series-d' → 'Series D'). */
export const sectorLabel = (value: string | null | undefined): string => labelFor(SECTORS, value)

export const stageLabel = (value: string | null | undefined): string => labelFor(STAGES, value)

/** 001 §3: a gallery item is an image or a video, in the order of the startup_gallery_media_type_valid CHECK. */
export const GALLERY_MEDIA_TYPES = ['image', 'video'] as const
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number]

