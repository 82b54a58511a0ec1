import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { profileClaims } from '../../db/schema'
import { OWN_CLAIM_REVIEW } from '~/domain/claims'
import { getDb } from '~/server/db.server'
import { signPayload } from '~/server/payments/webhook.server'
import type { PublicUser } from '~/shared/user'
import { getClaimPage, lapseClaimsPastGrace } from '~/models/claims.server'
import { action as adminClaimsPageAction, loader as adminClaimsPageLoader } from '~/routes/admin/profile-claims'
import { action as jobsApi } from '~/routes/api/jobs'
import { loader as myStartupsApi } from '~/routes/api/my-startups'
import { action as startupApi } from '~/routes/api/startup'
import { loader as startupTabApi } from '~/routes/api/startup-tab'
import { action as logoApi } from '~/routes/api/upload/startup-logo'
import { loader as profileLoader } from '~/routes/startup'
import { action as editAction, loader as editLoader } from '~/routes/startup-edit'
import { action as talentHubAction } from '~/routes/talent-hub/route'
import { loader as uploadLoader } from '~/routes/uploads'
import { pay, type FakeStripe } from '../mocks/stripe'
import { adminCookie, claimForm, member, paidClaim, postWebhook, review, submitClaim, subscribe } from './claims'
import { createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { putOnPlan } from './plan-rows'
import { formRequest, getRequest, jsonRequest, ORIGIN } from './http'

/**
 * Issue 38 items 2, 3 and 6 (decisions 0083, 0084), run on both drivers (claim-lapse.test.ts on the embedded file,
 * claim-lapse-on-libsql.test.ts on sqld): what a lapsed claim takes away and what the founder keeps, who reads the
 * team's e-mails, and that no admin reviews their own claim.
 */

export interface Who {
  user: PublicUser
  cookie: string
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** The status a page loader or action answered with: a returned or thrown Response, or React Router's `data()`. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run()
    if (result instanceof Response) return result.status
    return (result as { init?: { status?: number } } | null)?.init?.status ?? 200
  } catch (error) {
    if (error instanceof Response) return error.status
    const status = (error as { init?: { status?: number } }).init?.status
    if (status) return status
    throw error
  }
}

const ok = (status: number) => status >= 200 && status < 400

const editDetails = {
  intent: 'save',
  name: 'Lapse Test Co',
  description: 'Edited by whoever may.',
  sector: 'saas',
  location: 'Jakarta',
  stage: 'seed',
  teamSize: '9',
  foundingDate: '2022-03-01',
  website: '',
  mission: '',
  vision: '',
}

function logoForm(field = 'logo'): FormData {
  const form = new FormData()
  form.set('intent', 'logo')
  form.set(field, new File([PNG], 'logo.png', { type: 'image/png' }))
  return form
}

/**
 * Every door to running the startup, each asked as `who`: the /api twin and the page for editing, uploading a logo
 * and posting a job (jobs only when `jobs`: admins do not post jobs). Answers whether each was let through.
 */
async function doors(who: Who, startupId: number, { jobs = true } = {}): Promise<Record<string, boolean>> {
  const id = String(startupId)
  const cookie = { Cookie: who.cookie }
  const answers: Record<string, number> = {
    apiEdit: await statusOf(() =>
      startupApi(routeArgs(jsonRequest(`/api/startups/${id}`, 'PATCH', { description: 'Edited through the API.' }, cookie), { params: { id } })),
    ),
    pageEditForm: await statusOf(() => editLoader(routeArgs(getRequest(`/startup/${id}/edit`, cookie), { params: { id }, user: who.user }))),
    pageEdit: await statusOf(() =>
      editAction(routeArgs(formRequest(`/startup/${id}/edit`, editDetails, cookie), { params: { id }, user: who.user })),
    ),
    apiLogo: await statusOf(() =>
      logoApi(
        routeArgs(new Request(`${ORIGIN}/api/upload/startup-logo/${id}`, { method: 'POST', body: logoForm(), headers: cookie }), {
          params: { id },
        }),
      ),
    ),
    pageLogo: await statusOf(() =>
      editAction(
        routeArgs(new Request(`${ORIGIN}/startup/${id}/edit`, { method: 'POST', body: logoForm(), headers: cookie }), {
          params: { id },
          user: who.user,
        }),
      ),
    ),
  }
  if (jobs) {
    const job = {
      startupId: startupId,
      title: 'Platform Engineer',
      description: 'Runs the platform.',
      location: 'Singapore',
      type: 'full-time',
      experienceLevel: 'mid',
      isRemote: false,
    }
    answers.apiJob = await statusOf(() => jobsApi(routeArgs(jsonRequest('/api/jobs', 'POST', job, cookie))))
    answers.pageJob = await statusOf(() =>
      talentHubAction(
        routeArgs(
          formRequest(
            '/talent-hub?dialog=post-job',
            { startupId: id, title: 'Page Engineer', description: job.description, location: job.location, type: job.type, experienceLevel: job.experienceLevel },
            cookie,
          ),
        ),
      ),
    )
  }
  for (const [door, status] of Object.entries(answers)) {
    // Only the two answers a guard gives: through, or 403 (never a 404 or a 500 for a startup that exists).
    expect(ok(status) || status === 403, `${door} answered ${status}`).toBe(true)
  }
  return Object.fromEntries(Object.entries(answers).map(([door, status]) => [door, ok(status)]))
}

