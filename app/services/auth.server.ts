import type { Submission } from '@conform-to/react'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { changePassword, createUser, toPublicUser, verifyLogin } from '~/models/users.server'
import { loginSchema, type ChangePasswordInput, type LoginInput, type SignupInput } from '~/schemas/auth'
import { getEnv } from '~/server/env.server'
import { detectLanguage } from '~/server/i18n.server'
import { DomainError, tooManyRequests } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import {
  consume,
  release,
  TOO_MANY_PASSWORD_CHANGES,
  TOO_MANY_SIGN_INS,
  TOO_MANY_SIGN_UPS,
} from '~/server/rate-limit.server'
import { endOtherSessions, getSession, readSessionUser, startUserSession } from '~/server/session.server'
import { isTrustedDevice, trustDevice } from '~/server/trusted-device.server'
import type { PublicUser } from '~/shared/user'
import { notify } from '~/models/notifications.server'
import { issueVerificationLink, verifyEmailPath } from './email-verification.server'
import { log, maskEmail } from '~/server/logger.server'

const userCache = new WeakMap<Request, Promise<PublicUser | null>>()

/** The signed-in user from the session cookie, or null. Identity never comes from headers such as X-User-ID. */
export function getUser(request: Request): Promise<PublicUser | null> {
  let pending = userCache.get(request)
  if (!pending) {
    pending = readSessionUser(request).then((user) => (user ? toPublicUser(user) : null))
    userCache.set(request, pending)
  }
  return pending
}

// ── Attempt limits (docs/decisions/0017-rate-limits.md) ──────────────────────────────────────────────────────────
// Every limit is counted *before* the password is checked, in one atomic statement, so parallel attempts cannot all
// slip under it and the scrypt work an attacker can cause is bounded.

const MINUTE = 60_000
/** Failed sign-ins an account takes from browsers it has never signed in on, across all addresses, per window. */
const ACCOUNT_WINDOW_MS = 15 * MINUTE
const ACCOUNT_ATTEMPTS_PER_LIMIT = 5

const signInIpLimit = (clientIp: string) => ({
  key: `signin-ip:${clientIp}`,
  max: getEnv().AUTH_RATE_LIMIT,
  windowMs: MINUTE,
})

async function enforce(limit: { key: string; max: number; windowMs: number }, message: string): Promise<void> {
  const result = await consume(limit)
  if (!result.allowed) {
    log('auth').warn({ limit: limit.key.split(':')[0] }, 'rate limit reached')
    throw tooManyRequests(message, result.retryAfter)
  }
}

/**
 * Counts a sign-in attempt for the client address (valid or not) and refuses it with 429 once the address has used
 * its AUTH_RATE_LIMIT attempts for the minute. Both doors call it before validating, as for sign-ups: these requests
 * are not counted by the edge's mutation limit (app/server/http-policy.ts OWN_LIMIT_PATHS), so this count is their only one.
 */
export async function guardSignInRate(clientIp: string): Promise<void> {
  await enforce(signInIpLimit(clientIp), TOO_MANY_SIGN_INS)
}

/**
 * The one check of e-mail and password, for the /auth page (through remix-auth's FormStrategy) and for
 * POST /api/auth/login, with the already parsed input, once `guardSignInRate` has counted the attempt. Limits:
 * AUTH_RATE_LIMIT attempts a minute per address (a successful one is handed back), and, for browsers the account has
 * never signed in on, a wider account-wide limit — so guessing from many addresses is bounded, yet a stranger cannot
 * lock the owner out of their own browser.
 */
export async function verifyCredentials(
  input: Pick<LoginInput, 'email' | 'password'>,
  { clientIp, request }: { clientIp: string; request: Request },
): Promise<PublicUser> {
  const ipLimit = signInIpLimit(clientIp)
  if (!(await isTrustedDevice(request, input.email))) {
    await enforce(
      {
        key: `signin-account:${input.email}`,
        max: ACCOUNT_ATTEMPTS_PER_LIMIT * getEnv().AUTH_RATE_LIMIT,
        windowMs: ACCOUNT_WINDOW_MS,
      },
      TOO_MANY_SIGN_INS,
    )
  }
  let user: PublicUser
  try {
    user = await verifyLogin(input.email, input.password)
  } catch (error) {
    log('auth').warn({ email: maskEmail(input.email), clientIp }, 'sign-in failed')
    throw error
  }
  await release(ipLimit.key)
  log('auth').info({ userId: user.id }, 'signed in')
  return user
}

