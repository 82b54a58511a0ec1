import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { authTokens, users } from '../../db/schema'
import { getDatabase, getDb } from '~/server/db.server'
import { EMAIL_TAKEN } from '~/models/users.server'
import { VERIFY_LINK_INVALID } from '~/schemas/auth'
import {
  ALREADY_VERIFIED,
  issueVerificationLink,
  TOO_MANY_VERIFICATION_EMAILS,
  VERIFY_LINK_TTL_MS,
} from '~/services/email-verification.server'
import { action as signupApi } from '~/routes/api/auth/signup'
import { action as profileApi } from '~/routes/api/auth/profile'
import { action as loginApi } from '~/routes/api/auth/login'
import { action as verifyApi } from '~/routes/api/auth/verify-email'
import { action as resendApi } from '~/routes/api/auth/verify-email-resend'
import { action as verifyPageAction, loader as verifyPage } from '~/routes/verify-email'
import { createUser, routeArgs, signedInCookie } from '../support/factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { resetRateLimits } from '../support/rate-limits'

let ip = 0
const args = (request: Request) => routeArgs(request, { clientIp: `192.0.2.${(++ip % 250) + 1}` })
const PASSWORD = 'password-123'

beforeEach(() => resetRateLimits())

async function linkFor(userId: number, email: string, now?: Date): Promise<string> {
  const database = await getDatabase()
  return (await database.transaction((tx) => issueVerificationLink(tx, userId, email, now))).token
}

async function account(userId: number) {
  const db = await getDb()
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row!
}

interface PageData<T> {
  data: T
  init: { status?: number; headers?: HeadersInit } | null
}
const pageData = <T,>(value: unknown) => value as PageData<T>

describe('sign-up', () => {
  it('writes a verification link for the new address with the account, good for three days', async () => {
    const email = `verify-${Date.now()}@example.com`
    const response = await signupApi(
      args(jsonRequest('/api/auth/signup', 'POST', { email, password: PASSWORD, firstName: 'Mei', lastName: 'Tan', userType: 'public' })),
    )
    expect(response.status).toBe(201)
    const { user } = (await response.json()) as { user: { id: number; isEmailVerified: boolean } }
    expect(user.isEmailVerified).toBe(false)
    const db = await getDb()
    const rows = await db.select().from(authTokens).where(eq(authTokens.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ purpose: 'email-verification', email, usedAt: null })
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(VERIFY_LINK_TTL_MS)
  })
})

describe('/verify-email?token=… (the link in the e-mail)', () => {
  it('verifies the address once and moves on: to /profile when signed in here, else to sign in', async () => {
    const member = await createUser()
    const token = await linkFor(member.id, member.email)
    const cookie = await signedInCookie(member)
    const done = await settle(() => verifyPage(args(getRequest(`/verify-email?token=${token}`, { Cookie: cookie }))))
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/profile')
    expect(cookiePair(done, 'sa_toast')).toBeTruthy()
    expect((await account(member.id)).isEmailVerified).toBe(true)

    const again = pageData<{ error: string; canResend: boolean }>(await verifyPage(args(getRequest(`/verify-email?token=${token}`))))
    expect(again.init?.status).toBe(400)
    expect(again.data).toEqual({ error: VERIFY_LINK_INVALID, canResend: false })
    expect(new Headers(again.init?.headers).get('Referrer-Policy')).toBe('same-origin')

    const other = await createUser()
    const otherToken = await linkFor(other.id, other.email)
    const signedOut = await settle(() => verifyPage(args(getRequest(`/verify-email?token=${otherToken}`))))
    expect(signedOut.headers.get('Location')).toBe('/auth')
  })

  it('offers a new link to a signed-in member whose link has expired', async () => {
    const member = await createUser()
    const token = await linkFor(member.id, member.email, new Date(Date.now() - VERIFY_LINK_TTL_MS - 1000))
    const cookie = await signedInCookie(member)
    const page = pageData<{ error: string; canResend: boolean }>(
      await verifyPage(args(getRequest(`/verify-email?token=${token}`, { Cookie: cookie }))),
    )
    expect(page.data).toEqual({ error: VERIFY_LINK_INVALID, canResend: true })
    expect((await account(member.id)).isEmailVerified).toBe(false)
  })
})

