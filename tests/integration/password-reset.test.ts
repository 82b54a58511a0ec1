import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { authTokens, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { hashSecretToken } from '~/server/secret-token.server'
import { PASSWORD_RESET_DONE, requestPasswordReset, RESET_REQUESTED } from '~/services/password-reset.server'
import { RESET_LINK_INVALID } from '~/schemas/auth'
import { action as forgotApi } from '~/routes/api/auth/forgot-password'
import { action as resetApi } from '~/routes/api/auth/reset-password'
import { action as loginApi } from '~/routes/api/auth/login'
import { loader as userLoader } from '~/routes/api/auth/user'
import { action as forgotPage, loader as forgotPageLoader } from '~/routes/forgot-password'
import { action as resetPage, loader as resetPageLoader } from '~/routes/reset-password'
import { createUser, routeArgs, signedInCookie } from '../support/factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { resetRateLimits } from '../support/rate-limits'

const OLD = 'old-password-1'
const NEW = 'new-password-2'
let ip = 0
const args = (request: Request, clientIp = `198.51.100.${(++ip % 250) + 1}`) => routeArgs(request, { clientIp })

beforeEach(() => resetRateLimits())

async function member() {
  return createUser({ password: OLD })
}

async function linkFor(email: string, now?: Date): Promise<string> {
  const link = await requestPasswordReset({ email }, now)
  if (!link) throw new Error(`no link for ${email}`)
  return link.token
}

async function tokenRows(userId: number) {
  const db = await getDb()
  return db.select().from(authTokens).where(eq(authTokens.userId, userId))
}

async function signIn(email: string, password: string): Promise<number> {
  const response = await loginApi(args(jsonRequest('/api/auth/login', 'POST', { email, password })))
  return response.status
}

interface PageData<T = Record<string, unknown>> {
  type: string
  data: T
  init: { status?: number; headers?: HeadersInit } | null
}
const pageData = <T,>(value: unknown) => value as PageData<T>

describe('POST /api/auth/forgot-password', () => {
  it('answers the same status and body for an address with an account and one without; only the account gets a link', async () => {
    const known = await member()
    const answers = await Promise.all(
      [known.email, 'nobody-here@example.com'].map(async (email) => {
        const response = await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', { email })))
        return { status: response.status, body: await response.text(), cache: response.headers.get('Cache-Control') }
      }),
    )
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]!.status).toBe(200)
    expect(JSON.parse(answers[0]!.body)).toEqual({ message: RESET_REQUESTED })
    const rows = await tokenRows(known.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ purpose: 'password-reset', email: known.email, usedAt: null })
    // Stored hashed: 64 hex characters, one hour ahead.
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()
    expect(ttl).toBe(60 * 60 * 1000)
  })

  it('spends the same time on the request for a known and an unknown address (the e-mail leaves through the outbox)', async () => {
    const known = await member()
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
    for (let round = 0; round < 3; round++) {
      for (const [kind, email] of [
        ['known', known.email],
        ['unknown', `unknown-${round}@example.com`],
      ] as const) {
        await resetRateLimits()
        const started = performance.now()
        const response = await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', { email })))
        timings[kind].push(performance.now() - started)
        expect(response.status).toBe(200)
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    // No password hashing, no network on this path: both are a few statements; a send or a hash would show as
    // tens of milliseconds.
    expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(25)
  })

  it('sends at most 3 links an hour to one address, and answers the same past that', async () => {
    const known = await member()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', { email: known.email })))).status).toBe(200)
    }
    const [third] = await tokenRows(known.id)
    const fourth = await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', { email: known.email })))
    expect(fourth.status).toBe(200)
    expect(await fourth.json()).toEqual({ message: RESET_REQUESTED })
    expect((await tokenRows(known.id))[0]!.tokenHash).toBe(third!.tokenHash)
  })

  it('limits one client address to AUTH_RATE_LIMIT requests a quarter hour (429 with Retry-After), valid or not', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const body = attempt % 2 ? { email: 'not-an-email' } : { email: `someone-${attempt}@example.com` }
      const response = await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', body), '203.0.113.90'))
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(statuses.slice(0, 10).every((status) => status === 200 || status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('answers 400 with the field message for an invalid address', async () => {
    const response = await forgotApi(args(jsonRequest('/api/auth/forgot-password', 'POST', { email: 'nope' })))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ errors: { email: ['Please enter a valid email address'] } })
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, verifies the address and ends every session of the account', async () => {
    const account = await member()
    const session = await signedInCookie(account)
    const token = await linkFor(account.email)
    const response = await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token, password: NEW })))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: PASSWORD_RESET_DONE })
    expect(await signIn(account.email, OLD)).toBe(401)
    expect(await signIn(account.email, NEW)).toBe(200)
    expect((await userLoader(args(getRequest('/api/auth/user', { Cookie: session })))).status).toBe(401)
    const db = await getDb()
    const [row] = await db.select({ verified: users.isEmailVerified }).from(users).where(eq(users.id, account.id))
    expect(row!.verified).toBe(true)

    const again = await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token, password: 'third-password-3' })))
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ message: RESET_LINK_INVALID })
    expect(await signIn(account.email, NEW)).toBe(200)
  })

  it('keeps the session that makes the reset and ends the others', async () => {
    const account = await member()
    const mine = await signedInCookie(account)
    const other = await signedInCookie(account)
    const token = await linkFor(account.email)
    const response = await resetApi(
      args(jsonRequest('/api/auth/reset-password', 'POST', { token, password: NEW }, { Cookie: mine })),
    )
    expect(response.status).toBe(200)
    expect((await userLoader(args(getRequest('/api/auth/user', { Cookie: mine })))).status).toBe(200)
    expect((await userLoader(args(getRequest('/api/auth/user', { Cookie: other })))).status).toBe(401)
  })

  it('refuses an expired link, an earlier link replaced by a newer one, and a link sent before the address changed', async () => {
    const account = await member()
    const expired = await linkFor(account.email, new Date(Date.now() - 61 * 60 * 1000))
    const reset = (token: string) => resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token, password: NEW })))
    expect((await reset(expired)).status).toBe(400)

    const first = await linkFor(account.email)
    const second = await linkFor(account.email)
    expect((await reset(first)).status).toBe(400)

    const db = await getDb()
    await db.update(users).set({ email: `moved-${account.email}` }).where(eq(users.id, account.id))
    expect((await reset(second)).status).toBe(400)
    expect(await signIn(`moved-${account.email}`, OLD)).toBe(200)
  })

  it('lets exactly one of two parallel resets with one link through', async () => {
    const account = await member()
    const token = await linkFor(account.email)
    const statuses = await Promise.all(
      ['parallel-one-1', 'parallel-two-2'].map(async (password) =>
        (await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token, password })))).status,
      ),
    )
    expect(statuses.sort()).toEqual([200, 400])
  })

  it('answers 400 with field messages for a short password or a missing token, and for a malformed token', async () => {
    const short = await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token: 'x', password: 'short' })))
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ errors: { password: ['Password must be at least 8 characters'] } })
    const missing = await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { password: NEW })))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: { token: [RESET_LINK_INVALID] } })
    const malformed = await resetApi(args(jsonRequest('/api/auth/reset-password', 'POST', { token: 'a'.repeat(43), password: NEW })))
    expect(malformed.status).toBe(400)
    expect(hashSecretToken('a'.repeat(43))).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('/forgot-password and /reset-password (the pages, without JavaScript)', () => {
  it('shows the same confirmation for a known and an unknown address, with the address kept', async () => {
    const known = await member()
    const results = await Promise.all(
      [known.email, 'nobody-page@example.com'].map(async (email) =>
        pageData<{ sent: string; result: { initialValue: Record<string, string> } }>(
          await forgotPage(args(formRequest('/forgot-password', { email }))),
        ),
      ),
    )
    for (const [index, result] of results.entries()) {
      expect(result.data.sent).toBe(RESET_REQUESTED)
      expect(result.data.result.initialValue.email).toBe(index === 0 ? known.email : 'nobody-page@example.com')
    }
    expect(await tokenRows(known.id)).toHaveLength(1)
  })

  it('answers 400 with the message and the value kept for an invalid address', async () => {
    const result = pageData<{ sent: null; result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await forgotPage(args(formRequest('/forgot-password', { email: 'not-valid' }))),
    )
    expect(result.init?.status).toBe(400)
    expect(result.data.result.error.email).toEqual(['Please enter a valid email address'])
    expect(result.data.result.initialValue.email).toBe('not-valid')
  })

  it('sends a signed-in member away from /forgot-password', async () => {
    const account = await member()
    const cookie = await signedInCookie(account)
    const response = await settle(() => forgotPageLoader(args(getRequest('/forgot-password', { Cookie: cookie }))))
    expect(response.status).toBe(302)
  })

  it('shows the form for a live link, privately and with no referrer for other sites, and the way to a new link otherwise', async () => {
    const account = await member()
    const token = await linkFor(account.email)
    const live = pageData<{ live: boolean; token: string }>(
      await resetPageLoader(args(getRequest(`/reset-password?token=${token}`))),
    )
    expect(live.data).toEqual({ live: true, token })
    const headers = new Headers(live.init?.headers)
    expect(headers.get('Cache-Control')).toBe('private, no-store')
    expect(headers.get('Referrer-Policy')).toBe('same-origin')
    const dead = pageData<{ live: boolean }>(await resetPageLoader(args(getRequest('/reset-password?token=nope'))))
    expect(dead.data.live).toBe(false)
  })

  it('resets through the form and sends the member to sign in; a mismatch is a 400 with the passwords dropped', async () => {
    const account = await member()
    const token = await linkFor(account.email)
    const mismatch = pageData<{ result: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(
      await resetPage(args(formRequest('/reset-password', { token, password: NEW, confirmPassword: 'different-1' }))),
    )
    expect(mismatch.init?.status).toBe(400)
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords don't match"])
    expect(mismatch.data.result.initialValue.password).toBeUndefined()

    const done = await settle(() => resetPage(args(formRequest('/reset-password', { token, password: NEW, confirmPassword: NEW }))))
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/auth')
    expect(cookiePair(done, 'sa_toast')).toBeTruthy()
    expect(await signIn(account.email, NEW)).toBe(200)

    const reused = pageData<{ result: { error: Record<string, string[]> } }>(
      await resetPage(args(formRequest('/reset-password', { token, password: NEW, confirmPassword: NEW }))),
    )
    expect(reused.init?.status).toBe(400)
    expect(reused.data.result.error['']).toEqual([RESET_LINK_INVALID])
  })
})
