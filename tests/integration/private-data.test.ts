import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cohortApplications,
  eventRsvps,
  investors,
  jobApplications,
  mentors,
  profileClaims,
  startupReviews,
  reviewReports,
  startupTeam,
  teamInvitations,
  workspaceBookings,
  memberPreferences,
  resourceReviews,
  savedSearches,
  salesInquiries,
} from '../../db/schema'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import {
  createAdmin,
  createCohort,
  createEvent,
  createJob,
  createResource,
  createStartup,
  createUser,
  createWorkspace,
  signedInCookie,
} from '../support/factories'
import { startInProcessServer, type InProcessServer } from '../support/query-count'

/**
 * Guards where the data is read (issue 38), generated from the route table: every route of the production build is
 * requested as each role — its document URL, its `.data` URL and every `?_routes=` combination of the routes it
 * matches — and no answer may carry a private value the role may not see. Private values are planted as unique
 * markers: what a member (the "victim", none of the roles) wrote into claims, applications, bookings, RSVPs and a
 * team listing, and each role's own e-mail. A route added tomorrow is requested too: a route whose parameters this
 * file cannot fill fails the test until it says which rows to ask for.
 */

type Role = 'visitor' | 'member' | 'founder' | 'otherFounder' | 'admin'
const ROLES: readonly Role[] = ['visitor', 'member', 'founder', 'otherFounder', 'admin']

interface Marker {
  value: string
  /** What the marker is, for the failure message. */
  what: string
  /** The roles that may see it (an admin sees everything). */
  seenBy: readonly Role[]
  /** No role of the walk may read it (not even the admin panel shows it), so no answer is expected to carry it. */
  readByNone?: true
}

const mark = (what: string) => `${what}-${randomUUID().slice(0, 8)}`

let server: InProcessServer
let routes: ServerBuild['routes']
const cookies = new Map<Role, string>()
const markers: Marker[] = []
/** Values for the route table's parameters, per route pattern: each set is requested. */
let parameters: Record<string, Record<string, string>[]>
/** Extra query strings a page reads (tabs, selected rows, dialogs), per route pattern. */
let queries: Record<string, string[]>

async function roleUser(role: Exclude<Role, 'visitor'>): Promise<PublicUser> {
  const email = `${mark(`${role}-email`)}@example.com`.toLowerCase()
  const user =
    role === 'admin'
      ? await createAdmin()
      : await createUser({ email, userType: role === 'member' ? 'public' : 'startup' })
  markers.push({ value: user.email, what: `${role}'s e-mail`, seenBy: [role] })
  cookies.set(role, await signedInCookie(user))
  return user
}

