import { getEnv } from '../env.server'
import type { PaymentProvider } from './provider.server'
import { createStripeProvider } from './stripe.server'
import { createTestProvider, type TestPaymentProvider } from './test-mode.server'

/** The payment provider the environment configures: Stripe when a secret key is set, else the test mode. */
let cached: { key: string; provider: PaymentProvider | TestPaymentProvider } | undefined

export function getPaymentProvider(): PaymentProvider {
  const env = getEnv()
  const key = env.STRIPE_SECRET_KEY ?? ''
  if (cached?.key === key) return cached.provider
  const provider = env.STRIPE_SECRET_KEY
    ? createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
        priceId: env.STRIPE_PRICE_ID,
      })
    : createTestProvider()
  cached = { key, provider }
  return provider
}

/** The simulated provider when the app runs without Stripe keys (the test checkout page), else null. */
export function getTestPaymentProvider(): TestPaymentProvider | null {
  const provider = getPaymentProvider()
  return provider.mode === 'test' && 'payCheckout' in provider ? (provider as TestPaymentProvider) : null
}
