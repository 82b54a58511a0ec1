import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getDatabase, getDb } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import {
  dataVersionTriggersSql,
  ensureDataVersion,
  ordinaryTables,
  readDataVersion,
  trackedTables,
  UNTRACKED_TABLES,
} from '~/models/data-version.server'
import { recordView } from '~/models/media.server'
import { createJob, createMediaItem, createStartup, createUser, signedInCookie } from '../support/factories'

/**
 * The data version behind visitors' ETags (docs/decisions/0091-http-validators-and-caching.md): what changes it,
 * what does not, and that its triggers cover every table and come back after a migration drops them.
 */
const squash = (text: string) => text.replace(/\s+/g, ' ').replace(/ IF NOT EXISTS/i, '').trim().replace(/;$/, '')

async function triggers(): Promise<Map<string, string>> {
  const rows = (await (await getDb()).all(
    sql`select name, sql from sqlite_master where type = 'trigger' and substr(name, 1, 13) = 'data_version_'`,
  )) as { name: string; sql: string }[]
  return new Map(rows.map((row) => [row.name, squash(row.sql)]))
}

describe('which tables change the version', () => {
  it('is every ordinary table but the named ones, each named one exists, and each tracked one has its triggers', async () => {
    const db = await getDb()
    const tables = await ordinaryTables(db)
    for (const untracked of Object.keys(UNTRACKED_TABLES)) expect(tables, untracked).toContain(untracked)
    const tracked = await trackedTables(db)
    expect(tracked).toEqual(expect.arrayContaining(['startups', 'jobs', 'events', 'workspaces', 'resources', 'blog_posts', 'cohorts', 'users']))
    expect(tracked).not.toContain('sessions')
    // FTS5 indexes and their shadow tables are written by the triggers of the tables they index.
    expect(tables.some((table) => table.includes('_fts'))).toBe(false)
    const found = await triggers()
    for (const table of tracked) {
      for (const [name, create] of Object.entries(dataVersionTriggersSql(table))) expect(found.get(name), name).toBe(squash(create))
    }
    expect(found.size).toBe(tracked.length * 3)
  })

  it("has the migration's triggers written exactly as the module writes them", () => {
    const migration = readFileSync(path.resolve('db/migrations/0023_http-data-version.sql'), 'utf8')
    const statements = migration.split('--> statement-breakpoint').map(squash)
    const creates = statements.filter((statement) => statement.startsWith('CREATE TRIGGER'))
    expect(creates.length).toBeGreaterThan(0)
    for (const create of creates) {
      const [, name, table] = /^CREATE TRIGGER (data_version_(\w+)_after_(?:insert|update|delete)) /.exec(create)!.slice(0, 3)
      expect(create).toBe(squash(dataVersionTriggersSql(table!)[name!]!))
    }
  })
})

describe('the version', () => {
  it('changes with every write to a tracked table, in any area', async () => {
    const db = await getDb()
    const founder = await createUser()
    let version = await readDataVersion(db)
    const changed = async () => {
      const next = await readDataVersion(db)
      const moved = next !== version
      version = next
      return moved
    }
    expect(await changed()).toBe(false)
    const { id: startupId } = await createStartup(founder)
    expect(await changed()).toBe(true)
    await createJob(startupId)
    expect(await changed()).toBe(true)
    await db.run(sql`update startups set name = 'Renamed' where id = ${startupId}`)
    expect(await changed()).toBe(true)
    await db.run(sql`delete from jobs where startup_id = ${startupId}`)
    expect(await changed()).toBe(true)
  })

  it('stays as it is for sessions, rate-limit counts and media views', async () => {
    const db = await getDb()
    const member = await createUser()
    const item = await createMediaItem()
    const before = await readDataVersion(db)
    await signedInCookie(member)
    await consume({ key: 'data-version-test', max: 5, windowMs: 60_000 })
    await recordView(item.id)
    expect(await readDataVersion(db)).toBe(before)
    // An edit of the item itself is a change.
    await db.run(sql`update blog_posts set title = 'Edited' where id = ${item.id}`)
    expect(await readDataVersion(db)).not.toBe(before)
  })

  it('gets back the triggers a migration dropped (a rebuilt table), and a new version for what it missed', async () => {
    const database = await getDatabase()
    expect(await ensureDataVersion(database)).toEqual({ created: [], dropped: [] })
    await database.db.run(sql.raw('DROP TRIGGER data_version_jobs_after_insert'))
    await database.db.run(sql.raw('CREATE TRIGGER data_version_sessions_after_insert AFTER INSERT ON sessions BEGIN SELECT 1; END'))
    const before = await readDataVersion(database.db)
    expect(await ensureDataVersion(database)).toEqual({
      created: ['data_version_jobs_after_insert'],
      dropped: ['data_version_sessions_after_insert'],
    })
    expect(await readDataVersion(database.db)).not.toBe(before)
    const found = await triggers()
    expect(found.has('data_version_jobs_after_insert')).toBe(true)
    expect(found.has('data_version_sessions_after_insert')).toBe(false)
  })
})
