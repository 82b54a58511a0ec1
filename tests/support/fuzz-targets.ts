import { CONTENT_TYPES } from '~/domain/media'
import { RESOURCE_LOCATIONS, RESOURCE_TYPES } from '~/domain/resources'
import { PROFILE_TABS } from '~/domain/startup-profile'
import { WORKSPACE_LOCATIONS, WORKSPACE_TYPES } from '~/domain/workspaces'
import { APPLICATION_STATUSES, EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_TYPES } from '~/domain/jobs'
import { DISCOVER_LOCATIONS, SORT_CHOICES } from '~/domain/startups'
import { EVENT_CATEGORIES, EVENT_LOCATIONS, EVENT_TIME_ZONES } from '~/domain/events'
import { signPayload } from '~/server/payments/webhook.server'
import {
  malformedMultipartFrom,
  oddString,
  pick,
  signedEventFrom,
  wellFormed,
  type Fields,
  type FuzzRequest,
  type Random,
  type TextFile,
} from './fuzz'

/**
 * Every mutation (page action and /api) and every filtered GET, for the fuzz test. A new area adds its endpoints
 * here: a page form with a valid sample, its /api twin with a valid JSON sample, its list query's parameters.
 */
export interface FuzzContext {
  /** A signed-in member's cookie (the mutations' member: it ends up with hundreds of fuzzed startups). */
  cookie: string
  /** Another member's cookie, for signed-in reads. */
  readerCookie: string
  /** A startup the member founded. */
  startupId: number
  /** An upcoming event with a few seats, organized by the member (RSVPs fill and free it). */
  eventId: number
  /** A job of that startup. */
  jobId: number
  /** The reader's application to that job. */
  applicationId: number
  /** Programs: one open for applications, one running, one past its deadline. */
  cohortIds: number[]
  /** An admin's cookie (the admin panel's targets run last: they deactivate, cancel and delete). */
  adminCookie: string
  /** The admin's own id, and a member the admin targets may edit and delete. */
  adminId: number
  victimId: number
}

/**
 * The workspace the booking targets book: the fuzz test makes it the first (id 1) of its empty database, a hot desk
 * area with room for every valid booking.
 */
export const FUZZ_WORKSPACE_ID = 1

interface BaseTarget {
  name: string
  path: (context: FuzzContext, random: Random) => string
  /** Send a session cookie: the mutations' member, a reader who has not been fuzzing, or an admin. */
  signedIn?: boolean | 'reader' | 'admin'
}

interface MutationTarget extends BaseTarget {
  kind: 'form' | 'json'
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  sample: (random: Random, context: FuzzContext) => Fields
  /** Share of inputs sent unmutated: small where a valid input costs a password hash. */
  validShare: number
  /**
   * Where a valid input costs a password hash (~0.4 s), most mutated inputs also get this field broken, so the run
   * spends its time on parsing and validation rather than on scrypt.
   */
  hashedField?: string
}

interface QueryTarget extends BaseTarget {
  kind: 'query'
  /** Parameter names with some good values each. */
  params: Record<string, readonly string[]>
}

/** A whole request made by the target itself: bodies the field mutations cannot make (raw multipart, signed events). */
interface RawTarget extends BaseTarget {
  kind: 'raw'
  method: 'POST'
  request: (random: Random, context: FuzzContext) => FuzzRequest
}

export type FuzzTarget = MutationTarget | QueryTarget | RawTarget

/** The fuzz server's webhook signing secret: the signed-event target signs with it. */
export const FUZZ_WEBHOOK_SECRET = 'whsec_fuzz'

const uniqueEmail = (random: Random) => `fuzz-${Math.floor(random() * 1e12)}@example.com`

const startupSample = (random: Random): Fields => ({
  name: `Fuzzed ${Math.floor(random() * 1e6)}`,
  description: 'A startup the fuzz test creates.',
  sector: pick(random, ['fintech', 'HealthTech', 'ai']),
  location: pick(random, DISCOVER_LOCATIONS),
  stage: pick(random, ['seed', 'Series A', 'mvp']),
  teamSize: '12',
  foundingDate: '2021-04-01',
  website: 'https://example.com',
  techStack: ['React', 'Go'],
  socialLinks: { github: 'https://github.com/example' },
})

const signupSample = (random: Random): Fields => ({
  email: uniqueEmail(random),
  password: 'password-123',
  confirmPassword: 'password-123',
  firstName: 'Fuzz',
  lastName: 'Tester',
})

const resourceSample = (random: Random): Fields => ({
  name: `Fuzzed resource ${Math.floor(random() * 1e6)}`,
  type: pick(random, [...RESOURCE_TYPES, 'Mentor']),
  location: pick(random, [...RESOURCE_LOCATIONS, 'tokyo']),
  description: 'A listing the fuzz test submits.',
  website: pick(random, ['https://example.com', '']),
  email: uniqueEmail(random),
  specialties: ['Fundraising', 'Term sheets'],
})

const resourceParams = {
  type: [...RESOURCE_TYPES, 'Investor', 'wizard'],
  location: [...RESOURCE_LOCATIONS, 'tokyo', 'Atlantis'],
  verified: ['true', 'false', 'TRUE', 'yes'],
  searchQuery: ['men', '東京', 'a', '"', '*', 'NEAR', 'legal OR hr'],
  limit: ['1', '50', '100', '1000', '-1'],
  offset: ['0', '50', '10000', '99999999'],
}

const investorParams = {
  q: ['ven', '東京', 'a', '"', '*', 'NEAR', 'seed OR vc'],
  type: ['angel', 'vc', 'VC', 'Corporate VC', 'hedge'],
  sector: ['fintech', 'FinTech', 'knitting'],
  stage: ['seed', 'Series A', 'series-z'],
  location: ['Singapore', 'kuala-lumpur', 'Atlantis'],
  near: ['singapore', 'tokyo', 'atlantis', 'A B'],
  km: ['1', '50', '5000', '0', '-5', 'x'],
  checkSizeMin: ['0', '25000', '1000000', '-1', 'lots', '99999999999999'],
  checkSizeMax: ['0', '250000', '10000000', 'x'],
  limit: ['1', '24', '100', '1000', '-1'],
  offset: ['0', '24', '100000', '99999999'],
}

const mentorParams = {
  q: ['go-to', 'product', 'a', '"', '*'],
  sector: ['saas', 'knitting'],
  stage: ['seed', 'Series A', 'moonshot'],
  expertise: ['fundraising', 'product', ''],
  language: ['english', 'Korean', 'x'.repeat(60)],
  availability: ['open', 'limited', 'sometimes'],
  near: ['singapore', 'atlantis'],
  km: ['50', '0'],
  limit: ['1', '24', '1000'],
  offset: ['0', '99999999'],
}

const mediaParams = {
  type: [...CONTENT_TYPES, 'Press Release', 'video'],
  topic: ['funding', 'hiring', 'founders', 'seed-rounds', 'archive', 'nope', '../x'],
  searchQuery: ['fund', 'Mei Lin', '東京', 'a', '"', '*', 'NEAR'],
  limit: ['1', '13', '100', '1000', '-1'],
  offset: ['0', '13', '10000', '99999999'],
}

const mediaSlug = (random: Random) =>
  pick(random, [
    'how-southeast-asian-startups-raised-in-a-tighter-market',
    'draft-our-2026-ecosystem-report',
    'feed.xml',
    'x',
    '%2e%2e',
    encodeURIComponent(wellFormed(oddString(random).slice(0, 60))),
  ])

const resourceId = (random: Random) =>
  pick(random, ['1', '2', '30', '0', '-1', 'x', '1e3', '99999999999', encodeURIComponent(wellFormed(oddString(random).slice(0, 40)))])

const discoverParams = {
  sector: ['fintech', 'HealthTech', 'deep-tech', 'nonsense'],
  stage: ['seed', 'Series A', 'pre-ipo'],
  location: [...DISCOVER_LOCATIONS, 'tokyo'],
  sortBy: Object.keys(SORT_CHOICES),
  minTeamSize: ['1', '5', '100', '0'],
  maxTeamSize: ['10', '1000000'],
  foundingYearFrom: ['2015', '2020'],
  foundingYearTo: ['2024', '2100'],
  searchQuery: ['fin', '東京', '서울', 'a', '"', '*', 'NEAR', 'fin OR pay'],
  limit: ['1', '50', '100', '1000', '-1'],
  offset: ['0', '50', '10000', '99999999'],
}

const eventSample = (random: Random): Fields => {
  const online = random() < 0.3
  const day = 1 + Math.floor(random() * 300)
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10)
  return {
    title: `Fuzzed event ${Math.floor(random() * 1e6)}`,
    description: 'An event the fuzz test creates.',
    category: pick(random, EVENT_CATEGORIES),
    location: online ? 'Online' : pick(random, EVENT_LOCATIONS),
    venue: 'Hall A',
    isOnline: online,
    meetingLink: online ? 'https://meet.example.com/fuzz' : '',
    startDate: pick(random, [`${date}T09:00`, `${date}T01:00:00Z`, `${date}T09:00:00+08:00`]),
    endDate: `${date}T18:00`,
    timeZone: pick(random, ['', ...EVENT_TIME_ZONES]),
    maxAttendees: pick(random, ['', '10', '500']),
    price: pick(random, ['0', '25', '12.50', '999.99']),
    currency: pick(random, ['USD', 'SGD', 'JPY']),
  }
}

const eventFormSample = (random: Random): Fields => {
  const sample = eventSample(random)
  return { ...sample, intent: 'create-event', isOnline: sample.isOnline ? 'on' : '' }
}

const rsvpStatuses = ['attending', 'not_attending', 'maybe'] as const

const eventParams = {
  category: [...EVENT_CATEGORIES, 'Workshop', 'party'],
  location: [...EVENT_LOCATIONS, 'tokyo', 'Paris'],
  upcoming: ['true', 'false', '', 'maybe'],
  searchQuery: ['summit', '東京', 'AI', 'a', '"', '*', 'NEAR', 'pitch OR panel'],
  limit: ['1', '50', '100', '1000', '-1'],
  offset: ['0', '50', '10000', '99999999'],
}

const jobSample = (random: Random, { startupId }: FuzzContext): Fields => ({
  startupId: pick(random, [startupId, startupId, String(startupId), 1, '']),
  title: `Fuzzed role ${Math.floor(random() * 1e6)}`,
  description: 'A job the fuzz test posts.',
  requirements: 'Patience.',
  location: pick(random, [...JOB_LOCATIONS, 'tokyo']),
  type: pick(random, [...JOB_TYPES, 'Full Time']),
  experienceLevel: pick(random, EXPERIENCE_LEVELS),
  techStack: ['Go', 'Rust'],
  isRemote: pick(random, [true, false]),
  salary: pick(random, [{ min: 50000, max: 90000, currency: 'SGD' }, { min: 1 }, null]),
})

