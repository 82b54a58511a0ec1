import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BackupError,
  createBackup,
  LIBSQL_BACKUP_REFUSAL,
  listBackups,
  resolveBackup,
  restoreBackup,
  verifyBackup,
} from '~/server/backup.server'
import { parseEnv } from '~/server/env.server'

// The backup module's rules (docs/decisions/0134-backups-and-background-jobs.md) on the test file's own database:
// retention, the manifest, a damaged copy refused, a non-empty data folder refused unless forced, libSQL refused.
// The end-to-end run under load is tests/integration/backup-restore.test.ts.

const root = mkdtempSync(path.join(tmpdir(), 'startup-asia-backups-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const databaseUrl = process.env.DATABASE_URL!
const uploadsDir = path.join(root, 'uploads')
mkdirSync(uploadsDir)
writeFileSync(path.join(uploadsDir, 'logo.png'), 'logo bytes')
writeFileSync(path.join(uploadsDir, 'half.png.123.tmp'), 'a write in progress')

/** A clock that moves a second per call (a backup reads it when it starts and ends), so each has its own name. */
function clock(start = Date.parse('2026-11-30T01:00:00.000Z')) {
  let at = start
  return () => new Date((at += 1000))
}

describe('createBackup', () => {
  it('writes the database copy, the uploads and a manifest into a dated folder, and keeps the newest BACKUP_KEEP', async () => {
    const backupDir = path.join(root, 'retention')
    const now = clock()
    const made = []
    for (let n = 0; n < 4; n++) made.push(await createBackup({ databaseUrl, uploadsDir, backupDir, keep: 2, now }))
    expect(made[0]!.path).toBe(path.join(backupDir, '2026-11-30T01-00-01-000Z'))
    expect(made[2]!.removed).toEqual([made[0]!.path])
    expect(made[3]!.removed).toEqual([made[1]!.path])
    expect(await listBackups(backupDir)).toEqual([made[3]!.path, made[2]!.path])
    // No partial folders are left behind.
    expect(readdirSync(backupDir).sort()).toEqual([made[2]!.path, made[3]!.path].map((folder) => path.basename(folder)))

    const { manifest } = made[3]!
    expect(manifest.schema.lastMigration).toMatch(/^\d{4}_/)
    expect(manifest.schema.migrations).toBeGreaterThan(40)
    expect(manifest.uploads).toEqual({ files: 1, bytes: 'logo bytes'.length })
    expect(readdirSync(path.join(made[3]!.path, 'uploads'))).toEqual(['logo.png'])
    expect(JSON.parse(readFileSync(path.join(made[3]!.path, 'manifest.json'), 'utf8'))).toEqual(manifest)
    await expect(verifyBackup(made[3]!.path)).resolves.toEqual(manifest)
  })

  it('refuses a libSQL server with a pointer to its own backup, and an in-memory database', async () => {
    const options = { uploadsDir: null, backupDir: path.join(root, 'refused'), keep: 1 }
    await expect(createBackup({ ...options, databaseUrl: 'http://127.0.0.1:8080' })).rejects.toThrow(LIBSQL_BACKUP_REFUSAL)
    await expect(createBackup({ ...options, databaseUrl: ':memory:' })).rejects.toThrow(BackupError)
  })
})

describe('restoreBackup', () => {
  async function oneBackup(name: string) {
    return (await createBackup({ databaseUrl, uploadsDir, backupDir: path.join(root, name), keep: 3 })).path
  }

  it('restores into an empty data folder: the same database and uploads', async () => {
    const backup = await oneBackup('restore-ok')
    const target = path.join(root, 'restore-ok-data')
    const manifest = await restoreBackup({ backup, databaseUrl: `file:${target}/app.db`, uploadsDir: path.join(target, 'uploads') })
    expect(manifest.database.bytes).toBeGreaterThan(0)
    const restored = new BetterSqlite3(path.join(target, 'app.db'), { readonly: true })
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok')
    restored.close()
    expect(readFileSync(path.join(target, 'uploads', 'logo.png'), 'utf8')).toBe('logo bytes')
  })

  it('refuses a data folder that is not empty unless forced, and then replaces what is there', async () => {
    const backup = await oneBackup('restore-busy')
    const target = path.join(root, 'restore-busy-data')
    mkdirSync(path.join(target, 'uploads'), { recursive: true })
    writeFileSync(path.join(target, 'app.db'), 'not a database')
    writeFileSync(path.join(target, 'uploads', 'stray.png'), 'stray')
    const options = { backup, databaseUrl: `file:${target}/app.db`, uploadsDir: path.join(target, 'uploads') }
    await expect(restoreBackup(options)).rejects.toThrow(/is not empty: restore into an empty data folder, or pass --force/)
    expect(readFileSync(path.join(target, 'app.db'), 'utf8')).toBe('not a database')

    await restoreBackup({ ...options, force: true })
    const restored = new BetterSqlite3(path.join(target, 'app.db'), { readonly: true })
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok')
    restored.close()
    expect(readdirSync(path.join(target, 'uploads'))).toEqual(['logo.png'])
  })

  it('refuses a backup whose database copy does not match its sha256, before touching the data folder', async () => {
    const backup = await oneBackup('restore-damaged')
    const copy = path.join(backup, 'app.db')
    const bytes = readFileSync(copy)
    bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff
    writeFileSync(copy, bytes)
    const target = path.join(root, 'restore-damaged-data')
    await expect(restoreBackup({ backup, databaseUrl: `file:${target}/app.db`, uploadsDir: null })).rejects.toThrow(/is damaged: its sha256 is/)
    expect(readdirSync(root)).not.toContain('restore-damaged-data')
  })

  it('refuses a copy that matches its manifest but fails integrity_check', async () => {
    const backup = await oneBackup('restore-corrupt')
    const copy = path.join(backup, 'app.db')
    const bytes = readFileSync(copy)
    // Scribble over the middle of the file (b-tree pages), then write the manifest's sha256 to match.
    bytes.fill(0x41, 8192, 16384)
    writeFileSync(copy, bytes)
    const manifestFile = path.join(backup, 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { database: { sha256: string } }
    const { createHash } = await import('node:crypto')
    manifest.database.sha256 = createHash('sha256').update(bytes).digest('hex')
    writeFileSync(manifestFile, JSON.stringify(manifest))
    await expect(verifyBackup(backup)).rejects.toThrow(/fails integrity_check/)
  })

  it('finds a backup by its folder or by its name under BACKUP_DIR, and says so when there is none', async () => {
    const backup = await oneBackup('resolve')
    expect(resolveBackup(backup, '/nowhere')).toBe(backup)
    expect(resolveBackup(path.basename(backup), path.join(root, 'resolve'))).toBe(backup)
    expect(() => resolveBackup('2020-01-01T00-00-00-000Z', path.join(root, 'resolve'))).toThrow(/No backup at/)
  })
})

describe('the backup settings', () => {
  it('defaults BACKUP_DIR and BACKUP_KEEP, leaves the schedule off, and refuses BACKUP_INTERVAL on a libSQL server', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ BACKUP_DIR: './backups', BACKUP_KEEP: 7 })
    expect(env.BACKUP_INTERVAL).toBeUndefined()
    expect(parseEnv({ BACKUP_INTERVAL: '3600', BACKUP_KEEP: '3' })).toMatchObject({ BACKUP_INTERVAL: 3600, BACKUP_KEEP: 3 })
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be at least 1/)
    expect(() => parseEnv({ BACKUP_INTERVAL: '3600', DATABASE_URL: 'http://127.0.0.1:8080' })).toThrow(/BACKUP_INTERVAL: needs an embedded database/)
  })
})
