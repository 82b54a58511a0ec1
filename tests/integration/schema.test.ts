import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client'
import * as schema from '../../db/schema'
import { startSqld } from '../../tooling/sqld'

const {
  blogPosts,
  cohortApplications,
  cohortParticipants,
  cohortSessions,
  cohorts,
  comments,
  companyMilestones,
  contentCategories,
  eventRsvps,
  events,
  fundingRounds,
  jobs,
  mediaLibrary,
  newsletters,
  profileClaims,
  resources,
  sessionAttendance,
  sessions,
  startupGallery,
  startupInvestors,
  startupPosts,
  startupReviews,
  startupTeam,
  startups,
  users,
  workspaceBookings,
  workspaces,
} = schema

interface Server {
  url: string
  stop(): Promise<void>
}

function embedded(): Server {
  const file = path.join(tmpdir(), `startup-asia-schema-${randomUUID()}.db`)
  return {
    url: `file:${file}`,
    async stop() {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    },
  }
}

/** Messages along an error's cause chain: drizzle wraps the driver's error. */
function messages(error: unknown): string {
  const parts: string[] = []
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message)
  return parts.join(' | ')
}

/** `work` is a thunk because better-sqlite3 statements run (and throw) synchronously. */
async function rejection(work: () => unknown): Promise<string> {
  try {
    await work()
  } catch (error) {
    return messages(error)
  }
  throw new Error('expected the statement to be rejected')
}

const drivers = [
  { name: 'better-sqlite3 (embedded file)', start: async () => embedded() },
  { name: 'libsql (sqld over http)', start: () => startSqld() },
]