/** The Post Job dialog's form: the same job as flat form fields, with the list's box and its intents. */
const jobFormSample = (random: Random, context: FuzzContext): Fields => {
  const { salary, techStack, isRemote, startupId, ...job } = jobSample(random, context)
  const pay = (salary ?? {}) as { min?: number; max?: number; currency?: string }
  return {
    ...job,
    startupId: String(startupId),
    'techStack[0]': (techStack as string[])[0]!,
    techStack__new: pick(random, ['', 'Kotlin']),
    ...(isRemote ? { isRemote: 'on' } : {}),
    'salary.min': String(pay.min ?? ''),
    'salary.max': String(pay.max ?? ''),
    'salary.currency': pay.currency ?? 'USD',
    intent: pick(random, ['post-job', 'enter', 'add:techStack']),
  }
}

const jobIdIn = ({ jobId }: FuzzContext, random: Random) =>
  pick(random, [String(jobId), String(jobId), '1', '0', 'abc', '99999999999999999999', encodeURIComponent(wellFormed(oddString(random).slice(0, 30)))])

const jobParams = {
  searchQuery: ['engineer', 'data', '東京', 'Go', 'a', '"', '*', 'NEAR(', 'title:x'],
  location: [...JOB_LOCATIONS, 'tokyo', 'Paris'],
  type: [...JOB_TYPES, 'Full Time', 'gig'],
  experienceLevel: [...EXPERIENCE_LEVELS, 'guru'],
  startupId: ['1', '2', '0', 'x'],
  limit: ['1', '50', '100', '1000', '-1'],
  offset: ['0', '50', '10000', '99999999'],
}

/** A future wall-clock time on the half hour, as the booking form sends it ('2026-12-01T10:30'). */
function futureSlot(random: Random, days: number, hour: number): string {
  const date = new Date(Date.now() + (1 + Math.floor(random() * days)) * 86_400_000).toISOString().slice(0, 10)
  return `${date}T${String(hour).padStart(2, '0')}:${pick(random, ['00', '30'])}`
}

const bookingSample = (workspaceId: number) => (random: Random): Fields => {
  const hour = 6 + Math.floor(random() * 12)
  const start = futureSlot(random, 80, hour)
  return {
    workspaceId: pick(random, [String(workspaceId), String(workspaceId), '99999', '']),
    startTime: pick(random, [start, `${start}:00Z`, `${start}:00+08:00`]),
    endTime: `${start.slice(0, 11)}${String(hour + pick(random, [1, 2, 5])).padStart(2, '0')}${start.slice(13)}`,
    totalAmount: pick(random, ['0', '999999', '12.345']),
    status: pick(random, ['confirmed', 'cancelled']),
    paymentStatus: pick(random, ['pending', 'paid']),
  }
}

const workspaceParams = {
  type: [...WORKSPACE_TYPES, 'Meeting Room', 'castle'],
  location: [...WORKSPACE_LOCATIONS, 'tokyo'],
  searchQuery: ['desk', 'Room', '東京', 'a', '"', 'NEAR', 'desk OR room'],
  limit: ['1', '50', '100', '1000', '-1'],
  offset: ['0', '50', '10000', '99999999'],
}

const nearParams = {
  near: ['kuala-lumpur', 'singapore', 'atlantis', 'KUALA-LUMPUR', '', '"; drop'],
  km: ['1', '50', '5000', '0', '5001', 'far', '-5'],
}

const eventIdIn = ({ eventId }: FuzzContext, random: Random) =>
  pick(random, [String(eventId), String(eventId), String(eventId), '1', '0', 'abc', '-1', '99999999999999999999'])
const bookingIds = (random: Random) => pick(random, ['1', '2', '3', '5', '0', 'abc', '99999999999999999999'])

const programParams = { program: ['accelerator', 'Incubator', 'bootcamp', '', 'hackathon'] }

const pagesThatTakeNoPosts = ['/', '/discover', '/dashboard', '/startup/1', '/startups', '/programs/1/sessions/1/calendar.ics']

/** The fuzz server's programs (open, running, late), or ids that are not there or not ids. */
const cohortId = ({ cohortIds }: FuzzContext, random: Random) =>
  pick(random, [...cohortIds.map(String), String(cohortIds[0]), '0', '-1', 'abc', '99999999', '99999999999999999999', '1.5'])

const applySample = (random: Random): Fields => ({
  motivationLetter: pick(random, ['We want to grow across Asia.', '', '   ', 'x'.repeat(5001)]),
  applicationData: { program: pick(random, ['accelerator', 'bootcamp']), cohortName: 'Batch 7' },
  startupId: pick(random, ['', '1', '2', '-1']),
})

/** Ids an admin action may name: the row it is for, others, and things that are not ids. */
const someId = (random: Random, ...ids: number[]) =>
  pick(random, [...ids.map(String), '1', '2', '0', '-1', 'abc', '99999999', '99999999999999999999', '1.5'])

const adminUserSample = (random: Random): Fields => ({
  firstName: pick(random, ['Ada', '', ' ', 'x'.repeat(256)]),
  lastName: pick(random, ['Lovelace', '']),
  userType: pick(random, ['public', 'startup', 'admin', 'root', '']),
})

const adminListParams = { page: ['1', '2', '0', '-3', 'x', '999999'], q: ['a', '%', '_', 'example.com', '"', '東京', ''] }

/** Paid claims (issue 16): the fuzz server runs in test mode (no Stripe keys) with a webhook secret. */
function claimTargets(): FuzzTarget[] {
  const claimFields = (random: Random): Fields => ({
    companyName: pick(random, ['Claimed Co', '', 'x'.repeat(256)]),
    claimerName: pick(random, ['Ada Claimer', '']),
    claimerEmail: pick(random, ['ada@example.com', 'not-mail', '']),
    claimerTitle: pick(random, ['CEO', '']),
    businessRegistration: pick(random, ['201912345K', '']),
    taxId: pick(random, ['', 'T123', 'x'.repeat(256)]),
    justification: pick(random, ['I run it.', '', 'x'.repeat(5001)]),
    subscriptionId: pick(random, ['', 'sub_test_123', 'sub_', 'pi_x']),
    // A kept proof's token (docs/decisions/0126): forged, malformed or far too long.
    proofToken: pick(random, ['', `claim-proof-${'0'.repeat(32)}.pdf.9999999999.forged`, '../x', 'x'.repeat(301)]),
  })
  return [
    {
      name: 'POST /api/create-profile-subscription',
      kind: 'json',
      method: 'POST',
      path: () => '/api/create-profile-subscription',
      signedIn: 'reader',
      sample: (random, context) => ({
        startupId: someId(random, context.startupId),
        amount: pick(random, [1500, 1500, 1, '1500', 1500.5, -1500]),
      }),
      validShare: 0.3,
    },
    {
      name: 'POST /claim-profile/{id} (form without the file)',
      kind: 'form',
      method: 'POST',
      path: (context, random) => `/claim-profile/${someId(random, context.startupId)}`,
      signedIn: 'reader',
      sample: claimFields,
      validShare: 0.3,
    },
    {
      name: 'POST /api/profile-claims (not multipart)',
      kind: 'json',
      method: 'POST',
      path: () => '/api/profile-claims',
      signedIn: 'reader',
      sample: (random, context) => ({ ...claimFields(random), startupId: someId(random, context.startupId) }),
      validShare: 0.3,
    },
    {
      name: 'POST /api/webhooks/stripe (unsigned)',
      kind: 'json',
      method: 'POST',
      path: () => '/api/webhooks/stripe',
      sample: (random) => ({
        id: pick(random, ['evt_1', '', 'x']),
        type: pick(random, ['checkout.session.completed', 'invoice.paid', 'customer.subscription.deleted', 'x']),
        data: { object: { id: 'cs_1', client_reference_id: pick(random, ['1', 'x']) } },
      }),
      validShare: 0.3,
    },
    {
      name: 'POST /claim-checkout/{session}',
      kind: 'form',
      method: 'POST',
      path: (_, random) => `/claim-checkout/${pick(random, ['cs_test_00', 'x', '%2e%2e', 'cs_'])}`,
      signedIn: 'reader',
      sample: (random) => ({ intent: pick(random, ['pay', 'decline', 'x']) }),
      validShare: 0.3,
    },
    {
      name: 'GET /claim-profile/{id} and /claim-success/{id}',
      kind: 'query',
      path: (context, random) =>
        pick(random, [`/claim-profile/${someId(random, context.startupId)}`, `/claim-success/${someId(random, context.startupId)}`]),
      signedIn: 'reader',
      params: {
        session_id: ['cs_test_x', 'cs_', 'x', ''],
        subscription: ['sub_x', 'x', ''],
        retry: [`claim-proof-${'0'.repeat(32)}.pdf.9999999999.forged`, 'x', ''],
      },
    },
  ]
}

