import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { createCookie, createSessionStorage, type Cookie, type Session } from 'react-router'
import { sessions, users, type User } from '../../db/schema'
import { getDb } from './db.server'
import { getSessionSecret } from './session-secret.server'

/** docs/decisions/0006-session-storage.md */
export const SESSION_COOKIE = '__session'
export const IDLE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000
/** Sliding expiry is written at most this often, so a signed-in page view is not a write every time. */
const RENEW_AFTER_MS = 60 * 60 * 1000
/** Cookies the spec's sign-out expires alongside ours. */
const LEGACY_COOKIES = ['user_id', 'session_auth', 'connect.sid'] as const

export interface SessionFields {
  userId?: number
  /** When this session was created (ms): absolute expiry counts from here. */
  signedInAt?: number
}

type Storage = ReturnType<typeof createSessionStorage<SessionFields>>
let storage: Storage | undefined
let cookie: Cookie | undefined

function sessionCookie(): Cookie {
  cookie ??= createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
    secrets: [getSessionSecret()],
  })
  return cookie
}

/** Whether the session row is past its idle or absolute expiry (then it is deleted), or due a sliding renewal. */
async function checkExpiry(sid: string, row: { expire: Date; sess: unknown }): Promise<SessionFields | null> {
  const db = await getDb()
  const now = Date.now()
  const fields = row.sess as SessionFields
  if (row.expire.getTime() <= now || (fields.signedInAt ?? 0) + ABSOLUTE_TIMEOUT_MS <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sid))
    return null
  }
  if (row.expire.getTime() - now < IDLE_TIMEOUT_MS - RENEW_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expire: new Date(now + IDLE_TIMEOUT_MS) })
      .where(eq(sessions.sid, sid))
  }
  return fields
}

function sessionStorage(): Storage {
  storage ??= createSessionStorage<SessionFields>({
    cookie: sessionCookie(),
    async createData(data, expires) {
      const db = await getDb()
      // 256 random bits; the row, not the cookie, holds who is signed in.
      const sid = randomBytes(32).toString('base64url')
      await db.insert(sessions).values({
        sid,
        sess: data,
        userId: data.userId ?? null,
        expire: expires ?? new Date(Date.now() + IDLE_TIMEOUT_MS),
      })
      return sid
    },
    async readData(sid) {
      const db = await getDb()
      const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid))
      return row ? checkExpiry(sid, row) : null
    },
    async updateData(sid, data, expires) {
      const db = await getDb()
      await db
        .update(sessions)
        .set({ sess: data, userId: data.userId ?? null, expire: expires ?? new Date(Date.now() + IDLE_TIMEOUT_MS) })
        .where(eq(sessions.sid, sid))
    },
    async deleteData(sid) {
      const db = await getDb()
      await db.delete(sessions).where(eq(sessions.sid, sid))
    },
  })
  return storage
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:'

/**
 * The signed-in member's row from the session cookie, read with the session in one statement (a join), with the
 * same expiry rules as the session storage: every signed-in request pays one statement for who is signed in, not
 * two (docs/decisions/0050-what-list-pages-send.md).
 */
export async function readSessionUser(request: Request): Promise<User | null> {
  const sid: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  if (typeof sid !== 'string' || sid === '') return null
  const db = await getDb()
  const [row] = await db
    .select({ expire: sessions.expire, sess: sessions.sess, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
  if (!row) return null
  const fields = await checkExpiry(sid, row)
  return fields && fields.userId === row.user.id ? row.user : null
}

/**
 * Whether the request carries a session cookie this site signed, whatever became of its session: when it no longer
 * names a signed-in member, the member's session has expired (or was ended elsewhere).
 */
export async function carriesSessionCookie(request: Request): Promise<boolean> {
  const sid: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
  return typeof sid === 'string' && sid !== ''
}

/** A Set-Cookie value that expires the session cookie (one whose session has ended), so it is reported once. */
export function expiredSessionCookie(request: Request): Promise<string> {
  return sessionCookie().serialize('', { secure: isSecure(request), expires: new Date(0), maxAge: 0 })
}

export function getSession(request: Request): Promise<Session<SessionFields>> {
  return sessionStorage().getSession(request.headers.get('Cookie'))
}

/**
 * Starts a fresh session for the user: a new id every sign-in (the old session, if any, is deleted), so a session id
 * planted before sign-in is worthless afterwards. Returns the Set-Cookie header value.
 */
export async function startUserSession(request: Request, userId: number): Promise<string> {
  const previous = await getSession(request)
  if (previous.id) await sessionStorage().destroySession(previous)
  const session = await sessionStorage().getSession()
  session.set('userId', userId)
  session.set('signedInAt', Date.now())
  return sessionStorage().commitSession(session, {
    secure: isSecure(request),
    expires: new Date(Date.now() + IDLE_TIMEOUT_MS),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  })
}

/** Deletes the session row and expires our cookie plus the spec's legacy cookies. Returns Set-Cookie values. */
export async function endSession(request: Request): Promise<string[]> {
  const session = await getSession(request)
  const secure = isSecure(request)
  const cookies = [await sessionStorage().destroySession(session, { secure })]
  for (const name of LEGACY_COOKIES) {
    cookies.push(`${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`)
  }
  return cookies
}

/** Ends every session of the user except the one with `keepSid` (after a password change). */
export async function endOtherSessions(userId: number, keepSid: string | undefined): Promise<void> {
  const db = await getDb()
  await db
    .delete(sessions)
    .where(keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId))
}
