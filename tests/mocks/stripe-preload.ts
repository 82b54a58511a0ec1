import { createServer } from 'node:http'
import { setupServer } from 'msw/node'
import { fakeStripe, pay, subscriptionOfSecret } from './stripe'

/**
 * Loaded into the browser tests' Stripe-mode server (`node --import tsx --import ./tests/mocks/stripe-preload.ts
 * server.js`, see playwright.config.ts): the app runs its real Stripe SDK path and MSW answers it with the fake
 * Stripe. A small control server on STRIPE_MOCK_CONTROL_PORT lets the tests do what the customer does on Stripe's
 * side: confirm the Payment Element's payment, or pay on hosted Checkout.
 */
const stripe = fakeStripe()
setupServer(...stripe.handlers).listen({ onUnhandledFrame: 'bypass' })

const port = Number(process.env.STRIPE_MOCK_CONTROL_PORT)
if (port) {
  createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(json))
      }
      const url = new URL(request.url ?? '/', 'http://control')
      if (url.pathname === '/confirm') {
        const subscription = subscriptionOfSecret(stripe, body)
        if (!subscription) return answer(404, { error: 'unknown client secret' })
        pay(stripe, subscription)
        return answer(200, { subscription })
      }
      const checkout = /^\/checkout\/(cs_\w+)$/.exec(url.pathname)
      const session = checkout ? stripe.sessions.get(checkout[1]!) : undefined
      if (session) {
        session.paid = true
        return answer(200, { successUrl: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) })
      }
      return answer(404, { error: 'not found' })
    })
  }).listen(port, '127.0.0.1')
}