beforeAll(async () => {
  const db = await getDb()
  await roleUser('member')
  await roleUser('admin')
  const founder = await roleUser('founder')
  const otherFounder = await roleUser('otherFounder')

  // Rows the roles do not own: a third founder's startup, job, event; a workspace, a program, a resource.
  const third = await createUser({ userType: 'startup' })
  const founderStartup = await createStartup(founder, { name: mark('Founder Co') })
  const otherStartup = await createStartup(otherFounder, { name: mark('Other Co') })
  const thirdStartup = await createStartup(third, { name: mark('Third Co') })
  const founderJob = await createJob(founderStartup.id)
  const thirdJob = await createJob(thirdStartup.id)
  const event = await createEvent(third)
  const workspace = await createWorkspace()
  const cohort = await createCohort()
  const resource = await createResource()

  // The victim: a member none of the roles is, and everything they wrote that only admins (and they) may read.
  const victimEmail = `${mark('victim-email')}@example.com`.toLowerCase()
  const victim = await createUser({ email: victimEmail })
  markers.push({ value: victimEmail, what: "the victim's e-mail", seenBy: [] })
  // A review of the resource by the victim (decision 0127): shown with their first name and initial, never their e-mail.
  await db.insert(resourceReviews).values({ resourceId: resource.id, authorId: victim.id, rating: 4, text: 'Helpful and quick to answer questions.' })
  // What the victim wants (issue 42; decision 0118): theirs alone, not even the admin panel shows it.
  const wantedSkill = mark('wanted-skill')
  await db.insert(memberPreferences).values({ userId: victim.id, skills: [wantedSkill], cultureValues: ['mentorship'] })
  markers.push({ value: wantedSkill, what: "a member's preferences", seenBy: [], readByNone: true })
  const claim = {
    claimerName: mark('claim-name'),
    claimerEmail: `${mark('claim-email')}@example.com`.toLowerCase(),
    businessRegistration: mark('claim-registration'),
    taxId: mark('claim-taxid'),
    justification: mark('claim-justification'),
  }
  await db.insert(profileClaims).values({
    startupId: thirdStartup.id,
    claimerId: victim.id,
    companyName: 'Third Co',
    claimerTitle: 'CEO',
    paymentStatus: 'paid',
    ...claim,
  })
  for (const [field, value] of Object.entries(claim)) markers.push({ value, what: `a claim's ${field}`, seenBy: [] })

  const applicationNote = mark('application-note')
  await db.insert(jobApplications).values({ jobId: thirdJob.id, userId: victim.id, note: applicationNote, link: null })
  // Only the third founder's team reads it; the admin panel lists jobs, not their applications.
  markers.push({ value: applicationNote, what: "a job application's note", seenBy: [], readByNone: true })

  const motivation = mark('motivation-letter')
  await db.insert(cohortApplications).values({ cohortId: cohort.id, userId: victim.id, motivationLetter: motivation })
  markers.push({ value: motivation, what: "a program application's motivation letter", seenBy: [] })

  // An Enterprise contact-sales request (decision 0142): its message and phone are for admins only.
  const salesMessage = mark('sales-message')
  const salesPhone = mark('sales-phone')
  const [salesInquiry] = await db
    .insert(salesInquiries)
    .values({ userId: victim.id, name: 'Victim', email: victim.email, company: 'Victim Co', phone: salesPhone, teamSize: '11-50', message: salesMessage })
    .returning({ id: salesInquiries.id })
  markers.push({ value: salesMessage, what: "a sales request's message", seenBy: [] })
  markers.push({ value: salesPhone, what: "a sales request's phone", seenBy: [] })

  const start = new Date(Date.now() + 7 * 86_400_000)
  await db.insert(workspaceBookings).values({
    workspaceId: workspace.id,
    userId: victim.id,
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
  })
  await db.insert(eventRsvps).values({ eventId: event.id, userId: victim.id })

  // The victim reviewed the founder's startup, anonymously (docs/decisions/0119): its founder and everyone else read
  // the review, never who wrote it (the victim's e-mail above); a report's details are for admins.
  const [victimReview] = await db
    .insert(startupReviews)
    .values({ startupId: founderStartup.id, reviewerId: victim.id, rating: '4.0', title: 'Anonymous', employmentStatus: 'current', isVerified: true })
    .returning({ id: startupReviews.id })
  const reportDetails = mark('report-details')
  await db.insert(reviewReports).values({ reviewId: victimReview!.id, reporterId: victim.id, reason: 'other', details: reportDetails })
  markers.push({ value: reportDetails, what: "a review report's details", seenBy: [] })

  const teamEmail = `${mark('team-email')}@example.com`.toLowerCase()
  await db.insert(startupTeam).values({ startupId: thirdStartup.id, name: 'Team Mate', email: teamEmail, role: 'CTO' })
  markers.push({ value: teamEmail, what: "a team member's e-mail", seenBy: [] })

  // A pending invitation to the third startup's team (decision 0108): its owners and admins read the address.
  const inviteeEmail = `${mark('invitee-email')}@example.com`.toLowerCase()
  await db.insert(teamInvitations).values({
    startupId: thirdStartup.id,
    email: inviteeEmail,
    accessRole: 'editor',
    tokenHash: 'a'.repeat(64),
    expiresAt: new Date(Date.now() + 86_400_000),
  })
  markers.push({ value: inviteeEmail, what: "an invitation's e-mail", seenBy: [] })

  // An applicant to the founder's job: the founder's team reads the application; nobody else.
  const applicantEmail = `${mark('applicant-email')}@example.com`.toLowerCase()
  const applicant = await createUser({ email: applicantEmail })
  const applicantNote = mark('applicant-note')
  await db.insert(jobApplications).values({ jobId: founderJob.id, userId: applicant.id, note: applicantNote, link: null })
  markers.push({ value: applicantEmail, what: "an applicant's e-mail", seenBy: ['founder'] })
  markers.push({ value: applicantNote, what: "an applicant's note", seenBy: ['founder'] })

  // The victim's application to the investor and mentor directories (docs/decisions/0117): unverified, so only they
  // and admins read it.
  const investorNote = mark('investor-application')
  const [application] = await db
    .insert(investors)
    .values({ name: 'Victim Angel', type: 'angel', description: investorNote, userId: victim.id, isVerified: false })
    .returning({ id: investors.id })
  markers.push({ value: investorNote, what: "a member's unverified investor application", seenBy: [] })
  const mentorNote = mark('mentor-application')
  const [mentorApplication] = await db
    .insert(mentors)
    .values({ name: 'Victim Mentor', bio: mentorNote, userId: victim.id, isVerified: false })
    .returning({ id: mentors.id })
  markers.push({ value: mentorNote, what: "a member's unverified mentor application", seenBy: [] })

  // The victim's saved search (issue 43, decision 0131): theirs alone, not even the admin panel shows it.
  const searchName = mark('saved-search')
  const [victimSearch] = await db
    .insert(savedSearches)
    .values({ userId: victim.id, name: searchName, list: 'jobs', query: 'location=Singapore' })
    .returning({ id: savedSearches.id })
  markers.push({ value: searchName, what: "a member's saved search", seenBy: [], readByNone: true })

  const startups = [founderStartup, otherStartup, thirdStartup].map(({ id }) => ({ id: String(id) }))
  const jobs = [founderJob, thirdJob].map(({ id }) => ({ id: String(id) }))
  parameters = {
    'startup/:id': startups,
    'startup/:id/logo': startups,
    'startup/:id/edit': startups,
    'startup/:id/view.gif': startups,
    'startup/:id/manage': startups,
    'jobs/:id/view.gif': jobs,
    'startup/:id/manage/team': startups,
    'team-invitations/:token': [{ token: '0'.repeat(43) }],
    'startup/:id/manage/funding': startups,
    'startup/:id/manage/milestones': startups,
    'startup/:id/manage/media': startups,
    'uploads/:key': [{ key: 'logo-0123456789abcdef0123456789abcdef.png' }],
    'jobs/:id': jobs,
    'resources/:id': [{ id: String(resource.id) }],
    'events/:id': [{ id: String(event.id) }],
    'events/:id/calendar.ics': [{ id: String(event.id) }],
    'workspace-bookings/:id/calendar.ics': [{ id: '1' }],
    'programs/:id': [{ id: String(cohort.id) }],
    'programs/:id/sessions/:sessionId/calendar.ics': [{ id: String(cohort.id), sessionId: '1' }],
    'calendar/:file': [{ file: `${'0'.repeat(43)}.ics` }],
    'media/:slug': [{ slug: 'no-such-article' }],
    'claim-profile/:id': startups,
    'claim-success/:id': startups,
    'claim-checkout/:session': [{ session: 'cs_test_unknown' }],
    'subscribe/checkout/:session': [{ session: 'cs_test_unknown' }],
    'admin/:section': [{ section: 'revenue-report' }],
    'api/startups/:id': startups,
    'api/saved-searches/:id': [{ id: String(victimSearch!.id) }],
    'api/startups/:id/analytics': startups,
    'api/startups/:id/team': startups,
    'api/startups/:id/team/invitations': startups,
    'api/startups/:id/team/invitations/:invitationId': startups.map(({ id }) => ({ id, invitationId: '1' })),
    'api/startups/:id/team/:itemId': startups.flatMap(({ id }) => ['1', '2', '3'].map((itemId) => ({ id, itemId }))),
    'api/team-invitations/:token/accept': [{ token: '0'.repeat(43) }],
    'api/startups/:id/funding': startups,
    'api/startups/:id/funding/:itemId': startups.map(({ id }) => ({ id, itemId: '1' })),
    'api/startups/:id/milestones': startups,
    'api/startups/:id/milestones/:itemId': startups.map(({ id }) => ({ id, itemId: '1' })),
    'api/startups/:id/media': startups,
    'api/startups/:id/media/:itemId': startups.map(({ id }) => ({ id, itemId: '1' })),
    'api/startups/:id/:tab': ['team', 'jobs', 'funding', 'reviews'].flatMap((tab) => startups.map(({ id }) => ({ id, tab }))),
    'api/startups/:id/reviews/:reviewId/reply': startups.map(({ id }) => ({ id, reviewId: '1' })),
    'startup/:id/review': startups,
    'startup/:id/reviews/:reviewId/report': startups.map(({ id }) => ({ id, reviewId: String(victimReview!.id) })),
    'api/startups/:id/reviews': startups,
    'api/startups/:id/reviews/verification': startups,
    'api/startups/:id/reviews/:reviewId': startups.map(({ id }) => ({ id, reviewId: String(victimReview!.id) })),
    'api/startups/:id/reviews/:reviewId/report': startups.map(({ id }) => ({ id, reviewId: String(victimReview!.id) })),
    'api/admin/reviews/:id/moderation': [{ id: String(victimReview!.id) }],
    'api/events/:id': [{ id: String(event.id) }],
    'api/events/:id/rsvp': [{ id: String(event.id) }],
    'api/workspaces/:id': [{ id: String(workspace.id) }],
    'api/workspaces/:id/availability': [{ id: String(workspace.id) }],
    'api/workspace-bookings/:id': [{ id: '1' }],
    'api/jobs/:id': jobs,
    'api/jobs/:id/apply': jobs,
    'api/jobs/:id/applications': jobs,
    'api/job-applications/:id': [{ id: '1' }, { id: '2' }],
    'api/upload/startup-logo/:id': startups,
    'api/admin/users/:id': [{ id: String(victim.id) }],
    'api/admin/startups/:id': [{ id: String(thirdStartup.id) }],
    'api/admin/profile-claims/:id': [{ id: '1' }],
    'api/resources/:id': [{ id: String(resource.id) }],
    'api/resources/:id/contact': [{ id: String(resource.id) }],
    // Resource reviews (decision 0127): the list names authors by first name and initial, never their e-mail.
    'api/resources/:id/reviews': [{ id: String(resource.id) }],
    'api/admin/resource-reviews/:id/moderation': [{ id: '1' }],
    'api/media/:slug': [{ slug: 'no-such-article' }],
    'api/cohorts/:id': [{ id: String(cohort.id) }],
    'api/cohorts/:id/sessions': [{ id: String(cohort.id) }],
    'api/cohorts/:id/participants': [{ id: String(cohort.id) }],
    'api/cohorts/:id/apply': [{ id: String(cohort.id) }],
    'investors/:id': [{ id: String(application!.id) }],
    'api/investors/:id': [{ id: String(application!.id) }],
    'api/admin/investors/:id': [{ id: String(application!.id) }],
    'mentors/:id': [{ id: String(mentorApplication!.id) }],
    'api/mentors/:id': [{ id: String(mentorApplication!.id) }],
    'api/admin/mentors/:id': [{ id: String(mentorApplication!.id) }],
    'api/admin/sales-inquiries/:id': [{ id: String(salesInquiry!.id) }],
    // Smart matching (issue 42 item 3, decision 0116): a startup's matches, for the people who run it.
    'startup/:id/manage/matches': startups,
    // The advanced analytics' export (decision 0141): the people who run the startup only.
    'startup/:id/manage/analytics.csv': startups,
    'api/*': [{ '*': 'no-such-endpoint' }],
    '*': [{ '*': 'no-such-page' }],
  }
  queries = {
    'startup/:id': ['?tab=team', '?tab=jobs', '?tab=reviews'],
    'review-verification': [`?token=${'0'.repeat(43)}`],
    'admin/users': [`?dialog=user&user=${victim.id}`, `?dialog=edit-user&user=${victim.id}`, '?q=victim-email'],
    'admin/startups': [`?dialog=startup&startup=${thirdStartup.id}`],
    'admin/bookings': ['?q=victim-email'],
    'admin/booking-transactions': ['?status=confirmed'],
    'admin/programs': ['?q=victim-email'],
    'jobs/:id': ['?dialog=applicants'],
    'events/:id': ['?dialog=attendees'],
    'api/matches': startups.map(({ id }) => `?startupId=${id}`),
  }

  server = await startInProcessServer()
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
  routes = build.routes
})

