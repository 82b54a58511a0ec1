/**
 * Fair page scenarios (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md): a list page's cost follows the cards it
 * renders, so a scaling ratio compares like with like only when both databases show the same number of cards. On
 * the demo seed's even spread, `/discover?sector=fintech&location=Tokyo` matches 4 startups of 1,000 and fills its
 * page (50) at 100,000, and the ratio then measured 50 cards against 4. Before the servers start, this gives the
 * small database, for each page scenario whose filters are plain equalities, a search, a founding-year range and a
 * team-size minimum, as many matching rows as the large one shows (at most a page): it relabels live rows that match
 * no scenario's filters, so no scenario loses rows to another (docs/decisions/0106). The bench prints each side's card count beside its figures, so a reader can check.
 */
import { sql, type SQL } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/client'
import { log } from './harness'
import type { BenchScenario } from './suites'

/** Cards on a full page of /discover and /talent-hub (their first window). */
export const PAGE_CARDS = 50

type Value = string | number

/**
 * The rows a page scenario shows, as columns of its table: equalities, an optional searched word, and for startups
 * an optional founding-year range (first and last year) and team-size minimum.
 */
export interface FairFill {
  table: 'startups' | 'jobs'
  where: Record<string, Value>
  search?: string
  years?: [from: number, to: number]
  minTeamSize?: number
}

const STARTUP_FILTERS: Record<string, string> = { sector: 'sector', stage: 'stage', location: 'location' }
const JOB_FILTERS: Record<string, string> = { type: 'type', experienceLevel: 'experience_level', location: 'location' }
/** Query parameters that order a list and filter nothing. */
const ORDER_ONLY = new Set(['sortBy'])

/**
 * The fill a page scenario needs, read from its path; null for other scenarios and for filters a relabel cannot
 * make (a team-size maximum).
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
    else if (table === 'startups' && name === 'foundingYearFrom') fill.years = [Number(value), fill.years?.[1] ?? YEAR_SPAN[1]]
    else if (table === 'startups' && name === 'foundingYearTo') fill.years = [fill.years?.[0] ?? YEAR_SPAN[0], Number(value)]
    else if (table === 'startups' && name === 'minTeamSize') fill.minTeamSize = Number(value)
    else if (table === 'jobs' && name === 'location' && value === 'Remote') fill.where.is_remote = 1
    else if (columns[name]) fill.where[columns[name]] = value
    else return null
  }
  return fill
}

/** The form's founding years (app/schemas/startup-query.ts): an open end of a range stands for these. */
const YEAR_SPAN: [number, number] = [1900, 2100]
const foundingYear = sql`substr(founding_date, 1, 4)`

const LIVE: Record<FairFill['table'], string> = {
  startups: 'is_active = 1',
  jobs: 'is_active = 1 AND startup_id IN (SELECT id FROM startups WHERE is_active = 1)',
}
const SEARCH_INDEX: Record<FairFill['table'], string> = { startups: 'startups_fts', jobs: 'jobs_fts' }

/** A live row of the fill's filters, as SQL over the table (no alias). */
function matches(fill: FairFill) {
  const terms = Object.entries(fill.where).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)
  if (fill.years) terms.push(sql`${foundingYear} BETWEEN ${String(fill.years[0])} AND ${String(fill.years[1])}`)
  if (fill.minTeamSize !== undefined) terms.push(sql`team_size >= ${fill.minTeamSize}`)
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
 * A relabelled startup's founding date and team size: the fill's (a year of its range, at least its minimum), or,
 * when other fills ask for years or sizes and this one does not, a year outside every range asked for and a size
 * below every minimum asked for.
 */
function rangeColumns(fill: FairFill, fills: readonly FairFill[]): SQL[] {
  if (fill.table !== 'startups') return []
  const set: SQL[] = []
  const ranges = fills.flatMap((other) => (other.years ? [other.years] : []))
  const year = fill.years
    ? Math.max(fill.years[0], Math.min(fill.years[1], new Date().getUTCFullYear()))
    : ranges.length
      ? neutralYear(ranges)
      : null
  if (year !== null) set.push(sql`founding_date = ${`${year}-06-15`}`)
  const minimums = fills.flatMap((other) => (other.minTeamSize === undefined ? [] : [other.minTeamSize]))
  if (fill.minTeamSize !== undefined) set.push(sql`team_size = max(coalesce(team_size, 0), ${fill.minTeamSize})`)
  else if (minimums.length && Math.min(...minimums) > 0) set.push(sql`team_size = ${Math.min(...minimums) - 1}`)
  return set
}

/** The latest year up to this one that no range asked for holds. */
function neutralYear(ranges: readonly [number, number][]): number {
  for (let year = new Date().getUTCFullYear(); year > YEAR_SPAN[0]; year--) {
    if (!ranges.some(([from, to]) => from <= year && year <= to)) return year
  }
  throw new Error('every founding year is asked for: no neutral year for a relabelled startup')
}

/** How many conditions a fill puts on a row. */
function constraints(fill: FairFill): number {
  return Object.keys(fill.where).length + (fill.search ? 1 : 0) + (fill.years ? 1 : 0) + (fill.minTeamSize === undefined ? 0 : 1)
}

/**
 * Gives the small database as many rows of each page scenario as the large one shows (up to a page). Idempotent:
 * a fill already met changes nothing. Answers each fill's counts, for the log.
 */
export async function makeFair(smallUrl: string, largeUrl: string, scenarios: readonly BenchScenario[]): Promise<void> {
  // The narrowest first: a relabelled row of one joins the matches of every broader one (a fintech startup of 2016
  // with a team of 20 is a fintech startup of 2016), which then needs fewer rows of its own rather than overshooting.
  const fills = [...new Map(scenarios.flatMap((s) => {
    const fill = fairFillOf(s.path)
    return fill ? [[JSON.stringify(fill), fill] as const] : []
  })).values()].sort((a, b) => constraints(b) - constraints(a))
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
        ...(Object.keys(other.where).length || other.years || other.minTeamSize !== undefined
          ? [sql`NOT (${matches({ ...other, search: undefined })})`]
          : []),
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
        ...rangeColumns(fill, ofTable),
      ]
      for (const { id } of candidates) {
        await small.db.run(sql`UPDATE ${sql.identifier(fill.table)} SET ${sql.join(set, sql`, `)} WHERE id = ${id}`)
      }
      const ranges = `${fill.years ? ` founded ${fill.years.join('–')}` : ''}${fill.minTeamSize === undefined ? '' : ` team ${fill.minTeamSize}+`}`
      log(`Fair pages: ${fill.table} ${JSON.stringify(fill.where)}${ranges}${fill.search ? ` "${fill.search}"` : ''}: ${have} → ${await countOf(small, fill)} rows (large: ${target})`)
    }
  } finally {
    await small.close()
    await large.close()
  }
}