function everyDoor(open: boolean, { jobs = true } = {}) {
  const names = ['apiEdit', 'pageEditForm', 'pageEdit', 'apiLogo', 'pageLogo', ...(jobs ? ['apiJob', 'pageJob'] : [])]
  return Object.fromEntries(names.map((name) => [name, open]))
}

/** A signed Stripe event delivered to the webhook (200). */
async function sendEvent(secret: string, event: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify({ object: 'event', ...event })
  expect((await postWebhook(payload, signPayload(payload, secret))).status).toBe(200)
}

let eventSeq = 0
const eventId = (kind: string) => `evt_${kind}_${Date.now()}_${++eventSeq}`

/** The renewal fails (past_due) and its grace runs out (decision 0135): the scheduled job lapses the claim. */
async function lapse(secret: string, subscriptionId: string, status = 'past_due') {
  await sendEvent(secret, {
    id: eventId('upd'),
    type: 'customer.subscription.updated',
    data: { object: { id: subscriptionId, object: 'subscription', status, ended_at: null, items: { data: [] } } },
  })
  await lapseClaimsPastGrace(new Date(Date.now() + 8 * 86_400_000))
}

const cancel = (secret: string, subscriptionId: string) =>
  sendEvent(secret, {
    id: eventId('del'),
    type: 'customer.subscription.deleted',
    data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled', ended_at: Math.floor(Date.now() / 1000) } },
  })

const renew = (secret: string, subscriptionId: string) =>
  sendEvent(secret, {
    id: eventId('paid'),
    type: 'invoice.paid',
    data: {
      object: {
        id: `in_${eventSeq}`,
        object: 'invoice',
        parent: { subscription_details: { subscription: subscriptionId } },
        lines: { data: [{ period: { end: Math.floor(Date.now() / 1000) + 30 * 86_400 } }] },
      },
    },
  })

/** A founder's startup, an approved claim on it by another member, a stranger and an admin. */
async function claimedByAnother() {
  const founderUser = await createUser({ userType: 'startup' })
  const founder: Who = { user: founderUser, cookie: await signedInCookie(founderUser) }
  const { id: startupId } = await createStartup(founderUser)
  const claim = await paidClaim(startupId)
  const admin = await adminCookie()
  expect((await review(admin.cookie, claim.claimId, 'approved')).status).toBe(200)
  // The owner on Professional: the cases post more than Starter's 2 jobs a month for the startup (decision 0138).
  await putOnPlan(claim.user, 'professional')
  return {
    startupId,
    founder,
    claimer: { user: claim.user, cookie: claim.cookie } as Who,
    subscriptionId: claim.subscriptionId,
    stranger: (await member()) as Who,
    admin: { user: admin.admin, cookie: admin.cookie } as Who,
  }
}

async function myStartupIds(who: Who): Promise<number[]> {
  const response = await myStartupsApi(routeArgs(getRequest('/api/my-startups', { Cookie: who.cookie })))
  return ((await response.json()) as Array<{ id: number }>).map((row) => row.id)
}

