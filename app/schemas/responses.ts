// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'
import { BACKGROUND_JOB_NAMES, SCHEDULE_RUN_STATES } from '~/domain/background-jobs'
import { COHORT_PROGRAMS, COHORT_STATUSES } from '~/domain/cohorts'
import { RSVP_STATUSES } from '~/domain/events'
import { JOB_TYPES } from '~/domain/jobs'
import { AUTHOR_TYPES, CONTENT_TYPES } from '~/domain/media'
import { APPLICATION_STATES } from '~/domain/resources'
import { USER_TYPES } from '~/domain/users'

/**
 * The JSON the /api routes answer with, as `endpoint({ response })` documents it in /api/openapi.json
 * (docs/decisions/0053-openapi.md). They describe what goes over the wire: dates are ISO strings, money is a decimal
 * string. Outside production, `apiRoute` reports an answer that does not match; tests/integration/openapi.test.ts
 * validates real answers against the document.
 */

const dateTime = z.iso.datetime({ offset: true }).describe('ISO 8601 date and time (UTC)')
const day = z.iso.date().describe('YYYY-MM-DD')
const decimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('Exact decimal amount, e.g. "15.00"')
const id = z.number().int().positive()

/** Every error: `{ message }`; a 400 from invalid input adds the messages per field. */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Messages per field path ("form" for the whole input)'),
  })
  .meta({ id: 'Error' })

export const messageResponse = z.object({ message: z.string() })

export const healthResponse = z.object({ status: z.literal('ok') })

/** GET /api/ready's 200 (issue 45); its 503 says why: starting, draining or database. */
export const readyResponse = z.object({ status: z.literal('ready') })

export const publicUserResponse = z
  .object({
    id,
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    userType: z.enum(USER_TYPES),
    profileImageUrl: z.string().nullable(),
    isEmailVerified: z.boolean(),
    createdAt: dateTime,
  })
  .meta({ id: 'User' })

export const userEnvelopeResponse = z.object({ user: publicUserResponse })

/** POST /api/auth/verify-email: the address now verified. */
export const verifiedEmailResponse = z.object({ email: z.email() })

/** PATCH /api/auth/profile: the member, and the new address waiting for its link, if any. */
export const profileUpdateResponse = z.object({ user: publicUserResponse, pendingEmail: z.email().nullable() })

const startupCard = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  sector: z.string().nullable(),
  location: z.string().nullable(),
  stage: z.string().nullable(),
  teamSize: z.number().int().nullable(),
  foundingDate: day.nullable(),
  logo: z.string().nullable(),
  logoData: z.string().nullable().describe('Base64 of an uploaded logo; null when none was uploaded inline (without one, the site shows a monogram drawn at /startup/{id}/logo)'),
  logoType: z.string().nullable(),
  subscriptionActive: z.boolean(),
})

/** A list filtered by `near` (docs/decisions/0115-near-filters.md): each row's city and its distance from the chosen one. */
const nearFieldsResponse = {
  cityId: z.number().int().nullable().optional().describe('With `near` only: the city the location resolves to'),
  distanceKm: z.number().int().optional().describe('With `near` only: whole km between the city centres'),
}

export const startupListResponse = z.array(startupCard.extend(nearFieldsResponse))

export const startupResponse = startupCard
  .extend({
    website: z.string().nullable(),
    industry: z.string().nullable().describe('The admin screens’ name for sector'),
    foundingYear: z.number().int().nullable(),
    mission: z.string().nullable(),
    vision: z.string().nullable(),
    techStack: z.array(z.string()),
    cultureValues: z.array(z.string()).describe('Culture values (app/domain/culture.ts; issue 42)'),
    verticals: z.array(z.string()),
    socialLinks: z.object({
      linkedin: z.string().optional(),
      github: z.string().optional(),
      twitter: z.string().optional(),
    }),
    operationAreas: z.array(z.string()),
    operationsAreas: z.array(z.string()),
    heroBanners: z.array(
      z.object({
        imageUrl: z.string(),
        title: z.string().optional(),
        subtitle: z.string().optional(),
        ctaText: z.string().optional(),
        ctaUrl: z.string().optional(),
        order: z.number(),
      }),
    ),
    logoUrl: z.string().nullable(),
    isClaimedByOwner: z.boolean(),
    claimedByUserId: z.number().int().nullable(),
    founderId: z.number().int().nullable(),
    managingAdminId: z.number().int().nullable(),
    lastUpdatedBy: z.number().int().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'Startup' })

export const myStartupsResponse = z.array(z.object({ id, name: z.string() }))

const eventCard = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  location: z.string().nullable(),
  venue: z.string().nullable(),
  startDate: dateTime,
  endDate: dateTime,
  timeZone: z.string().describe('IANA zone the event’s times are stated in'),
  maxAttendees: z.number().int().nullable(),
  currentAttendees: z.number().int(),
  price: decimal,
  currency: z.string(),
  isOnline: z.boolean(),
  organizerId: z.number().int().nullable(),
  isActive: z.boolean(),
  myRsvpStatus: z.enum(RSVP_STATUSES).nullable().describe('The signed-in caller’s RSVP; null for visitors'),
})