afterAll(async () => {
  await server?.close()
})

interface RouteEntry {
  id: string
  pattern: string
  /** The route ids a request for it matches, root first. */
  chain: string[]
  page: boolean
}

/** Every URL-bearing route of the build: pathless layouts are requested through the routes beneath them. */
function routeEntries(): RouteEntry[] {
  const entries: RouteEntry[] = []
  for (const route of Object.values(routes)) {
    if (!route || route.id === 'root') continue
    if (route.path === undefined && !route.index) continue
    const chain: string[] = []
    const segments: string[] = []
    for (let current: typeof route | undefined = route; current; current = current.parentId ? routes[current.parentId] : undefined) {
      chain.unshift(current.id)
      if (current.path) segments.unshift(current.path)
    }
    const isParent = Object.values(routes).some((other) => other?.parentId === route.id && other.index)
    if (isParent) continue
    entries.push({ id: route.id, pattern: segments.join('/'), chain, page: Boolean(route.module.default) })
  }
  return entries
}

function fill(pattern: string, values: Record<string, string>): string {
  return (
    '/' +
    pattern
      .split('/')
      .map((segment) => (segment === '*' ? values['*']! : segment.startsWith(':') ? encodeURIComponent(values[segment.slice(1)]!) : segment))
      .join('/')
  )
}

