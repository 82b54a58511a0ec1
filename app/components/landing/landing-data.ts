/** The landing page's sample content (000 §2: "The landing content is sample data, not fetched"). */

export interface SampleStartup {
  name: string
  description: string
  sector: string
  stage: string
  location: string
  /** Whole US dollars. */
  /** Text, as in the spec's sample data ('$5M'). */
  totalFunding: string
  team: string[]
}

export const FEATURED_STARTUPS: readonly SampleStartup[] = [
  {
    name: 'PayBridge',
    description: 'Cross-border payments for small merchants trading across Southeast Asia.',
    sector: 'fintech',
    stage: 'series-a',
    location: 'Singapore',
    totalFunding: '$5M',
    team: ['Wei Lin', 'Arjun Mehta', 'Siti Rahman', 'Kenji Sato', 'Maria Santos'],
  },
  {
    name: 'GreenGrid',
    description: 'Solar micro-grids and battery storage for island communities.',
    sector: 'cleantech',
    stage: 'seed',
    location: 'Jakarta',
    totalFunding: '$1.2M',
    team: ['Budi Santoso', 'Ayu Lestari'],
  },
  {
    name: 'MediLink',
    description: 'Telehealth and clinic software connecting patients with specialists.',
    sector: 'healthtech',
    stage: 'series-b',
    location: 'Tokyo',
    totalFunding: '$25M',
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
