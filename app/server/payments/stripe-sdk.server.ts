import type Stripe from 'stripe'

/**
 * Stripe's Node SDK, imported on first use (docs/decisions/0100-stripe-on-first-use-and-cheap-304s.md). Importing it
 * loads 218 modules (~1 MB of source), ~180–230 ms of CPU and +32 MB of RSS, and only a configured Stripe key or a
 * signed webhook needs it: a start without keys (the README's test mode) never loads it. A failed import is retried
 * on the next use rather than remembered.
 */
let sdk: Promise<typeof Stripe> | undefined

export function loadStripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe').then(
    (module) => module.default,
    (error: unknown) => {
      sdk = undefined
      throw error
    },
  )
  return sdk
}