function adminTargets(): FuzzTarget[] {
  const moderation = (path: string, intents: readonly string[]): FuzzTarget => ({
    name: `POST ${path}`,
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, [path, `${path}?page=2`, `${path}?q=x`]),
    signedIn: 'admin',
    sample: (random, context) => ({
      intent: pick(random, [...intents, 'drop']),
      id: someId(random, context.jobId, context.eventId, context.startupId),
      notes: pick(random, ['', 'Spam', 'x'.repeat(1001)]),
    }),
    validShare: 0.3,
  })
  return [
    {
      name: 'POST /admin/users (edit and delete)',
      kind: 'form',
      method: 'POST',
      path: (context, random) =>
        `/admin/users?dialog=${pick(random, ['edit-user', 'delete-user'])}&user=${someId(random, context.victimId, context.adminId)}`,
      signedIn: 'admin',
      sample: (random) => ({ ...adminUserSample(random), intent: pick(random, ['update', 'update', 'delete']) }),
      validShare: 0.3,
    },
    {
      name: 'PATCH /api/admin/users/{id}',
      kind: 'json',
      method: 'PATCH',
      path: (context, random) => `/api/admin/users/${someId(random, context.victimId, context.adminId)}`,
      signedIn: 'admin',
      sample: adminUserSample,
      validShare: 0.3,
    },
    {
      name: 'DELETE /api/admin/users/{id}',
      kind: 'json',
      method: 'DELETE',
      path: (context, random) => `/api/admin/users/${someId(random, context.adminId)}`,
      signedIn: 'admin',
      sample: () => ({}),
      validShare: 0.5,
    },
    {
      name: 'POST /api/admin/create-admin',
      kind: 'json',
      method: 'POST',
      path: () => '/api/admin/create-admin',
      signedIn: 'admin',
      sample: (random) => ({ email: uniqueEmail(random), password: 'password-123', ...adminUserSample(random) }),
      validShare: 0.05,
      hashedField: 'password',
    },
    {
      name: 'POST /admin/admins',
      kind: 'form',
      method: 'POST',
      path: () => '/admin/admins?dialog=add-admin',
      signedIn: 'admin',
      sample: (random) => ({ email: uniqueEmail(random), password: 'password-123', ...adminUserSample(random) }),
      validShare: 0.05,
      hashedField: 'password',
    },
    {
      name: 'POST /admin/startups (Edit Startup)',
      kind: 'form',
      method: 'POST',
      path: (context, random) => `/admin/startups?dialog=edit-startup&startup=${someId(random, context.startupId)}`,
      signedIn: 'admin',
      sample: (random) => ({
        name: pick(random, ['Renamed Co', '', 'x'.repeat(256)]),
        industry: pick(random, ['fintech', 'FinTech', 'space-mining', '']),
        stage: pick(random, ['idea', 'series-a', 'scale', 'unicorn', '']),
        description: pick(random, ['Edited by an admin.', '']),
        removeLogo: pick(random, ['on', '']),
      }),
      validShare: 0.3,
    },
    moderation('/admin/jobs', ['deactivate', 'reactivate']),
    moderation('/admin/events', ['deactivate', 'reactivate']),
    moderation('/admin/bookings', ['cancel']),
    moderation('/admin/programs', ['accept', 'reject']),
    moderation('/admin/spaces', ['approve', 'reject']),
    moderation('/admin/profile-claims', ['approve', 'reject']),
    {
      name: 'PUT /api/admin/profile-claims/{id}',
      kind: 'json',
      method: 'PUT',
      path: (_, random) => `/api/admin/profile-claims/${someId(random, 1, 2, 3)}`,
      signedIn: 'admin',
      sample: (random) => ({
        status: pick(random, ['approved', 'rejected', 'pending', '']),
        adminComments: pick(random, ['Profile claim approved by admin', '', 'x'.repeat(1001)]),
      }),
      validShare: 0.3,
    },
    {
      name: 'GET /admin pages',
      kind: 'query',
      path: (_, random) =>
        pick(random, ['/admin', '/admin/users', '/admin/admins', '/admin/startups', '/admin/jobs', '/admin/events', '/admin/bookings', '/admin/programs', '/admin/spaces', '/admin/revenue', '/admin/nope']),
      signedIn: 'admin',
      params: { ...adminListParams, dialog: ['user', 'edit-user', 'startup', 'edit-startup', 'add-admin'], user: ['1', '0', 'x'], startup: ['1', 'x'] },
    },
    { name: 'GET /api/admin/users', kind: 'query', path: () => '/api/admin/users', signedIn: 'admin', params: adminListParams },
    { name: 'GET /api/admin/startups', kind: 'query', path: () => '/api/admin/startups', signedIn: 'admin', params: adminListParams },
    {
      name: 'GET /api/admin/users/{id}, /startups/{id}, /stats',
      kind: 'query',
      path: (context, random) =>
        pick(random, [
          `/api/admin/users/${someId(random, context.victimId)}`,
          `/api/admin/startups/${someId(random, context.startupId)}`,
          '/api/admin/stats',
        ]),
      signedIn: 'admin',
      params: {},
    },
  ]
}

