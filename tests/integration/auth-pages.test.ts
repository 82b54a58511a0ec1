import { beforeEach, describe, expect, it } from 'vitest'
import { routeArgs } from '../support/factories'
import { resetRateLimits } from '../support/rate-limits'
import { action as signInAction, loader as signInLoader } from '~/routes/auth'
import { action as logoutAction } from '~/routes/logout'
import { action as signupPublicAction } from '~/routes/signup-public'
import { action as signupStartupAction } from '~/routes/signup-startup'
import { loader as userLoader } from '~/routes/api/auth/user'
import { cookiePair, formRequest, getRequest, settle } from '../support/http'

const ctx = (request: Request, clientIp = '203.0.113.7') => routeArgs(request, { clientIp })
let n = 0
const email = () => `page${++n}-${Date.now()}@example.com`

interface ActionResult {
  result: { status: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> }
}
async function payload(result: unknown): Promise<{ status: number; body: ActionResult }> {
  const value = result as { type: string; data: ActionResult; init: { status: number } | null }
  return { status: value.init?.status ?? 200, body: value.data }
}

const validSignup = (overrides: Record<string, string> = {}) => ({
  email: email(),
  password: 'password-123',
  confirmPassword: 'password-123',
  firstName: 'Aiko',
  lastName: 'Sato',
  ...overrides,
})

beforeEach(() => resetRateLimits())

describe('sign-up pages', () => {
  it('decides userType by page: /signup-startup → startup, /signup-public → public', async () => {
    for (const [route, expected] of [
      [signupStartupAction, 'startup'],
      [signupPublicAction, 'public'],
    ] as const) {
      const fields = validSignup({ userType: 'admin' })
      const response = await settle(() => route(ctx(formRequest('/signup', fields))))
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toBe('/')
      const me = await userLoader(ctx(getRequest('/api/auth/user', { Cookie: cookiePair(response) })))
      expect(((await me.json()) as { userType: string }).userType).toBe(expected)
    }
  })

  it('returns every validation message with the values kept and the passwords dropped', async () => {
    const result = await signupPublicAction(
      ctx(formRequest('/signup-public', { email: 'not-an-email', password: 'short', confirmPassword: 'other', firstName: '', lastName: '' })),
    )
    const { status, body } = await payload(result)
    expect(status).toBe(400)
    expect(body.result.error).toMatchObject({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    })
    expect(body.result.initialValue).toMatchObject({ email: 'not-an-email' })
    expect(body.result.initialValue).not.toHaveProperty('password')
    expect(body.result.initialValue).not.toHaveProperty('confirmPassword')
  })

  it("says Passwords don't match under confirmPassword", async () => {
    const { body } = await payload(
      await signupStartupAction(ctx(formRequest('/signup-startup', validSignup({ confirmPassword: 'different-1' })))),
    )
    expect(body.result.error?.confirmPassword).toEqual(["Passwords don't match"])
  })

  it('limits the sign-up pages per address too: the 11th attempt in a minute is 429 with the values kept', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const route = i % 2 ? signupStartupAction : signupPublicAction
      statuses.push((await payload(await route(ctx(formRequest('/signup', { email: 'nope' }), '198.51.100.77')))).status)
    }
    expect(statuses.every((status) => status === 400)).toBe(true)
    const { status, body } = await payload(
      await signupPublicAction(ctx(formRequest('/signup-public', validSignup({ email: 'late@example.com' })), '198.51.100.77')),
    )
    expect(status).toBe(429)
    expect(body.result.error?.['']).toEqual(['Too many sign-up attempts. Please wait a minute and try again.'])
    expect(body.result.initialValue).toMatchObject({ email: 'late@example.com' })
  })

  it('shows a taken e-mail under the e-mail field with 409', async () => {
    const fields = validSignup()
    await settle(() => signupPublicAction(ctx(formRequest('/signup-public', fields))))
    const { status, body } = await payload(await signupPublicAction(ctx(formRequest('/signup-public', fields))))
    expect(status).toBe(409)
    expect(body.result.error?.email?.[0]).toMatch(/already exists/)
  })
})

describe('/auth', () => {
  it('signs in and lands on a same-origin redirectTo; an off-site redirectTo lands on /', async () => {
    const fields = validSignup()
    await settle(() => signupPublicAction(ctx(formRequest('/signup-public', fields))))
    const kept = await settle(() =>
      signInAction(ctx(formRequest('/auth', { email: fields.email, password: fields.password, redirectTo: '/dashboard' }))),
    )
    expect(kept.headers.get('Location')).toBe('/dashboard')
    const evil = await settle(() =>
      signInAction(
        ctx(formRequest('/auth', { email: fields.email, password: fields.password, redirectTo: 'https://evil.example' })),
      ),
    )
    expect(evil.status).toBe(302)
    expect(evil.headers.get('Location')).toBe('/')
  })

  it('answers a wrong password with 401, the message under the password and the e-mail kept', async () => {
    const fields = validSignup()
    await settle(() => signupPublicAction(ctx(formRequest('/signup-public', fields))))
    const { status, body } = await payload(
      await signInAction(ctx(formRequest('/auth', { email: fields.email, password: 'wrong-password' }))),
    )
    expect(status).toBe(401)
    expect(body.result.error).toEqual({ password: ['Invalid email or password'] })
    expect(body.result.initialValue).toMatchObject({ email: fields.email })
    expect(body.result.initialValue).not.toHaveProperty('password')
  })

  it('shows the field messages for an empty form', async () => {
    const { status, body } = await payload(await signInAction(ctx(formRequest('/auth', { email: '', password: '' }))))
    expect(status).toBe(400)
    expect(body.result.error).toMatchObject({
      email: ['Please enter a valid email address'],
      password: ['Password is required'],
    })
  })

  it('answers the 11th failed attempt in a minute with 429 on the page too', async () => {
    let last = 0
    for (let i = 0; i < 11; i++) {
      const { status } = await payload(
        await signInAction(ctx(formRequest('/auth', { email: 'someone@example.com', password: 'wrong-password' }), '10.1.1.1')),
      )
      last = status
    }
    expect(last).toBe(429)
  })

  it('sends signed-in members away from the sign-in page', async () => {
    const response = await settle(() => signupPublicAction(ctx(formRequest('/signup-public', validSignup()))))
    const redirect = await settle(() => signInLoader(ctx(getRequest('/auth', { Cookie: cookiePair(response) }))))
    expect(redirect.headers.get('Location')).toBe('/')
  })
})

describe('/logout', () => {
  it('ends the session with a toast, and the old cookie no longer authenticates', async () => {
    const response = await settle(() => signupPublicAction(ctx(formRequest('/signup-public', validSignup()))))
    const cookie = cookiePair(response)
    const logout = await settle(() => logoutAction(ctx(formRequest('/logout', {}, { Cookie: cookie }))))
    expect(logout.headers.get('Location')).toBe('/')
    expect(logout.headers.getSetCookie().some((c) => c.startsWith('sa_toast='))).toBe(true)
    const me = await userLoader(ctx(getRequest('/api/auth/user', { Cookie: cookie })))
    expect(me.status).toBe(401)
  })
})
