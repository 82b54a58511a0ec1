import { CITIES } from '../app/domain/locations'
import { RESOURCE_TYPES } from '../app/domain/resources'
import { WORKSPACE_TYPE_LABELS, WORKSPACE_TYPES, workspaceTimeZone, type WorkspaceType } from '../app/domain/workspaces'
import { localToInstant } from '../app/shared/time-zones'
import type { Db } from '../db/client'
import { formatDecimal, parseDecimal } from '../db/columns'
import * as schema from '../db/schema'
import {
  brandPrefix,
  RESOURCE_BLURBS,
  RESOURCE_BRANDS,
  RESOURCE_SPECIALTIES,
  SECTORS,
  WORKSPACE_AMENITIES,
  peopleOf,
} from './data'
import { DAY, HOUR, money, Random, slugify } from './helpers'
import type { People } from './users'
import { artUrl } from './art'

/**
 * A few reviews by demo members (docs/decisions/0127-resource-reviews.md), per type, so the demo's ratings have rows
 * behind them: the triggers on resource_reviews compute each resource's rating and count from these.
 */
const REVIEW_TEXTS: Record<(typeof RESOURCE_TYPES)[number], readonly (readonly [number, string])[]> = {
  mentor: [
    [5, 'Two sessions before our seed round changed how we told our story. Direct, prepared, and generous with introductions.'],
    [4, 'Sharp on pricing and hiring a first sales lead. Hard to book in busy months, but worth the wait.'],
    [5, 'Asked the uncomfortable questions about our churn that nobody else did. We fixed onboarding because of it.'],
  ],
  investor: [
    [4, 'Clear about their process from the first call and answered within a week, even though it was a no.'],
    [5, 'Helpful after the cheque too: monthly check-ins and two customer introductions in the first quarter.'],
    [3, 'Good partner meeting, but the term sheet took six weeks longer than promised.'],
  ],
  accelerator: [
    [5, 'The demo day prep alone was worth it. Mentor matching was thoughtful and the cohort still helps each other.'],
    [4, 'Strong curriculum on go-to-market; the office hours got crowded in the last month.'],
    [4, 'Useful network across the region, especially for our first hires outside our home market.'],
  ],
  legal: [
    [5, 'Set up our holding company and ESOP in three weeks with a fixed fee. No surprises on the invoice.'],
    [4, 'Careful review of our first enterprise contract; explained every clause we pushed back on.'],
    [3, 'Knows the law well, but replies slowed down once the engagement was signed.'],
  ],
  finance: [
    [4, 'Cleaned up two years of books before our due diligence. Patient with a team that had no finance person.'],
    [5, 'Their monthly reporting pack is what our board now expects from us. Fair, transparent pricing.'],
  ],
  hr: [
    [4, 'Got our employment contracts and payroll running in two countries in a month.'],
    [5, 'Helped us write our first leave and remote-work policies in plain language the team actually reads.'],
  ],
}

export async function seedResourceReviews(tx: Db, resourceIds: readonly { id: number; type: string }[], people: People, today: number) {
  const random = new Random('resource-reviews')
  const rows: schema.NewResourceReview[] = []
  resourceIds.forEach((resource, index) => {
    // Four of every five resources have reviews; the fifth of each type shows 'No reviews yet'.
    if (index % 5 === 4) return
    const texts = REVIEW_TEXTS[resource.type as keyof typeof REVIEW_TEXTS] ?? []
    const authors = random.sample(people.members, Math.min(people.members.length, 1 + (index % texts.length)))
    authors.forEach((authorId, n) => {
      const [rating, text] = texts[(index + n) % texts.length]!
      const at = new Date(today - random.int(3, 200) * DAY)
      rows.push({ resourceId: resource.id, authorId, rating, text, createdAt: at, updatedAt: at })
    })
  })
  if (rows.length > 0) await tx.insert(schema.resourceReviews).values(rows)
}

export async function seedResources(tx: Db, people: People, today: number) {
  const random = new Random('resources')
  const rows: schema.NewResource[] = []
  for (const type of RESOURCE_TYPES) {
    for (let k = 0; k < 5; k++) {
      const city = CITIES[(rows.length * 3) % CITIES.length]!
      const [first, last] = peopleOf(city)[k % peopleOf(city).length]!
      const name =
        type === 'mentor'
          ? `${first} ${last}`
          : `${brandPrefix(city, rows.length * 7)} ${RESOURCE_BRANDS[type][k]}`
      const slug = slugify(name)
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
        isVerified: k % 2 === 0,
      })
    }
  }
  const inserted = await tx.insert(schema.resources).values(rows).returning({ id: schema.resources.id, type: schema.resources.type })
  await seedResourceReviews(tx, inserted, people, today)
}

// A hot desk area's capacity is its number of desks: that many members may book it at once (docs/decisions/0035).
const WORKSPACE_PRICING: Record<WorkspaceType, { hourly: number; daily: number | null; capacity: [number, number] }> = {
  'hot-desk': { hourly: 6, daily: 25, capacity: [8, 24] },
  'meeting-room': { hourly: 50, daily: 320, capacity: [6, 14] },
  'podcast-booth': { hourly: 35, daily: null, capacity: [2, 4] },
  'event-space': { hourly: 60, daily: 200, capacity: [60, 150] },
}

export async function seedWorkspaces(tx: Db, people: People, today: number) {
  const random = new Random('workspaces')
  const rows: schema.NewWorkspace[] = []
  for (const type of WORKSPACE_TYPES) {
    for (let k = 0; k < 4; k++) {
      const city = CITIES[(rows.length * 5) % CITIES.length]!
      const pricing = WORKSPACE_PRICING[type]
      const label = WORKSPACE_TYPE_LABELS[type]
      rows.push({
        name: `${brandPrefix(city, rows.length * 11)} ${label}, ${city}`,
        description: `${label} in central ${city}, a short walk from public transport.`,
        type,
        location: city,
        capacity: random.int(...pricing.capacity),
        hourlyRate: money(pricing.hourly + k * 5),
        dailyRate: pricing.daily === null ? null : money(pricing.daily + k * 20),
        amenities: random.sample(WORKSPACE_AMENITIES, random.int(3, 6)),
        images: [artUrl(`workspace:${city}:${rows.length}`, WORKSPACE_TYPES.indexOf(type))],
        isActive: true,
      })
    }
  }
  const workspaces = await tx
    .insert(schema.workspaces)
    .values(rows)
    .returning({ id: schema.workspaces.id, hourlyRate: schema.workspaces.hourlyRate, location: schema.workspaces.location })

  // Bookings at 10:00 local time in the workspace's city (booking times are local: docs/decisions/0034);
  // total = hours × hourly rate, computed in minor units.
  const book = (index: number, userId: number, dayOffset: number, hours: number, paymentStatus: string) => {
    const workspace = workspaces[index % workspaces.length]!
    const day = new Date(today + dayOffset * DAY)
    const local = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 10, minute: 0, second: 0 }
    const start = localToInstant(local, workspaceTimeZone(workspace.location)).getTime()
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
