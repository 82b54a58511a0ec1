import { describe, expect, it } from 'vitest'
import { withAppLock } from '~/server/app-lock.server'
import { getDatabase } from '~/server/db.server'
import { databaseStorage, storageKind } from '~/server/storage.server'

// Shared state for several instances (docs/decisions/0054-scale-out.md) on the embedded driver; the libSQL side runs
// through two real instances in tests/integration/cluster.test.ts.

describe('the database storage', () => {
  it('keeps bytes by key: put, get, replace, remove; an unknown key is null; a bad key is refused', async () => {
    const storage = databaseStorage()
    const bytes = new Uint8Array([0, 1, 2, 250, 255])
    await storage.put('logo-abc.png', bytes)
    expect(await storage.get('logo-abc.png')).toEqual(bytes)
    await storage.put('logo-abc.png', new Uint8Array([7]))
    expect(await storage.get('logo-abc.png')).toEqual(new Uint8Array([7]))
    await storage.remove('logo-abc.png')
    expect(await storage.get('logo-abc.png')).toBeNull()
    await expect(storage.put('../escape', bytes)).rejects.toThrow('invalid storage key')
  })

  it('is the default on a libSQL server, the folder on the embedded file, and STORAGE overrides both', () => {
    expect(storageKind({ DATABASE_URL: 'http://127.0.0.1:8080', STORAGE: undefined })).toBe('database')
    expect(storageKind({ DATABASE_URL: 'libsql://db.example.turso.io', STORAGE: undefined })).toBe('database')
    expect(storageKind({ DATABASE_URL: 'file:./data/app.db', STORAGE: undefined })).toBe('folder')
    expect(storageKind({ DATABASE_URL: 'file:./data/app.db', STORAGE: 'database' })).toBe('database')
    expect(storageKind({ DATABASE_URL: 'http://127.0.0.1:8080', STORAGE: 'folder' })).toBe('folder')
  })
})

describe('the app lock', () => {
  it('lets one holder in at a time and frees the lease afterwards, even when the work fails', async () => {
    const database = await getDatabase()
    const trace: string[] = []
    const work = (name: string) => async () => {
      trace.push(`${name} in`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      trace.push(`${name} out`)
    }
    await Promise.all(['a', 'b', 'c'].map((name) => withAppLock(database, 'test-lock', work(name), { pollMs: 10 })))
    for (let k = 0; k < trace.length; k += 2) expect(trace[k]!.split(' ')[0]).toBe(trace[k + 1]!.split(' ')[0])
    await expect(withAppLock(database, 'test-lock', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await withAppLock(database, 'test-lock', async () => 'free again', { waitMs: 100 })).toBe('free again')
  })

  it('takes over a lease its crashed holder left behind once it has run out', async () => {
    const database = await getDatabase()
    const { sql } = await import('drizzle-orm')
    await database.db.run(sql`INSERT INTO app_locks (name, holder, expires_at) VALUES ('stale', 'gone:1', ${Date.now() - 1})`)
    expect(await withAppLock(database, 'stale', async () => 'taken', { waitMs: 100 })).toBe('taken')
  })
})
