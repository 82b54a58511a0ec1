import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessions, users } from '../../db/schema'

const files: string[] = []

/** Boots the app's database module as server.js does, in a fresh module graph with the given environment. */
async function bootWith(env: Record<string, string | undefined>, file = path.join(tmpdir(), `startup-asia-boot-${randomUUID()}.db`)) {
  files.push(file)
  vi.resetModules()
  for (const [key, value] of Object.entries({ DATABASE_URL: `file:${file}`, ...env })) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  const { getDatabase } = await import('~/lib/db.server')
  const { verifyPassword } = await import('~/lib/password.server')
  return { database: await getDatabase(), verifyPassword }
}

afterEach(() => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  for (const file of files.splice(0)) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
})

describe('server start', () => {
  it('creates the configured admin when ADMIN_EMAIL and ADMIN_PASSWORD are set', async () => {
    const { database, verifyPassword } = await bootWith({
      ADMIN_EMAIL: 'Ops@Example.com',
      ADMIN_PASSWORD: 'a-strong-admin-password',
    })
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'ops@example.com'))
    expect(admin?.userType).toBe('admin')
    expect(await verifyPassword('a-strong-admin-password', admin!.password!)).toBe(true)
    await database.close()
  })

  it('creates no admin without them', async () => {
    const { database } = await bootWith({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
    expect(await database.db.select().from(users).where(eq(users.userType, 'admin'))).toEqual([])
    await database.close()
  })

  it('promotes an existing account and resets its password to the configured one', async () => {
    const { database, verifyPassword } = await bootWith({})
    const { ensureAdmin } = await import('~/lib/db.server')
    await database.db.insert(users).values({ email: 'owner@example.com', password: 'scrypt$bogus', userType: 'public' })
    await ensureAdmin(database.db, 'owner@example.com', 'another-admin-password')
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'))
    expect(owner?.userType).toBe('admin')
    expect(await verifyPassword('another-admin-password', owner!.password!)).toBe(true)
    await database.close()
  })

  it('migrates a new database so /api/health has something to answer', async () => {
    const { database } = await bootWith({})
    expect(await database.db.select().from(users)).toEqual([])
    await database.close()
  })

  it('clears expired sessions at start and keeps live ones', async () => {
    const file = path.join(tmpdir(), `startup-asia-boot-${randomUUID()}.db`)
    const first = await bootWith({}, file)
    const [user] = await first.database.db.insert(users).values({ email: 'sleepy@example.com' }).returning()
    await first.database.db.insert(sessions).values([
      { sid: 'expired', sess: { userId: user!.id }, userId: user!.id, expire: new Date(Date.now() - 1000) },
      { sid: 'live', sess: { userId: user!.id }, userId: user!.id, expire: new Date(Date.now() + 60_000) },
    ])
    await first.database.close()
    const second = await bootWith({}, file)
    expect((await second.database.db.select().from(sessions)).map((row) => row.sid)).toEqual(['live'])
    await second.database.close()
  })
})
