import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

export interface BenchScenario {
  /** Shown in the tables. */
  name: string
  /** A GET answering a JSON array (its length is reported as rows). */
  path: string
}

/** One area of the benchmark: fills its tables to `size` rows (once; reused afterwards) and names its scenarios. */
export interface BenchSuite {
  /** `npm run bench -- <name>` runs only this suite. */
  name: string
  ensure(database: Database, size: number, log: (message: string) => void): Promise<void>
  scenarios: BenchScenario[]
}

/**
 * Merges full-text indexes after a bulk fill. A fill in transactions of thousands of rows through the triggers leaves
 * them in many segments a level, a shape no site that grew a row at a time has: at 100,000 events the upcoming
 * "fintech" search's statement took 1.7–1.9 ms so, 0.17–0.39 ms merged (docs/decisions/0080-search-index-automerge.md,
 * and 0026 for jobs). On merged indexes this takes milliseconds.
 */
export async function mergeSearchIndexes(database: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) await database.db.run(sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`))
}
