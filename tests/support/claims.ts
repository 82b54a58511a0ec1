import { expect } from 'vitest'
import type { PublicUser } from '~/shared/user'
import { action as adminClaimAction } from '~/routes/api/admin/profile-claim'
import { action as subscriptionAction } from '~/routes/api/create-profile-subscription'
import { action as claimAction } from '~/routes/api/profile-claims'
import type { SetupServer } from 'msw/node'
import { fakeStripe, pay, type FakeStripe } from '../mocks/stripe'
import { createStartup, createUser, routeArgs, signedInCookie } from './factories'
import { jsonRequest, ORIGIN } from './http'

/** Paid profile claims through the /api routes against a fake Stripe (issue 16): shared by both drivers' tests. */
const PDF = new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')])

let stripe: FakeStripe
/**
 * A fresh fake Stripe answering on the test's MSW server (pass the one the setup file started: after
 * `vi.resetModules()` an import of it here would be another instance), and the one the helpers pay on.
 */
export function useFakeStripe(mockServer: Pick<SetupServer, 'use'>): FakeStripe {
  stripe = fakeStripe()
  mockServer.use(...stripe.handlers)
  return stripe
}

export async function member() {
  const user = await createUser()
  return { user, cookie: await signedInCookie(user) }
}

export async function unclaimedStartup() {
  const founder = await createUser({ userType: 'startup' })
  return createStartup(founder)
}

export async function subscribe(cookie: string, startupId: number, amount: unknown = 1500) {
  const response = await subscriptionAction(
    routeArgs(jsonRequest('/api/create-profile-subscription', 'POST', { startupId, amount }, { Cookie: cookie })),
  )
  return { response, body: (await response.clone().json()) as { clientSecret?: string; subscriptionId?: string; message?: string } }
}

export function claimForm(startupId: number, extra: Record<string, string> = {}, file: File | null = new File([PDF], 'proof.pdf', { type: 'application/pdf' })) {
  const form = new FormData()
  const fields = {
    startupId: String(startupId),
    companyName: 'Claimed Co',
    claimerName: 'Ada Claimer',
    claimerEmail: 'ada@example.com',
    claimerTitle: 'CEO',
    businessRegistration: '201912345K',
    justification: 'I am its director.',
    ...extra,
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('proofOfAuthority', file)
  return form
}

export async function submitClaim(cookie: string, form: FormData) {
  const request = new Request(`${ORIGIN}/api/profile-claims`, { method: 'POST', body: form, headers: { Cookie: cookie } })
  const response = await claimAction(routeArgs(request))
  return { response, body: (await response.clone().json()) as { claimId?: number; status?: string; checkoutUrl?: string; message?: string } }
}

export async function paidClaim(startupId?: number) {
  const { user, cookie } = await member()
  const id = startupId ?? (await unclaimedStartup()).id
  const { body } = await subscribe(cookie, id)
  pay(stripe, body.subscriptionId!)
  const claim = await submitClaim(cookie, claimForm(id, { subscriptionId: body.subscriptionId! }))
  expect(claim.body).toMatchObject({ status: 'pending' })
  expect(claim.response.status).toBe(201)
  return { user, cookie, startupId: id, claimId: claim.body.claimId!, subscriptionId: body.subscriptionId! }
}

export async function adminCookie(): Promise<{ admin: PublicUser; cookie: string }> {
  const admin = await createUser({ userType: 'admin' })
  return { admin, cookie: await signedInCookie(admin) }
}

export async function review(cookie: string, claimId: number, status: string) {
  return adminClaimAction(
    routeArgs(jsonRequest(`/api/admin/profile-claims/${claimId}`, 'PUT', { status }, { Cookie: cookie }), {
      params: { id: String(claimId) },
    }),
  )
}


export async function postWebhook(payload: string, signature: string | null) {
  const { action } = await import('~/routes/api/webhooks/stripe')
  return action(
    routeArgs(
      new Request(`${ORIGIN}/api/webhooks/stripe`, {
        method: 'POST',
        body: payload,
        headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
      }),
    ),
  )
}

/** Two members' paid claims on one startup, approved at the same moment: one owner, the other 409, nothing half-done. */
export async function runApproveRace() {
  const { eq } = await import('drizzle-orm')
  const { profileClaims, startups, startupTeam } = await import('../../db/schema')
  const { getDb } = await import('~/server/db.server')
  const first = await paidClaim()
  const second = await paidClaim(first.startupId)
  const admin = await adminCookie()
  const answers = await Promise.all([review(admin.cookie, first.claimId, 'approved'), review(admin.cookie, second.claimId, 'approved')])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  const winner = answers[0]!.status === 200 ? first : second
  const db = await getDb()
  const [startup] = await db.select().from(startups).where(eq(startups.id, first.startupId))
  expect(startup).toMatchObject({ isClaimedByOwner: true, subscriptionActive: true, claimedByUserId: winner.user.id })
  const claims = await db.select().from(profileClaims).where(eq(profileClaims.startupId, first.startupId))
  expect(claims.map((claim) => [claim.claimerId, claim.status]).sort()).toEqual(
    [
      [winner.user.id, 'approved'],
      [(winner === first ? second : first).user.id, 'rejected'],
    ].sort(),
  )
  const team = await db.select().from(startupTeam).where(eq(startupTeam.startupId, first.startupId))
  expect(team.filter((row) => row.userId === winner.user.id)).toHaveLength(1)
  return { winner, loser: winner === first ? second : first }
}

/** Stripe's `checkout.session.completed` event for a claim's Checkout session, as the webhook receives it (JSON). */
export function checkoutCompletedEvent(session: { id: string; subscription?: unknown }, claimId: number): string {
  return JSON.stringify({
    id: `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: String(claimId),
        subscription: session.subscription,
        customer: 'cus_x',
      },
    },
  })
}

/** One Checkout session's completed event delivered five times at once: the claim enters review once. */
export async function runWebhookReplay(secret: string) {
  const { eq } = await import('drizzle-orm')
  const { profileClaims } = await import('../../db/schema')
  const { getDb } = await import('~/server/db.server')
  const { signPayload } = await import('~/server/payments/webhook.server')
  const { user, cookie } = await member()
  const { id } = await unclaimedStartup()
  const { body } = await submitClaim(cookie, claimForm(id))
  const session = [...stripe.sessions.values()].at(-1)!
  const payload = checkoutCompletedEvent(session, body.claimId!)
  const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(payload, signPayload(payload, secret))))
  const results = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ duplicate: boolean }>
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
  const db = await getDb()
  const [row] = await db.select().from(profileClaims).where(eq(profileClaims.id, body.claimId!))
  expect(row).toMatchObject({ paymentStatus: 'paid', claimerId: user.id, stripeSubscriptionId: session.subscription })
}
