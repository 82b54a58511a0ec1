import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { MiddlewareFunction } from 'react-router'
import {
  blogPosts,
  cohortParticipants,
  cohorts,
  cohortSessions,
  contentCategories,
  events,
  jobs,
  resources,
  startups,
  users,
  workspaces,
  type NewBlogPost,
  type NewCohort,
  type NewCohortSession,
  type NewEvent,
  type NewJob,
  type NewResource,
  type NewWorkspace,
} from '../../db/schema'
import { createMemberContext, createRequestContext, type AdminUser } from '~/server/context'
import { getDb } from '~/server/db.server'
import { hashPassword } from '~/server/password.server'
import { startUserSession } from '~/server/session.server'
import type { PublicUser } from '~/shared/user'
import { toPublicUser } from '~/models/users.server'
import { createStartup as createStartupModel } from '~/models/startups.server'
import { createStartupSchema, type CreateStartupInput } from '~/schemas/startup'
import { eventTimeZone } from '~/domain/events'

/**
 * The test kit (CONVENTIONS "Tests"): rows made per test, never shared, and the arguments React Router hands a
 * loader or action, so integration tests call routes the way the server does.
 */

/** An e-mail no other test uses. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`
}

/** A member, inserted directly. With `password`, it is hashed (a few hundred ms); without, the member cannot sign in. */
export async function createUser(
  overrides: Partial<Pick<PublicUser, 'email' | 'firstName' | 'lastName' | 'userType'>> & { password?: string } = {},
): Promise<PublicUser> {
  const db = await getDb()
  const { password, ...fields } = overrides
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail(fields.userType ?? 'member'),
      firstName: 'Test',
      lastName: 'Member',
      userType: 'public',
      ...fields,
      password: password === undefined ? null : await hashPassword(password),
    })
    .returning()
  return toPublicUser(row!)
}

/** An admin, typed as the guards hand one to the panel's models (which take nothing else). */
export async function createAdmin(): Promise<AdminUser> {
  return (await createUser({ userType: 'admin' })) as AdminUser
}

/** The Cookie header of a fresh session for the member. */
export async function signedInCookie(user: Pick<PublicUser, 'id'>): Promise<string> {
  return (await startUserSession(new Request('http://localhost/'), user.id)).split(';')[0]!
}

/** Ownership and visibility a test may set on a startup besides what the create form takes. */
interface StartupState {
  isActive?: boolean
  claimedByUserId?: number | null
  subscriptionActive?: boolean
}

/** A startup created the way members create one (the founder gets a team row), then given any extra state. */
export async function createStartup(
  founder: PublicUser,
  overrides: Partial<Record<keyof CreateStartupInput, unknown>> & StartupState = {},
): Promise<{ id: number }> {
  const { isActive, claimedByUserId, subscriptionActive, ...fields } = overrides
  const input = createStartupSchema.parse({
    name: `Startup ${randomUUID().slice(0, 8)}`,
    description: 'Made by a test.',
    sector: 'fintech',
    location: 'Singapore',
    stage: 'seed',
    ...fields,
  })
  const { id } = await createStartupModel(founder, input)
  const state = { isActive, claimedByUserId, subscriptionActive }
  if (Object.values(state).some((value) => value !== undefined)) {
    const db = await getDb()
    await db
      .update(startups)
      .set(Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined)))
      .where(eq(startups.id, id))
  }
  return { id }
}

/** A job of a startup, inserted directly (posted now unless told otherwise); every column may be overridden. */
export async function createJob(
  startupId: number,
  overrides: Partial<Omit<NewJob, 'startupId'>> = {},
): Promise<{ id: number }> {
  const db = await getDb()
  const [row] = await db
    .insert(jobs)
    .values({
      startupId,
      title: `Engineer ${randomUUID().slice(0, 8)}`,
      description: 'A job a test posted.',
      location: 'Singapore',
      type: 'full-time',
      experienceLevel: 'mid',
      ...overrides,
    })
    .returning({ id: jobs.id })
  return { id: row!.id }
}

/**
 * What React Router passes a loader or action: the request, route params, and the load context the HTTP edge
 * builds (client address), with `user` set as the signed-in or admin layout's guard would.
 */
export function routeArgs(
  request: Request,
  { params = {}, clientIp = '203.0.113.1', user }: { params?: Record<string, string>; clientIp?: string; user?: PublicUser } = {},
): never {
  const context = user ? createMemberContext(user, { clientIp }) : createRequestContext({ clientIp })
  return { request, params, context } as never
}

/** Runs a layout's guards and then the handler, as React Router does for a request beneath that layout. */
export async function throughGuards<T>(
  middleware: readonly MiddlewareFunction<Response>[],
  args: never,
  handler: (args: never) => T | Promise<T>,
): Promise<T> {
  for (const guard of middleware) await guard(args, async () => new Response(null))
  return handler(args)
}

const HOUR_MS = 3_600_000

/**
 * An event, inserted directly so a test can place it anywhere in time (the create schema refuses past starts): by
 * default a week ahead for two hours in Singapore, with a unique title. `organizer` becomes its organizerId.
 */
