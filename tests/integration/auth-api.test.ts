import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import { routeArgs } from '../support/factories'
import { resetRateLimits } from '../support/rate-limits'
import { action as loginAction } from '~/routes/api/auth/login'
import { action as logoutAction } from '~/routes/api/auth/logout'
import { action as passwordAction } from '~/routes/api/auth/password'
import { action as profileAction } from '~/routes/api/auth/profile'
import { action as signupAction } from '~/routes/api/auth/signup'
import { loader as userLoader } from '~/routes/api/auth/user'
import { loader as apiLoginLoader } from '~/routes/api/login'
import { cookiePair, getRequest, jsonRequest } from '../support/http'

// Route args differ per module only in their generated types; every handler here reads request and context alone.
const args = (request: Request, clientIp = '203.0.113.1') => routeArgs(request, { clientIp })

let counter = 0
const uniqueEmail = () => `member${++counter}-${Date.now()}@example.com`

async function signup(overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail(), password: 'password-123', firstName: 'Mei', lastName: 'Tan', userType: 'startup', ...overrides }
  const response = await signupAction(args(jsonRequest('/api/auth/signup', 'POST', body), `198.51.100.${++counter}`))
  return { response, body }
}

async function currentUser(cookie?: string, headers: Record<string, string> = {}) {
  return userLoader(args(getRequest('/api/auth/user', { ...(cookie ? { Cookie: cookie } : {}), ...headers })))
}

beforeEach(() => resetRateLimits())

describe('POST /api/auth/signup', () => {
  it('creates the account, signs it in and answers 201 { user } without the password hash', async () => {
    const { response, body } = await signup()
    expect(response.status).toBe(201)
    const { user } = (await response.json()) as { user: Record<string, unknown> }
    expect(user).toMatchObject({ email: body.email, firstName: 'Mei', lastName: 'Tan', userType: 'startup', isEmailVerified: false })
    expect(Object.keys(user).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'profileImageUrl', 'userType'].sort(),
    )
    const me = await currentUser(cookiePair(response))
    expect(me.status).toBe(200)
    expect(((await me.json()) as { email: string }).email).toBe(body.email)
  })

  it('answers 409 for a taken e-mail (case-insensitively)', async () => {
    const { body } = await signup()
    const again = await signup({ email: body.email.toUpperCase() })
    expect(again.response.status).toBe(409)
    expect(await again.response.json()).toMatchObject({ message: expect.stringMatching(/already exists/) })
  })

  it('answers 400 with every field message', async () => {
    const response = await signupAction(
      args(jsonRequest('/api/auth/signup', 'POST', { email: 'nope', password: 'short', firstName: ' ', lastName: '' })),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(body.errors.email).toEqual(['Please enter a valid email address'])
    expect(body.errors.password).toEqual(['Password must be at least 8 characters'])
    expect(body.errors.firstName).toEqual(['First name is required'])
    expect(body.errors.lastName).toEqual(['Last name is required'])
  })

  it('refuses to create admins', async () => {
    const { response } = await signup({ userType: 'admin' })
    expect(response.status).toBe(400)
  })

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await signupAction(args(jsonRequest('/api/auth/signup', 'POST', '{"email":')))
    expect(response.status).toBe(400)
  })

  it('limits sign-ups per IP: the 11th within a minute gets 429', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await signupAction(
        args(jsonRequest('/api/auth/signup', 'POST', { email: 'bad' }), '192.0.2.99'),
      )
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('POST /api/auth/login', () => {
  it('answers { user } with a fresh HttpOnly, SameSite=Lax session cookie', async () => {
    const { body } = await signup()
    const response = await loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password })))
    expect(response.status).toBe(200)
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(body.email)
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='))!
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Lax/i)
    expect(header).not.toMatch(/Secure/i)
  })

  it('marks the cookie Secure over https', async () => {
    const { body } = await signup()
    const request = new Request('https://startup.asia/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: body.email, password: body.password }),
    })
    const response = await loginAction(args(request))
    expect(response.headers.getSetCookie().find((c) => c.startsWith('__session='))).toMatch(/Secure/)
  })

  it('issues a new session id on every sign-in and the old one stops working', async () => {
    const { response: signupResponse, body } = await signup()
    const first = cookiePair(signupResponse)
    const login = await loginAction(
      args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password }, { Cookie: first })),
    )
    const second = cookiePair(login)
    expect(second).not.toBe(first)
    expect((await currentUser(first)).status).toBe(401)
    expect((await currentUser(second)).status).toBe(200)
  })

  it('answers 401 "Invalid email or password" for a wrong password or an unknown e-mail', async () => {
    const { body } = await signup()
    for (const credentials of [
      { email: body.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever-123' },
    ]) {
      const response = await loginAction(args(jsonRequest('/api/auth/login', 'POST', credentials)))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid email or password' })
    }
  })

  it('answers 400 with the field messages', async () => {
    const response = await loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: 'x', password: '' })))
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(body.errors.email).toEqual(['Please enter a valid email address'])
    expect(body.errors.password).toEqual(['Password is required'])
  })

  it('limits guessing at one account from many addresses, but never locks the owner out of their own browser', async () => {
    const { body, response } = await signup()
    const ownersBrowser = cookiePair(response, 'sa_device')
    // A stranger has already spent the account's allowance for browsers it never signed in on (5 × the limit)…
    for (let i = 0; i < 49; i++) {
      await consume({ key: `signin-account:${body.email}`, max: 50, windowMs: 15 * 60_000 })
    }
    const last = await loginAction(
      args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: 'wrong-password' }), '10.0.0.50'),
    )
    expect(last.status).toBe(401)
    // …so further guesses from anywhere new are refused before any password is checked, the right one included…
    const blocked = await loginAction(
      args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password }), '10.0.1.1'),
    )
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many sign-in attempts/)
    // …while the owner, from the browser they signed up on, still signs in.
    const owner = await loginAction(
      args(
        jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password }, { Cookie: ownersBrowser }),
        '10.0.1.2',
      ),
    )
    expect(owner.status).toBe(200)
  })

  it('counts attempts before checking the password: 40 parallel wrong passwords from one IP get at most the limit of 401s', async () => {
    const { body } = await signup()
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: 'wrong-password' }), '10.7.7.7')),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30)
  })

  it('does not hold a successful sign-in against the address', async () => {
    const { body } = await signup()
    for (let i = 0; i < 12; i++) {
      const response = await loginAction(
        args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password }), '10.8.8.8'),
      )
      expect(response.status).toBe(200)
    }
  })

  it('limits failed sign-ins per IP across accounts', async () => {
    for (let i = 0; i < 10; i++) {
      await loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: `x${i}@example.com`, password: 'wrong-pass' }), '10.9.9.9'))
    }
    const blocked = await loginAction(
      args(jsonRequest('/api/auth/login', 'POST', { email: 'y@example.com', password: 'wrong-pass' }), '10.9.9.9'),
    )
    expect(blocked.status).toBe(429)
  })
})

