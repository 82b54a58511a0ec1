/** The landing page's sample content (000 §2: "The landing content is sample data, not fetched"). */

export interface SampleStartup {
  name: string
  description: string
  sector: string
  stage: string
  location: string
  /** Whole US dollars. */
  totalFunding: number
  team: string[]
}

export const FEATURED_STARTUPS: readonly SampleStartup[] = [
  {
    name: 'PayBridge',
    description: 'Cross-border payments for small merchants trading across Southeast Asia.',
    sector: 'fintech',
    stage: 'series-a',
    location: 'Singapore',
    totalFunding: 5_000_000,
    team: ['Wei Lin', 'Arjun Mehta', 'Siti Rahman', 'Kenji Sato', 'Maria Santos'],
  },
  {
    name: 'GreenGrid',
    description: 'Solar micro-grids and battery storage for island communities.',
    sector: 'cleantech',
    stage: 'seed',
    location: 'Jakarta',
    totalFunding: 1_200_000,
    team: ['Budi Santoso', 'Ayu Lestari'],
  },
  {
    name: 'MediLink',
    description: 'Telehealth and clinic software connecting patients with specialists.',
    sector: 'healthtech',
    stage: 'series-b',
    location: 'Tokyo',
    totalFunding: 25_000_000,
    team: ['Yuki Tanaka', 'Min-jun Kim', 'Priya Nair', 'Daniel Wong'],
  },
]

export interface SampleEvent {
  title: string
  category: string
  date: string
  location: string
  capacity: number
}

export const UPCOMING_EVENTS: readonly SampleEvent[] = [
  {
    title: 'Asia Tech Summit',
    category: 'Conference',
    date: 'March 15, 2025',
    location: 'Singapore',
    capacity: 500,
  },
  {
    title: 'Fintech Founders Meetup',
    category: 'Networking',
    date: 'March 22, 2025',
    location: 'Hong Kong',
    capacity: 200,
  },
]

const SECTOR_NAMES: Record<string, string> = {
  fintech: 'Fintech',
  cleantech: 'CleanTech',
  healthtech: 'HealthTech',
  edtech: 'EdTech',
}

/** 'fintech' → 'Fintech', 'healthtech' → 'HealthTech' (the discover list's spelling). */
export function formatSector(sector: string): string {
  return SECTOR_NAMES[sector] ?? titleCase(sector)
}

/** 'series-a' → 'Series A', 'seed' → 'Seed', 'pre-seed' → 'Pre Seed'. */
export function formatStage(stage: string): string {
  return titleCase(stage)
}

function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Whole dollars, compact: 5_000_000 → '$5M', 1_200_000 → '$1.2M', 750_000 → '$750K', 2_000_000_000 → '$2B'. */
export function formatFunding(dollars: number): string {
  const units: [number, string][] = [
    [1_000_000_000, 'B'],
    [1_000_000, 'M'],
    [1_000, 'K'],
  ]
  for (const [size, suffix] of units) {
    if (dollars >= size) return `$${Number((dollars / size).toFixed(1))}${suffix}`
  }
  return `$${dollars}`
}

/** Team avatars: the first `max` members, then a '+N' indicator for the rest. */
export function teamAvatars(team: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: team.slice(0, max), more: Math.max(0, team.length - max) }
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}
