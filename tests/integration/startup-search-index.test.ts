import { randomUUID } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase, type Database } from '../../db/client'
import { startups } from '../../db/schema'
import { seed } from '../../seed'
import { LOCAL_NAMES } from '../../seed/data'
import {
  buildSearchMatch,
  ensureStartupSearch,
  optimizeSearchSql,
  refillSearchSql,
  SEARCH_KEY_COLUMNS,
  SEARCH_TABLE,
  SEARCH_TABLES_SQL,
  SEARCH_TRIGGERS_SQL,
  searchKeySql,
  SHORT_SEARCH_TABLE,
} from '~/models/startup-search.server'
import { startSqld } from '../../tooling/sqld'

// docs/decisions/0090-seed-at-scale-and-fts-size.md: migration 0022 makes both startup search indexes contentless
// (and the word-prefix one without positions). Every search must find exactly what it found before.

const MIGRATION = '0022_startups-fts-contentless'
/**
 * The latest migration that makes the substring index again with its keys, and the triggers: 0057, which added the
 * filter pair keys (docs/decisions/0146) to the keys of 0056 (0143).
 */
const KEYS_MIGRATION = '0057_search-filter-pair-keys'
const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

/** A copy of the migrations folder that stops before 0022: a database as it was before this change. */
function migrationsBefore0022(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-before-0022-'))
  cleanup.push(() => rmSync(folder, { recursive: true, force: true }))
  mkdirSync(path.join(folder, 'meta'))
  const journal = JSON.parse(readFileSync(path.join(DEFAULT_MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const entries = journal.entries.filter((entry) => entry.idx < 22)
  expect(journal.entries.map((entry) => entry.tag)).toContain(MIGRATION)
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  for (const { tag } of entries) copyFileSync(path.join(DEFAULT_MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`))
  return folder
}

async function embedded(): Promise<Database> {
  const file = path.join(tmpdir(), `startup-search-${randomUUID()}.db`)
  const database = await openDatabase({ url: `file:${file}` })
  cleanup.push(async () => {
    await database.close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  })
  return database
}

const EXTRA_ROWS = [
  { name: 'Kappa Fin', description: '東京のフィンテック', sector: 'fintech', location: 'Tokyo', techStack: ['Go', 'Node.js'] },
  { name: 'Xi Commerce', description: 'E-commerce for ö-umlaut shops', sector: 'ecommerce', techStack: [] },
  { name: 'Omicron', description: null, sector: null, location: null, techStack: ['C++'] },
  { name: 'AI Ledger 2', description: 'Ledgers, quietly. "Quoted" text and 50% off', sector: 'ai' },
]

/** Search box values: fixed ones, and prefixes and pieces of the rows' own text (1, 2, 3 and more characters). */
async function queriesFor(database: Database): Promise<string[]> {
  const rows = await database.db.all<{ name: string; description: string | null; location: string | null }>(
    sql`select name, description, location from startups order by id`,
  )
  const queries = new Set([
    ...['a', 'x', '2', 'é', 'AI', 'ai', 'Go', 'UX', 'e-', '..', 'ab', 'fi', '東京', 'フィンテック', 'ö'],
    ...['fintech', 'Fintech', 'E-commerce', 'ecommerce', 'Deep Tech', 'health tech', 'React', 'Node.js', 'C++'],
    ...['Singapore', 'pay', 'quietly', '"quoted"', '50%', 'Ledger 2', 'for ', ' | '],
    ...Object.values(LOCAL_NAMES).filter((local): local is string => typeof local === 'string'),
  ])
  rows.forEach((row, i) => {
    if (i % 5 !== 0) return
    queries.add(row.name.slice(0, 1))
    queries.add(row.name.slice(0, 2))
    queries.add(row.name.slice(0, 3))
    queries.add(row.name.split(' ').at(-1)!)
    if (row.description) queries.add(row.description.slice(6, 14))
    if (row.location) queries.add(row.location.slice(1, 4))
  })
  return [...queries]
}

/** What each query finds, as the discover list asks the indexes: the matching rowids in order. */
async function results(database: Database, queries: string[]): Promise<Record<string, number[] | null>> {
  const found: Record<string, number[] | null> = {}
  for (const query of queries) {
    const match = buildSearchMatch(query)
    if (!match) {
      found[query] = null
      continue
    }
    const table = match.index === 'substring' ? SEARCH_TABLE : SHORT_SEARCH_TABLE
    const rows = await database.db.all<{ rowid: number }>(
      sql`select rowid from ${sql.identifier(table)} where ${sql.identifier(table)} match ${match.match} order by rowid`,
    )
    found[query] = rows.map((row) => row.rowid)
  }
  return found
}

async function tableSql(database: Database): Promise<Record<string, string>> {
  const rows = await database.db.all<{ name: string; sql: string }>(
    sql`select name, sql from sqlite_master where name like 'startups_fts%' and type = 'table' order by name`,
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.sql]))
}

/** The startups a key finds in the substring index, a phrase of its one trigram (made by SQL, as the queries do). */
async function findKey(database: Database, key: string): Promise<number[]> {
  const rows = await database.db.all<{ rowid: number }>(
    sql.raw(`select rowid from ${SEARCH_TABLE} where ${SEARCH_TABLE} match '"' || ${key} || '"' order by rowid`),
  )
  return rows.map((row) => row.rowid)
}

async function find(database: Database, text: string): Promise<number[]> {
  const match = buildSearchMatch(text)!
  const table = match.index === 'substring' ? SEARCH_TABLE : SHORT_SEARCH_TABLE
  const rows = await database.db.all<{ rowid: number }>(
    sql`select rowid from ${sql.identifier(table)} where ${sql.identifier(table)} match ${match.match} order by rowid`,
  )
  return rows.map((row) => row.rowid)
}

/** Columns later migrations add that the seed writes: (table, column definition). */
const LATER_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['jobs', 'is_open integer DEFAULT true NOT NULL'],
  ['users', "language text DEFAULT 'en' NOT NULL"],
  ['startup_team', "kind text DEFAULT 'team' NOT NULL"],
  ['startup_team', 'links text'],
  ['startup_team', 'display_order integer DEFAULT 0 NOT NULL'],
  ['startup_team', 'access_role text'],
  ['startup_gallery', 'outlet text'],
  ['startup_gallery', 'published_date text'],
  ['startup_reviews', 'reply_text text'],
  ['startup_reviews', 'reply_author_id integer'],
  ['startup_reviews', 'replied_at integer'],
  ['startup_reviews', 'reply_edited_at integer'],
  ['events', 'cancelled_at integer'],
  ['startups', "culture_values text DEFAULT '[]' NOT NULL"],
  ['startups', 'city_id integer'],
  ['startup_reviews', 'hidden_at integer'],
  ['startup_reviews', 'hidden_by integer'],
  ['jobs', 'city_id integer'],
  ['events', 'city_id integer'],
  ['workspaces', 'city_id integer'],
  // 0051 (decision 0135): a paid claim's failed renewal.
  ['startups', 'subscription_past_due_since integer'],
  // 0054 (decision 0138): a job posted with a credit.
  ['jobs', 'used_credit integer DEFAULT false NOT NULL'],
  // 0051 (decision 0135): the test mode's subscriptions, which the seed's demo money writes (decision 0140).
  ['test_payment_subscriptions', 'trial_end integer'],
  ['test_payment_subscriptions', 'cancel_at_period_end integer DEFAULT false NOT NULL'],
  // 0055 (decision 0141): a booking's plan discount.
  ['workspace_bookings', 'discount_percent integer DEFAULT 0 NOT NULL'],
  ['workspace_bookings', 'list_amount integer'],
]

/**
 * Tables later migrations create that the seed writes (issue 42: the cities it resolves places with, the investor and
 * mentor directories, what the demo member wants, their Creation Program progress): their migrations' statements, less the startups columns LATER_COLUMNS adds,
 * are run before the fill and the tables dropped after it, so that 0022 and what follows make them as on any database.
 */
const LATER_TABLE_MIGRATIONS = ['0035_cities.sql', '0036_investors-mentors-preferences.sql', '0045_mentor-stages.sql', '0046_creation_module_progress.sql', '0047_resource-reviews.sql', '0048_resource-review-figures.sql']
/** The demo member's follows and saved searches (issue 43): the seed writes them. */
const FOLLOWS_MIGRATION = '0049_follows-saved-searches-alerts.sql'
/** The plans and the money ledger (issue 44): the seed's demo money writes them (decision 0140); only their tables. */
const MONEY_MIGRATIONS = ['0051_plans-and-subscriptions.sql', '0055_billing-ledger-sales-inquiries-booking-discounts.sql']
const LATER_TABLES = ['payment_transactions', 'subscription_changes', 'sales_inquiries', 'plan_subscriptions', 'plan_entitlements', 'plans', 'saved_searches', 'follows', 'resource_reviews', 'creation_module_progress', 'funding_round_investors', 'member_preferences', 'mentors', 'investors', 'cities']

function laterTableStatements(): string[] {
  return [...LATER_TABLE_MIGRATIONS, FOLLOWS_MIGRATION, ...MONEY_MIGRATIONS].flatMap((file) =>
    readFileSync(path.join(DEFAULT_MIGRATIONS_FOLDER, file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement !== '' && !statement.startsWith('ALTER TABLE `startups`'))
      // Of 0049, only the two tables the seed writes (its other statements index tables that stay).
      .filter((statement) => file !== FOLLOWS_MIGRATION || /^CREATE (UNIQUE )?(TABLE|INDEX) `(follows|saved_searches)[`_]/.test(statement))
      // Of the money migrations, the tables they create and the plans' rows (the rest changes tables LATER_COLUMNS covers).
      .filter(
        (statement) =>
          !MONEY_MIGRATIONS.includes(file) ||
          /^(CREATE (UNIQUE )?(TABLE|INDEX) `(plans|plan_entitlements|plan_subscriptions|payment_transactions|subscription_changes|sales_inquiries)[`_]|INSERT INTO `(plans|plan_entitlements)`)/.test(
            statement.replace(/^(--[^\n]*\n)+/, ''),
          ),
      ),
  )
}

/**
 * The whole check on one database: migrated to just before 0022 and filled, every query's results read; then 0022
 * applied, and every query must find the same rows, from indexes that keep no text of their own; then the triggers
 * must keep them in step on insert, update and delete.
 */
async function convertsWithSameResults(database: Database, fill: () => Promise<void>) {
  await database.migrate(migrationsBefore0022())
  expect(Object.keys(await tableSql(database))).toContain('startups_fts_content')
  // The seed writes today's columns: jobs.is_open (migration 0025), users.language (0026), startup_team's kind, links,
  // display_order and access_role (0030), startup_gallery's outlet and published_date (0032), events.cancelled_at and
  // the review reply's columns (0034) startups.culture_values (0036) and the city_id columns (0043) are there while it fills, and gone again after.
  for (const [table, column] of LATER_COLUMNS) await database.db.run(sql.raw(`ALTER TABLE ${table} ADD ${column}`))
  for (const statement of laterTableStatements()) await database.db.run(sql.raw(statement))
  // The seed fills the substring index with today's key columns (0056, 0057): the index before 0022, with them too.
  await database.db.run(sql.raw(`DROP TABLE ${SEARCH_TABLE}`))
  await database.db.run(
    sql.raw(`CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(name, description, sector, location, tech_stack, ${SEARCH_KEY_COLUMNS.join(', ')}, tokenize = 'trigram')`),
  )
  await fill()
  // Drizzle names every column of today's startups in an insert, so the extra rows go in while those columns exist.
  await database.db.insert(startups).values(EXTRA_ROWS)
  for (const [table, column] of LATER_COLUMNS) await database.db.run(sql.raw(`ALTER TABLE ${table} DROP COLUMN ${column.split(' ')[0]}`))
  for (const table of LATER_TABLES) await database.db.run(sql.raw(`DROP TABLE ${table}`))
  const queries = await queriesFor(database)
  const before = await results(database, queries)
  expect(Object.values(before).filter((rows) => rows !== null && rows.length > 0).length).toBeGreaterThan(20)

  await database.migrate()
  const tables = await tableSql(database)
  // No copy of the text any more: only the index (data, idx), the row sizes (docsize) and the settings (config).
  expect(Object.keys(tables).filter((name) => name.endsWith('_content'))).toEqual([])
  expect(tables[SEARCH_TABLE]).toBe(SEARCH_TABLES_SQL[SEARCH_TABLE]!.replace(' IF NOT EXISTS', ''))
  expect(tables[SHORT_SEARCH_TABLE]).toBe(SEARCH_TABLES_SQL[SHORT_SEARCH_TABLE]!.replace(' IF NOT EXISTS', ''))
  expect(await results(database, queries)).toEqual(before)
  expect(await ensureStartupSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })

  // The triggers keep both indexes in step, and the substring index's keys (0143).
  const [row] = await database.db
    .insert(startups)
    .values({ name: 'Quokka Robotics', sector: 'deep-tech', stage: 'seed', location: 'Osaka', teamSize: 8, techStack: ['ROS'] })
    .returning({ id: startups.id })
  const id = row!.id
  for (const text of ['quokka', 'Deep Tech', 'ROS', 'qu', 'Q']) expect(await find(database, text), text).toContain(id)
  const keysOf = (name: string, stage: string, teamSize: number) => [
    searchKeySql.filter('sector', `'deep-tech'`),
    searchKeySql.filter('stage', `'${stage}'`),
    searchKeySql.filter('location', `'Osaka'`),
    searchKeySql.sort('team', String(teamSize)),
    searchKeySql.sort('name', `'${name}'`),
    searchKeySql.pair('sector', `'deep-tech'`, 'team', String(teamSize)),
    searchKeySql.pair('stage', `'${stage}'`, 'name', `'${name}'`),
    searchKeySql.pair('location', `'Osaka'`, 'team', String(teamSize)),
    searchKeySql.filterPair('sector', `'deep-tech'`, 'stage', `'${stage}'`),
    searchKeySql.filterPair('sector', `'deep-tech'`, 'location', `'Osaka'`),
    searchKeySql.filterPair('stage', `'${stage}'`, 'location', `'Osaka'`),
  ]
  for (const key of keysOf('Quokka Robotics', 'seed', 8)) expect(await findKey(database, key), key).toContain(id)
  await database.db.update(startups).set({ name: 'Wombat Robotics', techStack: ['CUDA'] }).where(sql`id = ${id}`)
  for (const text of ['quokka', 'qu', 'ROS']) expect(await find(database, text), text).not.toContain(id)
  for (const text of ['wombat', 'wo', 'cuda', 'Robotics']) expect(await find(database, text), text).toContain(id)
  expect(await findKey(database, searchKeySql.sort('name', `'Quokka Robotics'`))).not.toContain(id)
  // The team size and the stage are in the keys: a change to them re-indexes the row.
  await database.db.update(startups).set({ teamSize: 120, stage: 'series-a' }).where(sql`id = ${id}`)
  expect(await find(database, 'wombat')).toEqual([id])
  for (const key of keysOf('Wombat Robotics', 'series-a', 120)) expect(await findKey(database, key), key).toContain(id)
  for (const key of [
    searchKeySql.sort('team', '8'),
    searchKeySql.filter('stage', `'seed'`),
    searchKeySql.filterPair('sector', `'deep-tech'`, 'stage', `'seed'`),
    searchKeySql.filterPair('stage', `'seed'`, 'location', `'Osaka'`),
  ]) {
    expect(await findKey(database, key), key).not.toContain(id)
  }
  await database.db.delete(startups).where(sql`id = ${id}`)
  for (const text of ['wombat', 'wo', 'cuda']) expect(await find(database, text), text).not.toContain(id)
  for (const key of keysOf('Wombat Robotics', 'series-a', 120)) expect(await findKey(database, key), key).not.toContain(id)
  expect(await results(database, queries)).toEqual(before)
  // The index agrees with itself and with the table's row count.
  for (const table of [SEARCH_TABLE, SHORT_SEARCH_TABLE]) {
    await database.db.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('integrity-check')`))
  }
  expect(await ensureStartupSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
}

describe('migration 0022: contentless startup search indexes', () => {
  it('converts an embedded database: every search finds the same rows, and the triggers keep it in step', async () => {
    const database = await embedded()
    await convertsWithSameResults(database, async () => {
      await seed(database, { startups: 600, now: new Date('2026-11-29T12:00:00Z') })
    })
  })

  it('converts a database on a libSQL server (sqld) the same way', async () => {
    const sqld = await startSqld()
    const database = await openDatabase({ url: sqld.url })
    cleanup.push(async () => {
      await database.close()
      await sqld.stop()
    })
    await convertsWithSameResults(database, async () => {
      await seed(database, { startups: 360, now: new Date('2026-11-29T12:00:00Z') })
    })
  })

  it('the migrations make the tables, refill and merge them exactly as the code does (0022 the word index, 0057 the substring one)', () => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    const read = (tag: string) => squash(readFileSync(path.join(DEFAULT_MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8'))
    const [words, keys] = [read(MIGRATION), read(KEYS_MIGRATION)]
    for (const statement of [SEARCH_TABLES_SQL[SHORT_SEARCH_TABLE]!.replace(' IF NOT EXISTS', ''), refillSearchSql()[1]!, optimizeSearchSql()[1]!]) {
      expect(words).toContain(squash(statement))
    }
    for (const statement of [
      SEARCH_TABLES_SQL[SEARCH_TABLE]!.replace(' IF NOT EXISTS', ''),
      refillSearchSql()[0]!,
      optimizeSearchSql()[0]!,
      ...Object.values(SEARCH_TRIGGERS_SQL).map((create) => create.replace(' IF NOT EXISTS', '')),
    ]) {
      expect(keys).toContain(squash(statement))
    }
    expect(readdirSync(DEFAULT_MIGRATIONS_FOLDER)).toContain(`${MIGRATION}.sql`)
  })

  it('no search box value can find a key: its control characters become spaces', () => {
    for (const text of ['\u0001\u4e00\u4e00', 'pay\u0004x', '\u0002abc\u0013']) {
      const match = buildSearchMatch(text)
      expect([...(match?.match ?? '')].filter((character) => character.codePointAt(0)! < 0x20), text).toEqual([])
    }
  })

  it('ensureStartupSearch makes an index of the old definition again, with the same results', async () => {
    const database = await embedded()
    await database.migrate()
    await database.db.insert(startups).values(EXTRA_ROWS)
    const queries = await queriesFor(database)
    const before = await results(database, queries)
    // An index of the kind 0001 made: its own copy of the text, positions in the word index.
    await database.db.run(sql.raw(`DROP TABLE ${SHORT_SEARCH_TABLE}`))
    await database.db.run(
      sql.raw(
        `CREATE VIRTUAL TABLE ${SHORT_SEARCH_TABLE} USING fts5(name, description, sector, location, tech_stack, ` +
          `tokenize = 'unicode61', prefix = '1 2')`,
      ),
    )
    expect(await ensureStartupSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: true })
    expect((await tableSql(database))[SHORT_SEARCH_TABLE]).toBe(
      SEARCH_TABLES_SQL[SHORT_SEARCH_TABLE]!.replace(' IF NOT EXISTS', ''),
    )
    expect(await results(database, queries)).toEqual(before)
    expect(await ensureStartupSearch(database)).toEqual({ recreatedTriggers: [], rebuilt: false })
  })

  it('every one- and two-character query is a single token, which the position-free word index answers', async () => {
    const database = await embedded()
    await database.migrate()
    await database.db.insert(startups).values(EXTRA_ROWS)
    // Letters, digits, marks, CJK, symbols and punctuation, alone and in pairs: none may become a phrase of two
    // tokens (which an index without positions refuses with an error).
    const characters = [...'aZ9_-.\'"*()é\u0301ö東ア한ß€%+ ']
    for (const first of characters) {
      for (const second of ['', ...characters]) {
        const match = buildSearchMatch(first + second)
        if (match?.index !== 'prefix') continue
        await database.db.all(
          sql`select rowid from ${sql.identifier(SHORT_SEARCH_TABLE)} where ${sql.identifier(SHORT_SEARCH_TABLE)} match ${match.match}`,
        )
      }
    }
  })
})