describe('GET /api/auth/user', () => {
  it('answers 401 without a session, and X-User-ID alone proves nothing', async () => {
    const { response } = await signup()
    const { user } = (await response.json()) as { user: { id: number } }
    expect((await currentUser()).status).toBe(401)
    const spoofed = await currentUser(undefined, { 'X-User-ID': String(user.id) })
    expect(spoofed.status).toBe(401)
    expect(await spoofed.json()).toEqual({ message: 'Unauthorized' })
  })

  it('ignores X-User-ID naming someone else when a session is present', async () => {
    const a = await signup()
    const b = await signup()
    const { user: userB } = (await b.response.json()) as { user: { id: number } }
    const me = await currentUser(cookiePair(a.response), { 'X-User-ID': String(userB.id) })
    expect(((await me.json()) as { email: string }).email).toBe(a.body.email)
  })

  it('rejects a forged or tampered cookie', async () => {
    const { response } = await signup()
    const pair = cookiePair(response)
    expect((await currentUser(pair.slice(0, -3) + 'abc')).status).toBe(401)
    expect((await currentUser('__session=forged')).status).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('deletes the session row, expires the cookies, and the old cookie no longer authenticates', async () => {
    const { response } = await signup()
    const cookie = cookiePair(response)
    const db = await getDb()
    const before = (await db.select().from(sessions)).length
    const logout = await logoutAction(args(jsonRequest('/api/auth/logout', 'POST', undefined, { Cookie: cookie })))
    expect(logout.status).toBe(200)
    const cleared = logout.headers.getSetCookie()
    for (const name of ['__session', 'user_id', 'session_auth', 'connect.sid']) {
      expect(cleared.find((c) => c.startsWith(`${name}=`))).toMatch(/Expires=Thu, 01 Jan 1970/)
    }
    expect((await db.select().from(sessions)).length).toBe(before - 1)
    expect((await currentUser(cookie)).status).toBe(401)
  })
})

describe('PATCH /api/auth/profile', () => {
  it('updates the names at once; a new e-mail is pending until its link is opened', async () => {
    const { response } = await signup()
    const cookie = cookiePair(response)
    const email = uniqueEmail()
    const patch = await profileAction(
      args(jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'Wei', lastName: 'Lim', email }, { Cookie: cookie })),
    )
    expect(patch.status).toBe(200)
    const body = (await patch.json()) as { user: { email: string }; pendingEmail: string | null }
    expect(body.user).toMatchObject({ firstName: 'Wei', lastName: 'Lim' })
    expect(body.user.email).not.toBe(email)
    expect(body.pendingEmail).toBe(email)
  })

  it('answers 400 with the 001 §5 messages, 409 for a taken e-mail, 401 when signed out', async () => {
    const a = await signup()
    const b = await signup()
    const cookie = cookiePair(a.response)
    const invalid = await profileAction(
      args(jsonRequest('/api/auth/profile', 'PATCH', { firstName: '', lastName: '', email: 'bad' }, { Cookie: cookie })),
    )
    expect(invalid.status).toBe(400)
    expect(((await invalid.json()) as { errors: unknown }).errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email'],
    })
    const taken = await profileAction(
      args(jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'A', lastName: 'B', email: b.body.email }, { Cookie: cookie })),
    )
    expect(taken.status).toBe(409)
    const anonymous = await profileAction(
      args(jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'A', lastName: 'B', email: 'a@b.co' })),
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('PATCH /api/auth/password', () => {
  it('changes the password when the current one matches and ends the other sessions', async () => {
    const { response, body } = await signup()
    const mine = cookiePair(response)
    const other = cookiePair(
      await loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: body.password }))),
    )
    const change = await passwordAction(
      args(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: body.password, newPassword: 'new-password-456' }, { Cookie: mine })),
    )
    expect(change.status).toBe(200)
    expect((await currentUser(mine)).status).toBe(200)
    expect((await currentUser(other)).status).toBe(401)
    const relogin = await loginAction(args(jsonRequest('/api/auth/login', 'POST', { email: body.email, password: 'new-password-456' })))
    expect(relogin.status).toBe(200)
  })

  it('answers 400 for a wrong current password or a short new one, 401 when signed out', async () => {
    const { response } = await signup()
    const cookie = cookiePair(response)
    const wrong = await passwordAction(
      args(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: 'nope-nope', newPassword: 'new-password-456' }, { Cookie: cookie })),
    )
    expect(wrong.status).toBe(400)
    const short = await passwordAction(
      args(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: '', newPassword: 'short' }, { Cookie: cookie })),
    )
    expect(short.status).toBe(400)
    expect(((await short.json()) as { errors: unknown }).errors).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password must be at least 8 characters'],
    })
    const anonymous = await passwordAction(
      args(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: 'x', newPassword: 'new-password-456' })),
    )
    expect(anonymous.status).toBe(401)
  })
  it('limits password-change attempts per account, counted before the current password is checked', async () => {
    const { response } = await signup()
    const cookie = cookiePair(response)
    const attempt = () =>
      passwordAction(
        args(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: 'not-my-password', newPassword: 'new-password-456' }, { Cookie: cookie })),
      )
    const statuses = (await Promise.all(Array.from({ length: 14 }, attempt))).map((answer) => answer.status)
    expect(statuses.filter((status) => status === 400)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(4)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many password change attempts/)
  })
})

describe('GET /api/login', () => {
  it('redirects to /auth, keeping only a same-origin redirectTo', async () => {
    const plain = await apiLoginLoader(args(getRequest('/api/login')))
    expect(plain.headers.get('Location')).toBe('/auth')
    const kept = await apiLoginLoader(args(getRequest('/api/login?redirectTo=/dashboard')))
    expect(kept.headers.get('Location')).toBe('/auth?redirectTo=%2Fdashboard')
    const evil = await apiLoginLoader(args(getRequest('/api/login?redirectTo=https://evil.example')))
    expect(evil.headers.get('Location')).toBe('/auth')
  })
})

describe('users table', () => {
  it('stores a scrypt hash, never the password', async () => {
    const { body } = await signup()
    const db = await getDb()
    const [row] = await db.select().from(users).where(eq(users.email, body.email))
    expect(row?.password).toMatch(/^scrypt\$/)
    expect(row?.password).not.toContain(body.password)
  })
})
