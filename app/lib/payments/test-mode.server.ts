import { randomBytes } from 'node:crypto'
import type { PaymentProvider, SubscriptionFacts } from './provider.server'

/**
 * Test mode (no Stripe keys; docs/decisions/0048-paid-profile-claims.md): a simulated payment behind the same
 * interface, so the README's demo walks the whole claim flow offline. Checkout goes to our own labelled page
 * (/claim-checkout/{session}, 'Test mode: no card is charged') with Pay and Decline buttons that run the real
 * fulfil code; nothing is charged. State lives in this process, which is all a demo server has; refunds are kept for
 * tests.
 */
interface TestSubscription extends SubscriptionFacts {
  refunded: boolean
}

const MONTH = 30 * 24 * 60 * 60 * 1000
const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

export interface TestCheckout {
  id: string
  userId: number
  startupId: number
  successUrl: string
  cancelUrl: string
  paid: boolean
}

export interface TestPaymentProvider extends PaymentProvider {
  mode: 'test'
  refunds: string[]
  getCheckout(id: string): TestCheckout | null
  /** The test checkout page's Pay button: the session becomes complete and paid. */
  payCheckout(id: string): TestCheckout | null
}

export function createTestProvider(): TestPaymentProvider {
  const subscriptions = new Map<string, TestSubscription>()
  const sessions = new Map<string, TestCheckout & { subscriptionId: string; claimId: number }>()
  const refunds: string[] = []

  const subscribe = (userId: number, startupId: number, extra: Record<string, string> = {}) => {
    const subscription: TestSubscription = {
      id: token('sub'),
      customerId: token('cus'),
      status: 'active',
      paid: true,
      periodEnd: new Date(Date.now() + MONTH),
      metadata: { userId: String(userId), startupId: String(startupId), ...extra },
      refunded: false,
    }
    subscriptions.set(subscription.id, subscription)
    return subscription
  }

  return {
    mode: 'test',
    publishableKey: null,
    refunds,

    async createSubscription(payer) {
      const subscription = subscribe(payer.userId, payer.startupId)
      return { subscriptionId: subscription.id, customerId: subscription.customerId, clientSecret: `${subscription.id}_secret` }
    },

    async retrieveSubscription(id) {
      const subscription = subscriptions.get(id)
      if (!subscription) return null
      const { refunded: _refunded, ...facts } = subscription
      return facts
    },

    async createCheckoutSession(payer) {
      const subscription = subscribe(payer.userId, payer.startupId, { claimId: String(payer.claimId) })
      const id = token('cs')
      sessions.set(id, {
        id,
        userId: payer.userId,
        startupId: payer.startupId,
        successUrl: payer.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: payer.cancelUrl,
        paid: false,
        subscriptionId: subscription.id,
        claimId: payer.claimId,
      })
      return { id, url: `${new URL(payer.successUrl).origin}/claim-checkout/${id}` }
    },

    getCheckout(id) {
      return sessions.get(id) ?? null
    },

    payCheckout(id) {
      const session = sessions.get(id)
      if (!session) return null
      session.paid = true
      return session
    },

    async retrieveCheckoutSession(id) {
      const session = sessions.get(id)
      const subscription = session ? subscriptions.get(session.subscriptionId) : undefined
      if (!session || !subscription) return null
      return {
        id,
        paid: session.paid,
        subscriptionId: subscription.id,
        customerId: subscription.customerId,
        claimId: session.claimId,
        periodEnd: subscription.periodEnd,
      }
    },

    async cancelAndRefund(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)
      if (!subscription || subscription.refunded) return
      subscription.refunded = true
      subscription.status = 'canceled'
      subscription.paid = false
      refunds.push(subscriptionId)
    },
  }
}
