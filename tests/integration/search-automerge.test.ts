import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client'
import { migrate } from '~/services/boot.server'
import { EVENT_SEARCH_TABLES_SQL } from '~/models/event-database.server'
import { ensureSearchAutomerge, SEARCH_AUTOMERGE, searchIndexTables } from '~/models/search-index.server'

// docs/decisions/0080-search-index-automerge.md: every FTS5 index merges a level's segments as soon as it holds 2.

const opened: { database: Database; file: string }[] = []
afterEach(async () => {
  for (const { database, file } of opened.splice(0)) {
    await database.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
})

async function freshDatabase(): Promise<Database> {
  const file = path.join(tmpdir(), `automerge-${randomUUID()}.db`)
  const database = await openDatabase({ url: `file:${file}` })
  opened.push({ database, file })
  return database
}

async function automergeByTable(database: Database): Promise<Record<string, unknown>> {
  const settings: Record<string, unknown> = {}
  for (const name of await searchIndexTables(database)) {
    const [row] = (await database.db.all(sql.raw(`select v from "${name}_config" where k = 'automerge'`))) as { v: unknown }[]
    settings[name] = row?.v ?? null
  }
  return settings
}

describe('ensureSearchAutomerge', () => {
  it("the start-up repair sets every area's search indexes, and then only reads", async () => {
    const database = await freshDatabase()
    await database.migrate()
    const before = await automergeByTable(database)
    // The migrations alone leave FTS5's default (no setting stored).
    expect(Object.values(before).every((value) => value === null)).toBe(true)
    await migrate(database)
    const after = await automergeByTable(database)
    expect(Object.keys(after)).toEqual(Object.keys(before))
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining(['events_fts', 'events_fts_words', 'jobs_fts', 'jobs_fts_words', 'startups_fts', 'resources_fts', 'blog_posts_fts']),
    )
    expect(Object.values(after).every((value) => value === SEARCH_AUTOMERGE)).toBe(true)
    expect(await ensureSearchAutomerge(database)).toEqual([])
  })

  it('a rebuilt index gets the setting again at the next start, and keeps its rows searchable', async () => {
    const database = await freshDatabase()
    await migrate(database)
    await database.db.run(sql.raw('DROP TABLE events_fts'))
    await database.db.run(sql.raw(EVENT_SEARCH_TABLES_SQL.events_fts!))
    expect((await automergeByTable(database)).events_fts).toBeNull()
    expect(await ensureSearchAutomerge(database)).toEqual(['events_fts'])
    expect((await automergeByTable(database)).events_fts).toBe(SEARCH_AUTOMERGE)
    // Writes one at a time go on merging and searching as before.
    for (let n = 0; n < 40; n++) {
      await database.db.run(sql`insert into events_fts(rowid, title, description) values (${n + 1}, ${`Fintech Meetup ${n}`}, 'Founders')`)
    }
    const rows = (await database.db.all(sql`select rowid from events_fts where events_fts match '"fintech"' order by rowid limit 3`)) as {
      rowid: number
    }[]
    expect(rows.map((row) => row.rowid)).toEqual([1, 2, 3])
    await database.db.run(sql.raw(`INSERT INTO events_fts(events_fts) VALUES ('integrity-check')`))
  })
})
