import { eq } from 'drizzle-orm'
import { users } from '../../db/schema'
import type { Db } from '../../db/client'
import { issueAuthToken, redeemAuthToken } from '~/models/auth-tokens.server'
import { notify } from '~/models/notifications.server'
import { EMAIL_TAKEN, updateProfile } from '~/models/users.server'
import { VERIFY_LINK_INVALID, type ProfileInput } from '~/schemas/auth'
import { getDatabase } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import { badRequest, conflict, tooManyRequests } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'

/**
 * Proving an address (issue 40, docs/decisions/0103-password-reset.md): sign-up sends a link to the new account's
 * address; the account works at once and shows a banner until the link is opened. A new address chosen on /profile
 * replaces the old one only when its link is opened. One link per member at a time: a newer one (a resend, another
 * change) replaces the last.
 */

export const VERIFY_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000
export const ALREADY_VERIFIED = 'Your email address is already verified.'
export const VERIFICATION_SENT = 'We sent a new verification link to {{email}}.'
export const TOO_MANY_VERIFICATION_EMAILS = 'Too many verification emails. Please wait an hour and try again.'
/** Links a member may have sent again per hour. */
const RESENDS_PER_HOUR = 3
const HOUR = 60 * 60 * 1000

export interface VerificationLink {
  userId: number
  email: string
  token: string
}

/** The link's path and query (the e-mail makes it absolute). */
export function verifyEmailPath(token: string): string {
  return `/verify-email?token=${token}`
}

/** A verification link for `email` (the account's address, or the one it is changing to), in the caller's transaction. */
export async function issueVerificationLink(tx: Db, userId: number, email: string, now = new Date()): Promise<VerificationLink> {
  const token = await issueAuthToken(tx, { userId, purpose: 'email-verification', email, ttlMs: VERIFY_LINK_TTL_MS }, now)
  return { userId, email, token }
}

/** A link for `email` and the e-mail that carries it, to that address (a resend, or a new address on /profile). */
async function sendVerificationLink(tx: Db, user: Pick<PublicUser, 'id' | 'firstName'>, email: string, now = new Date()) {
  const link = await issueVerificationLink(tx, user.id, email, now)
  await notify(tx, {
    userId: user.id,
    to: email,
    kind: 'email-verify',
    data: { name: user.firstName ?? '', email, verifyPath: verifyEmailPath(link.token) },
  })
  return link
}

/** The banner's "Send the link again": at most 3 an hour per member. */
export async function resendVerificationLink(user: PublicUser, now = new Date()): Promise<VerificationLink> {
  if (user.isEmailVerified) throw badRequest(ALREADY_VERIFIED)
  const limit = await consume({ key: `verify-resend:${user.id}`, max: RESENDS_PER_HOUR, windowMs: HOUR }, now.getTime())
  if (!limit.allowed) throw tooManyRequests(TOO_MANY_VERIFICATION_EMAILS, limit.retryAfter)
  const database = await getDatabase()
  return database.transaction((tx) => sendVerificationLink(tx, user, user.email, now))
}

export interface VerifiedAddress {
  userId: number
  email: string
  /** The address the account had before, when the link was for a new one. */
  previousEmail: string | null
}

/**
 * Opens a verification link, once: the address it was sent to becomes the account's verified address. A link for a
 * new address whose address has meanwhile been taken by another account is a 409.
 */
export async function verifyEmail(token: string, now = new Date()): Promise<VerifiedAddress> {
  const database = await getDatabase()
  try {
    const verified = await database.transaction(async (tx) => {
      const link = await redeemAuthToken(tx, 'email-verification', token, now)
      if (!link) return null
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, link.userId))
      if (!before) return null
      await tx.update(users).set({ email: link.email, isEmailVerified: true }).where(eq(users.id, link.userId))
      const previousEmail = before.email === link.email ? null : before.email
      if (previousEmail) {
        // The address that was replaced is told, so a member whose account was taken over hears of it.
        await notify(tx, {
          userId: link.userId,
          to: previousEmail,
          kind: 'email-changed',
          data: { name: before.firstName ?? '', email: link.email },
        })
      }
      return { userId: link.userId, email: link.email, previousEmail }
    })
    if (!verified) throw badRequest(VERIFY_LINK_INVALID, { token: [VERIFY_LINK_INVALID] })
    return verified
  } catch (error) {
    if (String(error).includes('UNIQUE')) throw conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] })
    throw error
  }
}

export const EMAIL_CHANGE_PENDING = 'We sent a link to {{email}}. Your email address changes when you open it.'

/** The profile's name and e-mail: a new address waits for its link (`pendingEmail`). */
export function updateOwnProfile(user: PublicUser, input: ProfileInput) {
  return updateProfile(user.id, input, async (tx, email) => {
    await sendVerificationLink(tx, user, email)
  })
}