/** Every non-empty subset of the ids, in route order (what a client's `?_routes=` may name). */
function subsets(ids: readonly string[]): string[][] {
  const out: string[][] = []
  for (let bits = 1; bits < 1 << ids.length; bits++) out.push(ids.filter((_, index) => bits & (1 << index)))
  return out
}

/** The document URL, the `.data` URL and each `?_routes=` form of one URL. */
function urlForms(url: string, chain: readonly string[]): string[] {
  const [pathname, search = ''] = url.split('?')
  const dataPath = pathname === '/' ? '/_root.data' : `${pathname}.data`
  const params = new URLSearchParams(search)
  const forms = [url, `${dataPath}${search ? `?${search}` : ''}`]
  for (const ids of subsets(chain)) {
    const withRoutes = new URLSearchParams(params)
    withRoutes.set('_routes', ids.join(','))
    forms.push(`${dataPath}?${withRoutes}`)
  }
  return forms
}

interface Finding {
  role: Role
  url: string
  status: number
  what: string
}

async function mapLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

describe('no role reads private data it may not see, through any route of the route table', () => {
  it('every route × role × document, .data and ?_routes= form: 0 private values, 0 server errors', async () => {
    const entries = routeEntries()
    const missing = entries.filter((entry) => entry.pattern.includes(':') || entry.pattern.includes('*')).filter((entry) => !parameters[entry.pattern])
    expect(missing.map((entry) => entry.pattern), 'routes whose parameters this test cannot fill: add them to `parameters`').toEqual([])

    const requests: { role: Role; url: string }[] = []
    for (const entry of entries) {
      const urls = (parameters[entry.pattern] ?? [{}]).map((values) => fill(entry.pattern, values))
      const withQueries = urls.flatMap((url) => [url, ...(queries[entry.pattern] ?? []).map((query) => url + query)])
      for (const url of withQueries) {
        const forms = entry.page ? urlForms(url, entry.chain) : [url, ...urlForms(url, entry.chain).slice(1, 2)]
        for (const role of ROLES) for (const form of forms) requests.push({ role, url: form })
      }
    }

    const findings: Finding[] = []
    const statuses = new Map<number, number>()
    const reached = new Set<string>()
    await mapLimit(requests, 4, async ({ role, url }) => {
      const cookie = cookies.get(role)
      const response = await fetch(server.url + url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
      const body = await response.text()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 500) findings.push({ role, url, status: response.status, what: 'a server error' })
      for (const marker of markers) {
        if (!body.includes(marker.value)) continue
        if (role === 'admin' || marker.seenBy.includes(role)) reached.add(marker.what)
        else findings.push({ role, url, status: response.status, what: marker.what })
      }
    })

    console.info(
      `private-data: ${entries.length} routes, ${requests.length / ROLES.length} URL forms × ${ROLES.length} roles = ` +
        `${requests.length} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `${markers.length} private values; findings ${findings.length}`,
    )
    expect(findings).toEqual([])
    // The requests reached the private data: each planted value was in some answer to a role that may read it.
    const readable = markers.filter((marker) => !marker.readByNone)
    expect(readable.map((marker) => marker.what).filter((what) => !reached.has(what))).toEqual([])
  }, 240_000)
})
