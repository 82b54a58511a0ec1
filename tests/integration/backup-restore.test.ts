import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { signUpMember, startServer, type RunningServer } from '../support/server'
import { runTooling } from '../support/tooling'

// Backups that restore (issue 45 item 4, docs/decisions/0134-backups-and-background-jobs.md), end to end: the production
// server takes writes through its public API while `npm run db:backup`'s script copies the database and uploads; then
// the data folder is wiped, `npm run db:restore`'s script puts the backup back, and every write the server had
// acknowledged before the backup started is there, the database passes integrity_check, the logo is byte-identical.

const root = mkdtempSync(path.join(tmpdir(), 'startup-asia-backup-'))
const dataDir = path.join(root, 'data')
const databaseFile = path.join(dataDir, 'app.db')
const backupDir = path.join(root, 'backups')
const env = { DATABASE_URL: `file:${databaseFile}`, BACKUP_DIR: backupDir, SESSION_SECRET: 'backup-test-session-secret-long-enough-0123456789' }

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let server: RunningServer | undefined
afterAll(async () => {
  await server?.stop()
  rmSync(root, { recursive: true, force: true })
})

/** A tooling script as `npm run` runs it, with the test's environment. */
const script = (file: string, args: string[] = []) => runTooling(file, args, env)

function postStartup(cookie: string, name: string) {
  return fetch(`${server!.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name, description: 'Written while a backup runs.', sector: 'fintech', location: 'Jakarta', stage: 'seed', teamSize: 3 }),
  })
}

describe('db:backup while the server takes writes, then db:restore into a wiped data folder', () => {
  it('keeps every write acknowledged before the backup started, passes integrity_check, restores the upload byte for byte', async () => {
    server = await startServer({ databaseUrl: env.DATABASE_URL, env: { MUTATION_RATE_LIMIT: '100000' } })
    const member = await signUpMember(server)

    const created = await postStartup(member.cookie, 'Logo Holder')
    expect(created.status).toBe(201)
    const { id: logoStartup } = (await created.json()) as { id: number }
    const form = new FormData()
    form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png')
    const uploaded = await fetch(`${server.url}/api/upload/startup-logo/${logoStartup}`, { method: 'POST', body: form, headers: { Cookie: member.cookie } })
    expect(uploaded.status).toBe(201)
    const logoKey = ((await uploaded.json()) as { logoUrl: string }).logoUrl.split('/').pop()!

    // Four writers post startups one after another until the backup has finished; each 201 with an id is a write the
    // server acknowledged.
    const acknowledged: number[] = []
    const failures: number[] = []
    let writing = true
    let backupStarted = false
    let duringBackup = 0
    let firstAcks!: () => void
    const enoughAcks = new Promise<void>((resolve) => (firstAcks = resolve))
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        const response = await postStartup(member.cookie, `Load ${writer}-${n}`)
        if (response.status !== 201) {
          failures.push(response.status)
          continue
        }
        acknowledged.push(((await response.json()) as { id: number }).id)
        if (backupStarted) duringBackup++
        if (acknowledged.length >= 20) firstAcks()
      }
    })
    await enoughAcks
    const beforeBackup = [...acknowledged]
    backupStarted = true
    const backup = await script('tooling/db-backup.ts')
    writing = false
    await Promise.all(writers)
    expect(backup.code, backup.output).toBe(0)
    expect(failures).toEqual([])
    // The server went on acknowledging writes while the copy was made: an online backup.
    expect(duringBackup).toBeGreaterThan(0)

    await server.stop()
    server = undefined
    rmSync(dataDir, { recursive: true, force: true })
    const backupName = /Backed up to (\S+):/.exec(backup.output)![1]!
    const restore = await script('tooling/db-restore.ts', [path.basename(backupName)])
    expect(restore.code, restore.output).toBe(0)

    const restored = new BetterSqlite3(databaseFile, { readonly: true })
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok')
      const ids = new Set((restored.prepare('select id from startups').all() as { id: number }[]).map((row) => row.id))
      const missing = beforeBackup.filter((id) => !ids.has(id))
      expect(missing).toEqual([])
      expect(ids.has(logoStartup)).toBe(true)
    } finally {
      restored.close()
    }
    expect(readFileSync(path.join(dataDir, 'uploads', logoKey)).equals(PNG)).toBe(true)
  })
})
