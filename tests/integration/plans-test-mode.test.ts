import { describe, expect, it } from 'vitest'
import { getSubscriptionSummary } from '~/models/plans.server'
import { action as checkoutApi } from '~/routes/api/subscription-checkout'
import { action as planAction, loader as planLoader } from '~/routes/profile-plan'
import { action as subscribeAction, loader as subscribeLoader } from '~/routes/subscribe'
import { action as checkoutAction, loader as checkoutLoader } from '~/routes/subscribe-checkout'
import type { PublicUser } from '~/shared/user'
import { createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, ORIGIN, settle } from '../support/http'

// The keyless test mode (issue 44 item 2, docs/decisions/0135): the same subscribe journey, labelled, nothing charged.
delete process.env.STRIPE_SECRET_KEY
delete process.env.STRIPE_PUBLISHABLE_KEY

const args = (request: Request, user: PublicUser, params: Record<string, string> = {}) => routeArgs(request, { user, params })

async function refusal(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    return (error as { init?: { status: number } }).init?.status ?? (error as Response).status
  }
  throw new Error('expected a refusal')
}

describe('test mode: Start Free Trial → test checkout → Plan page', () => {
  it('subscribes a member to Professional in its 14-day trial; cancel and resume work; another member cannot use the session', async () => {
    const user = await createUser()
    const cookie = await signedInCookie(user)
    const page = await subscribeLoader(args(getRequest('/subscribe?plan=professional', { Cookie: cookie }), user))
    expect(page).toMatchObject({ plan: { key: 'professional', priceMinor: 9900 }, trialDays: 14, selfServe: true })

    const started = await settle(() => subscribeAction(args(formRequest('/subscribe', { intent: 'subscribe', plan: 'professional' }, { Cookie: cookie }), user)))
    expect(started.status).toBe(303)
    const location = started.headers.get('Location')!
    expect(location).toMatch(new RegExp(`^${ORIGIN}/subscribe/checkout/cs_test_[0-9a-f]+$`))
    const session = location.split('/').at(-1)!

    const checkout = await checkoutLoader(args(getRequest(`/subscribe/checkout/${session}`, { Cookie: cookie }), user, { session }))
    expect(checkout).toMatchObject({ paid: false, plan: { key: 'professional', priceMinor: 9900 }, trialDays: 14 })
    const stranger = await createUser()
    expect(await refusal(() => checkoutLoader(args(getRequest(`/subscribe/checkout/${session}`), stranger, { session })))).toBe(404)
    expect(await refusal(() => checkoutAction(args(formRequest(`/subscribe/checkout/${session}`, { intent: 'pay' }), stranger, { session })))).toBe(404)

    // Before paying, the return says 'confirming' and the member is still on Starter.
    const early = await planLoader(args(getRequest(`/profile/plan?session_id=${session}`, { Cookie: cookie }), user))
    expect(early).toMatchObject({ confirming: true, summary: { plan: 'starter' } })

    const paid = await settle(() => checkoutAction(args(formRequest(`/subscribe/checkout/${session}`, { intent: 'pay' }, { Cookie: cookie }), user, { session })))
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('Location')!)
    expect(`${back.pathname}${back.search}`).toBe(`/profile/plan?session_id=${session}`)
    const fulfilled = await settle(() => planLoader(args(getRequest(`${back.pathname}${back.search}`, { Cookie: cookie }), user)))
    expect(fulfilled.status).toBe(302)
    const summary = await getSubscriptionSummary(user.id)
    expect(summary).toMatchObject({ plan: 'professional', status: 'trialing', cancelAtPeriodEnd: false })
    expect(new Date(summary.trialEnd!).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000)
    // Test mode has no customer portal.
    expect(await planLoader(args(getRequest('/profile/plan', { Cookie: cookie }), user))).toMatchObject({ portal: false })

    expect((await settle(() => planAction(args(formRequest('/profile/plan', { intent: 'cancel' }, { Cookie: cookie }), user)))).status).toBe(302)
    expect(await getSubscriptionSummary(user.id)).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: true })
    expect((await settle(() => planAction(args(formRequest('/profile/plan', { intent: 'resume' }, { Cookie: cookie }), user)))).status).toBe(302)
    expect(await getSubscriptionSummary(user.id)).toMatchObject({ plan: 'professional', cancelAtPeriodEnd: false })

    const again = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: cookie })))
    expect(again.status).toBe(409)
  })

  it('POST /api/subscription/checkout answers the test checkout page; Cancel there returns to the Plan page', async () => {
    const user = await createUser()
    const cookie = await signedInCookie(user)
    const response = await checkoutApi(routeArgs(jsonRequest('/api/subscription/checkout', 'POST', { plan: 'professional' }, { Cookie: cookie })))
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(/\/subscribe\/checkout\/cs_test_/)
    const session = url.split('/').at(-1)!
    const cancelled = await settle(() => checkoutAction(args(formRequest(`/subscribe/checkout/${session}`, { intent: 'cancel' }, { Cookie: cookie }), user, { session })))
    expect(cancelled.headers.get('Location')).toBe(`${ORIGIN}/profile/plan`)
    expect(await getSubscriptionSummary(user.id)).toMatchObject({ plan: 'starter' })
  })
})
