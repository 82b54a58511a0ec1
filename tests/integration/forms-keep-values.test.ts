import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { profileClaims } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { createBooking } from '~/models/bookings.server'
import { action as signInAction } from '~/routes/auth'
import { action as signupPublicAction } from '~/routes/signup-public'
import { action as checkoutAction } from '~/routes/claim-checkout'
import { action as claimAction, loader as claimLoader } from '~/routes/claim-profile/route'
import { action as workspaceAction, loader as workspaceLoader } from '~/routes/workspace/route'
import { loader as adminBookingsLoader } from '~/routes/admin/bookings'
import { formatLocalDate, instantToLocal } from '~/shared/time-zones'
import { claimForm, member, unclaimedStartup } from '../support/claims'
import { createUser, createWorkspace, routeArgs } from '../support/factories'
import { formRequest, getRequest, ORIGIN, settle } from '../support/http'

// Issue 46 items 6–7 (docs/decisions/0126): forms keep what was typed; bookings confirm their cancellation and read
// in the venue's time. One database for the file; every test makes its own rows.

// The claim runs in test mode (no Stripe keys), where Decline on the simulated checkout is a declined payment.
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_PUBLISHABLE_KEY

interface Answer<T> {
  init: { status: number } | null
  data: T
}
const answer = <T>(value: unknown) => value as Answer<T>
type Result = { status: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, { params, clientIp: '203.0.113.46' })

describe('sign-in', () => {
  it('says a wrong password under the password, keeps the e-mail and never sends the password back', async () => {
    const email = `keep-${Date.now()}@example.com`
    await settle(() =>
      signupPublicAction(args(formRequest('/signup-public', { email, password: 'password-123', confirmPassword: 'password-123', firstName: 'Kei', lastName: 'Po' }))),
    )
    const refused = answer<{ result: Result }>(await signInAction(args(formRequest('/auth', { email, password: 'wrong-password' }))))
    expect(refused.init?.status).toBe(401)
    expect(refused.data.result.error).toEqual({ password: ['Invalid email or password'] })
    expect(refused.data.result.initialValue).toEqual({ email })
  })
})

describe('the claim form after a declined payment', () => {
  async function declinedClaim() {
    const { user, cookie } = await member()
    const { id } = await unclaimedStartup()
    const form = claimForm(id, { claimerTitle: 'Managing Director', taxId: 'T-77' })
    const posted = await settle(() =>
      claimAction(args(new Request(`${ORIGIN}/claim-profile/${id}`, { method: 'POST', body: form, headers: { Cookie: cookie } }), { id: String(id) })),
    )
    expect(posted.status).toBe(303)
    const session = posted.headers.get('Location')!.split('/').at(-1)!
    const declined = await settle(() =>
      checkoutAction(args(formRequest(`/claim-checkout/${session}`, { intent: 'decline' }, { Cookie: cookie }), { session })),
    )
    const back = new URL(declined.headers.get('Location')!)
    expect(back.pathname).toBe(`/claim-profile/${id}`)
    return { user, cookie, startupId: id, back, token: back.searchParams.get('retry')! }
  }

  it('opens again with every answer and the proof kept by its token; resubmitting without the file reuses it', async () => {
    const { cookie, startupId, back, token } = await declinedClaim()
    expect(token).toMatch(/^claim-proof-[0-9a-f]{32}\.pdf\.\d+\.[\w-]+$/)
    const page = (await claimLoader(args(getRequest(back.pathname + back.search, { Cookie: cookie }), { id: String(startupId) }))) as {
      defaults: Record<string, string>
      retry: { proof: { token: string; name: string } } | null
    }
    expect(page.defaults).toMatchObject({
      companyName: 'Claimed Co',
      claimerName: 'Ada Claimer',
      claimerEmail: 'ada@example.com',
      claimerTitle: 'Managing Director',
      businessRegistration: '201912345K',
      taxId: 'T-77',
      justification: 'I am its director.',
    })
    expect(page.retry).toEqual({ proof: { token, name: 'proof.pdf' } })

    const again = await settle(() =>
      claimAction(
        args(
          new Request(`${ORIGIN}${back.pathname}${back.search}`, { method: 'POST', body: claimForm(startupId, { proofToken: token }, null), headers: { Cookie: cookie } }),
          { id: String(startupId) },
        ),
      ),
    )
    expect(again.status).toBe(303)
    const db = await getDb()
    const rows = await db.select({ proof: profileClaims.proofOfAuthorityUrl }).from(profileClaims).where(eq(profileClaims.startupId, startupId))
    expect(rows).toHaveLength(2)
    expect(rows[0]!.proof).toBe(rows[1]!.proof)
  })

  it("refuses another member's proof token: no values, no proof, and the proof is asked for", async () => {
    const { startupId, back, token } = await declinedClaim()
    const stranger = await member()
    const page = (await claimLoader(args(getRequest(back.pathname + back.search, { Cookie: stranger.cookie }), { id: String(startupId) }))) as {
      retry: unknown
      defaults: Record<string, string>
    }
    expect(page.retry).toBeNull()
    expect(page.defaults.claimerTitle).toBeUndefined()
    const refused = answer<{ result: Result; kept: unknown }>(
      await claimAction(
        args(new Request(`${ORIGIN}/claim-profile/${startupId}`, { method: 'POST', body: claimForm(startupId, { proofToken: token }, null), headers: { Cookie: stranger.cookie } }), {
          id: String(startupId),
        }),
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.proofOfAuthority).toEqual(['Please upload a proof of authority'])
    expect(refused.data.kept).toBeNull()
  })

  it('a form refused for another field keeps the chosen proof as a token (no JavaScript)', async () => {
    const { cookie } = await member()
    const { id } = await unclaimedStartup()
    const refused = answer<{ result: Result; kept: { token: string; name: string } | null }>(
      await claimAction(
        args(new Request(`${ORIGIN}/claim-profile/${id}`, { method: 'POST', body: claimForm(id, { claimerTitle: '' }), headers: { Cookie: cookie } }), { id: String(id) }),
      ),
    )
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.initialValue).toMatchObject({ businessRegistration: '201912345K' })
    expect(refused.data.kept).toMatchObject({ name: 'proof.pdf', token: expect.stringMatching(/^claim-proof-/) })
  })
})

