import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { ACCOUNT_LANGUAGES, USER_TYPES } from '../../app/domain/users'
import { bool, createdAt, id, lengthChecks, oneOf, timestamp, updatedAt } from '../columns'

// Accounts: users, their sessions, and the rate-limit counters keyed by address or account.

export interface SessionData {
  [key: string]: unknown
}

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Stored lowercased; the unique index then makes e-mail addresses case-insensitively unique. */
    email: text({ length: 255 }).notNull(),
    /** The scrypt hash (`scrypt$N$r$p$salt$hash`), never the password itself. Null: no password sign-in. */
    password: text(),
    firstName: text({ length: 255 }),
    lastName: text({ length: 255 }),
    profileImageUrl: text({ length: 500 }),
    userType: text({ enum: USER_TYPES }).notNull().default('public'),
    isEmailVerified: bool().notNull().default(false),
    /**
     * The language the platform writes to this member in (e-mail; docs/decisions/0102-mail-outbox.md): from the
     * request at sign-up, then the language selector. No CHECK: adding one would rebuild the table; the type holds it.
     */
    language: text({ enum: ACCOUNT_LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_user_type_idx').on(t.userType),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    oneOf('users_user_type_valid', t.userType, USER_TYPES),
    ...lengthChecks('users', t, { email: 255, firstName: 255, lastName: 255, profileImageUrl: 500 }),
  ],
)

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: text({ mode: 'json' }).$type<SessionData>().notNull(),
    expire: timestamp().notNull(),
    /** Lets "sign out everywhere" and a password change delete every session of a user. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
)

/**
 * Rate-limit counters shared by every app process on the database (docs/decisions/0017-rate-limits.md): one row per
 * key (e.g. `signin-ip:203.0.113.7`), a fixed window that restarts when `resetAt` (epoch ms) has passed.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: integer().notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

/**
 * A member's personal calendar feed (/calendar/{token}.ics, docs/decisions/0052-calendar-feed.md): at most one per
 * member. Only the SHA-256 of the URL's random token is kept (hex), so a copy of the database does not give away
 * anyone's feed address; regenerating replaces the hash, revoking deletes the row.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_id_unique').on(t.userId),
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    check('calendar_feeds_token_hash_format', sql`length(${t.tokenHash}) = 64`),
  ],
)

/** What a one-time link proves (docs/decisions/0103-password-reset.md). */
export const AUTH_TOKEN_PURPOSES = ['password-reset', 'email-verification'] as const
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number]

/**
 * One-time links sent by e-mail: a password reset, or the proof that an address is the member's. Only the SHA-256 of
 * the link's 256-bit token is kept; a row is used once (`usedAt`, set by the one statement that redeems it) and dies
 * at `expiresAt`. `email` is the address the link was sent to: a verification proves that address, not whatever the
 * account's address is by the time the link is opened.
 */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: AUTH_TOKEN_PURPOSES }).notNull(),
    tokenHash: text({ length: 64 }).notNull(),
    email: text({ length: 255 }).notNull(),
    expiresAt: timestamp().notNull(),
    usedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('auth_tokens_expires_at_idx').on(t.expiresAt),
    check('auth_tokens_token_hash_format', sql`length(${t.tokenHash}) = 64`),
    oneOf('auth_tokens_purpose_valid', t.purpose, AUTH_TOKEN_PURPOSES),
  ],
)
