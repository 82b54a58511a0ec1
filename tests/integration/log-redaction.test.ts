import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/server'
import { checkoutCompletedEvent, claimForm, member, postWebhook, submitClaim, unclaimedStartup, useFakeStripe } from '../support/claims'
import { routeArgs } from '../support/factories'
import { jsonRequest } from '../support/http'

// Issue 45: the logs say what happened (sign-in failures, a password reset, a claim's payment, a webhook) and never
// carry a password, a token, a secret or a full e-mail address. Every line the server writes here is captured.
process.env.LOG_LEVEL = 'info'
process.env.STRIPE_SECRET_KEY = 'sk_test_log_redaction_secret_key'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_log_redaction'
process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_log_redaction_secret'

const EMAIL = 'Secret.Person+logs@redaction-example.com'
const PASSWORD = 'first-password-Xq93!'
const NEW_PASSWORD = 'second-password-Zk71!'
const WRONG_PASSWORD = 'wrong-password-Jw55!'

let output = ''
let write: { mockRestore(): void }

beforeAll(() => {
  const original = process.stdout.write.bind(process.stdout)
  write = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
    // Only the server's JSON lines are kept (and not echoed); anything else (Vitest's own) goes through.
    if (text.startsWith('{"level"')) {
      output += text
      return true
    }
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as typeof process.stdout.write)
})
afterAll(() => write.mockRestore())

const lines = () =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the log of sign-in failures, a password reset, a claim and a webhook', () => {
  it('records each event and leaks no password, token, secret or full e-mail address', async () => {
    const { action: signup } = await import('~/routes/api/auth/signup')
    const { action: login } = await import('~/routes/api/auth/login')
    const { action: forgot } = await import('~/routes/api/auth/forgot-password')
    const { action: reset } = await import('~/routes/api/auth/reset-password')
    const { requestPasswordReset } = await import('~/services/password-reset.server')
    const { signPayload } = await import('~/server/payments/webhook.server')
    const { log } = await import('~/server/logger.server')

    const signedUp = await signup(
      routeArgs(jsonRequest('/api/auth/signup', 'POST', { email: EMAIL, password: PASSWORD, firstName: 'Sec', lastName: 'Ret', userType: 'startup' })),
    )
    expect(signedUp.status).toBe(201)
    const email = EMAIL.toLowerCase()
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await login(routeArgs(jsonRequest('/api/auth/login', 'POST', { email, password: WRONG_PASSWORD })))
      expect(refused.status).toBe(401)
    }
    expect((await forgot(routeArgs(jsonRequest('/api/auth/forgot-password', 'POST', { email })))).status).toBe(200)
    const link = await requestPasswordReset({ email })
    expect(link?.token).toBeTruthy()
    const resetDone = await reset(
      routeArgs(jsonRequest('/api/auth/reset-password', 'POST', { token: link!.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })),
    )
    expect(resetDone.status).toBeLessThan(300)
    const signedIn = await login(routeArgs(jsonRequest('/api/auth/login', 'POST', { email, password: NEW_PASSWORD })))
    expect(signedIn.status).toBe(200)
    const sessionCookie = signedIn.headers.get('Set-Cookie')!.split(';')[0]!.split('=')[1]!

    // A claim paid through hosted Checkout, confirmed by the webhook.
    const stripe = useFakeStripe(server)
    const claimer = await member()
    const { id: startupId } = await unclaimedStartup()
    const claim = await submitClaim(claimer.cookie, claimForm(startupId))
    expect(claim.body.checkoutUrl).toBeTruthy()
    const session = [...stripe.sessions.values()].at(-1)!
    const payload = checkoutCompletedEvent(session, claim.body.claimId!)
    const signature = signPayload(payload, process.env.STRIPE_WEBHOOK_SECRET!)
    expect((await postWebhook(payload, signature)).status).toBe(200)

    // A careless call: the redaction still holds.
    log('test').info({ password: PASSWORD, user: { email, token: link!.token }, authorization: `Bearer ${link!.token}` }, 'careless')

    const text = output
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      WRONG_PASSWORD,
      link!.token,
      sessionCookie,
      email,
      EMAIL,
      claimer.user.email,
      signature,
      process.env.STRIPE_SECRET_KEY!,
      process.env.STRIPE_WEBHOOK_SECRET!,
    ]) {
      expect(text).not.toContain(secret)
    }

    const messages = lines().map((line) => line.msg)
    expect(messages.filter((message) => message === 'sign-in failed')).toHaveLength(2)
    expect(messages).toEqual(expect.arrayContaining(['password reset requested', 'password reset done', 'signed in', 'stripe webhook event', 'careless']))
    expect(lines().find((line) => line.msg === 'sign-in failed')).toMatchObject({ area: 'auth', email: 's***@redaction-example.com' })
    expect(lines().find((line) => line.msg === 'careless')).toMatchObject({
      password: '[redacted]',
      authorization: '[redacted]',
      user: { email: 's***@redaction-example.com', token: '[redacted]' },
    })
  })
})
