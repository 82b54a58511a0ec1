import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startups, users } from '../../db/schema'

const files: string[] = []

/** A fresh module graph with the given environment, as a new server process would have. */
function freshModules(env: Record<string, string | undefined>, file: string) {
  files.push(file)
  vi.resetModules()
  for (const [key, value] of Object.entries({ DATABASE_URL: `file:${file}`, ...env })) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

/** Boots the database as server.js does, in a fresh module graph with the given environment. */
async function bootWith(env: Record<string, string | undefined>, file = path.join(tmpdir(), `startup-asia-boot-${randomUUID()}.db`)) {
  freshModules(env, file)
  const { boot } = await import('~/services/boot.server')
  const { verifyPassword } = await import('~/server/password.server')
  return { database: await boot(), verifyPassword }
}

afterEach(() => {
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  process.env.SEED_DEMO_DATA = 'false'
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
    const { ensureAdmin } = await import('~/services/boot.server')
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

  it('opens the database without migrating it: that is the boot step', async () => {
    freshModules({}, path.join(tmpdir(), `startup-asia-boot-${randomUUID()}.db`))
    const { getDatabase } = await import('~/server/db.server')
    const database = await getDatabase()
    const tables = sql`select count(*) as n from sqlite_master where type = 'table' and name = 'users'`
    expect(await database.db.get(tables)).toEqual({ n: 0 })
    const { boot } = await import('~/services/boot.server')
    expect(await boot()).toBe(database)
    expect(await database.db.get(tables)).toEqual({ n: 1 })
    await database.close()
  })

  it('seeds demo data into an empty database when SEED_DEMO_DATA is on, and only then', async () => {
    const file = path.join(tmpdir(), `startup-asia-boot-${randomUUID()}.db`)
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const first = await bootWith({ SEED_DEMO_DATA: 'true' }, file)
    const [seeded] = await first.database.db.select({ n: count() }).from(startups)
    expect(seeded!.n).toBeGreaterThan(0)
    await first.database.db.delete(startups).where(eq(startups.id, 1))
    await first.database.close()
    const second = await bootWith({ SEED_DEMO_DATA: 'true' }, file)
    const [after] = await second.database.db.select({ n: count() }).from(startups)
    expect(after!.n).toBe(seeded!.n - 1)
    await second.database.close()
    log.mockRestore()
  })
})
