import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { runTooling } from '../support/tooling'

// The README's database commands run as npm runs them — tsx, outside Vite — so nothing they import may lean on Vite
// (import.meta.glob and the like). A server-only helper once moved into a model pulled the language catalogues (a Vite
// glob) into the seed's imports and `npm run db:seed` failed at its first line while every test, run through Vite, passed.

const root = mkdtempSync(path.join(tmpdir(), 'startup-asia-tooling-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run db:migrate and db:seed outside Vite', () => {
  it('migrates, seeds the number of startups asked for, and leaves a seeded database unchanged', async () => {
    const file = path.join(root, 'seeded.db')
    const env = { DATABASE_URL: `file:${file}` }
    const migrated = await runTooling('tooling/db-migrate.ts', [], env)
    expect(migrated.output).toContain(`Migrated file:${file}`)
    expect(migrated.code).toBe(0)

    const seeded = await runTooling('tooling/db-seed.ts', ['--startups', '120'], env)
    expect(seeded.output).toMatch(new RegExp(`Seeded file:${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} in `))
    expect(seeded.code).toBe(0)
    const db = new BetterSqlite3(file, { readonly: true })
    try {
      expect((db.prepare('SELECT count(*) AS n FROM startups').get() as { n: number }).n).toBe(120)
      expect((db.prepare("SELECT count(*) AS n FROM startups_fts WHERE startups_fts MATCH '\"pay\"'").get() as { n: number }).n).toBeGreaterThan(0)
    } finally {
      db.close()
    }

    const again = await runTooling('tooling/db-seed.ts', [], env)
    expect(again.output).toContain(`Left file:${file} unchanged.`)
    expect(again.code).toBe(0)
  })

  it('refuses a count that is not a whole number, with a message and a failing exit code', async () => {
    const result = await runTooling('tooling/db-seed.ts', ['--startups', 'many'], { DATABASE_URL: `file:${path.join(root, 'refused.db')}` })
    expect(result.output).toContain('--startups needs a whole number, got "many"')
    expect(result.code).toBe(1)
  })
})
