/**
 * Fair page scenarios (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md): a list page's cost follows the cards it
 * renders, so a scaling ratio compares like with like only when both databases show the same number of cards. On
 * the demo seed's even spread, `/discover?sector=fintech&location=Tokyo` matches 4 startups of 1,000 and fills its
 * page (50) at 100,000, and the ratio then measured 50 cards against 4. Before the servers start, this gives the
 * small database, for each page scenario whose filters are plain equalities and a search, as many matching rows as
 * the large one shows (at most a page): it relabels live rows that match no scenario's filters, so no scenario loses
 * rows to another. The bench prints each side's card count beside its figures, so a reader can check.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/client'
import { log } from './harness'
import type { BenchScenario } from './suites'

/** Cards on a full page of /discover and /talent-hub (their first window). */
export const PAGE_CARDS = 50

type Value = string | number

/** The rows a page scenario shows, as columns of its table: equalities and an optional searched word. */
export interface FairFill {
  table: 'startups' | 'jobs'
  where: Record<string, Value>
  search?: string
}

const STARTUP_FILTERS: Record<string, string> = { sector: 'sector', stage: 'stage', location: 'location' }
const JOB_FILTERS: Record<string, string> = { type: 'type', experienceLevel: 'experience_level', location: 'location' }
/** Query parameters that order a list and filter nothing. */
const ORDER_ONLY = new Set(['sortBy'])

/**
 * The fill a page scenario needs, read from its path; null for other scenarios and for filters a relabel cannot
 * make (team sizes and founding years: those scenarios match many rows at both sizes, or none at either).
 */
export function fairFillOf(path: string): FairFill | null {
  const url = new URL(path, 'http://bench')
  const table = url.pathname === '/discover' ? 'startups' : url.pathname === '/talent-hub' ? 'jobs' : null
  if (table === null || url.search === '') return null
  const columns = table === 'startups' ? STARTUP_FILTERS : JOB_FILTERS
  const fill: FairFill = { table, where: {} }
  for (const [name, value] of url.searchParams) {
    if (ORDER_ONLY.has(name)) continue
    if (name === 'searchQuery') fill.search = value
    else if (table === 'jobs' && name === 'location' && value === 'Remote') fill.where.is_remote = 1
    else if (columns[name]) fill.where[columns[name]] = value
    else return null
  }
  return fill
}

const LIVE: Record<FairFill['table'], string> = {
  startups: 'is_active = 1',
  jobs: 'is_active = 1 AND startup_id IN (SELECT id FROM startups WHERE is_active = 1)',
}
const SEARCH_INDEX: Record<FairFill['table'], string> = { startups: 'startups_fts', jobs: 'jobs_fts' }

/** A live row of the fill's filters, as SQL over the table (no alias). */
function matches(fill: FairFill) {
  const terms = Object.entries(fill.where).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
  if (fill.search) {
    const index = sql.identifier(SEARCH_INDEX[fill.table])
    terms.push(sql`id IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${`"${fill.search.replaceAll('"', '""')}"`})`)
  }
  return terms.length ? sql.join(terms, sql` AND `) : sql`1`
}

async function countOf(database: Database, fill: FairFill): Promise<number> {
  const rows = (await database.db.all(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${sql.identifier(fill.table)} WHERE ${sql.raw(LIVE[fill.table])} AND ${matches(fill)} LIMIT ${PAGE_CARDS})`,
  )) as { n: number }[]
  return rows[0]?.n ?? 0
}

/** What a relabelled row gets so that it matches a search: the word in a column the search index reads. */
function searchColumns(fill: FairFill) {
  if (!fill.search) return []
  return fill.table === 'startups'
    ? [sql`description = ${`Built around ${fill.search} for small teams across Asia.`}`]
    : [sql`title = ${`${fill.search} engineer`}`]
}

/** For each filter column the table's fills use and this one does not: a value of it that no fill asks for. */
async function neutralValues(database: Database, fill: FairFill, fills: readonly FairFill[]): Promise<Record<string, Value>> {
  const neutral: Record<string, Value> = {}
  const columns = new Set(fills.flatMap((other) => Object.keys(other.where)).filter((column) => !(column in fill.where)))
  for (const column of columns) {
    const asked = fills.flatMap((other) => (column in other.where ? [other.where[column]!] : []))
    const [row] = (await database.db.all(
      sql`SELECT ${sql.identifier(column)} AS value FROM ${sql.identifier(fill.table)}
          WHERE ${sql.identifier(column)} IS NOT NULL AND ${sql.identifier(column)} NOT IN (${sql.join(asked.map((value) => sql`${value}`), sql`, `)})
          GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    )) as { value: Value }[]
    if (row) neutral[column] = row.value
  }
  return neutral
}

/**
 * Gives the small database as many rows of each page scenario as the large one shows (up to a page). Idempotent:
 * a fill already met changes nothing. Answers each fill's counts, for the log.
 */
export async function makeFair(smallUrl: string, largeUrl: string, scenarios: readonly BenchScenario[]): Promise<void> {
  const fills = [...new Map(scenarios.flatMap((s) => {
    const fill = fairFillOf(s.path)
    return fill ? [[JSON.stringify(fill), fill] as const] : []
  })).values()]
  if (fills.length === 0) return
  const small = await openDatabase({ url: smallUrl })
  const large = await openDatabase({ url: largeUrl })
  try {
    for (const fill of fills) {
      const target = await countOf(large, fill)
      const have = await countOf(small, fill)
      if (have >= target) continue
      // Rows that match none of the scenarios' filters or searches, spread over the table (every seventh id first).
      const ofTable = fills.filter((other) => other.table === fill.table)
      const others = ofTable.flatMap((other) => [
        ...(Object.keys(other.where).length ? [sql`NOT (${matches({ ...other, search: undefined })})`] : []),
        ...(other.search ? [sql`NOT (${matches({ table: other.table, where: {}, search: other.search })})`] : []),
      ])
      const candidates = (await small.db.all(
        sql`SELECT id FROM ${sql.identifier(fill.table)} WHERE ${sql.raw(LIVE[fill.table])} AND ${sql.join(others, sql` AND `)}
            ORDER BY id % 7, id LIMIT ${target - have}`,
      )) as { id: number }[]
      // A relabelled row takes the fill's values, and for every other filter column the scenarios use a value none
      // of them asks for: so it joins this scenario's matches and no other's (a scenario with fewer matches than a
      // page, such as three filters together, would otherwise gain rows and show more cards than the large side).
      const neutral = await neutralValues(small, fill, ofTable)
      const set = [
        ...Object.entries({ ...neutral, ...fill.where }).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
        ...searchColumns(fill),
      ]
      for (const { id } of candidates) {
        await small.db.run(sql`UPDATE ${sql.identifier(fill.table)} SET ${sql.join(set, sql`, `)} WHERE id = ${id}`)
      }
      log(`Fair pages: ${fill.table} ${JSON.stringify(fill.where)}${fill.search ? ` "${fill.search}"` : ''}: ${have} → ${await countOf(small, fill)} rows (large: ${target})`)
    }
  } finally {
    await small.close()
    await large.close()
  }
}
