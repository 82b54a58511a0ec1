import type { MoneyTotal } from '~/shared/money'
import { listUpcomingEvents, type EventCard } from './events.server'
import { teamsOf, totalFundingOf } from './startup-profile.server'
import { listFeaturedStartups, type StartupCard } from './startups.server'

/** 000 §2: the landing page shows three featured startups and two upcoming events. */
const LANDING_FEATURED_STARTUPS = 3
const LANDING_UPCOMING_EVENTS = 2

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
  // Teams and funding of all featured startups at once: two statements, whatever the number of cards.
  const ids = startups.map((startup) => startup.id)
  const [teams, funding] = await Promise.all([teamsOf(ids), totalFundingOf(ids)])
  const featuredStartups = startups.map((startup) => ({
    ...startup,
    team: (teams.get(startup.id) ?? []).map((member) => member.name),
    totalFunding: funding.get(startup.id) ?? [],
  }))
  return { featuredStartups, upcomingEvents }
}