export const eventListResponse = z.array(eventCard.extend(nearFieldsResponse))

export const eventResponse = eventCard
  .extend({
    coverImage: z.string().nullable(),
    meetingLink: z.string().nullable().describe('Only for attendees and the organizer'),
    organizerName: z.string().nullable(),
    myWaitlistPosition: z.number().int().nullable(),
    waitlistCount: z.number().int(),
    createdAt: dateTime,
    cancelledAt: dateTime.nullable().describe('When its organizer cancelled it; null while it is on'),
    cityId: z.number().int().nullable().describe('The city its location resolves to (docs/decisions/0115-near-filters.md); null for none'),
  })
  .meta({ id: 'Event' })

export const rsvpResponse = z.object({
  eventId: id,
  status: z.enum(RSVP_STATUSES),
  waitlistPosition: z.number().int().nullable(),
  currentAttendees: z.number().int(),
  maxAttendees: z.number().int().nullable(),
})

const salary = z.object({ min: z.number().optional(), max: z.number().optional(), currency: z.string() })
const jobCompany = z.object({
  id,
  name: z.string(),
  logo: z.string().nullable().describe('The logo’s URL: uploaded, or the monogram drawn at /startup/{id}/logo'),
  cultureValues: z.array(z.string()).describe('The startup’s culture values (app/domain/culture.ts)'),
})

/** A job's culture fit for the signed-in member (docs/decisions/0118): present when they stated preferences. */
const jobFit = z
  .object({
    score: z.number().int().min(0).max(100),
    reasons: z.array(
      z.object({ factor: z.string(), weight: z.number(), fit: z.number(), values: z.array(z.string()) }),
    ),
  })
  .describe('Your culture fit (signed in, with preferences): score 0–100 and the factors that fit')

const jobListingResponse = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  location: z.string().nullable(),
  type: z.enum(JOB_TYPES),
  experienceLevel: z.string().nullable(),
  techStack: z.array(z.string()),
  isRemote: z.boolean(),
  startupId: id,
  salary: salary.nullable(),
  createdAt: dateTime.describe('The posted date'),
  startup: jobCompany,
  fit: jobFit.optional(),
})

export const jobListResponse = z.array(jobListingResponse.extend(nearFieldsResponse))

export const jobResponse = jobListingResponse
  .extend({
    isActive: z.boolean(),
    updatedAt: dateTime,
    cityId: z.number().int().nullable().describe('The city its location resolves to (docs/decisions/0115-near-filters.md); null for none'),
    startup: jobCompany.extend({
      website: z.string().nullable(),
      location: z.string().nullable(),
      description: z.string().nullable(),
    }),
  })
  .meta({ id: 'Job' })

export const workspaceResponse = z
  .object({
    id,
    name: z.string(),
    type: z.string(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    capacity: z.number().int().nullable(),
    hourlyRate: decimal.nullable().describe('USD'),
    dailyRate: decimal.nullable().describe('USD'),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    timeZone: z.string(),
    cityId: z.number().int().nullable().describe('The city its location resolves to (docs/decisions/0115-near-filters.md); null for none'),
  })
  .meta({ id: 'Workspace' })

export const workspaceListResponse = z.array(workspaceResponse.extend(nearFieldsResponse))

const resourceCard = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  location: z.string().nullable(),
  isVerified: z.boolean(),
  rating: decimal.nullable().describe('0.00–5.00; null when nobody has rated it'),
  reviewCount: z.number().int(),
  specialties: z.array(z.string()),
  website: z.string().nullable(),
  hasEmail: z.boolean(),
})

export const resourceListResponse = z.array(resourceCard)

export const resourceResponse = resourceCard
  .extend({
    sectors: z.array(z.string()),
    contactInfo: z.object({ address: z.string().optional(), linkedin: z.string().optional() }),
    hasContact: z.boolean(),
    isActive: z.boolean(),
    application: z.object({ state: z.enum(APPLICATION_STATES), submittedAt: dateTime.nullable() }).nullable(),
  })
  .meta({ id: 'Resource' })

export const resourceContactResponse = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
})

const mediaTopicResponse = z.object({ slug: z.string(), name: z.string() })
export const mediaTopicListResponse = z.array(mediaTopicResponse)

const mediaCard = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  contentType: z.enum(CONTENT_TYPES),
  authorType: z.enum(AUTHOR_TYPES),
  author: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    title: z.string().nullable(),
    company: z.string().nullable(),
  }),
  featuredImage: z.string().nullable(),
  publishedAt: dateTime,
  readTime: z.number().int().describe('Minutes'),
  tags: z.array(z.string()),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  isPublished: z.literal(true),
  topic: mediaTopicResponse.nullable(),
})

export const mediaListResponse = z.array(mediaCard)

