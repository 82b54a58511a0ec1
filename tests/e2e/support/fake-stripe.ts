import type { Page } from '@playwright/test'

/**
 * Stripe for the browser tests (js.stripe.com is unreachable here): a fake `window.Stripe` with just what
 * @stripe/react-stripe-js and the claim page use — Elements, a Payment Element that mounts a card field and reports
 * ready, `elements.submit()` and `confirmPayment`. Confirming posts the client secret to api.stripe.com, which the
 * test answers by telling the Stripe-mode server's fake Stripe (tests/mocks/stripe-preload.ts) that the payment went
 * through. `decline` makes the card fail the way Stripe.js reports it.
 */
export async function installFakeStripe(page: Page, options: { decline?: boolean } = {}) {
  await page.addInitScript((decline: boolean) => {
    type Handler = (event: unknown) => void
    const fakeStripe = () => ({
      elements: () => ({
        create(type: string) {
          const handlers = new Map<string, Set<Handler>>()
          let node: Element | null = null
          return {
            mount(target: Element | string) {
              node = typeof target === 'string' ? document.querySelector(target) : target
              const input = document.createElement('input')
              input.setAttribute('aria-label', 'Card number')
              input.value = '4242 4242 4242 4242'
              node?.replaceChildren(input)
              setTimeout(() => handlers.get('ready')?.forEach((handler) => handler({ elementType: type })), 20)
            },
            on(event: string, handler: Handler) {
              if (!handlers.has(event)) handlers.set(event, new Set())
              handlers.get(event)!.add(handler)
            },
            off(event: string, handler: Handler) {
              handlers.get(event)?.delete(handler)
            },
            update() {},
            unmount() {},
            destroy() {
              node?.replaceChildren()
            },
          }
        },
        update() {},
        submit: async () => ({}),
        getElement: () => null,
      }),
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      async confirmPayment({ clientSecret }: { clientSecret: string }) {
        if (decline) return { error: { type: 'card_error', message: 'Your card was declined.' } }
        const response = await fetch('https://api.stripe.com/v1/fake-confirm', { method: 'POST', body: clientSecret })
        if (!response.ok) return { error: { type: 'api_error', message: 'The payment could not be confirmed.' } }
        return { paymentIntent: { id: 'pi_fake', status: 'succeeded' } }
      },
    })
    Object.assign(window, { Stripe: fakeStripe })
  }, options.decline ?? false)
  await page.route('https://api.stripe.com/**', async (route) => {
    const answer = await fetch(`http://127.0.0.1:${process.env.STRIPE_MOCK_CONTROL_PORT}/confirm`, {
      method: 'POST',
      body: route.request().postData() ?? '',
    })
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: await answer.text(),
    })
  })
}

/**
 * Stripe's hosted Checkout, for the journeys without JavaScript: the session is paid on the fake Stripe, and the page
 * offers a plain link back to the success URL, as Checkout's redirect would.
 */
export async function fakeHostedCheckout(page: Page) {
  await page.route('https://checkout.stripe.com/**', async (route) => {
    const session = /cs_\w+/.exec(route.request().url())?.[0] ?? ''
    const answer = await fetch(`http://127.0.0.1:${process.env.STRIPE_MOCK_CONTROL_PORT}/checkout/${session}`, { method: 'POST' })
    const { successUrl } = (await answer.json()) as { successUrl: string }
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Stripe Checkout</title><h1>Pay Startup Asia</h1><a href="${successUrl}">Pay $15.00</a>`,
    })
  })
}