describe('bookings', () => {
  const DAY = 86_400_000
  const date = (days: number) => formatLocalDate(instantToLocal(new Date(Date.now() + days * DAY), 'Asia/Tokyo'))

  it('asks before cancelling: the confirmation names the booking (GET), its form cancels and closes (POST)', async () => {
    const owner = await member()
    const other = await member()
    const { id: workspaceId } = await createWorkspace({ location: 'Tokyo' })
    const booking = await createBooking(owner.user, { workspaceId, startTime: `${date(20)}T10:00`, endTime: `${date(20)}T11:00` })
    const url = `/workspace?type=meeting-room&dialog=cancel-booking&booking=${booking.id}`
    const page = (await workspaceLoader(args(getRequest(url, { Cookie: owner.cookie })))) as { cancelling: { id: number; cancellable: boolean } | null }
    expect(page.cancelling).toMatchObject({ id: booking.id, cancellable: true })
    const theirs = (await workspaceLoader(args(getRequest(url, { Cookie: other.cookie })))) as { cancelling: unknown }
    expect(theirs.cancelling).toBeNull()

    const response = await settle(() =>
      workspaceAction(args(formRequest(url, { intent: 'cancel', bookingId: String(booking.id), status: 'cancelled' }, { Cookie: owner.cookie }))),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/workspace?type=meeting-room')
    const after = (await workspaceLoader(args(getRequest(url, { Cookie: owner.cookie })))) as { cancelling: { status: string; cancellable: boolean } }
    expect(after.cancelling).toMatchObject({ status: 'cancelled', cancellable: false })
  })

  it("shows the admin each booking in the venue's time zone, not UTC", async () => {
    const admin = await createUser({ userType: 'admin' })
    const booker = await member()
    const { id: workspaceId } = await createWorkspace({ location: 'Tokyo', name: `Tokyo room ${Date.now()}` })
    const booking = await createBooking(booker.user, { workspaceId, startTime: `${date(21)}T09:00`, endTime: `${date(21)}T10:30` })
    const page = await adminBookingsLoader(routeArgs(getRequest(`/admin/bookings?q=${encodeURIComponent(booker.user.email)}`), { user: admin }))
    expect(page.page.items).toEqual([expect.objectContaining({ id: booking.id, timeZone: 'Asia/Tokyo' })])
  })
})