async function teamUserNames(startupId: number, who: Who | null): Promise<Array<{ name: string; email: string | null }>> {
  const id = String(startupId)
  const response = await startupTabApi(
    routeArgs(getRequest(`/api/startups/${id}/team`, who ? { Cookie: who.cookie } : {}), { params: { id, tab: 'team' } }),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Array<{ name: string; email: string | null }>
}

/**
 * Item 2: approve → every door open to the claimer; the subscription goes past due → every door shut to them (page
 * and /api alike), while the founder keeps every door and the admin theirs; paid again → open; cancelled → shut;
 * a new claim of theirs approved → open again.
 */
export async function runLapseTransitions(stripe: FakeStripe, secret: string) {
  const { startupId, founder, claimer, subscriptionId, stranger, admin } = await claimedByAnother()
  expect(await doors(claimer, startupId)).toEqual(everyDoor(true))
  expect(await myStartupIds(claimer)).toContain(startupId)

  await lapse(secret, subscriptionId)
  expect(await doors(claimer, startupId), 'lapsed claimer').toEqual(everyDoor(false))
  expect(await doors(founder, startupId), 'founder').toEqual(everyDoor(true))
  expect(await doors(stranger, startupId), 'stranger').toEqual(everyDoor(false))
  expect(await doors(admin, startupId, { jobs: false }), 'admin').toEqual(everyDoor(true, { jobs: false }))
  expect(await myStartupIds(claimer)).not.toContain(startupId)
  expect(await myStartupIds(founder)).toContain(startupId)
  // No longer on the team the profile shows, and free to claim it again.
  expect((await teamUserNames(startupId, admin)).map((row) => row.email)).not.toContain(claimer.user.email)
  expect((await getClaimPage(claimer.user, startupId)).state).toBe('open')

  await renew(secret, subscriptionId)
  expect(await doors(claimer, startupId), 'renewed claimer').toEqual(everyDoor(true))
  expect((await teamUserNames(startupId, admin)).map((row) => row.email)).toContain(claimer.user.email)

  await cancel(secret, subscriptionId)
  expect(await doors(claimer, startupId), 'cancelled claimer').toEqual(everyDoor(false))
  expect(await doors(founder, startupId), 'founder after cancel').toEqual(everyDoor(true))

  // Re-subscribing: a new paid claim, approved by an admin, gives it all back.
  const { body } = await subscribe(claimer.cookie, startupId)
  expect(body.subscriptionId).toBeTruthy()
  pay(stripe, body.subscriptionId!)
  const again = await submitClaim(claimer.cookie, claimForm(startupId, { subscriptionId: body.subscriptionId! }))
  expect(again.response.status).toBe(201)
  expect((await review(admin.cookie, again.body.claimId!, 'approved')).status).toBe(200)
  expect(await doors(claimer, startupId), 're-subscribed claimer').toEqual(everyDoor(true))
}

/** Item 2: after a lapse another member's claim is approved: the first claimer is shut out, the new one let in. */
export async function runTakeover(secret: string) {
  const { startupId, founder, claimer, subscriptionId, admin } = await claimedByAnother()
  await cancel(secret, subscriptionId)
  const next = await paidClaim(startupId)
  expect((await review(admin.cookie, next.claimId, 'approved')).status).toBe(200)
  await putOnPlan(next.user, 'professional')
  expect(await doors(claimer, startupId), 'replaced claimer').toEqual(everyDoor(false))
  expect(await doors({ user: next.user, cookie: next.cookie }, startupId), 'new claimer').toEqual(everyDoor(true))
  expect(await doors(founder, startupId), 'founder').toEqual(everyDoor(true))
}

/**
 * Item 3: the team's e-mails for the team (founder, claimed owner) and admins; visitors and other members get the
 * same list with `email: null` — on GET /api/startups/{id}/team and on the profile's Team tab (its loader is what a
 * `.data` request answers).
 */
export async function runTeamEmails(secret: string) {
  const { startupId, founder, claimer, subscriptionId, stranger, admin } = await claimedByAnother()
  const emails = [founder.user.email, claimer.user.email].sort()
  const listed = async (who: Who | null) => (await teamUserNames(startupId, who)).map((row) => row.email)
  const onPage = async (who: Who | null) => {
    const id = String(startupId)
    const loaded = (await profileLoader(
      routeArgs(getRequest(`/startup/${id}?tab=team`, who ? { Cookie: who.cookie } : {}), { params: { id } }),
    )) as { panel: { tab: string; team?: Array<{ email: string | null; name: string }> } }
    expect(loaded.panel.tab).toBe('team')
    return loaded.panel.team!.map((row) => row.email)
  }
  for (const who of [null, stranger]) {
    const label = who ? 'another member' : 'a visitor'
    expect(await listed(who), label).toEqual([null, null])
    expect(await onPage(who), label).toEqual([null, null])
  }
  for (const who of [founder, claimer, admin]) {
    expect(((await listed(who)) as string[]).sort()).toEqual(emails)
    expect(((await onPage(who)) as string[]).sort()).toEqual(emails)
  }
  // A signed-in answer with e-mails is never stored by a cache.
  const id = String(startupId)
  const signedIn = await startupTabApi(
    routeArgs(getRequest(`/api/startups/${id}/team`, { Cookie: founder.cookie }), { params: { id, tab: 'team' } }),
  )
  expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store')
  // The lapsed claimer is neither listed nor shown the others' e-mails.
  await cancel(secret, subscriptionId)
  expect(await listed(claimer)).toEqual([null])
  expect(await listed(founder)).toEqual([founder.user.email])
}

/**
 * Item 6: an admin's own claim is refused to them on the page and the /api twin (403, the rule's message) and stays
 * pending; another admin approves it.
 */
export async function runSelfReview(stripe: FakeStripe) {
  const founder = await createUser({ userType: 'startup' })
  const { id: startupId } = await createStartup(founder)
  const claimant = await adminCookie()
  const { body } = await subscribe(claimant.cookie, startupId)
  pay(stripe, body.subscriptionId!)
  const submitted = await submitClaim(claimant.cookie, claimForm(startupId, { subscriptionId: body.subscriptionId! }))
  expect(submitted.response.status).toBe(201)
  const claimId = submitted.body.claimId!

  for (const status of ['approved', 'rejected']) {
    const answer = await review(claimant.cookie, claimId, status)
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({ message: OWN_CLAIM_REVIEW })
  }
  const page = (await adminClaimsPageAction(
    routeArgs(formRequest('/admin/profile-claims', { intent: 'approve', id: String(claimId) }, { Cookie: claimant.cookie }), {
      user: claimant.admin,
    }),
  )) as { data: { id: number; message: string }; init: { status: number } }
  expect(page.init.status).toBe(403)
  expect(page.data).toEqual({ id: claimId, message: OWN_CLAIM_REVIEW })

  const db = await getDb()
  const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, claimId))
  expect(row).toMatchObject({ status: 'pending', reviewedBy: null, paymentStatus: 'paid' })

  // The page offers its own claim to the admin without Approve and Reject; to another admin, with them.
  const other = await adminCookie()
  const listed = async (who: typeof claimant) =>
    (await adminClaimsPageLoader(routeArgs(getRequest('/admin/profile-claims', { Cookie: who.cookie }), { user: who.admin }))).claims.find(
      (claim) => claim.id === claimId,
    )
  expect(await listed(claimant)).toMatchObject({ status: 'pending', ownClaim: true })
  expect(await listed(other)).toMatchObject({ status: 'pending', ownClaim: false })

  expect((await review(other.cookie, claimId, 'approved')).status).toBe(200)
}

