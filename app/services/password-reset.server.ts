import { and, eq, ne } from 'drizzle-orm'
import { sessions, users } from '../../db/schema'
import { findLiveAuthToken, issueAuthToken, redeemAuthToken } from '~/models/auth-tokens.server'
import { notify } from '~/models/notifications.server'
import type { ForgotPasswordInput, ResetPasswordInput } from '~/schemas/auth'
import { RESET_LINK_INVALID } from '~/schemas/auth'
import { getDatabase } from '~/server/db.server'
import { getEnv } from '~/server/env.server'
import { hashPassword } from '~/server/password.server'
import { consume, TOO_MANY_PASSWORD_RESETS } from '~/server/rate-limit.server'
import { getSession } from '~/server/session.server'
import { badRequest, tooManyRequests } from '~/shared/errors'
import { log, maskEmail } from '~/server/logger.server'

/**
 * Forgotten passwords (issue 40, docs/decisions/0103-password-reset.md). The link is a 256-bit token, kept hashed,
 * good for an hour and once; a reset ends every session of the account but the one making it. Asking for a link
 * answers the same — status, body, and the same work on the request path (the e-mail leaves through the outbox) —
 * whether or not the address has an account.
 */

export const RESET_LINK_TTL_MS = 60 * 60 * 1000
export const RESET_REQUESTED =
  "If an account exists for that address, we've sent a link to reset its password. The link works for one hour."
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.'

/** Links sent to one address per hour; past it, the answer is the same and nothing is sent (no enumeration). */
const LINKS_PER_ADDRESS_PER_HOUR = 3
const HOUR = 60 * 60 * 1000
const QUARTER_HOUR = 15 * 60 * 1000

/** Both doors count every request from the address first, valid or not: AUTH_RATE_LIMIT per quarter hour. */
export async function guardPasswordResetRate(clientIp: string): Promise<void> {
  const result = await consume({ key: `password-reset-ip:${clientIp}`, max: getEnv().AUTH_RATE_LIMIT, windowMs: QUARTER_HOUR })
  if (!result.allowed) throw tooManyRequests(TOO_MANY_PASSWORD_RESETS, result.retryAfter)
}

export interface ResetLink {
  userId: number
  email: string
  token: string
}

/**
 * Issues a reset link for the address when it has an account (and has not had its hourly share of links). The
 * returned link is for the e-mail only: the caller answers `RESET_REQUESTED` either way.
 */
export async function requestPasswordReset(input: ForgotPasswordInput, now = new Date()): Promise<ResetLink | null> {
  const perAddress = await consume(
    { key: `password-reset-email:${input.email}`, max: LINKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
    now.getTime(),
  )
  const database = await getDatabase()
  log('auth').info({ email: maskEmail(input.email), allowed: perAddress.allowed }, 'password reset requested')
  return database.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, input.email))
    if (!user || !perAddress.allowed) return null
    const token = await issueAuthToken(tx, { userId: user.id, purpose: 'password-reset', email: user.email, ttlMs: RESET_LINK_TTL_MS }, now)
    // Written with the link: the e-mail leaves through the outbox, so the request never waits on SMTP.
    await notify(tx, { userId: user.id, kind: 'password-reset', data: { name: user.firstName ?? '', resetPath: `/reset-password?token=${token}` } })
    return { userId: user.id, email: user.email, token }
  })
}

/** Whether a reset link can still be used (the page shows the form, or says to ask for a new link). */
export async function isResetLinkLive(token: string, now = new Date()): Promise<boolean> {
  return (await findLiveAuthToken('password-reset', token, now)) !== null
}

/**
 * Sets the new password through the link, once: the link is used, the address counts as verified (the member just
 * read mail sent to it), and every session of the account ends except the request's own. A link sent to an address
 * the account no longer has is refused.
 */
export async function resetPassword(request: Request, input: ResetPasswordInput, now = new Date()): Promise<void> {
  // Hash first: scrypt stays outside the write transaction.
  const password = await hashPassword(input.password)
  const keepSid = (await getSession(request)).id || undefined
  const database = await getDatabase()
  const done = await database.transaction(async (tx) => {
    const link = await redeemAuthToken(tx, 'password-reset', input.token, now)
    if (!link) return false
    const [user] = await tx
      .update(users)
      .set({ password, isEmailVerified: true })
      .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
      .returning({ id: users.id })
    if (!user) return false
    await tx
      .delete(sessions)
      .where(keepSid ? and(eq(sessions.userId, user.id), ne(sessions.sid, keepSid)) : eq(sessions.userId, user.id))
    return true
  })
  if (!done) {
    log('auth').warn('password reset refused: the link is not valid')
    throw badRequest(RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] })
  }
  log('auth').info('password reset done')
}
