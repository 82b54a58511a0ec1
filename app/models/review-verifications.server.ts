import { and, eq, gt, isNull } from 'drizzle-orm'
import { reviewVerifications, startups } from '../../db/schema'
import { REVIEW_EMAIL_LINK_TTL_MS, REVIEW_MESSAGES } from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDatabase } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '~/server/secret-token.server'
import { badRequest, notFoundError, tooManyRequests } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { notify } from './notifications.server'

/**
 * Proving a work address on a startup's domain to review it (docs/decisions/0119-anonymous-reviews.md), the pattern
 * of e-mail verification (decision 0103): a one-time link (only its hash kept) to the address, through the outbox;
 * opening it is one conditional UPDATE, so a link works once on either driver.
 */

/** Links a member may have sent per hour (all startups together). */
const LINKS_PER_HOUR = 3
const HOUR = 60 * 60 * 1000

/** The host of a startup's website without `www.`, lower case; null when it has none or it does not parse. */
export function websiteDomain(website: string | null): string | null {
  if (!website?.trim()) return null
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`)
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    return host.includes('.') ? host : null
  } catch {
    return null
  }
}

/** Whether the address is on the domain or one of its subdomains (jane@eu.acme.io for acme.io). */
export function emailOnDomain(email: string, domain: string): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return host === domain || host.endsWith(`.${domain}`)
}

export function reviewVerificationPath(token: string): string {
  return `/review-verification?token=${token}`
}

/**
 * Sends a link to `email` when it is on the startup's website domain: 404 unknown startup, 400 no website or another
 * domain, 429 past the hourly limit. A new link replaces the member's last unopened one for this startup; an address
 * once confirmed stays confirmed.
 */
export async function startReviewVerification(user: PublicUser, startupId: number, email: string, now = new Date()): Promise<{ email: string; token: string }> {
  const database = await getDatabase()
  const [startup] = await database.db
    .select({ name: startups.name, website: startups.website })
    .from(startups)
    .where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
  if (!startup) throw notFoundError(STARTUP_NOT_FOUND)
  const domain = websiteDomain(startup.website)
  if (!domain) throw badRequest(REVIEW_MESSAGES.noDomain, { email: [REVIEW_MESSAGES.noDomain] })
  if (!emailOnDomain(email, domain)) throw badRequest(REVIEW_MESSAGES.emailNotOnDomain, { email: [REVIEW_MESSAGES.emailNotOnDomain] })
  const limit = await consume({ key: `review-verify:${user.id}`, max: LINKS_PER_HOUR, windowMs: HOUR }, now.getTime())
  if (!limit.allowed) throw tooManyRequests(REVIEW_MESSAGES.tooManyLinks, limit.retryAfter)
  const token = newSecretToken()
  const expiresAt = new Date(now.getTime() + REVIEW_EMAIL_LINK_TTL_MS)
  await database.transaction(async (tx) => {
    await tx
      .insert(reviewVerifications)
      .values({ userId: user.id, startupId, email, tokenHash: hashSecretToken(token), expiresAt, createdAt: now })
      .onConflictDoUpdate({
        target: [reviewVerifications.userId, reviewVerifications.startupId],
        set: { email, tokenHash: hashSecretToken(token), expiresAt, createdAt: now },
      })
    await notify(tx, {
      userId: user.id,
      to: email,
      kind: 'review-verification',
      data: { name: user.firstName ?? '', email, startupId, startup: startup.name, confirmPath: reviewVerificationPath(token) },
    })
  })
  return { email, token }
}

/**
 * Opens the link once: the member's address at the startup is confirmed. 400 for an unknown, used or expired link.
 */
export async function confirmReviewVerification(token: string, now = new Date()): Promise<{ startupId: number; email: string }> {
  if (!SECRET_TOKEN_PATTERN.test(token)) throw badRequest(REVIEW_MESSAGES.linkInvalid, { token: [REVIEW_MESSAGES.linkInvalid] })
  const database = await getDatabase()
  const [row] = await database.db
    .update(reviewVerifications)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(reviewVerifications.tokenHash, hashSecretToken(token)),
        gt(reviewVerifications.expiresAt, now),
        isNull(reviewVerifications.verifiedAt),
      ),
    )
    .returning({ startupId: reviewVerifications.startupId, email: reviewVerifications.email })
  if (!row) throw badRequest(REVIEW_MESSAGES.linkInvalid, { token: [REVIEW_MESSAGES.linkInvalid] })
  return row
}
