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