export async function createEvent(
  organizer: Pick<PublicUser, 'id'> | null,
  overrides: Partial<Omit<NewEvent, 'id'>> = {},
): Promise<{ id: number; title: string }> {
  const db = await getDb()
  const startDate = overrides.startDate ?? new Date(Date.now() + 7 * 24 * HOUR_MS)
  const location = overrides.location ?? 'Singapore'
  const [row] = await db
    .insert(events)
    .values({
      title: `Event ${randomUUID().slice(0, 8)}`,
      category: 'networking',
      isOnline: location === 'Online',
      timeZone: eventTimeZone(location),
      organizerId: organizer?.id ?? null,
      ...overrides,
      location,
      startDate,
      endDate: overrides.endDate ?? new Date(startDate.getTime() + 2 * HOUR_MS),
    })
    .returning({ id: events.id, title: events.title })
  return row!
}

/** A workspace no other test books: a meeting room in Singapore at $12.34 an hour unless told otherwise. */
export async function createWorkspace(overrides: Partial<NewWorkspace> = {}): Promise<{ id: number }> {
  const db = await getDb()
  const [row] = await db
    .insert(workspaces)
    .values({
      name: `Room ${randomUUID().slice(0, 8)}`,
      description: 'A workspace made by a test.',
      type: 'meeting-room',
      location: 'Singapore',
      capacity: 8,
      hourlyRate: '12.34',
      dailyRate: '80.00',
      amenities: ['Wi-Fi', 'Coffee'],
      images: ['/images/banners/banner-1.svg'],
      ...overrides,
    })
    .returning({ id: workspaces.id })
  return { id: row!.id }
}

/** A resource row (active, unverified, no e-mail unless given), with a name no other test uses. */
export async function createResource(overrides: Partial<NewResource> = {}): Promise<{ id: number; name: string }> {
  const db = await getDb()
  const [row] = await db
    .insert(resources)
    .values({
      name: `Resource ${randomUUID().slice(0, 8)}`,
      description: 'Made by a test.',
      type: 'mentor',
      location: 'Singapore',
      ...overrides,
    })
    .returning({ id: resources.id, name: resources.name })
  return row!
}

/** A media item (a blog_posts row), published a day ago unless told otherwise; its slug is unique. */
export async function createMediaItem(overrides: Partial<NewBlogPost> = {}): Promise<{ id: number; slug: string; title: string }> {
  const db = await getDb()
  const tag = randomUUID().slice(0, 8)
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: `Media item ${tag}`,
      slug: `media-item-${tag}`,
      excerpt: 'Made by a test.',
      content: 'A paragraph of **Markdown**.',
      category: 'article',
      status: 'published',
      publishedAt: new Date(Date.now() - 86_400_000),
      ...overrides,
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title })
  return row!
}

/** A content category (a media topic) with a unique slug. */
export async function createTopic(overrides: Partial<typeof contentCategories.$inferInsert> = {}): Promise<{ id: number; slug: string }> {
  const db = await getDb()
  const tag = randomUUID().slice(0, 8)
  const [row] = await db
    .insert(contentCategories)
    .values({ name: `Topic ${tag}`, slug: `topic-${tag}`, ...overrides })
    .returning({ id: contentCategories.id, slug: contentCategories.slug })
  return row!
}

/** A cohort program (001 §3), upcoming and open for applications unless told otherwise. */
export async function createCohort(overrides: Partial<NewCohort> = {}): Promise<{ id: number; name: string }> {
  const db = await getDb()
  const [row] = await db
    .insert(cohorts)
    .values({
      name: `Cohort ${randomUUID().slice(0, 8)}`,
      description: 'Made by a test.',
      program: 'accelerator',
      status: 'upcoming',
      startDate: '2099-03-01',
      endDate: '2099-06-01',
      applicationDeadline: '2099-02-01',
      maxParticipants: 20,
      currentParticipants: 0,
      fee: '1500.00',
      curriculum: ['Customer discovery', 'Product-market fit', 'Unit economics', 'Fundraising'],
      requirements: ['A working prototype'],
      benefits: ['Mentorship', 'Cloud credits', 'Demo day'],
      ...overrides,
    })
    .returning({ id: cohorts.id, name: cohorts.name })
  return row!
}

/** A session of a cohort. */
export async function createCohortSession(
  cohortId: number,
  overrides: Partial<NewCohortSession> = {},
): Promise<{ id: number }> {
  const db = await getDb()
  const [row] = await db
    .insert(cohortSessions)
    .values({
      cohortId,
      title: `Session ${randomUUID().slice(0, 6)}`,
      sessionType: 'workshop',
      date: '2099-03-02',
      startTime: '10:00',
      endTime: '12:00',
      location: 'Block 71, Singapore',
      isOnline: false,
      ...overrides,
    })
    .returning({ id: cohortSessions.id })
  return row!
}

/** Makes the member a participant of the cohort. */
export async function addCohortParticipant(cohortId: number, userId: number, progressPercentage = 40): Promise<void> {
  const db = await getDb()
  await db.insert(cohortParticipants).values({ cohortId, userId, progressPercentage })
}
