import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { getUser } from '~/services/auth.server'
import { getDb } from '~/server/db.server'
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, startUserSession } from '~/server/session.server'

let n = 0
async function signedInRequest() {
  const db = await getDb()
  const [user] = await db.insert(users).values({ email: `s${++n}@example.com` }).returning()
  const cookie = (await startUserSession(new Request('http://localhost/'), user!.id)).split(';')[0]!
  const [row] = await db.select().from(sessions).where(eq(sessions.userId, user!.id))
  return { request: () => new Request('http://localhost/', { headers: { Cookie: cookie } }), sid: row!.sid, userId: user!.id, cookie }
}

describe('sessions', () => {
  it('the cookie carries a signed random id of at least 128 bits, never the user id', async () => {
    const { sid, cookie } = await signedInRequest()
    expect(Buffer.from(sid, 'base64url').length).toBeGreaterThanOrEqual(16)
    // React Router's signed cookie: base64(JSON(value)).signature — the value is the session id and nothing else.
    const [payload] = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')
    expect(JSON.parse(Buffer.from(payload!, 'base64').toString('utf8'))).toBe(sid)
  })

  it('ends after the idle timeout', async () => {
    const { request, sid } = await signedInRequest()
    expect(await getUser(request())).not.toBeNull()
    const db = await getDb()
    await db.update(sessions).set({ expire: new Date(Date.now() - 1000) }).where(eq(sessions.sid, sid))
    expect(await getUser(request())).toBeNull()
    expect(await db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([])
  })

  it('is renewed on use when the idle window has run down', async () => {
    const { request, sid } = await signedInRequest()
    const db = await getDb()
    const soon = new Date(Date.now() + 60_000)
    await db.update(sessions).set({ expire: soon }).where(eq(sessions.sid, sid))
    expect(await getUser(request())).not.toBeNull()
    const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid))
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + IDLE_TIMEOUT_MS - 60_000)
  })

  it('ends after the absolute timeout even when used', async () => {
    const { request, sid } = await signedInRequest()
    const db = await getDb()
    const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid))
    const stale = { ...(row!.sess as Record<string, unknown>), signedInAt: Date.now() - ABSOLUTE_TIMEOUT_MS - 1000 }
    await db.update(sessions).set({ sess: stale }).where(eq(sessions.sid, sid))
    expect(await getUser(request())).toBeNull()
  })
})
