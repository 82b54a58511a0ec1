import { PROFILE_TABS } from '~/domain/startup-profile'
import { DISCOVER_LOCATIONS, SORT_CHOICES } from '~/domain/startups'
import { oddString, pick, wellFormed, type Fields, type Random } from './fuzz'

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
  /** Programs: one open for applications, one running, one past its deadline. */
  cohortIds: number[]
}

interface BaseTarget {
  name: string
  path: (context: FuzzContext, random: Random) => string
  /** Send a member's session cookie: the mutations' member, or a reader who has not been fuzzing. */
  signedIn?: boolean | 'reader'
}

export interface MutationTarget extends BaseTarget {
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

export interface QueryTarget extends BaseTarget {
  kind: 'query'
  /** Parameter names with some good values each. */
  params: Record<string, readonly string[]>
}

export type FuzzTarget = MutationTarget | QueryTarget

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

const programParams = { program: ['accelerator', 'Incubator', 'bootcamp', '', 'hackathon'] }

const pagesThatTakeNoPosts = ['/', '/discover', '/dashboard', '/creation-program', '/startup/1', '/startups', '/programs/1/sessions/1/calendar.ics']

/** The fuzz server's programs (open, running, late), or ids that are not there or not ids. */
const cohortId = ({ cohortIds }: FuzzContext, random: Random) =>
  pick(random, [...cohortIds.map(String), String(cohortIds[0]), '0', '-1', 'abc', '99999999', '99999999999999999999', '1.5'])

const applySample = (random: Random): Fields => ({
  motivationLetter: pick(random, ['We want to grow across Asia.', '', '   ', 'x'.repeat(5001)]),
  applicationData: { program: pick(random, ['accelerator', 'bootcamp']), cohortName: 'Batch 7' },
  startupId: pick(random, ['', '1', '2', '-1']),
})

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
    name: 'POST /api/cohorts/{id}/apply',
    kind: 'json',
    method: 'POST',
    path: (context, random) => `/api/cohorts/${cohortId(context, random)}/apply`,
    signedIn: true,
    sample: (random) => ({ ...applySample(random), startupId: pick(random, [undefined, 1, 2, -1, 1.5, '3']) }),
    validShare: 0.15,
  },
  // ── filtered and parameterised reads ──
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
]