describe.each(drivers)('schema on $name', ({ start }) => {
  let server: Server
  let database: Database
  let counter = 0
  const unique = (prefix: string) => `${prefix}-${++counter}`

  beforeAll(async () => {
    server = await start()
    database = await openDatabase({ url: server.url })
    await database.migrate()
  })

  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })

  async function makeUser(fields: Partial<schema.NewUser> = {}) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `${unique('user')}@example.com`, ...fields })
      .returning()
    return user!
  }

  async function makeStartup(fields: Partial<schema.NewStartup> = {}) {
    const [startup] = await database.db
      .insert(startups)
      .values({ name: unique('Startup'), ...fields })
      .returning()
    return startup!
  }

  function expectRecent(date: Date) {
    expect(date).toBeInstanceOf(Date)
    expect(Math.abs(date.getTime() - Date.now())).toBeLessThan(60_000)
  }

  it('creates every table of the data schema', async () => {
    const rows = await database.db.all<{ name: string }>(
      // FTS5 search tables (*_fts*) are derived indexes, not schema tables: decisions 0013, 0026, 0030, 0036.
      sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not like '%\_fts%' escape '\\' and name not like 'startups_search%'`,
    )
    expect(rows.map((row) => row.name).sort()).toEqual(
      [
        // not a spec table: every admin change (docs/decisions/0047-admin-panel.md)
        'admin_audit_log',
        // not a spec table: one-time links sent by e-mail (docs/decisions/0103-password-reset.md)
        'auth_tokens',
        'blog_posts',
        // not a spec table: personal calendar feeds (docs/decisions/0052-calendar-feed.md)
        'calendar_feeds',
        'cohort_applications',
        'cohort_participants',
        'cohort_sessions',
        'cohorts',
        'comments',
        'company_milestones',
        'content_categories',
        'event_rsvps',
        'events',
        'funding_rounds',
        // not a spec table: applications to jobs (docs/decisions/0028-job-applications.md)
        'job_applications',
        'jobs',
        'media_library',
        'newsletters',
        'profile_claims',
        // not a spec table: the shared rate-limit counters (docs/decisions/0017-rate-limits.md)
        'rate_limits',
        'resources',
        'session_attendance',
        'sessions',
        'startup_gallery',
        'startup_investors',
        'startup_posts',
        'startup_reviews',
        'startup_team',
        'startups',
        // not a spec table: Stripe webhook events handled once (docs/decisions/0048-paid-profile-claims.md)
        'stripe_events',
        'users',
        'workspace_bookings',
        'workspaces',
        // not spec tables: state several instances share (docs/decisions/0054-scale-out.md)
        'app_locks',
        'app_settings',
        'stored_files',
        'test_checkout_sessions',
        'test_payment_subscriptions',
        // not a spec table: the version of what visitors see, behind their ETags (docs/decisions/0091)
        'data_version',
        // not spec tables: notifications, the e-mail outbox and e-mail preferences (docs/decisions/0102-mail-outbox.md)
        'notifications',
        'email_outbox',
        'email_preferences',
        // not spec tables: owner analytics' view counts and the day's visitor salt (docs/decisions/0111)
        'startup_views',
        'job_views',
        'visitor_salts',
        // not a spec table: invitations to a startup's team (docs/decisions/0108-team-roles-and-invitations.md)
        'team_invitations',
        // not a spec table: cities with coordinates, reference data (docs/decisions/0114-cities-and-distance.md)
        'cities',
        // not spec tables: investors, mentors, their portfolio links and what members want (issue 42; decisions
        // 0116–0118)
        'investors',
        'mentors',
        'funding_round_investors',
        'member_preferences',
        // not spec tables: who proved a work address to review a startup, and reports of reviews (decision 0119)
        'review_verifications',
        'review_reports',
        // not a spec table: jobs' tech-stack tags, kept by triggers (issue 42; decision 0118)
        'job_tech_tags',
        // not a spec table: smart matching's candidate index, kept by triggers (docs/decisions/0116-matching.md)
        'match_tags',
        // not a spec table: the Creation Program's modules a member completed (decision 0128)
        'creation_module_progress',
        // not a spec table: members' reviews of resources, behind their rating and count (decision 0127)
        'resource_reviews',
        // not spec tables: follows, saved searches, alerts and their schedule (issue 43; decisions 0129–0131)
        'follows',
        'saved_searches',
        'alert_items',
        'alert_digests',
        'digest_settings',
        'schedule_runs',
        // not spec tables: plans, their entitlements and members' plan subscriptions (issue 44; decision 0135)
        'plans',
        'plan_entitlements',
        'plan_subscriptions',
        // not a spec table: members' personal API tokens, stored as hashes (issue 44; decision 0137)
        'api_tokens',
        // not a spec table: job-post credits admins grant startups (issue 44; decision 0138)
        'job_credit_grants',
        // not spec tables: the money ledger and Enterprise's contact-sales requests (issue 44; decision 0139)
        'payment_transactions',
        'subscription_changes',
        'sales_inquiries',
      ].sort(),
    )
  })

  it('fills the spec defaults for users, sessions and startups', async () => {
    const user = await makeUser()
    expect(user).toMatchObject({ userType: 'public', isEmailVerified: false, password: null })
    expectRecent(user.createdAt)
    expectRecent(user.updatedAt)

    const expire = new Date(Date.now() + 86_400_000)
    const [session] = await database.db
      .insert(sessions)
      .values({ sid: randomUUID(), sess: { userId: user.id }, expire, userId: user.id })
      .returning()
    expect(session).toMatchObject({ sess: { userId: user.id }, expire, userId: user.id })

    const startup = await makeStartup({ founderId: user.id })
    expect(startup).toMatchObject({
      isClaimedByOwner: false,
      subscriptionActive: false,
      isActive: true,
      socialLinks: {},
      operationAreas: [],
      heroBanners: [],
      techStack: [],
      verticals: [],
      founderId: user.id,
      claimedByUserId: null,
    })
    expectRecent(startup.createdAt)
  })

  it('fills the spec defaults for what a startup owns', async () => {
    const db = database.db
    const user = await makeUser()
    const startup = await makeStartup()
    const startupId = startup.id

    const [member] = await db.insert(startupTeam).values({ startupId, userId: user.id }).returning()
    expect(member).toMatchObject({ isFounder: false, name: null })
    expectRecent(member!.joinedAt)

    const [round] = await db.insert(fundingRounds).values({ startupId }).returning()
    expect(round).toMatchObject({ currency: 'USD', investors: [], amount: null })

    const [job] = await db.insert(jobs).values({ startupId, title: 'Engineer' }).returning()
    expect(job).toMatchObject({ type: 'full-time', isRemote: false, isActive: true, techStack: [], salary: null })

    const [milestone] = await db.insert(companyMilestones).values({ startupId, title: 'Launch' }).returning()
    expect(milestone).toMatchObject({ currency: 'USD', isPublic: true, media: [] })

    const [investor] = await db.insert(startupInvestors).values({ startupId, investorName: 'Fund' }).returning()
    expect(investor).toMatchObject({ currency: 'USD', isLead: false, isActive: true })

    const [review] = await db
      .insert(startupReviews)
      .values({ startupId, rating: '4', employmentStatus: 'current' })
      .returning()
    expect(review).toMatchObject({
      rating: '4.0',
      isVerified: false,
      isAnonymous: true,
      helpfulVotes: 0,
      isActive: true,
    })

    const [item] = await db.insert(startupGallery).values({ startupId, mediaUrl: '/images/a.svg' }).returning()
    expect(item).toMatchObject({ mediaType: 'image', displayOrder: 0, isFeatured: false, isPublic: true })

    const [post] = await db.insert(startupPosts).values({ startupId, title: 'We launched' }).returning()
    expect(post).toMatchObject({ type: 'update', isPublic: true, likes: 0, shares: 0, isActive: true, media: [] })

    const [claim] = await db
      .insert(profileClaims)
      .values({
        startupId,
        claimerId: user.id,
        companyName: startup.name,
        claimerName: 'Mei Tan',
        claimerEmail: 'mei@example.com',
        claimerTitle: 'CEO',
        businessRegistration: '201912345K',
        justification: 'I founded it.',
      })
      .returning()
    expect(claim).toMatchObject({ monthlyFee: '15.00', status: 'pending', reviewedBy: null })
    const [raw] = await db.all<{ fee: number }>(
      sql`select monthly_fee as fee from profile_claims where id = ${claim!.id}`,
    )
    expect(raw!.fee).toBe(1500)
  })

  it('fills the spec defaults for events, resources and workspaces', async () => {
    const db = database.db
    const user = await makeUser()
    const startDate = new Date('2030-01-01T09:00:00.000Z')
    const endDate = new Date('2030-01-01T17:00:00.000Z')
    const [event] = await db.insert(events).values({ title: 'Meetup', startDate, endDate }).returning()
    expect(event).toMatchObject({
      startDate,
      endDate,
      currentAttendees: 0,
      price: '0.00',
      currency: 'USD',
      isOnline: false,
      isActive: true,
    })

    const [rsvp] = await db.insert(eventRsvps).values({ eventId: event!.id, userId: user.id }).returning()
    expect(rsvp).toMatchObject({ status: 'attending' })

    const [resource] = await db.insert(resources).values({ name: 'Mentor', type: 'mentor' }).returning()
    expect(resource).toMatchObject({
      reviewCount: 0,
      isVerified: false,
      isActive: true,
      specialties: [],
      sectors: [],
      rating: null,
    })

    const [workspace] = await db
      .insert(workspaces)
      .values({ name: 'Desk', type: 'hot-desk', hourlyRate: '12.5' })
      .returning()
    expect(workspace).toMatchObject({ hourlyRate: '12.50', dailyRate: null, isActive: true, amenities: [], images: [] })

    const [booking] = await db
      .insert(workspaceBookings)
      .values({ workspaceId: workspace!.id, userId: user.id, startTime: startDate, endTime: endDate })
      .returning()
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'pending', totalAmount: '0.00' })
  })

  it('fills the spec defaults for cohort programs', async () => {
    const db = database.db
    const user = await makeUser()
    const [cohort] = await db.insert(cohorts).values({ name: 'Cohort', program: 'accelerator' }).returning()
    expect(cohort).toMatchObject({
      status: 'upcoming',
      maxParticipants: 20,
      currentParticipants: 0,
      fee: null,
      curriculum: [],
      requirements: [],
      benefits: [],
    })
    const cohortId = cohort!.id

    const [application] = await db.insert(cohortApplications).values({ cohortId, userId: user.id }).returning()
    expect(application).toMatchObject({ status: 'pending', reviewedAt: null })
    expectRecent(application!.appliedAt)

    const [participant] = await db.insert(cohortParticipants).values({ cohortId, userId: user.id }).returning()
    expect(participant).toMatchObject({
      completionStatus: 'active',
      progressPercentage: 0,
      attendanceCount: 0,
      totalSessions: 0,
      certificateIssued: false,
    })
    expectRecent(participant!.joinedAt)

    const [session] = await db
      .insert(cohortSessions)
      .values({ cohortId, title: 'Kick-off', date: '2030-02-01', startTime: '09:30', endTime: '11:00' })
      .returning()
    expect(session).toMatchObject({ status: 'scheduled', isOnline: false, materials: [], date: '2030-02-01' })

    const [attendance] = await db
      .insert(sessionAttendance)
      .values({ sessionId: session!.id, participantId: participant!.id })
      .returning()
    expect(attendance).toMatchObject({ attended: false, checkedInAt: null })
  })

  it('fills the spec defaults for content tables', async () => {
    const db = database.db
    const [post] = await db
      .insert(blogPosts)
      .values({ title: 'Hello', slug: unique('hello') })
      .returning()
    expect(post).toMatchObject({ status: 'draft', viewCount: 0, likeCount: 0, isActive: true, tags: [] })

    const [comment] = await db
      .insert(comments)
      .values({ postId: post!.id, postType: 'blog', content: 'Nice' })
      .returning()
    expect(comment).toMatchObject({ isApproved: false, isActive: true, parentId: null })

    const [media] = await db.insert(mediaLibrary).values({ fileName: 'a.png', filePath: '/uploads/a.png' }).returning()
    expect(media).toMatchObject({ isPublic: false, downloadCount: 0, tags: [] })

    const [subscriber] = await db
      .insert(newsletters)
      .values({ email: `${unique('news')}@example.com` })
      .returning()
    expect(subscriber).toMatchObject({ isActive: true, isVerified: false, interests: [] })

    const [category] = await db
      .insert(contentCategories)
      .values({ name: 'News', slug: unique('news') })
      .returning()
    expect(category).toMatchObject({ sortOrder: 0, isActive: true, parentId: null })
  })

  it('gives a raw SQL insert the same defaults as a drizzle insert', async () => {
    await database.db.run(sql`insert into users (email) values ('raw@example.com')`)
    const [row] = await database.db.all<Record<string, unknown>>(
      sql`select user_type, is_email_verified, created_at, updated_at from users where email = 'raw@example.com'`,
    )
    expect(row).toMatchObject({ user_type: 'public', is_email_verified: 0 })
    expect(Math.abs(Number(row!.created_at) - Date.now())).toBeLessThan(60_000)
    expect(Number.isInteger(row!.created_at)).toBe(true)
  })

  it('bumps updatedAt on update', async () => {
    const user = await makeUser()
    await new Promise((resolve) => setTimeout(resolve, 5))
    const [updated] = await database.db
      .update(users)
      .set({ firstName: 'Aiko' })
      .where(eq(users.id, user.id))
      .returning()
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(user.updatedAt.getTime())
  })

  describe('money', () => {
    it('round-trips decimal strings exactly as integer minor units', async () => {
      const startup = await makeStartup()
      const [round] = await database.db
        .insert(fundingRounds)
        .values({ startupId: startup.id, amount: '1234567890123.45' })
        .returning()
      expect(round!.amount).toBe('1234567890123.45')
      const [raw] = await database.db.all<{ amount: number }>(
        sql`select amount from funding_rounds where id = ${round!.id}`,
      )
      expect(raw!.amount).toBe(123456789012345)

      const [milestone] = await database.db
        .insert(companyMilestones)
        .values({ startupId: startup.id, title: 'Write-down', amount: '-0.05' })
        .returning()
      expect(milestone!.amount).toBe('-0.05')

      const [investor] = await database.db
        .insert(startupInvestors)
        .values({ startupId: startup.id, investorName: 'Angel', amount: '9999999999999.99', equityPercentage: '12.5' })
        .returning()
      expect(investor).toMatchObject({ amount: '9999999999999.99', equityPercentage: '12.50' })

      const [review] = await database.db
        .insert(startupReviews)
        .values({ startupId: startup.id, rating: '4.5', culture: '3.0', employmentStatus: 'former' })
        .returning()
      expect(review).toMatchObject({ rating: '4.5', culture: '3.0' })
    })

    it('sums without float error', async () => {
      const startup = await makeStartup()
      await database.db.insert(fundingRounds).values([
        { startupId: startup.id, amount: '0.10' },
        { startupId: startup.id, amount: '0.20' },
      ])
      const [total] = await database.db.all<{ total: number }>(
        sql`select sum(amount) as total from funding_rounds where startup_id = ${startup.id}`,
      )
      expect(total!.total).toBe(30)
    })

    it('rejects more decimals or digits than the column holds', async () => {
      const startup = await makeStartup()
      expect(
        await rejection(() => database.db.insert(fundingRounds).values({ startupId: startup.id, amount: '1.234' })),
      ).toMatch(/more than 2 decimal places/)
      expect(
        await rejection(() =>
          database.db.insert(fundingRounds).values({ startupId: startup.id, amount: '10000000000000' }),
        ),
      ).toMatch(/more than 13 integer digits/)
      expect(
        await rejection(() =>
          database.db
            .insert(startupReviews)
            .values({ startupId: startup.id, rating: '5.5', employmentStatus: 'current' }),
        ),
      ).toMatch(/CHECK constraint failed/)
      expect(
        await rejection(() =>
          database.db.run(sql`insert into events (title, start_date, end_date, price) values ('x', 0, 0, 10000000000)`),
        ),
      ).toMatch(/CHECK constraint failed/)
    })
  })

  describe('unique keys', () => {
    it('rejects a second user with the same e-mail, and upper-case e-mail', async () => {
      await makeUser({ email: 'dup@example.com' })
      expect(await rejection(() => makeUser({ email: 'dup@example.com' }))).toMatch(
        /UNIQUE constraint failed: users.email/,
      )
      expect(await rejection(() => makeUser({ email: 'Dup@Example.com' }))).toMatch(/CHECK constraint failed/)
    })

    it('rejects duplicate slugs and newsletter e-mails', async () => {
      const db = database.db
      await db.insert(blogPosts).values({ title: 'A', slug: 'same-slug' })
      expect(await rejection(() => db.insert(blogPosts).values({ title: 'B', slug: 'same-slug' }))).toMatch(
        /UNIQUE constraint failed: blog_posts.slug/,
      )
      await db.insert(contentCategories).values({ name: 'A', slug: 'same-category' })
      expect(await rejection(() => db.insert(contentCategories).values({ name: 'B', slug: 'same-category' }))).toMatch(
        /UNIQUE constraint failed: content_categories.slug/,
      )
      await db.insert(newsletters).values({ email: 'reader@example.com' })
      expect(await rejection(() => db.insert(newsletters).values({ email: 'reader@example.com' }))).toMatch(
        /UNIQUE constraint failed: newsletters.email/,
      )
    })

    it('allows one RSVP, application and participation per user', async () => {
      const db = database.db
      const user = await makeUser()
      const [event] = await db
        .insert(events)
        .values({ title: 'Pitch night', startDate: new Date(), endDate: new Date() })
        .returning()
      await db.insert(eventRsvps).values({ eventId: event!.id, userId: user.id })
      expect(await rejection(() => db.insert(eventRsvps).values({ eventId: event!.id, userId: user.id }))).toMatch(
        /UNIQUE/,
      )

      const [cohort] = await db.insert(cohorts).values({ name: 'C', program: 'bootcamp' }).returning()
      await db.insert(cohortApplications).values({ cohortId: cohort!.id, userId: user.id })
      expect(
        await rejection(() => db.insert(cohortApplications).values({ cohortId: cohort!.id, userId: user.id })),
      ).toMatch(/UNIQUE/)
      await db.insert(cohortParticipants).values({ cohortId: cohort!.id, userId: user.id })
      expect(
        await rejection(() => db.insert(cohortParticipants).values({ cohortId: cohort!.id, userId: user.id })),
      ).toMatch(/UNIQUE/)
    })
  })

  describe('foreign keys', () => {
    it('rejects a row whose parent does not exist', async () => {
      expect(
        await rejection(() => database.db.insert(jobs).values({ startupId: 987_654, title: 'Ghost job' })),
      ).toMatch(/FOREIGN KEY constraint failed/)
    })

    it('deletes what a startup owns with the startup', async () => {
      const db = database.db
      const startup = await makeStartup()
      await db.insert(jobs).values([
        { startupId: startup.id, title: 'One' },
        { startupId: startup.id, title: 'Two' },
      ])
      await db.insert(startupTeam).values({ startupId: startup.id, name: 'Ravi' })
      await db.insert(startupReviews).values({ startupId: startup.id, rating: '5', employmentStatus: 'current' })
      await db.delete(startups).where(eq(startups.id, startup.id))
      for (const table of [jobs, startupTeam, startupReviews]) {
        const [row] = await db.select({ n: count() }).from(table).where(eq(table.startupId, startup.id))
        expect(row!.n).toBe(0)
      }
    })

    it("keeps authored and financial rows when a user goes, clearing the user's id", async () => {
      const db = database.db
      const user = await makeUser()
      const startup = await makeStartup({ founderId: user.id })
      const [post] = await db
        .insert(blogPosts)
        .values({ title: 'By user', slug: unique('by-user'), authorId: user.id })
        .returning()
      const [workspace] = await db.insert(workspaces).values({ name: 'Room', type: 'meeting-room' }).returning()
      const [booking] = await db
        .insert(workspaceBookings)
        .values({ workspaceId: workspace!.id, userId: user.id, startTime: new Date(0), endTime: new Date(3_600_000) })
        .returning()
      await db.insert(sessions).values({ sid: randomUUID(), sess: {}, expire: new Date(), userId: user.id })

      await db.delete(users).where(eq(users.id, user.id))

      const [startupAfter] = await db.select().from(startups).where(eq(startups.id, startup.id))
      expect(startupAfter!.founderId).toBeNull()
      const [postAfter] = await db.select().from(blogPosts).where(eq(blogPosts.id, post!.id))
      expect(postAfter!.authorId).toBeNull()
      const [bookingAfter] = await db.select().from(workspaceBookings).where(eq(workspaceBookings.id, booking!.id))
      expect(bookingAfter!.userId).toBeNull()
      const [sessionCount] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id))
      expect(sessionCount!.n).toBe(0)

      expect(await rejection(() => db.delete(workspaces).where(eq(workspaces.id, workspace!.id)))).toMatch(
        /FOREIGN KEY constraint failed/,
      )
    })
  })

  describe('limits', () => {
    it('rejects a startup name over 255 characters', async () => {
      await expect(makeStartup({ name: 'a'.repeat(255) })).resolves.toMatchObject({ name: 'a'.repeat(255) })
      expect(await rejection(() => makeStartup({ name: 'a'.repeat(256) }))).toMatch(
        /CHECK constraint failed: startups_name_len/,
      )
    })

    it('rejects a URL over 500 characters and a malformed date', async () => {
      expect(await rejection(() => makeStartup({ website: `https://example.com/${'a'.repeat(481)}` }))).toMatch(
        /startups_website_len/,
      )
      expect(await rejection(() => makeStartup({ foundingDate: '2020/01/01' }))).toMatch(
        /startups_founding_date_format/,
      )
    })
  })

  describe('transaction()', () => {
    it('commits', async () => {
      const email = `${unique('tx-commit')}@example.com`
      const id = await database.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ email }).returning()
        await tx.insert(startups).values({ name: 'In a transaction', founderId: user!.id })
        return user!.id
      })
      const [row] = await database.db.select({ n: count() }).from(startups).where(eq(startups.founderId, id))
      expect(row!.n).toBe(1)
    })

    it('rolls back when the work throws', async () => {
      const email = `${unique('tx-rollback')}@example.com`
      await expect(
        database.transaction(async (tx) => {
          await tx.insert(users).values({ email })
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')
      const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.email, email))
      expect(row!.n).toBe(0)
    })

    it('rolls back when a statement fails', async () => {
      const email = `${unique('tx-constraint')}@example.com`
      await expect(
        database.transaction(async (tx) => {
          await tx.insert(users).values({ email })
          await tx.insert(jobs).values({ startupId: 987_654, title: 'Ghost' })
        }),
      ).rejects.toThrow()
      const [row] = await database.db.select({ n: count() }).from(users).where(eq(users.email, email))
      expect(row!.n).toBe(0)
    })
  })
})
