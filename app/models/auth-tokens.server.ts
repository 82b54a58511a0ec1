import { and, eq, gt, isNull } from 'drizzle-orm'
import { authTokens, type AuthTokenPurpose } from '../../db/schema'
import type { Db } from '../../db/client'
import { getDb } from '~/server/db.server'
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '~/server/secret-token.server'

/**
 * One-time links sent by e-mail (docs/decisions/0103-password-reset.md): a new link of a purpose replaces the
 * member's earlier one of that purpose, and redeeming is one conditional UPDATE, so two requests with one link
 * cannot both succeed — on either driver.
 */

export interface IssueInput {
  userId: number
  purpose: AuthTokenPurpose
  /** The address the link goes to. */
  email: string
  ttlMs: number
}

/** Writes a fresh link in the caller's transaction and returns its token (the database keeps only the hash). */
export async function issueAuthToken(tx: Db, input: IssueInput, now = new Date()): Promise<string> {
  const token = newSecretToken()
  // One row per member and purpose at most: the table stays as small as the member list.
  await tx.delete(authTokens).where(and(eq(authTokens.userId, input.userId), eq(authTokens.purpose, input.purpose)))
  await tx.insert(authTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now.getTime() + input.ttlMs),
    createdAt: now,
  })
  return token
}

export interface RedeemedToken {
  userId: number
  email: string
}

const live = (purpose: AuthTokenPurpose, token: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, hashSecretToken(token)),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  )

/** Whether the link is still good, without using it (the page that shows the form behind it). */
export async function findLiveAuthToken(purpose: AuthTokenPurpose, token: string, now = new Date()): Promise<RedeemedToken | null> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return null
  const db = await getDb()
  const [row] = await db
    .select({ userId: authTokens.userId, email: authTokens.email })
    .from(authTokens)
    .where(live(purpose, token, now))
  return row ?? null
}

/** Uses the link once: null when it is unknown, of another purpose, used or expired. */
export async function redeemAuthToken(tx: Db, purpose: AuthTokenPurpose, token: string, now = new Date()): Promise<RedeemedToken | null> {
  if (!SECRET_TOKEN_PATTERN.test(token)) return null
  const [row] = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(live(purpose, token, now))
    .returning({ userId: authTokens.userId, email: authTokens.email })
  return row ?? null
}