/**
 * Item 6: a claim proof is an attachment under `sandbox; default-src 'none'` with nosniff, for the claimer and admins
 * alike; a public logo is still shown inline (under its own sandboxing policy).
 */
export async function runProofHeaders() {
  const { claimId, cookie } = await paidClaim()
  const db = await getDb()
  const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, claimId))
  const key = row!.proofOfAuthorityUrl!.replace('/uploads/', '')
  for (const who of [cookie, (await adminCookie()).cookie]) {
    const response = await uploadLoader(routeArgs(getRequest(`/uploads/${key}`, { Cookie: who }), { params: { key } }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${key}"`)
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'")
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  }
  const founder = await createUser({ userType: 'startup' })
  const { id } = await createStartup(founder)
  const who = { user: founder, cookie: await signedInCookie(founder) }
  const uploaded = await logoApi(
    routeArgs(new Request(`${ORIGIN}/api/upload/startup-logo/${id}`, { method: 'POST', body: logoForm(), headers: { Cookie: who.cookie } }), {
      params: { id: String(id) },
    }),
  )
  expect(uploaded.status).toBe(201)
  const logoKey = ((await uploaded.json()) as { logoUrl: string }).logoUrl.replace('/uploads/', '')
  const logo = await uploadLoader(routeArgs(getRequest(`/uploads/${logoKey}`), { params: { key: logoKey } }))
  expect(logo.status).toBe(200)
  expect(logo.headers.get('Content-Disposition')).toBeNull()
  expect(logo.headers.get('Content-Security-Policy')).toMatch(/^sandbox; default-src 'none'/)
  expect(logo.headers.get('X-Content-Type-Options')).toBe('nosniff')
}