/** A new session for the user, and the note that this browser is one they sign in on. */
export async function startSignedInSession(request: Request, user: PublicUser): Promise<Headers> {
  const headers = new Headers()
  headers.append('Set-Cookie', await startUserSession(request, user.id))
  headers.append('Set-Cookie', await trustDevice(request, user.email))
  return headers
}

/** Why a sign-in from the /auth form did not go through: the submission (values kept) and what to say. */
export class SignInRefused extends Error {
  constructor(
    readonly submission: Submission<LoginInput>,
    readonly status: number,
    readonly formError?: string,
    readonly retryAfter?: number,
  ) {
    super(formError ?? 'Invalid sign-in form')
    this.name = 'SignInRefused'
  }
}

/**
 * The /auth page's sign-in: remix-auth's FormStrategy reads the form, Conform parses it once, verifyCredentials
 * checks it. Resolves with the user and the session headers; rejects with SignInRefused for anything the member
 * should be told.
 */
export async function signInWithForm(
  request: Request,
  clientIp: string,
): Promise<{ user: PublicUser; redirectTo?: string; headers: Headers }> {
  const authenticator = new Authenticator<{ user: PublicUser; redirectTo?: string }>().use(
    new FormStrategy(async ({ form, request: formRequest }) => {
      const submission = parseSubmission(form, loginSchema)
      try {
        await guardSignInRate(clientIp)
        if (submission.status !== 'success') throw new SignInRefused(submission, 400)
        const user = await verifyCredentials(submission.value, { clientIp, request: formRequest })
        return { user, redirectTo: submission.value.redirectTo }
      } catch (error) {
        if (error instanceof DomainError) {
          throw new SignInRefused(submission, error.status, error.message, error.retryAfter)
        }
        throw error
      }
    }),
    'password',
  )
  const { user, redirectTo } = await authenticator.authenticate('password', request)
  return { user, redirectTo, headers: await startSignedInSession(request, user) }
}

/**
 * Counts a sign-up attempt for the client IP (valid or not) and refuses it with 429 once the IP has used its
 * attempts for the minute. Both doors call it before validating, so malformed floods are limited too.
 */
export async function guardSignupRate(clientIp: string): Promise<void> {
  await enforce({ key: `signup-ip:${clientIp}`, max: getEnv().AUTH_RATE_LIMIT, windowMs: MINUTE }, TOO_MANY_SIGN_UPS)
}

/** Creates the account with its verification link and signs it in. */
export async function signUp(request: Request, input: SignupInput): Promise<{ user: PublicUser; headers: Headers }> {
  // The member's language for e-mail: the one this request is in (?lng, the selector's cookie, Accept-Language).
  const language = await detectLanguage(request)
  const user = await createUser({ ...input, language }, async (tx, created) => {
    const link = await issueVerificationLink(tx, created.id, created.email)
    await notify(tx, {
      userId: created.id,
      kind: 'welcome',
      data: { name: created.firstName ?? '', verifyPath: verifyEmailPath(link.token) },
    })
  })
  return { user, headers: await startSignedInSession(request, user) }
}

/**
 * Changes the signed-in member's password (profile page and PATCH /api/auth/password): AUTH_RATE_LIMIT attempts per
 * quarter hour per account, counted before the current password is checked; the member's other sessions end.
 */
export async function changeOwnPassword(request: Request, user: PublicUser, input: ChangePasswordInput): Promise<void> {
  const key = `password-change:${user.id}`
  await enforce({ key, max: getEnv().AUTH_RATE_LIMIT, windowMs: 15 * MINUTE }, TOO_MANY_PASSWORD_CHANGES)
  await changePassword(user.id, input)
  await release(key)
  await endOtherSessions(user.id, (await getSession(request)).id || undefined)
}