export const FUZZ_TARGETS: FuzzTarget[] = [
  // ── page actions ──
  {
    name: 'POST /auth',
    kind: 'form',
    method: 'POST',
    path: () => '/auth',
    sample: () => ({ email: 'someone@example.com', password: 'password-123', redirectTo: '/dashboard' }),
    validShare: 0.01,
    hashedField: 'password',
  },
  {
    name: 'POST /signup-startup',
    kind: 'form',
    method: 'POST',
    path: () => '/signup-startup',
    sample: signupSample,
    validShare: 0.01,
    hashedField: 'password',
  },
  {
    name: 'POST /signup-public',
    kind: 'form',
    method: 'POST',
    path: () => '/signup-public',
    sample: signupSample,
    validShare: 0.01,
    hashedField: 'password',
  },
  {
    name: 'POST /notifications',
    kind: 'form',
    method: 'POST',
    path: () => '/notifications',
    signedIn: true,
    sample: (random) => (random() < 0.5 ? { all: 'true' } : { id: String(Math.floor(random() * 50) + 1) }),
    validShare: 0.2,
  },
  {
    name: 'POST /forgot-password',
    kind: 'form',
    method: 'POST',
    path: () => '/forgot-password',
    sample: (random) => ({ email: uniqueEmail(random) }),
    validShare: 0.2,
  },
  {
    name: 'POST /reset-password',
    kind: 'form',
    method: 'POST',
    path: () => '/reset-password',
    sample: () => ({ token: 'A'.repeat(43), password: 'password-123', confirmPassword: 'password-123' }),
    validShare: 0.05,
    hashedField: 'password',
  },
  {
    name: 'POST /verify-email',
    kind: 'form',
    method: 'POST',
    path: () => '/verify-email',
    signedIn: true,
    sample: () => ({}),
    validShare: 0.2,
  },
  {
    name: 'POST /create-startup',
    kind: 'form',
    method: 'POST',
    path: () => '/create-startup',
    signedIn: true,
    sample: (random) => ({ ...startupSample(random), intent: pick(random, ['create', 'enter', 'add:techStack']), techStack__new: 'Rust' }),
    validShare: 0.15,
  },
  {
    name: 'POST /language',
    kind: 'form',
    method: 'POST',
    path: () => '/language',
    sample: (random) => ({ lang: pick(random, ['en', 'zh', 'ja', 'ko']), redirectTo: '/discover' }),
    validShare: 0.2,
  },
  {
    // The one-click unsubscribe (docs/decisions/0102): a token the server did not sign, of any shape, in the address.
    name: 'POST /unsubscribe',
    kind: 'form',
    method: 'POST',
    path: (_, random) =>
      // URLSearchParams, not encodeURIComponent: odd strings hold lone surrogates, which it cannot encode.
      `/unsubscribe?${new URLSearchParams({ token: pick(random, [`1.bookings.${oddString(random)}`, `${oddString(random)}.news.x`, oddString(random)]) })}`,
    sample: () => ({ 'List-Unsubscribe': 'One-Click' }),
    validShare: 0.2,
  },
  {
    name: 'GET /unsubscribe',
    kind: 'query',
    path: () => '/unsubscribe',
    params: { token: ['1.bookings.abc', '2.news.', '..', '1.essential.x'] },
  },
  {
    name: 'POST /logout',
    kind: 'form',
    method: 'POST',
    path: () => '/logout',
    sample: () => ({}),
    validShare: 0.2,
  },
  {
    name: 'POST to pages that take no posts',
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, pagesThatTakeNoPosts),
    signedIn: true,
    sample: () => ({ intent: 'create' }),
    validShare: 0.2,
  },
  {
    name: 'POST /events',
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, ['/events', '/events?dialog=create-event', '/events?upcoming=false&category=pitch']),
    signedIn: true,
    sample: (random) => (random() < 0.5 ? eventFormSample(random) : { intent: 'rsvp', eventId: '1', status: pick(random, rsvpStatuses) }),
    validShare: 0.15,
  },
  {
    name: 'POST /events/{id}',
    kind: 'form',
    method: 'POST',
    path: (context, random) => `/events/${eventIdIn(context, random)}`,
    signedIn: true,
    sample: (random) => ({ intent: 'rsvp', status: pick(random, rsvpStatuses) }),
    validShare: 0.2,
  },
  {
    name: 'POST /events/{id}?dialog=edit-event',
    kind: 'form',
    method: 'POST',
    path: (context, random) => `/events/${eventIdIn(context, random)}?dialog=edit-event`,
    signedIn: true,
    sample: (random) => ({ ...eventFormSample(random), intent: pick(random, ['edit-event', 'edit-event', 'nonsense']) }),
    validShare: 0.15,
  },
  {
    name: 'POST /startup/{id}?tab=reviews (reply)',
    kind: 'form',
    method: 'POST',
    path: ({ startupId }, random) => `/startup/${pick(random, [String(startupId), '1', 'abc'])}?tab=reviews`,
    signedIn: true,
    sample: (random) => ({ intent: pick(random, ['reply', 'reply', 'nonsense']), reviewId: pick(random, ['1', '2', 'abc', '']), reply: pick(random, ['Thanks', '', oddString(random)]) }),
    validShare: 0.2,
  },
  {
    name: 'POST /workspace',
    kind: 'form',
    method: 'POST',
    path: (_, random) =>
      pick(random, [
        `/workspace?dialog=book-workspace&workspaceId=${FUZZ_WORKSPACE_ID}`,
        '/workspace?dialog=cancel-booking&booking=1',
        '/workspace?type=hot-desk',
        '/workspace',
      ]),
    signedIn: true,
    sample: (random) => ({
      ...bookingSample(FUZZ_WORKSPACE_ID)(random),
      intent: pick(random, ['book', 'quote', 'cancel', 'nonsense']),
      bookingId: bookingIds(random),
    }),
    validShare: 0.2,
  },
  {
    name: 'POST /talent-hub',
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, ['/talent-hub?dialog=post-job', '/talent-hub?type=contract&dialog=post-job', '/talent-hub']),
    signedIn: true,
    sample: jobFormSample,
    validShare: 0.15,
  },
  {
    name: 'POST /jobs/{id}',
    kind: 'form',
    method: 'POST',
    path: (context, random) => `/jobs/${jobIdIn(context, random)}`,
    signedIn: true,
    sample: (random, { applicationId }) => ({
      intent: pick(random, ['apply', 'move', 'move', 'close', 'reopen']),
      note: 'Hello from the fuzz test',
      link: pick(random, ['', 'https://cv.example.com/fuzz']),
      applicationId: pick(random, [String(applicationId), '1', 'x']),
      status: pick(random, [...APPLICATION_STATUSES, 'shortlisted']),
    }),
    validShare: 0.2,
  },
  {
    name: 'POST /programs',
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, ['/programs', '/programs?program=bootcamp', '/programs?program=nope']),
    signedIn: true,
    sample: (random, context) => ({ ...applySample(random), cohortId: cohortId(context, random), intent: 'quick-apply' }),
    validShare: 0.15,
  },
  {
    name: 'POST /programs/{id}',
    kind: 'form',
    method: 'POST',
    path: (context, random) => `/programs/${cohortId(context, random)}${pick(random, ['', '?dialog=apply'])}`,
    signedIn: true,
    sample: (random) => ({ ...applySample(random), intent: pick(random, ['apply', 'login-to-apply']) }),
    validShare: 0.15,
  },
  {
    name: 'POST /profile',
    kind: 'form',
    method: 'POST',
    path: (_, random) => pick(random, ['/profile', '/profile?edit=profile', '/profile?edit=password']),
    signedIn: 'reader',
    sample: (random) =>
      pick(random, [
        { intent: 'update-profile', firstName: 'Fuzz', lastName: 'Reader', email: uniqueEmail(random) },
        { intent: 'change-password', currentPassword: 'not-the-password', newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
        { intent: 'delete-account' },
      ]),
    validShare: 0.1,
  },
  {
    name: 'POST /profile (calendar feed)',
    kind: 'form',
    method: 'POST',
    path: () => '/profile',
    signedIn: 'reader',
    sample: (random) =>
      pick(random, [
        { intent: 'calendar-feed', mode: 'create' },
        { intent: 'calendar-feed', mode: 'regenerate' },
        { intent: 'revoke-calendar-feed' },
      ]),
    validShare: 0.2,
  },
  // ── /api mutations ──
  {
    name: 'POST /api/auth/login',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/login',
    sample: () => ({ email: 'someone@example.com', password: 'password-123' }),
    validShare: 0.01,
    hashedField: 'password',
  },
  {
    name: 'POST /api/auth/signup',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/signup',
    sample: (random) => ({ ...signupSample(random), userType: pick(random, ['startup', 'public']) }),
    validShare: 0.01,
    hashedField: 'password',
  },
  {
    name: 'POST /api/notifications/read',
    kind: 'json',
    method: 'POST',
    path: () => '/api/notifications/read',
    signedIn: true,
    sample: (random) => (random() < 0.5 ? { all: true } : { id: Math.floor(random() * 50) + 1 }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/auth/forgot-password',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    sample: (random) => ({ email: uniqueEmail(random) }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/auth/reset-password',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/reset-password',
    sample: () => ({ token: 'A'.repeat(43), password: 'password-123' }),
    validShare: 0.05,
    hashedField: 'password',
  },
  {
    name: 'POST /api/auth/verify-email',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/verify-email',
    sample: () => ({ token: 'A'.repeat(43) }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/auth/verify-email/resend',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/verify-email/resend',
    signedIn: true,
    sample: () => ({}),
    validShare: 0.2,
  },
  {
    name: 'PUT /api/notifications/preferences',
    kind: 'json',
    method: 'PUT',
    path: () => '/api/notifications/preferences',
    signedIn: true,
    sample: (random) => ({ activity: random() < 0.5, bookings: true, applications: 'on', news: 'false' }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/auth/logout',
    kind: 'json',
    method: 'POST',
    path: () => '/api/auth/logout',
    sample: () => ({}),
    validShare: 0.2,
  },
  {
    name: 'PATCH /api/auth/profile',
    kind: 'json',
    method: 'PATCH',
    path: () => '/api/auth/profile',
    signedIn: true,
    sample: (random) => ({ firstName: 'Fuzz', lastName: 'Tester', email: uniqueEmail(random) }),
    validShare: 0.1,
  },
  {
    name: 'PATCH /api/auth/password',
    kind: 'json',
    method: 'PATCH',
    path: () => '/api/auth/password',
    signedIn: true,
    sample: () => ({ currentPassword: 'not-the-password', newPassword: 'new-password-123' }),
    validShare: 0.05,
  },
  {
    name: 'POST /api/calendar-feed',
    kind: 'json',
    method: 'POST',
    path: () => '/api/calendar-feed',
    signedIn: 'reader',
    sample: (random) => ({ mode: pick(random, ['create', 'regenerate']) }),
    validShare: 0.2,
  },
  {
    name: 'DELETE /api/calendar-feed',
    kind: 'json',
    method: 'DELETE',
    path: () => '/api/calendar-feed',
    signedIn: 'reader',
    sample: () => ({}),
    validShare: 0.3,
  },
  {
    name: 'POST /api/startups',
    kind: 'json',
    method: 'POST',
    path: () => '/api/startups',
    signedIn: true,
    sample: startupSample,
    validShare: 0.15,
  },
  {
    name: 'PATCH /api/startups/{id}',
    kind: 'json',
    method: 'PATCH',
    path: ({ startupId }, random) => `/api/startups/${pick(random, [String(startupId), String(startupId), '1', '0', 'abc', '99999999999999999999'])}`,
    signedIn: true,
    sample: (random) => ({
      name: 'Renamed',
      industry: pick(random, ['fintech', 'AI']),
      stage: pick(random, ['growth', 'scale']),
      description: 'Changed',
      logoUrl: pick(random, ['/images/logos/logo-1.svg', 'https://example.com/logo.png', '']),
    }),
    validShare: 0.15,
  },
  {
    name: 'POST /api/events',
    kind: 'json',
    method: 'POST',
    path: () => '/api/events',
    signedIn: true,
    sample: eventSample,
    validShare: 0.15,
  },
  {
    name: 'POST /api/events/{id}/rsvp',
    kind: 'json',
    method: 'POST',
    path: (context, random) => `/api/events/${eventIdIn(context, random)}/rsvp`,
    signedIn: true,
    sample: (random) => ({ status: pick(random, rsvpStatuses) }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/workspace-bookings',
    kind: 'json',
    method: 'POST',
    path: () => '/api/workspace-bookings',
    signedIn: true,
    sample: (random) => bookingSample(FUZZ_WORKSPACE_ID)(random),
    validShare: 0.2,
  },
  {
    name: 'PATCH /api/workspace-bookings/{id}',
    kind: 'json',
    method: 'PATCH',
    path: (_, random) => `/api/workspace-bookings/${bookingIds(random)}`,
    signedIn: true,
    sample: (random) => ({ status: pick(random, ['cancelled', 'cancelled', 'confirmed']) }),
    validShare: 0.3,
  },
  {
    name: 'POST /api/jobs',
    kind: 'json',
    method: 'POST',
    path: () => '/api/jobs',
    signedIn: true,
    sample: jobSample,
    validShare: 0.15,
  },
  {
    name: 'PATCH /api/jobs/{id}',
    kind: 'json',
    method: 'PATCH',
    path: (context, random) => `/api/jobs/${jobIdIn(context, random)}`,
    signedIn: true,
    sample: (random) => ({ isActive: pick(random, [true, false]) }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/jobs/{id}/apply',
    kind: 'json',
    method: 'POST',
    path: (context, random) => `/api/jobs/${jobIdIn(context, random)}/apply`,
    signedIn: 'reader',
    sample: () => ({ note: 'I would like this job.', link: 'https://cv.example.com/reader' }),
    validShare: 0.2,
  },
  {
    name: 'PATCH /api/job-applications/{id}',
    kind: 'json',
    method: 'PATCH',
    path: ({ applicationId }, random) =>
      `/api/job-applications/${pick(random, [String(applicationId), String(applicationId), '1', '0', 'abc', '99999999999999999999'])}`,
    signedIn: true,
    sample: (random) => ({ status: pick(random, APPLICATION_STATUSES) }),
    validShare: 0.2,
  },
  // After posting (issue 41, docs/decisions/0110-after-posting.md). Not `status: "cancelled"`: the event serves the
  // RSVP targets too.
  {
    name: 'PATCH /api/events/{id}',
    kind: 'json',
    method: 'PATCH',
    path: (context, random) => `/api/events/${eventIdIn(context, random)}`,
    signedIn: true,
    sample: (random) => ({
      title: pick(random, ['Edited by the fuzz', '', oddString(random)]),
      venue: pick(random, ['Hall B', null, oddString(random)]),
      maxAttendees: pick(random, [5, 10, 1, 0, -1, '7', null]),
      startDate: pick(random, [undefined, '2020-01-01T00:00:00Z', 'tomorrow']),
    }),
    validShare: 0.2,
  },
  {
    name: 'PATCH /api/jobs/{id} (edit)',
    kind: 'json',
    method: 'PATCH',
    path: (context, random) => `/api/jobs/${jobIdIn(context, random)}`,
    signedIn: true,
    sample: (random) => ({
      title: pick(random, ['Edited job', '', oddString(random)]),
      location: pick(random, ['Singapore', 'Remote', 'Atlantis']),
      salary: pick(random, [null, { min: 10, max: 5 }, { min: 1000, max: 2000, currency: 'SGD' }]),
      status: pick(random, ['open', 'closed', 'archived', undefined]),
    }),
    validShare: 0.2,
  },
  {
    name: 'POST /api/startups/{id}/reviews/{reviewId}/reply',
    kind: 'json',
    method: 'POST',
    path: ({ startupId }, random) =>
      `/api/startups/${pick(random, [String(startupId), String(startupId), '1', 'abc'])}/reviews/${pick(random, ['1', '2', '0', 'abc', '99999999999999999999'])}/reply`,
    signedIn: true,
    sample: (random) => ({ reply: pick(random, ['Thank you for the review.', '', oddString(random)]) }),
    validShare: 0.2,
  },
  {
    name: 'POST /resources/apply',
    kind: 'form',
    method: 'POST',
    path: () => '/resources/apply',
    signedIn: true,
    sample: (random) => ({ ...resourceSample(random), intent: pick(random, ['apply', 'enter', 'add:specialties']), specialties__new: 'Payroll' }),
    validShare: 0.15,
  },
  {
    // Applying to the investor or mentor directory from /resources/apply?as=… (docs/decisions/0117).
    name: 'POST /resources/apply (investor or mentor)',
    kind: 'form',
    method: 'POST',
    path: (_, random) => `/resources/apply?as=${pick(random, ['investor', 'mentor'])}`,
    signedIn: true,
    sample: (random) => ({
      intent: pick(random, ['apply-investor', 'apply-mentor']),
      name: pick(random, ['Fuzz Angels', '', 'x'.repeat(300)]),
      type: pick(random, ['angel', 'vc', 'hedge', '']),
      checkSizeMin: pick(random, ['10000', '-1', 'lots', '']),
      checkSizeMax: pick(random, ['50000', '5', '']),
      stages: pick(random, ['seed, series-a', 'knitting', '']),
      sectors: pick(random, ['fintech', 'nope', '']),
      geographies: pick(random, ['SG, JP', 'singapore', '']),
      location: pick(random, ['Singapore', 'Atlantis', '']),
      website: pick(random, ['https://example.com', 'ftp://x', '']),
      languages: pick(random, ['english, japanese', '']),
      availability: pick(random, ['open', 'sometimes', '']),
    }),
    validShare: 0.05,
  },
  {
    name: 'POST /api/resources',
    kind: 'json',
    method: 'POST',
    path: () => '/api/resources',
    signedIn: true,
    sample: resourceSample,
    validShare: 0.15,
  },
  {
    name: 'POST /api/cohorts/{id}/apply',
    kind: 'json',
    method: 'POST',
    path: (context, random) => `/api/cohorts/${cohortId(context, random)}/apply`,
    signedIn: true,
    sample: (random) => ({ ...applySample(random), startupId: pick(random, [undefined, 1, 2, -1, 1.5, '3']) }),
    validShare: 0.15,
  },
  // ── filtered and parameterised reads ──
  { name: 'GET /resources', kind: 'query', path: () => '/resources', params: resourceParams },
  { name: 'GET /api/resources', kind: 'query', path: () => '/api/resources', params: resourceParams },
  // The investor and mentor directories (docs/decisions/0117).
  { name: 'GET /investors', kind: 'query', path: () => '/investors', params: investorParams },
  { name: 'GET /api/investors', kind: 'query', path: () => '/api/investors', params: investorParams },
  { name: 'GET /mentors', kind: 'query', path: () => '/mentors', params: mentorParams },
  { name: 'GET /api/mentors', kind: 'query', path: () => '/api/mentors', params: mentorParams },
  { name: 'GET /investors/{id}', kind: 'query', path: (_, random) => `/investors/${pick(random, ['1', '2', '0', 'x', '999999'])}`, params: {} },
  { name: 'GET /api/investors/{id}', kind: 'query', path: (_, random) => `/api/investors/${pick(random, ['1', '2', '0', 'x', '999999'])}`, params: {} },
  { name: 'GET /mentors/{id}', kind: 'query', path: (_, random) => `/mentors/${pick(random, ['1', '2', '0', 'x', '999999'])}`, params: {} },
  { name: 'GET /api/mentors/{id}', kind: 'query', path: (_, random) => `/api/mentors/${pick(random, ['1', '2', '0', 'x', '999999'])}`, params: {} },
  {
    name: 'GET /resources/{id}',
    kind: 'query',
    path: (_, random) => `/resources/${resourceId(random)}`,
    signedIn: 'reader',
    params: { contact: ['reveal', 'x'] },
  },
  { name: 'GET /api/resources/{id}', kind: 'query', path: (_, random) => `/api/resources/${resourceId(random)}`, params: {} },
  {
    name: 'GET /api/resources/{id}/contact',
    kind: 'query',
    path: (_, random) => `/api/resources/${resourceId(random)}/contact`,
    signedIn: 'reader',
    params: {},
  },
  { name: 'GET /media', kind: 'query', path: () => '/media', params: mediaParams },
  { name: 'GET /api/media', kind: 'query', path: () => '/api/media', params: mediaParams },
  { name: 'GET /media/{slug}', kind: 'query', path: (_, random) => `/media/${mediaSlug(random)}`, params: {} },
  { name: 'GET /media/feed.xml', kind: 'query', path: () => '/media/feed.xml', params: { type: ['article'] } },
  { name: 'GET /api/media/{slug}', kind: 'query', path: (_, random) => `/api/media/${mediaSlug(random)}`, params: {} },
  { name: 'GET /discover', kind: 'query', path: () => '/discover', params: discoverParams },
  { name: 'GET /api/startups', kind: 'query', path: () => '/api/startups', params: discoverParams },
  {
    name: 'GET /startup/{id}',
    kind: 'query',
    path: ({ startupId }, random) => `/startup/${pick(random, [String(startupId), '1', '0', '-1', 'x', '1e3', encodeURIComponent(wellFormed(oddString(random).slice(0, 50)))])}`,
    params: { tab: PROFILE_TABS.map((tab) => tab.key) },
  },
  {
    name: 'GET /api/startups/{id}/{tab}',
    kind: 'query',
    path: ({ startupId }, random) =>
      `/api/startups/${pick(random, [String(startupId), '2', 'abc'])}/${pick(random, ['jobs', 'team', 'funding', 'milestones', 'reviews', 'gallery', 'news', 'investors', 'overview', '__proto__', encodeURIComponent(wellFormed(oddString(random).slice(0, 30)))])}`,
    params: {},
  },
  {
    name: 'GET /api/login',
    kind: 'query',
    path: () => '/api/login',
    params: { redirectTo: ['/dashboard', '//evil.example', '/.//evil.example'] },
  },
  { name: 'GET /events', kind: 'query', path: () => '/events', signedIn: 'reader', params: { ...eventParams, dialog: ['create-event'] } },
  { name: 'GET /api/events', kind: 'query', path: () => '/api/events', params: eventParams },
  {
    name: 'GET /events/{id}, its calendar file and /api/events/{id}',
    kind: 'query',
    path: (context, random) =>
      pick(random, ['/events/', '/api/events/']) +
      pick(random, [eventIdIn(context, random), encodeURIComponent(wellFormed(oddString(random).slice(0, 30)))]) +
      pick(random, ['', '', '/calendar.ics']),
    signedIn: 'reader',
    params: {},
  },
  { name: 'GET /workspace', kind: 'query', path: () => '/workspace', signedIn: 'reader', params: { ...workspaceParams, dialog: ['book-workspace', 'x'], workspaceId: ['1', '0', 'abc', '99999'] } },
  { name: 'GET /api/workspaces', kind: 'query', path: () => '/api/workspaces', params: workspaceParams },
  // Near a city (docs/decisions/0115-near-filters.md): the four lists' near/km and the cities endpoint.
  { name: 'GET /api/workspaces?near', kind: 'query', path: () => '/api/workspaces', params: nearParams },
  { name: 'GET /api/startups?near', kind: 'query', path: () => '/api/startups', params: { ...nearParams, sortBy: ['nearest', 'oldest', 'name-asc'] } },
  { name: 'GET /api/jobs?near', kind: 'query', path: () => '/api/jobs', params: nearParams },
  { name: 'GET /api/events?near', kind: 'query', path: () => '/api/events', params: nearParams },
  { name: 'GET /api/cities', kind: 'query', path: () => '/api/cities', params: { lat: ['3.15', '-91', 'x', '', '90'], lng: ['101.7', '181', '-180', 'y'] } },
  {
    name: 'GET /api/workspaces/{id}/availability',
    kind: 'query',
    path: (_, random) => `/api/workspaces/${pick(random, [String(FUZZ_WORKSPACE_ID), '0', 'abc', '99999'])}/availability`,
    params: { date: ['2026-12-01', '2026-02-30', '1969-12-31', '9999-12-31', 'today'] },
  },
  { name: 'GET /api/workspace-bookings', kind: 'query', path: () => '/api/workspace-bookings', signedIn: true, params: { limit: ['1', '100', '0', 'x'], offset: ['0', '10001'] } },
  {
    name: 'GET /workspace-bookings/{id}/calendar.ics',
    kind: 'query',
    path: (_, random) => `/workspace-bookings/${bookingIds(random)}/calendar.ics`,
    signedIn: true,
    params: {},
  },
  {
    name: 'GET /calendar/{token}.ics',
    kind: 'query',
    path: (_, random) =>
      `/calendar/${pick(random, ['A'.repeat(43), 'short', '%00', '..%2F..%2Fetc', 'x'.repeat(400), encodeURIComponent(oddString(random).replace(/[\uD800-\uDFFF]/g, ''))])}${pick(random, ['.ics', '.ICS', '', '.ics.ics'])}`,
    params: {},
  },
  { name: 'GET /api/calendar-feed', kind: 'query', path: () => '/api/calendar-feed', signedIn: 'reader', params: {} },
  {
    name: 'GET /startup/{id}/view.gif and /jobs/{id}/view.gif',
    kind: 'query',
    path: (context, random) =>
      pick(random, [`/startup/${pick(random, [String(context.startupId), '1', '0', 'x', '99999999999999999999'])}/view.gif`, `/jobs/${jobIdIn(context, random)}/view.gif`]),
    params: {},
  },
  {
    name: 'GET /startup/{id}/manage and /api/startups/{id}/analytics',
    kind: 'query',
    path: ({ startupId }, random) => pick(random, ['/startup/', '/api/startups/']) + pick(random, [String(startupId), '1', '0', 'abc', '99999999999999999999']) + pick(random, ['/manage', '/analytics']),
    signedIn: true,
    params: {},
  },
  { name: 'GET /talent-hub', kind: 'query', path: () => '/talent-hub', params: { ...jobParams, dialog: ['post-job', 'x'] } },
  { name: 'GET /api/jobs', kind: 'query', path: () => '/api/jobs', params: jobParams },
  {
    name: 'GET /jobs/{id}',
    kind: 'query',
    path: (context, random) => `/jobs/${jobIdIn(context, random)}`,
    signedIn: true,
    params: {},
  },
  { name: 'GET /programs', kind: 'query', path: () => '/programs', signedIn: 'reader', params: programParams },
  { name: 'GET /api/cohorts', kind: 'query', path: () => '/api/cohorts', params: programParams },
  {
    name: 'GET /programs/{id} and /api/cohorts/{id}/*',
    kind: 'query',
    path: (context, random) =>
      pick(random, [
        `/programs/${cohortId(context, random)}`,
        `/programs/${cohortId(context, random)}/sessions/${pick(random, ['1', '7', '0', 'x'])}/calendar.ics`,
        `/api/cohorts/${cohortId(context, random)}`,
        `/api/cohorts/${cohortId(context, random)}/sessions`,
        `/api/cohorts/${cohortId(context, random)}/participants`,
      ]),
    signedIn: 'reader',
    params: { dialog: ['apply', 'x'] },
  },
  { name: 'GET /api/my-cohort-applications', kind: 'query', path: () => '/api/my-cohort-applications', signedIn: true, params: { x: ['1'] } },
  { name: 'GET /profile', kind: 'query', path: () => '/profile', signedIn: 'reader', params: { edit: ['profile', 'password', 'x'] } },
  { name: 'GET /dashboard', kind: 'query', path: () => '/dashboard', signedIn: 'reader', params: { tab: ['x'] } },
  ...claimTargets(),
  // ── the admin panel (after the targets above: its actions deactivate, cancel and delete what they use) ──
  ...adminTargets(),
  // ── raw bodies (issue 38): appended, so every target above keeps its index and so its seed ──
  ...malformedBodyTargets(),
  // ── the team (issue 41 item 1, docs/decisions/0108): appended, as above ──
  ...teamTargets(),
  // ── funding, milestones, media (issue 41 items 2–3, decision 0109): appended for the same reason ──
  ...showcaseTargets(),
  // ── anonymous reviews (issue 42 item 5, decision 0119): appended for the same reason ──
  ...reviewTargets(),
  // ── talent: tech stack, culture, what members want (issue 42 item 4, decision 0118): appended, as above ──
  ...talentTargets(),
  // ── smart matching (issue 42 item 3, decision 0116): appended for the same reason ──
  ...matchingTargets(),
  // ── the contact form and the data export (issue 46 item 8, decision 0124): appended for the same reason ──
  ...sitePageTargets(),
  // ── resource reviews (issue 46 item 2, decision 0127): appended for the same reason ──
  ...resourceReviewTargets(),
  // ── saved searches (issue 43 item 2, decision 0131): appended for the same reason ──
  ...savedSearchTargets(),
  // ── follows (issue 43, decision 0130): appended for the same reason ──
  ...followTargets(),
  // ── plans, API tokens, job-post credits, Enterprise requests (issue 44, decisions 0135–0138, 0142): appended ──
  ...planTargets(),
]

/** Issue 44's mutations: the plan's checkout, API tokens, job-post credits, Enterprise's contact-sales requests. */
function planTargets(): FuzzTarget[] {
  const page = (path: string, random: Random) => (random() < 0.25 ? `${path}.data` : path)
  const inquiryId = (random: Random) => pick(random, ['1', '2', '0', '-1', 'x', '99999999999999999999'])
  const sales = (random: Random): Fields => ({
    name: pick(random, ['Aiko Sato', '山田 花子', '']),
    email: uniqueEmail(random),
    company: pick(random, ['BigCo', '', 'x'.repeat(256)]),
    phone: pick(random, ['', '+65 6123 4567', 'x'.repeat(51)]),
    teamSize: pick(random, ['1-10', '51-200', '1000+', 'huge', '']),
    message: 'We would like API access for our recruiters and private events.',
    website: pick(random, ['', '', 'https://spam.example']),
  })
  const token = (random: Random): Fields => ({ name: pick(random, ['CRM sync', '', 'x'.repeat(101)]), scopes: pick(random, ['read', 'write', ['read', 'write'], 'admin', '']) })
  const credits = (random: Random, context: FuzzContext): Fields => ({
    startupId: pick(random, [String(context.startupId), '0', 'x', '99999999']),
    amount: pick(random, ['1', '-1', '0', '101', '2.5', 'x']),
    reason: pick(random, ['Hiring fair', '', 'x'.repeat(501)]),
  })
  return [
    { name: 'POST /contact-sales', kind: 'form', method: 'POST', path: (_, random) => page('/contact-sales', random), sample: sales, validShare: 0.2 },
    { name: 'POST /api/sales-inquiries', kind: 'json', method: 'POST', path: () => '/api/sales-inquiries', sample: sales, validShare: 0.2 },
    { name: 'POST /subscribe', kind: 'form', method: 'POST', path: (_, random) => page('/subscribe', random), signedIn: 'reader', sample: (random) => ({ intent: 'subscribe', plan: pick(random, ['professional', 'enterprise', 'starter', 'gold', '']) }), validShare: 0.2 },
    { name: 'POST /api/subscription/checkout', kind: 'json', method: 'POST', path: () => '/api/subscription/checkout', signedIn: 'reader', sample: (random) => ({ plan: pick(random, ['professional', 'enterprise', 'gold', 1]) }), validShare: 0.2 },
    { name: 'POST /profile/plan', kind: 'form', method: 'POST', path: (_, random) => page('/profile/plan', random), signedIn: 'reader', sample: (random) => ({ intent: pick(random, ['cancel', 'resume', 'portal', 'x', '']) }), validShare: 0.2 },
    { name: 'POST /profile/api-tokens', kind: 'form', method: 'POST', path: (_, random) => page('/profile/api-tokens', random), signedIn: 'reader', sample: (random) => ({ intent: pick(random, ['create-token', 'revoke-token', 'x']), id: inquiryId(random), ...token(random) }), validShare: 0.2 },
    { name: 'POST /api/tokens', kind: 'json', method: 'POST', path: () => '/api/tokens', signedIn: 'reader', sample: token, validShare: 0.2 },
    { name: 'DELETE /api/tokens', kind: 'json', method: 'DELETE', path: () => '/api/tokens', signedIn: 'reader', sample: (random) => ({ id: inquiryId(random) }), validShare: 0.2 },
    { name: 'POST /admin/jobs-credit', kind: 'form', method: 'POST', path: (_, random) => page('/admin/jobs-credit', random), signedIn: 'admin', sample: credits, validShare: 0.2 },
    { name: 'POST /api/admin/job-credits', kind: 'json', method: 'POST', path: () => '/api/admin/job-credits', signedIn: 'admin', sample: credits, validShare: 0.2 },
    { name: 'POST /admin/sales-inquiries', kind: 'form', method: 'POST', path: (_, random) => page('/admin/sales-inquiries', random), signedIn: 'admin', sample: (random) => ({ id: inquiryId(random), status: pick(random, ['new', 'contacted', 'closed', 'won', '']) }), validShare: 0.2 },
    { name: 'POST /admin/payments', kind: 'form', method: 'POST', path: (_, random) => page('/admin/payments', random), signedIn: 'admin', sample: (random) => ({ intent: pick(random, ['refund', 'x', '']), chargeId: inquiryId(random) }), validShare: 0.2 },
    { name: 'POST /api/admin/payments', kind: 'json', method: 'POST', path: () => '/api/admin/payments', signedIn: 'admin', sample: (random) => ({ intent: pick(random, ['refund', 'x', 3]), chargeId: inquiryId(random) }), validShare: 0.2 },
    { name: 'GET /api/admin/transactions', kind: 'query', path: () => '/api/admin/transactions', signedIn: 'admin', params: { kind: ['charge', 'refund', 'failure', 'x'], product: ['plan', 'claim', 'x'], q: ['a@example.com', ''], page: ['1', '2', '0', 'x'] } },
    { name: 'PATCH /api/admin/sales-inquiries/{id}', kind: 'json', method: 'PATCH', path: (_, random) => `/api/admin/sales-inquiries/${inquiryId(random)}`, signedIn: 'admin', sample: (random) => ({ status: pick(random, ['new', 'contacted', 'closed', 'won', 3]) }), validShare: 0.2 },
  ]
}

/** Saving a list page's search from the page, renaming and deleting it on /profile, and the /api twins. */
function savedSearchTargets(): FuzzTarget[] {
  const urls = [
    '/talent-hub?type=full-time&location=Singapore',
    '/discover?sector=fintech&stage=seed&offset=50',
    '/events?upcoming=false',
    '/workspace',
    '/resources?verified=true',
    '/investors?type=vc',
    'https://evil.example/discover',
    '/startup/1',
    '',
  ]
  const ids = ['1', '2', '0', '-1', 'x', '99999999999999999999']
  return [
    { name: 'GET /profile/saved-searches', kind: 'query', path: () => '/profile/saved-searches', signedIn: 'reader', params: { x: ['1'] } },
    {
      name: 'POST /profile/saved-searches',
      kind: 'form',
      method: 'POST',
      path: (_, random) => pick(random, ['/profile/saved-searches', '/profile/saved-searches.data']),
      signedIn: 'reader',
      sample: (random) =>
        pick(random, [
          { intent: 'save-search', name: `Fuzzed ${Math.floor(random() * 1e6)}`, url: pick(random, urls) },
          { intent: 'rename-search', id: pick(random, ids), name: pick(random, ['Renamed', '', 'x'.repeat(101)]) },
          { intent: 'delete-search', id: pick(random, ids) },
        ]),
      validShare: 0.2,
    },
    { name: 'GET /api/saved-searches', kind: 'query', path: () => '/api/saved-searches', signedIn: 'reader', params: { x: ['1'] } },
    {
      name: 'POST /api/saved-searches',
      kind: 'json',
      method: 'POST',
      path: () => '/api/saved-searches',
      signedIn: 'reader',
      sample: (random) => ({ name: `Fuzzed ${Math.floor(random() * 1e6)}`, url: pick(random, urls) }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/saved-searches/{id}',
      kind: 'json',
      method: 'PATCH',
      path: (_, random) => `/api/saved-searches/${pick(random, ids)}`,
      signedIn: 'reader',
      sample: (random) => ({ name: pick(random, ['Renamed', ' spaced ', '']) }),
      validShare: 0.2,
    },
    {
      name: 'DELETE /api/saved-searches/{id}',
      kind: 'json',
      method: 'DELETE',
      path: (_, random) => `/api/saved-searches/${pick(random, ids)}`,
      signedIn: 'reader',
      sample: () => ({}),
      validShare: 0.3,
    },
  ]
}

/** Reviewing resources on the resource page and its /api twins, and the admin's Hide/Restore. */
function resourceReviewTargets(): FuzzTarget[] {
  const page = (path: string, random: Random) => (random() < 0.25 ? `${path}.data` : path)
  const text = (random: Random) => pick(random, ['Clear advice on our seed round, thank you.', '', 'short', 'x'.repeat(2001), oddString(random)])
  const reviewId = (random: Random) => pick(random, ['1', '2', '0', 'x', '99999999'])
  return [
    {
      name: 'POST /resources/{id} (review)',
      kind: 'form',
      method: 'POST',
      path: (_, random) => page(`/resources/${resourceId(random)}`, random),
      signedIn: 'reader',
      sample: (random) => ({ intent: pick(random, ['review', 'review', 'x']), rating: pick(random, ['4', '5', '0', '6', '4.5', 'x', '']), text: text(random) }),
      validShare: 0.2,
    },
    {
      name: 'GET /api/resources/{id}/reviews',
      kind: 'query',
      path: (_, random) => `/api/resources/${resourceId(random)}/reviews`,
      params: { page: ['1', '2', '0', 'x', '99999'] },
    },
    {
      name: 'POST /api/resources/{id}/reviews',
      kind: 'json',
      method: 'POST',
      path: (_, random) => `/api/resources/${resourceId(random)}/reviews`,
      signedIn: 'reader',
      sample: (random) => ({ rating: pick(random, [4, 5, 0, 6, 4.5, '4', null]), text: text(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /admin/reviews (resource review)',
      kind: 'form',
      method: 'POST',
      path: (_, random) => page('/admin/reviews', random),
      signedIn: 'admin',
      sample: (random) => ({ kind: 'resource', intent: pick(random, ['hide', 'restore', 'dismiss']), id: reviewId(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/admin/resource-reviews/{id}/moderation',
      kind: 'json',
      method: 'POST',
      path: (_, random) => `/api/admin/resource-reviews/${reviewId(random)}/moderation`,
      signedIn: 'admin',
      sample: (random) => ({ action: pick(random, ['hide', 'restore', 'dismiss', 1]) }),
      validShare: 0.2,
    },
  ]
}

/** /contact's form and POST /api/contact (one schema), and the member's data download (decision 0124). */
function sitePageTargets(): FuzzTarget[] {
  const contact = (random: Random): Fields => ({
    name: pick(random, ['Mei Tan', '山田 花子', '김민지']),
    email: uniqueEmail(random),
    topic: pick(random, ['general', 'support', 'privacy', 'partnership', 'press']),
    message: 'Hello, I would like to know more about listing our startup on the platform.',
    website: pick(random, ['', '', 'https://spam.example']),
  })
  return [
    { name: 'POST /contact', kind: 'form', method: 'POST', path: (_, random) => pick(random, ['/contact', '/contact.data']), sample: contact, validShare: 0.2 },
    { name: 'POST /api/contact', kind: 'json', method: 'POST', path: () => '/api/contact', sample: contact, validShare: 0.2 },
    { name: 'GET /api/profile/export', kind: 'query', path: () => '/api/profile/export', signedIn: 'reader', params: { x: ['1'] } },
  ]
}

/** Writing, reporting and moderating reviews, and proving a work address: the pages' forms and their /api twins. */
function reviewTargets(): FuzzTarget[] {
  const startup = (context: FuzzContext, random: Random) => pick(random, [String(context.startupId), String(context.startupId), '1', '0', 'abc'])
  const page = (path: string, random: Random) => (random() < 0.25 ? `${path}.data` : path)
  const review = (random: Random): Fields => ({
    employmentStatus: pick(random, ['current', 'former', 'intern', '']),
    rating: pick(random, ['4', '5', '0', '6', '4.5', 'x', '']),
    title: pick(random, ['Good place to learn', '', 'x'.repeat(256)]),
    pros: pick(random, ['Kind people', '', oddString(random)]),
    cons: pick(random, ['Long hours', '']),
    culture: pick(random, ['3', '', '9']),
    wouldRecommend: pick(random, ['yes', 'no', 'maybe', '']),
  })
  const reviewId = (random: Random) => pick(random, ['1', '2', '0', 'x', '99999999'])
  return [
    {
      name: 'POST /startup/{id}/review',
      kind: 'form',
      method: 'POST',
      path: (context, random) => page(`/startup/${startup(context, random)}/review`, random),
      signedIn: 'reader',
      sample: (random) => ({ intent: pick(random, ['post', 'save', 'delete', 'verify', 'x']), email: pick(random, ['a@example.com', 'nope', '']), ...review(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /startup/{id}/reviews/{reviewId}/report',
      kind: 'form',
      method: 'POST',
      path: (context, random) => page(`/startup/${startup(context, random)}/reviews/${reviewId(random)}/report`, random),
      signedIn: 'reader',
      sample: (random) => ({ reason: pick(random, ['spam', 'other', 'because', '']), details: pick(random, ['Names someone', '', 'x'.repeat(1001)]) }),
      validShare: 0.2,
    },
    {
      name: 'POST /review-verification',
      kind: 'form',
      method: 'POST',
      path: (_, random) => page('/review-verification', random),
      sample: (random) => ({ token: pick(random, ['A'.repeat(43), 'short', '']) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/reviews',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/reviews`,
      signedIn: 'reader',
      sample: (random) => ({ ...review(random), rating: pick(random, [4, 5, 0, 6, 4.5, '4', null]) }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id}/reviews/{reviewId}',
      kind: 'json',
      method: 'PATCH',
      path: (context, random) => `/api/startups/${startup(context, random)}/reviews/${reviewId(random)}`,
      signedIn: 'reader',
      sample: (random) => ({ title: pick(random, ['Edited', '', 7]), rating: pick(random, [3, 0, 'x']) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/reviews/{reviewId}/report',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/reviews/${reviewId(random)}/report`,
      signedIn: 'reader',
      sample: (random) => ({ reason: pick(random, ['spam', 'identifying', 'because', 3]), details: pick(random, ['x', '', null]) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/reviews/verification',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/reviews/verification`,
      signedIn: 'reader',
      sample: (random) => ({ email: pick(random, ['fuzz@example.com', 'nope', '', 42]) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/review-verifications/confirm',
      kind: 'json',
      method: 'POST',
      path: () => '/api/review-verifications/confirm',
      sample: (random) => ({ token: pick(random, ['A'.repeat(43), 'short', '', 7]) }),
      validShare: 0.2,
    },
    {
      name: 'POST /admin/reviews',
      kind: 'form',
      method: 'POST',
      path: (_, random) => page('/admin/reviews', random),
      signedIn: 'admin',
      sample: (random) => ({ intent: pick(random, ['hide', 'restore', 'dismiss', 'delete']), id: reviewId(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/admin/reviews/{id}/moderation',
      kind: 'json',
      method: 'POST',
      path: (_, random) => `/api/admin/reviews/${reviewId(random)}/moderation`,
      signedIn: 'admin',
      sample: (random) => ({ action: pick(random, ['hide', 'restore', 'dismiss', 'delete', 1]) }),
      validShare: 0.2,
    },
  ]
}

/** GET /api/matches (the member's, and a startup's as its founder or as a reader: 403), /for-you and the owner's page. */
function matchingTargets(): FuzzTarget[] {
  return [
    {
      name: 'GET /api/matches',
      kind: 'query',
      path: () => '/api/matches',
      signedIn: true,
      params: { startupId: ['1', '0', 'x', '99999999', '-1', '1.5'], limit: ['1', '50', '500', '0', 'x', ''] },
    },
    {
      name: 'GET /api/matches (reader)',
      kind: 'query',
      path: () => '/api/matches',
      signedIn: 'reader',
      params: { startupId: ['1', 'x'], limit: ['3', 'x'] },
    },
    {
      name: 'GET /for-you and /startup/{id}/manage/matches',
      kind: 'query',
      path: (context, random) => pick(random, ['/for-you', `/startup/${someId(random, context.startupId)}/manage/matches`]),
      signedIn: true,
      params: { x: ['1'] },
    },
  ]
}

/** The manage-team page's forms and its /api twins, as the startup's founder (an owner). */
function teamTargets(): FuzzTarget[] {
  const person = (random: Random): Fields => ({
    name: pick(random, ['Ana Lim', 'Advisor One']),
    role: pick(random, ['CTO', '']),
    photoUrl: pick(random, ['', '/images/avatars/avatar-1.svg', 'https://example.com/p.png']),
    bio: 'Builds things.',
    links: pick(random, ['', 'https://example.com\nhttps://linkedin.com/in/x']),
    kind: pick(random, ['team', 'advisor']),
  })
  const teamPage = (context: FuzzContext) => `/startup/${context.startupId}/manage/team`
  return [
    {
      name: 'POST /startup/{id}/manage/team',
      kind: 'form',
      method: 'POST',
      path: (context) => teamPage(context),
      signedIn: true,
      sample: (random) => pick(random, [
        { intent: 'add', ...person(random) },
        { intent: 'invite', email: `fuzz-${Math.floor(random() * 1_000_000)}@example.com`, accessRole: pick(random, ['owner', 'editor']) },
        { intent: pick(random, ['move-up', 'move-down', 'remove', 'leave']), itemId: pick(random, ['1', '2', 'x']) },
        { intent: 'revoke', invitationId: pick(random, ['1', 'x']) },
      ]),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/team',
      kind: 'json',
      method: 'POST',
      path: ({ startupId }, random) => `/api/startups/${pick(random, [String(startupId), '0', 'x'])}/team`,
      signedIn: true,
      sample: (random) => ({ ...person(random), links: ['https://example.com'] }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id}/team/{itemId}',
      kind: 'json',
      method: 'PATCH',
      path: ({ startupId }, random) => `/api/startups/${startupId}/team/${pick(random, ['1', '2', '3', 'x'])}`,
      signedIn: true,
      sample: (random) => ({ role: 'Advisor', kind: 'advisor', move: pick(random, ['up', 'down']), accessRole: pick(random, ['owner', 'editor']) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/team/invitations',
      kind: 'json',
      method: 'POST',
      path: ({ startupId }) => `/api/startups/${startupId}/team/invitations`,
      signedIn: true,
      sample: (random) => ({ email: `fuzz-api-${Math.floor(random() * 1_000_000)}@example.com`, accessRole: pick(random, ['owner', 'editor']) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/team-invitations/{token}/accept',
      kind: 'json',
      method: 'POST',
      path: (_, random) => `/api/team-invitations/${pick(random, ['x', 'A'.repeat(43), '%2e%2e'])}/accept`,
      signedIn: true,
      sample: () => ({}),
      validShare: 0.5,
    },
  ]
}

/** The manage pages' forms and their /api twins, as the member who founded the startup (decision 0109). */
function showcaseTargets(): FuzzTarget[] {
  const startup = (context: FuzzContext, random: Random) => pick(random, [String(context.startupId), String(context.startupId), '1', '0', 'abc'])
  const page = (path: string, random: Random) => (random() < 0.25 ? `${path}.data` : path)
  const item = (random: Random) => pick(random, ['1', '2', '0', 'x', '99999999'])
  const round = (random: Random): Fields => ({
    roundType: pick(random, ['seed', 'Series A', 'pre-seed', 'series-z']),
    amount: pick(random, ['1500000', '1500000.50', '2,000,000', '', '0']),
    currency: pick(random, ['USD', 'SGD', 'JPY']),
    date: pick(random, ['2024-01-15', '2023-12-31']),
    leadInvestor: 'Fuzz Ventures',
    investors: pick(random, ['Angel One\nAngel Two', '']),
    description: 'A round the fuzz test adds.',
  })
  const milestone = (random: Random): Fields => ({
    title: 'Fuzzed milestone',
    date: pick(random, ['2024-01-15', '2022-06-01']),
    category: pick(random, ['product', 'growth', '']),
    description: 'Reached by fuzzing.',
  })
  const press = (): Fields => ({ title: 'Fuzz in the news', url: 'https://news.example.com/fuzz', outlet: 'Fuzz Times', date: '2024-02-02' })
  const image: TextFile = { field: 'image', name: 'art.svg', type: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>' }
  return [
    {
      name: 'POST /startup/{id}/manage/funding',
      kind: 'form',
      method: 'POST',
      path: (context, random) => page(`/startup/${startup(context, random)}/manage/funding`, random),
      signedIn: true,
      sample: (random) => ({ intent: pick(random, ['add', 'add', 'update', 'remove']), itemId: item(random), ...round(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /startup/{id}/manage/milestones',
      kind: 'form',
      method: 'POST',
      path: (context, random) => page(`/startup/${startup(context, random)}/manage/milestones`, random),
      signedIn: true,
      sample: (random) => ({ intent: pick(random, ['add', 'add', 'update', 'remove']), itemId: item(random), ...milestone(random) }),
      validShare: 0.2,
    },
    {
      name: 'POST /startup/{id}/manage/media',
      kind: 'form',
      method: 'POST',
      path: (context, random) => page(`/startup/${startup(context, random)}/manage/media`, random),
      signedIn: true,
      sample: (random) => ({ intent: pick(random, ['add-press', 'update-press', 'update-image', 'remove']), itemId: item(random), caption: 'x', order: '1', ...press() }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/funding',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/funding`,
      signedIn: true,
      sample: (random) => ({ ...round(random), investors: ['Angel One'] }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id}/funding/{itemId}',
      kind: 'json',
      method: 'PATCH',
      path: (context, random) => `/api/startups/${startup(context, random)}/funding/${item(random)}`,
      signedIn: true,
      sample: (random) => ({ amount: pick(random, ['10', null, '1.5']), leadInvestor: pick(random, [null, 'Lead']) }),
      validShare: 0.2,
    },
    {
      name: 'DELETE /api/startups/{id}/funding/{itemId}',
      kind: 'json',
      method: 'DELETE',
      path: (context, random) => `/api/startups/${startup(context, random)}/funding/${item(random)}`,
      signedIn: true,
      sample: () => ({}),
      validShare: 0.5,
    },
    {
      name: 'POST /api/startups/{id}/milestones',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/milestones`,
      signedIn: true,
      sample: milestone,
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id}/milestones/{itemId}',
      kind: 'json',
      method: 'PATCH',
      path: (context, random) => `/api/startups/${startup(context, random)}/milestones/${item(random)}`,
      signedIn: true,
      sample: (random) => ({ title: 'Renamed', category: pick(random, [null, 'growth']) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/media (press link)',
      kind: 'json',
      method: 'POST',
      path: (context, random) => `/api/startups/${startup(context, random)}/media`,
      signedIn: true,
      sample: () => ({ type: 'press', ...press() }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id}/media/{itemId}',
      kind: 'json',
      method: 'PATCH',
      path: (context, random) => `/api/startups/${startup(context, random)}/media/${item(random)}`,
      signedIn: true,
      sample: (random) => ({ caption: pick(random, ['x', null]), order: pick(random, [1, '2', -1]) }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/startups/{id}/media (malformed multipart)',
      kind: 'raw',
      method: 'POST',
      path: (context) => `/api/startups/${context.startupId}/media`,
      signedIn: true,
      request: (random) => malformedMultipartFrom(random, { caption: 'x', order: '1' }, image, 0.05),
    },
    {
      name: 'POST /startup/{id}/manage/media (malformed multipart)',
      kind: 'raw',
      method: 'POST',
      path: (context, random) => page(`/startup/${context.startupId}/manage/media`, random),
      signedIn: true,
      request: (random) => malformedMultipartFrom(random, { intent: 'add-image', caption: 'x' }, image, 0.05),
    },
    {
      name: 'GET /startup/{id}/manage/*',
      kind: 'query',
      path: (context, random) => `/startup/${startup(context, random)}/manage/${pick(random, ['funding', 'milestones', 'media'])}`,
      signedIn: true,
      params: { edit: ['1', '0', 'x', '99999999'] },
    },
  ]
}

/**
 * Issue 38, item 4 (docs/decisions/0081-malformed-bodies.md): broken multipart bodies to each route that reads files,
 * as a member the route reads the body for, and correctly signed Stripe events with a broken envelope or object, or
 * dated outside the tolerance.
 */
function malformedBodyTargets(): FuzzTarget[] {
  // The logo's routes as the member who runs the startup; the claim's as the reader, who may claim it.
  const multipart = (name: string, path: (context: FuzzContext, random: Random) => string, fields: (random: Random, context: FuzzContext) => Fields, file: TextFile): RawTarget => ({
    name: `POST ${name} (malformed multipart)`,
    kind: 'raw',
    method: 'POST',
    path,
    signedIn: file.field === 'logo' ? true : 'reader',
    request: (random, context) => malformedMultipartFrom(random, fields(random, context), file, 0.05),
  })
  const logo: TextFile = { field: 'logo', name: 'logo.svg', type: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>' }
  const proof: TextFile = { field: 'proofOfAuthority', name: 'proof.pdf', type: 'application/pdf', content: '%PDF-1.4\n%%EOF\n' }
  const claimFields = (random: Random): Fields => ({
    companyName: pick(random, ['Claimed Co', '']),
    claimerName: 'Ada Claimer',
    claimerEmail: 'ada@example.com',
    claimerTitle: 'CEO',
    businessRegistration: '201912345K',
    justification: pick(random, ['I run it.', oddString(random)]),
  })
  const page = (path: string, random: Random) => (random() < 0.25 ? `${path}.data` : path)
  return [
    multipart('/api/upload/startup-logo/{id}', (context) => `/api/upload/startup-logo/${context.startupId}`, () => ({}), logo),
    multipart(
      '/api/profile-claims',
      () => '/api/profile-claims',
      (random, context) => ({ ...claimFields(random), startupId: someId(random, context.startupId, context.startupId, context.startupId) }),
      proof,
    ),
    multipart('/startup/{id}/edit', (context, random) => page(`/startup/${context.startupId}/edit`, random), () => ({ intent: 'logo' }), logo),
    multipart('/claim-profile/{id}', (context, random) => page(`/claim-profile/${context.startupId}`, random), claimFields, proof),
    {
      name: 'POST /api/webhooks/stripe (signed, malformed)',
      kind: 'raw',
      method: 'POST',
      path: () => '/api/webhooks/stripe',
      request: (random) =>
        signedEventFrom(random, (payload, timestamp) => signPayload(payload, FUZZ_WEBHOOK_SECRET, timestamp), {
          id: pick(random, ['cs_fuzz', 'sub_fuzz', 'in_fuzz']),
          object: pick(random, ['checkout.session', 'subscription', 'invoice']),
          status: pick(random, ['complete', 'active', 'canceled', 'past_due']),
          payment_status: 'paid',
          client_reference_id: pick(random, ['1', 'x', '']),
          subscription: pick(random, ['sub_fuzz', null, { id: 'sub_fuzz', items: { data: [{ current_period_end: 1_900_000_000 }] } }]),
          customer: 'cus_fuzz',
          ended_at: pick(random, [null, 1_900_000_000]),
          items: { data: [{ current_period_end: 1_900_000_000 }] },
          parent: { subscription_details: { subscription: 'sub_fuzz' } },
          lines: { data: [{ period: { end: 1_900_000_000 } }] },
        }),
    },
  ]
}


/** The tech-stack filter and the fit order, what members want, and startups' culture values (decision 0118). */
function talentTargets(): FuzzTarget[] {
  const talentParams = {
    techStack: ['django,react', 'React', 'go,,GO', 'a,b,c,d,e,f', 'x'.repeat(60), ''],
    sort: ['fit', 'newest', 'salary'],
    searchQuery: ['Django', 'typescript'],
  }
  const culture = ['remote-first', 'flat-hierarchy', 'learning-budget', 'mentorship', 'free-lunch']
  const preferences = (random: Random): Fields => ({
    sectors: pick(random, [['fintech', 'ai'], 'saas', ['knitting']]),
    stages: pick(random, [['seed'], 'series-a', []]),
    skills: pick(random, ['React, TypeScript', ['Go', 'Rust'], '']),
    cultureValues: pick(random, [culture.slice(0, 3), 'mentorship', culture]),
    city: pick(random, ['singapore', 'tokyo', '', 'atlantis']),
    remoteOk: pick(random, ['on', 'true', 'false', '']),
  })
  return [
    { name: 'GET /talent-hub (tech stack, fit)', kind: 'query', path: () => '/talent-hub', signedIn: 'reader', params: talentParams },
    { name: 'GET /api/jobs (tech stack, fit)', kind: 'query', path: () => '/api/jobs', signedIn: 'reader', params: talentParams },
    { name: 'GET /profile/preferences', kind: 'query', path: () => '/profile/preferences', signedIn: 'reader', params: { x: ['1'] } },
    {
      name: 'POST /profile/preferences',
      kind: 'form',
      method: 'POST',
      path: (_, random) => pick(random, ['/profile/preferences', '/profile/preferences.data']),
      signedIn: 'reader',
      sample: (random) => ({ intent: 'save-preferences', ...preferences(random) }),
      validShare: 0.2,
    },
    {
      name: 'PUT /api/profile/preferences',
      kind: 'json',
      method: 'PUT',
      path: () => '/api/profile/preferences',
      signedIn: 'reader',
      sample: (random) => preferences(random),
      validShare: 0.2,
    },
    {
      name: 'POST /creation-program (complete a module)',
      kind: 'form',
      method: 'POST',
      path: (_, random) => pick(random, ['/creation-program', '/creation-program.data', '/creation-program?module=2']),
      signedIn: 'reader',
      sample: (random) => ({ intent: 'complete-1', module: pick(random, ['1', '2', '6', '0', '7', 'x', '1.5', '']) }),
      validShare: 0.3,
    },
    {
      name: 'POST /api/creation-program',
      kind: 'json',
      method: 'POST',
      path: () => '/api/creation-program',
      signedIn: 'reader',
      sample: (random) => ({ module: pick(random, [1, 2, 3, 6, 0, 7, -1, 1.5, '2', null]) }),
      validShare: 0.3,
    },
    {
      name: 'POST /startup/{id}/edit (culture)',
      kind: 'form',
      method: 'POST',
      path: ({ startupId }, random) => `/startup/${pick(random, [String(startupId), String(startupId), '1', '0'])}/edit`,
      signedIn: true,
      sample: (random) => ({ intent: 'culture', cultureValues: pick(random, [culture.slice(0, 2), culture.slice(1, 4), 'hybrid']) }),
      validShare: 0.2,
    },
    {
      name: 'PATCH /api/startups/{id} (culture)',
      kind: 'json',
      method: 'PATCH',
      path: ({ startupId }, random) => `/api/startups/${pick(random, [String(startupId), String(startupId), '1', '0'])}`,
      signedIn: true,
      sample: (random) => ({ cultureValues: pick(random, [culture.slice(0, 2), [...culture, 'hybrid', 'open-source'], 'mentorship']) }),
      validShare: 0.2,
    },
  ]
}

/** Follows (docs/decisions/0130-follows-and-activity-feed.md): every page's Follow and Unfollow button, and /api/follows. */
function followTargets(): FuzzTarget[] {
  return [
    {
      name: 'POST /follow',
      kind: 'form',
      method: 'POST',
      path: () => '/follow',
      signedIn: true,
      sample: (random, { startupId }) => ({
        intent: pick(random, ['follow', 'unfollow']),
        type: pick(random, ['startup', 'investor', 'organiser']),
        id: pick(random, [String(startupId), '1', '2']),
        redirectTo: pick(random, [`/startup/${startupId}`, '/profile', '//elsewhere.example']),
      }),
      validShare: 0.2,
    },
    {
      name: 'POST /api/follows',
      kind: 'json',
      method: 'POST',
      path: () => '/api/follows',
      signedIn: true,
      sample: (random, { startupId }) => ({ type: pick(random, ['startup', 'investor', 'organiser']), id: pick(random, [startupId, 1, 2]) }),
      validShare: 0.2,
    },
    {
      name: 'DELETE /api/follows',
      kind: 'json',
      method: 'DELETE',
      path: () => '/api/follows',
      signedIn: true,
      sample: (random, { startupId }) => ({ type: pick(random, ['startup', 'investor', 'organiser']), id: pick(random, [startupId, 1]) }),
      validShare: 0.2,
    },
  ]
}
