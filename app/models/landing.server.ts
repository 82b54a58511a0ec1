import type { MoneyTotal } from '~/lib/money'
import { listUpcomingEvents, type EventCard } from './events.server'
import { getTotalFunding, listStartupTeam } from './startup-profile.server'
import { listFeaturedStartups, type StartupCard } from './startups.server'

/** 000 §2: the landing page shows three featured startups and two upcoming events. */
export const LANDING_FEATURED_STARTUPS = 3
export const LANDING_UPCOMING_EVENTS = 2

export interface FeaturedStartup extends StartupCard {
  /** Team members' names, founders first (as the profile's Team tab lists them). */
  team: string[]
  /** Total funding per currency, as the profile's tile sums it. */
  totalFunding: MoneyTotal[]
}

export interface Landing {
  featuredStartups: FeaturedStartup[]
  upcomingEvents: EventCard[]
}

/**
 * What the visitors' landing page shows from the database (docs/decisions/0023-demo-data.md): featured startups
 * with their team and funding, and the soonest upcoming events.
 */
export async function getLanding(now = new Date()): Promise<Landing> {
  const [startups, upcomingEvents] = await Promise.all([
    listFeaturedStartups({ limit: LANDING_FEATURED_STARTUPS }),
    listUpcomingEvents({ limit: LANDING_UPCOMING_EVENTS, now }),
  ])
  const featuredStartups = await Promise.all(
    startups.map(async (startup) => {
      const [team, totalFunding] = await Promise.all([listStartupTeam(startup.id), getTotalFunding(startup.id)])
      return { ...startup, team: team.map((member) => member.name), totalFunding }
    }),
  )
  return { featuredStartups, upcomingEvents }
}