export const mediaArticleResponse = mediaCard
  .extend({
    content: z.string().describe('Markdown'),
    contentHtml: z.string().describe('The body as safe HTML'),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    updatedAt: dateTime,
  })
  .meta({ id: 'MediaArticle' })

const cohort = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  program: z.enum(COHORT_PROGRAMS),
  status: z.enum(COHORT_STATUSES),
  startDate: day.nullable(),
  endDate: day.nullable(),
  applicationDeadline: day.nullable(),
  maxParticipants: z.number().int(),
  currentParticipants: z.number().int(),
  fee: decimal.nullable(),
  curriculum: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  imageUrl: z.string().nullable(),
})

export const cohortListResponse = z.array(cohort)

export const cohortResponse = cohort
  .extend({ mentor: z.object({ name: z.string() }).nullable() })
  .meta({ id: 'Cohort' })

const trend = z.object({
  current: z.number().int().describe('Created in the last 30 days'),
  previous: z.number().int().describe('Created in the 30 days before those'),
  percent: z.number().int().nullable(),
})

export const adminStatsResponse = z.object({
  users: z.number().int(),
  startups: z.number().int(),
  jobs: z.number().int(),
  events: z.number().int(),
  bookings: z.number().int(),
  pendingClaims: z.number().int(),
  pendingApplications: z.number().int(),
  trends: z.object({ users: trend, startups: trend, jobs: trend, events: trend, bookings: trend }),
})

/** GET /api/admin/background-jobs (docs/decisions/0134-backups-and-background-jobs.md): listBackgroundJobs. */
const backgroundJobRun = z.object({
  period: z.number().int().describe('The period the run covered (counted from the epoch in the job\'s interval)'),
  state: z.enum(SCHEDULE_RUN_STATES),
  startedAt: dateTime,
  finishedAt: dateTime.nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable().describe('Why a failed run failed'),
})

export const backgroundJobsResponse = z
  .array(
    z.object({
      name: z.enum(BACKGROUND_JOB_NAMES),
      kind: z.enum(['scheduled', 'worker']).describe('scheduled: once a period on one instance; worker: polls on every instance'),
      enabled: z.boolean().describe('False when not configured (the outbox without SMTP_URL, backups without BACKUP_INTERVAL)'),
      intervalSeconds: z.number(),
      lastRun: backgroundJobRun.nullable(),
      nextRunAt: dateTime.nullable(),
      failures: z.number().int().describe('Failed runs still recorded (30 days)'),
      recentFailures: z.array(backgroundJobRun).describe('The newest failed runs, newest first'),
      outbox: z
        .object({
          depth: z.number().int().describe('Messages waiting or being sent'),
          oldestPendingAt: dateTime.nullable(),
          failed: z.number().int(),
          lastSentAt: dateTime.nullable(),
          lastError: z.string().nullable(),
        })
        .nullable(),
    }),
  )
  .describe('Every background job: its last run, next run and failures; the outbox\'s depth and oldest waiting message')

/** GET /api/startups/{id}/analytics (docs/decisions/0111-owner-analytics.md). */
const dailyCounts = z.array(z.object({ date: day, count: z.number().int() })).describe('Every UTC day of the window, oldest first')

export const startupAnalyticsResponse = z
  .object({
    startup: z.object({ id, name: z.string() }),
    level: z
      .enum(['basic', 'dashboard', 'advanced'])
      .describe("The owner's plan's analytics: basic = the window's totals only; dashboard = 30 days of everything; advanced = 90 days"),
    windowDays: z.number().int().describe('Days in the window (7, 30 or 90 by level)'),
    upgradeUrl: z.string().nullable().describe('Where to upgrade for more; null on the highest level'),
    jobTotals: z
      .object({ views: z.number().int(), applications: z.number().int() })
      .describe("Visitor-days on all the startup's job pages and applications to its jobs in the window"),
    from: day.describe('First UTC day of the window'),
    to: day.describe('Last UTC day of the window (today)'),
    profileViews: z.object({ total: z.number().int(), days: dailyCounts }).describe('Visitors a day, once each (no days on basic)'),
    jobs: z.array(
      z.object({
        id,
        title: z.string(),
        isActive: z.boolean(),
        views: z.number().int().describe('Visitors a day on the job page in the window'),
        applications: z.number().int().describe('Applications made in the window'),
        statuses: z.object({ new: z.number().int(), reviewing: z.number().int(), rejected: z.number().int(), hired: z.number().int() }),
      }),
    ),
    rsvps: z
      .object({
        total: z.number().int(),
        days: dailyCounts,
        events: z.array(
          z.object({
            id,
            title: z.string(),
            startDate: dateTime,
            isActive: z.boolean(),
            attending: z.number().int(),
            waitlisted: z.number().int(),
            recent: z.number().int().describe('RSVPs made in the window that hold a seat or a waitlist place'),
          }),
        ),
      })
      .describe("RSVPs to events organised by the startup's founder, team or claimed owner"),
  })
  .meta({ id: 'StartupAnalytics' })
