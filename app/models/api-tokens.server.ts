import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { apiTokens, users } from '../../db/schema'
import { nowMs } from '../../db/columns'
import {
  API_ACCESS_REQUIRED,
  API_TOKEN_INVALID,
  API_TOKEN_LIMIT_REACHED,
  API_TOKEN_NOT_FOUND,
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_PER_MINUTE,
  API_TOKEN_READ_ONLY,
  API_TOKEN_SHOWN_CHARS,
  API_UPGRADE_URL,
  MAX_API_TOKENS,
  type ApiTokenScope,
} from '~/domain/api-tokens'
import { toPublicUser } from '~/models/users.server'
import { hasApiAccess } from '~/models/plan-access.server'
import type { CreateApiTokenInput } from '~/schemas/api-tokens'
import { getDb } from '~/server/db.server'
import { consume, TOO_MANY_REQUESTS } from '~/server/rate-limit.server'
import { hashSecretToken, newSecretToken } from '~/server/secret-token.server'
import { conflict, forbidden, notFoundError, tooManyRequests, unauthorized, UpgradeRequired } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'

/**
 * Personal API tokens (issue 44 item 3, docs/decisions/0137-api-tokens.md). A token is `sat_` + 256 random bits; only
 * its SHA-256 is stored. It acts as its owner — the owner's own permissions, nothing more — within its scopes (`read`:
 * GET and HEAD; `write`: the mutations too), while the owner's plan gives API access, at most 600 requests a minute.
 * A revoked token is refused from the revoking statement on: every request reads the row.
 */

export interface ApiToken {
  id: number
  name: string
  /** The start of the token, to tell it apart ("sat_Ab3dE9…"). */
  shown: string
  scopes: ApiTokenScope[]
  createdAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
}

/** A token as the /api answers it (dates as ISO 8601). */
export function apiTokenJson(token: ApiToken) {
  return {
    ...token,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  }
}

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  shown: apiTokens.shown,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
}

type Member = { id: number }

/** 403 with the way to the plan that gives API access (the /api's `{ message, upgradeUrl }`). */
const accessRequired = () => new UpgradeRequired(403, API_ACCESS_REQUIRED, API_UPGRADE_URL)

/**
 * Makes a token for the member, returned with the token itself this once. Only a plan with API access may; the cap of
 * MAX_API_TOKENS live tokens is decided by the INSERT, so parallel posts never pass it.
 */
export async function createApiToken(user: Member, input: CreateApiTokenInput): Promise<ApiToken & { token: string }> {
  if (!(await hasApiAccess(user.id))) throw accessRequired()
  const token = `${API_TOKEN_PREFIX}${newSecretToken()}`
  const shown = `${token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_SHOWN_CHARS)}…`
  const db = await getDb()
  const live = sql`(select count(*) from ${apiTokens} where ${apiTokens.userId} = ${user.id} and ${apiTokens.revokedAt} is null)`
  const [row] = await db
    .insert(apiTokens)
    .select(
      db
        .select({
          // Every column in table order (drizzle's INSERT … SELECT); computed values are aliased.
          id: sql`NULL`.as('id'),
          userId: users.id,
          name: sql`${input.name}`.as('name'),
          tokenHash: sql`${hashSecretToken(token)}`.as('token_hash'),
          shown: sql`${shown}`.as('shown'),
          scopes: sql`${JSON.stringify(input.scopes)}`.as('scopes'),
          createdAt: sql`${nowMs}`.as('created_at'),
          lastUsedAt: sql`NULL`.as('last_used_at'),
          revokedAt: sql`NULL`.as('revoked_at'),
        })
        .from(users)
        .where(and(eq(users.id, user.id), sql`${live} < ${MAX_API_TOKENS}`)),
    )
    .returning(columns)
  if (!row) throw conflict(API_TOKEN_LIMIT_REACHED)
  return { ...row, token }
}

/** The member's tokens, live ones first, newest first. */
export async function listApiTokens(user: Member): Promise<ApiToken[]> {
  const db = await getDb()
  return db
    .select(columns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, user.id))
    .orderBy(sql`${apiTokens.revokedAt} is not null`, desc(apiTokens.createdAt), desc(apiTokens.id))
}

/** Revokes one of the member's tokens (again: nothing changes); another member's, or none, is a 404. */
export async function revokeApiToken(user: Member, id: number): Promise<ApiToken> {
  const db = await getDb()
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, user.id), isNull(apiTokens.revokedAt)))
    .returning(columns)
  if (revoked) return revoked
  const [already] = await db
    .select(columns)
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, user.id)))
  if (!already) throw notFoundError(API_TOKEN_NOT_FOUND)
  return already
}

/** `Authorization: Bearer <token>`'s token, or null when the request has no bearer credentials. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  if (!header) return null
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : ''
}

const READ_METHODS = new Set(['GET', 'HEAD'])
/** `last_used_at` is written at most once a minute per token, not on every request. */
const LAST_USED_EVERY_MS = 60_000

/**
 * The member a bearer token acts for, on this request: 401 for a token that is unknown, malformed or revoked; 403 for
 * a mutation with a read-only token or when the owner's plan no longer gives API access; 429 past the token's rate.
 */
export async function userForApiToken(token: string, method: string): Promise<PublicUser> {
  if (!token.startsWith(API_TOKEN_PREFIX)) throw unauthorized(API_TOKEN_INVALID)
  const db = await getDb()
  const [row] = await db
    .select({ id: apiTokens.id, scopes: apiTokens.scopes, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashSecretToken(token)), isNull(apiTokens.revokedAt)))
  if (!row) throw unauthorized(API_TOKEN_INVALID)
  if (!READ_METHODS.has(method) && !row.scopes.includes('write')) throw forbidden(API_TOKEN_READ_ONLY)
  if (!(await hasApiAccess(row.user.id))) throw accessRequired()
  const limit = await consume({ key: `api-token:${row.id}`, max: API_TOKEN_RATE_PER_MINUTE, windowMs: 60_000 })
  if (!limit.allowed) throw tooManyRequests(TOO_MANY_REQUESTS, limit.retryAfter)
  const now = Date.now()
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(apiTokens.id, row.id), sql`coalesce(${apiTokens.lastUsedAt}, 0) < ${now - LAST_USED_EVERY_MS}`))
  }
  return toPublicUser(row.user)
}