describe('changing the e-mail on the profile', () => {
  it('keeps the old address until the new one opens its link, then replaces it, verified', async () => {
    const member = await createUser({ password: PASSWORD })
    const cookie = await signedInCookie(member)
    const next = `moved-${member.id}-${Date.now()}@example.com`
    const patch = await profileApi(
      args(jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'Mei', lastName: 'Tan', email: next }, { Cookie: cookie })),
    )
    expect(patch.status).toBe(200)
    expect(((await patch.json()) as { pendingEmail: string }).pendingEmail).toBe(next)
    expect((await account(member.id)).email).toBe(member.email)

    const db = await getDb()
    const [row] = await db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, member.id), eq(authTokens.purpose, 'email-verification')))
    expect(row!.email).toBe(next)
    // The test cannot read the e-mailed token back from its hash: it issues the same kind of link for the address.
    const token = await linkFor(member.id, next)
    const verified = await verifyApi(args(jsonRequest('/api/auth/verify-email', 'POST', { token })))
    expect(verified.status).toBe(200)
    expect(await verified.json()).toEqual({ email: next })
    expect(await account(member.id)).toMatchObject({ email: next, isEmailVerified: true })
    const signIn = (email: string) => loginApi(args(jsonRequest('/api/auth/login', 'POST', { email, password: PASSWORD })))
    expect((await signIn(next)).status).toBe(200)
    expect((await signIn(member.email)).status).toBe(401)
  })

  it('answers 409 when the new address was taken meanwhile, and leaves the account as it was', async () => {
    const member = await createUser()
    const next = `contested-${member.id}-${Date.now()}@example.com`
    const token = await linkFor(member.id, next)
    await createUser({ email: next })
    const response = await verifyApi(args(jsonRequest('/api/auth/verify-email', 'POST', { token })))
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ message: EMAIL_TAKEN })
    expect((await account(member.id)).email).toBe(member.email)
  })

  it('answers 400 for a missing or dead token', async () => {
    const missing = await verifyApi(args(jsonRequest('/api/auth/verify-email', 'POST', {})))
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ errors: { token: [VERIFY_LINK_INVALID] } })
    const dead = await verifyApi(args(jsonRequest('/api/auth/verify-email', 'POST', { token: 'B'.repeat(43) })))
    expect(dead.status).toBe(400)
    expect(await dead.json()).toMatchObject({ message: VERIFY_LINK_INVALID })
  })
})

describe('sending the link again', () => {
  it('POST /api/auth/verify-email/resend: 3 an hour per member (then 429), 400 once verified, 401 signed out', async () => {
    const member = await createUser()
    const cookie = await signedInCookie(member)
    const resend = (headers: Record<string, string> = { Cookie: cookie }) =>
      resendApi(args(jsonRequest('/api/auth/verify-email/resend', 'POST', {}, headers)))
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await resend()
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: `We sent a new verification link to ${member.email}.` })
    }
    const fourth = await resend()
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toMatchObject({ message: TOO_MANY_VERIFICATION_EMAILS })
    expect((await resend({})).status).toBe(401)

    const verified = await createUser()
    await (await getDb()).update(users).set({ isEmailVerified: true }).where(eq(users.id, verified.id))
    const already = await resend({ Cookie: await signedInCookie(verified) })
    expect(already.status).toBe(400)
    expect(await already.json()).toMatchObject({ message: ALREADY_VERIFIED })
  })

  it("the banner's form post (/verify-email): sent to a signed-in member; a visitor is sent to sign in", async () => {
    const member = await createUser()
    const cookie = await signedInCookie(member)
    const sent = pageData<{ sent: string }>(
      await verifyPageAction(args(formRequest('/verify-email', {}, { Cookie: cookie }))),
    )
    expect(sent.data).toMatchObject({ sent: `We sent a new verification link to ${member.email}.` })
    const visitor = await settle(() => verifyPageAction(args(formRequest('/verify-email', {}))))
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth/)
  })
})
